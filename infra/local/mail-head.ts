/**
 * What the local stack's main thread reads of a raw mail ("One slow mail must not
 * stall the rest"): the header block and the first `INBOUND_LIMITS.mimeReadBytes` of body,
 * the same part the inbound path reads. The MIME parser costs about 1.3 ms per KB of short
 * lines, so parsing a whole 5 MB mail here took 17 s of CPU while the web mailbox, SMTP and
 * the outbox waited; the mail itself is handled off this thread (worker/off-thread.ts).
 * Enough for the sender, the Message-ID and the index line of the local mailbox.
 */
import PostalMime, { type Email } from 'postal-mime';
import { readablePart } from '../../lambdas/mail/inbound/raw-scan';

export function parseMailHead(raw: Uint8Array | string): Promise<Email> {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  return PostalMime.parse(readablePart(bytes));
}
