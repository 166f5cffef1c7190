/**
 * parseInboundMail: raw RFC 5322 bytes in, an `InboundMail` out. postal-mime does the MIME
 * work (multipart, quoted-printable, base64, RFC 2047 words, every charset TextDecoder
 * knows, ISO-2022-JP and Shift_JIS included); this module picks the text, then hands it
 * to the reply, command, routing, loop-protection and authentication readers.
 * Pure apart from hashing: no clock, no I/O.
 */
import { createHash } from 'node:crypto';
import PostalMime, { type Address, type Email } from 'postal-mime';
import { readAuthVerdicts } from './auth-results';
import { repairC1 } from './c1-repair';
import { detectAutomated } from './automated';
import { parseCommandLines } from './commands';
import { extractReply } from './extract-reply';
import { headerValues } from './headers';
import { htmlToText } from './html-text';
import { routeRecipients } from './routing';
import { parseSubjectDecision } from './subject';
import { InboundMailSchema, type InboundMail, type Mailbox } from './types';

export interface ParseOptions {
  /** Our mail domain: reply addresses are `g-…@domain` and `new@domain`. */
  domain: string;
  /** Only trust Authentication-Results written by this server (SES: `amazonses.com`). Default: the topmost header. */
  trustedAuthServId?: string;
  /** Envelope recipients from the receiver (SES `receipt.recipients`, SMTP RCPT TO): routed before the headers. */
  envelopeRecipients?: readonly string[];
}

function mailboxes(addresses: readonly Address[] | undefined): Mailbox[] {
  const flat = (addresses ?? []).flatMap((a) => (a.group ? a.group : [a]));
  return flat.filter((a) => a.address).map((a) => ({ address: a.address.trim().toLowerCase(), name: repairC1(a.name.trim()) }));
}

/** Message ids without their angle brackets. */
function messageIds(value: string | undefined): string[] {
  if (!value) return [];
  const bracketed = [...value.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]!);
  return bracketed.length > 0 ? bracketed : value.split(/\s+/).filter((v) => v !== '');
}

function bodyText(email: Email): { text: string; textSource: InboundMail['textSource'] } {
  if (email.text !== undefined && email.text.trim() !== '') return { text: repairC1(email.text), textSource: 'plain' };
  if (email.html !== undefined && email.html.trim() !== '') return { text: htmlToText(repairC1(email.html)), textSource: 'html' };
  return { text: email.text ?? '', textSource: 'none' };
}

function returnPathOf(email: Email): string | null {
  const raw = headerValues(email.headers, 'return-path')[0];
  return raw === undefined ? null : raw.replace(/^\s*<|>\s*$/g, '').trim().toLowerCase();
}

export async function parseInboundMail(raw: Uint8Array | string, opts: ParseOptions): Promise<InboundMail> {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  const email = await PostalMime.parse(bytes);
  const from = mailboxes(email.from ? [email.from] : [])[0] ?? null;
  const to = mailboxes(email.to);
  const cc = mailboxes(email.cc);
  const deliveredTo = [...headerValues(email.headers, 'delivered-to'), ...headerValues(email.headers, 'x-original-to')].map((a) =>
    a.replace(/^<|>$/g, '').toLowerCase(),
  );
  const subject = repairC1(email.subject ?? '');
  const { text, textSource } = bodyText(email);
  const { reply, cut } = extractReply(text);
  const automated = detectAutomated({ headers: email.headers, from: from?.address ?? null, subject });
  const recipients = [...(opts.envelopeRecipients ?? []), ...deliveredTo, ...to.map((m) => m.address), ...cc.map((m) => m.address)];

  return InboundMailSchema.parse({
    messageId: messageIds(email.messageId)[0] ?? null,
    contentHash: createHash('sha256').update(bytes).digest('hex'),
    from,
    to,
    cc,
    deliveredTo,
    returnPath: returnPathOf(email),
    subject,
    date: email.date ?? null,
    inReplyTo: messageIds(email.inReplyTo)[0] ?? null,
    references: messageIds(email.references),
    text,
    textSource,
    reply,
    quoteCut: cut,
    // A machine's words are never commands: an out-of-office text must not be tried as moves.
    commands: automated === null ? parseCommandLines(reply) : [],
    automated,
    auth: readAuthVerdicts(email.headers, opts.trustedAuthServId),
    route: routeRecipients(recipients, opts.domain),
    decision: parseSubjectDecision(subject),
  });
}

/** The duplicate-delivery key: the Message-ID, or the content hash when there is none. */
export function dedupeKey(mail: Pick<InboundMail, 'messageId' | 'contentHash'>): string {
  return mail.messageId ?? `sha256:${mail.contentHash}`;
}
