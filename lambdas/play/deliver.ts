/**
 * Sending the outbox: each mail was written in the same transaction as the update that
 * caused it, so nothing is lost; here it is claimed with a lease (so two senders never send
 * it both), sent, and marked sent. A failed send releases the lease for a retry; a mail to
 * an address that bounces hard is not sent at all and is marked failed.
 */
import type { Mailer } from '../mail/outbound/index';
import type { Store } from '../store/index';
import type { Log } from './deps';
import { composeLetter } from './letters';

export interface DeliverDeps {
  readonly store: Store;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly log: Log;
  /** How long a claim blocks other senders (a crashed sender's mail is retried after it). */
  readonly leaseSeconds?: number;
}

export type DeliveryResult = 'sent' | 'skipped' | 'suppressed';

/** Send one outbox mail. Throws when the provider refused it (the caller retries later). */
export async function deliverOutboxMail(deps: DeliverDeps, key: string): Promise<DeliveryResult> {
  const now = deps.now();
  const lease = new Date(now.getTime() + (deps.leaseSeconds ?? 120) * 1000);
  const mail = await deps.store.claimOutbox(key, now.toISOString(), lease.toISOString());
  if (!mail) return 'skipped';
  const status = await deps.store.getAddressStatus(mail.to);
  if (status?.bouncing || status?.complaint) {
    await deps.store.markFailed(key, status.complaint ? 'recipient complained' : 'address bounces', now.toISOString());
    deps.log.warn('suppressed mail to a bouncing address', { key, to: mail.to });
    return 'suppressed';
  }
  try {
    const message = mail.letter ? await composeLetter(mail.to, mail.from, mail.letter) : { subject: mail.subject, raw: Buffer.from(mail.raw ?? '', 'utf8') };
    const { providerMessageId } = await deps.mailer.send({ from: mail.from, to: [mail.to], raw: message.raw });
    await deps.store.markSent(key, providerMessageId, deps.now().toISOString());
    deps.log.info('sent', { key, to: mail.to, subject: message.subject, providerMessageId });
    return 'sent';
  } catch (error) {
    await deps.store.releaseOutbox(key, deps.now().toISOString(), error instanceof Error ? error.message : String(error));
    deps.log.warn('send failed; will retry', { key, to: mail.to, error: String(error) });
    throw error;
  }
}

/** Send every pending mail (oldest first): the local stack's loop and the AWS safety sweep. */
export async function deliverPending(deps: DeliverDeps, limit = 100): Promise<{ sent: number; failed: number; suppressed: number }> {
  const counts = { sent: 0, failed: 0, suppressed: 0 };
  for (const { key } of await deps.store.pendingOutbox(limit)) {
    try {
      const result = await deliverOutboxMail(deps, key);
      if (result === 'sent') counts.sent++;
      if (result === 'suppressed') counts.suppressed++;
    } catch {
      counts.failed++;
    }
  }
  return counts;
}
