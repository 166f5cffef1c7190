/**
 * Sending the outbox: each mail was written in the same transaction as the update that
 * caused it, so nothing is lost; here it is claimed with a lease (so two senders never send
 * it both), sent, and marked sent. A mail to an address that bounces hard is not sent at
 * all and is marked failed. A failed send is retried with a growing pause, a bounded number
 * of times, then parked as a dead letter (logged as `outbox mail parked`, which the AWS
 * alarm counts); a refusal that would repeat (a 5xx for the recipient) parks it at once.
 * A send the provider accepted is never repeated because of what follows it.
 */
import type { Mailer } from '../../mail/outbound/index';
import type { Store } from '../../store/index';
import type { Log } from '../deps';
import { composeLetter } from './render-letters';

/** How often and how far apart a failing mail is tried before it is parked. */
export const OUTBOX_RETRY = {
  /** Send attempts in all (each claim is one). */
  maxAttempts: 8,
  /** Pause after the first failure; doubled after each further one. */
  firstPauseSeconds: 60,
  longestPauseSeconds: 3_600,
  /** Writing the "sent" mark after the provider accepted: tries before giving up. */
  markSentTries: 3,
} as const;

/** The log message a parked mail is reported with (the AWS alarm's metric filter matches it). */
export const PARKED_LOG_MESSAGE = 'outbox mail parked';

/**
 * A refusal that every later attempt would meet again, so the mail is parked at once
 * instead of being tried for hours: the relay refused the recipient or the message with a
 * 5xx reply (nodemailer's `EENVELOPE` after RCPT TO, `EMESSAGE` after DATA), or SES
 * rejected the message (`MessageRejected`). A 5xx for anything else (a wrong relay password,
 * `EAUTH` 535) or SES pausing the account is the deployment's problem, fixed once for all
 * mails, so those are retried as usual.
 */
export function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode, name } = error as { code?: unknown; responseCode?: unknown; name?: unknown };
  if (name === 'MessageRejected') return true;
  const refusedMail = code === 'EENVELOPE' || code === 'EMESSAGE';
  return refusedMail && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** The pause before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryPauseSeconds(attempts: number): number {
  return Math.min(OUTBOX_RETRY.longestPauseSeconds, OUTBOX_RETRY.firstPauseSeconds * 2 ** Math.max(0, attempts - 1));
}

export interface DeliverDeps {
  readonly store: Store;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly log: Log;
  /** How long a claim blocks other senders (a crashed sender's mail is retried after it). */
  readonly leaseSeconds?: number;
  /**
   * Draw the board picture into mail that shows a board (default true). The service test
   * harness leaves it off: whole games by email would spend most of their time drawing PNGs,
   * and the picture tests compose their letters themselves.
   */
  readonly pictures?: boolean;
}

export type DeliveryResult = 'sent' | 'skipped' | 'suppressed' | 'parked';

/** Send one outbox mail. Throws when the provider refused it and it will be tried again later. */
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
  let sent: { providerMessageId: string; subject: string };
  try {
    const message = mail.letter
      ? await composeLetter(mail.to, mail.from, mail.letter, { pictures: deps.pictures ?? true })
      : { subject: mail.subject, raw: Buffer.from(mail.raw ?? '', 'utf8') };
    const { providerMessageId } = await deps.mailer.send({ from: mail.from, to: [mail.to], raw: message.raw });
    sent = { providerMessageId, subject: message.subject };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const at = deps.now();
    const permanent = isPermanentRejection(error);
    if (permanent || mail.attempts >= OUTBOX_RETRY.maxAttempts) {
      await deps.store.parkOutbox(key, reason, at.toISOString());
      deps.log.error(PARKED_LOG_MESSAGE, { key, to: mail.to, attempts: mail.attempts, error: reason, ...(permanent ? { permanent } : {}) });
      return 'parked';
    }
    const retryAt = new Date(at.getTime() + retryPauseSeconds(mail.attempts) * 1000);
    await deps.store.releaseOutbox(key, retryAt.toISOString(), reason);
    deps.log.warn('send failed; will retry', { key, to: mail.to, attempt: mail.attempts, retryAt: retryAt.toISOString(), error: reason });
    throw error;
  }
  // The provider has the mail: from here on nothing may send it again, so a failure to
  // record that is retried here, and never releases the lease.
  for (let tried = 1; ; tried++) {
    try {
      await deps.store.markSent(key, sent.providerMessageId, deps.now().toISOString());
      break;
    } catch (error) {
      if (tried >= OUTBOX_RETRY.markSentTries) {
        deps.log.error('sent, but the sent mark could not be written; the lease holds it until it expires', {
          key,
          to: mail.to,
          error: String(error),
        });
        throw error;
      }
    }
  }
  deps.log.info('sent', { key, to: mail.to, subject: sent.subject, providerMessageId: sent.providerMessageId });
  return 'sent';
}

/**
 * Send every mail that is due (earliest first): the local stack's loop and the AWS safety
 * sweep. A mail waiting out its pause after a failed send is not due, so however many wait,
 * newer mail goes out.
 */
export async function deliverPending(
  deps: DeliverDeps,
  limit = 100,
): Promise<{ sent: number; failed: number; suppressed: number; parked: number }> {
  const counts = { sent: 0, failed: 0, suppressed: 0, parked: 0 };
  for (const { key } of await deps.store.pendingOutbox(limit, deps.now().toISOString())) {
    try {
      const result = await deliverOutboxMail(deps, key);
      if (result === 'sent') counts.sent++;
      if (result === 'suppressed') counts.suppressed++;
      if (result === 'parked') counts.parked++;
    } catch {
      counts.failed++;
    }
  }
  return counts;
}
