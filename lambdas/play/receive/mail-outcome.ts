/** What handling one inbound mail came to, and the idempotency keys derived from the mail. */
import { createHash } from 'node:crypto';
import { dedupeKey, type InboundMail } from '../../mail/inbound/index';
import type { MarkerInput } from '../../store/index';

export type MailOutcome =
  | { readonly kind: 'applied'; readonly gameId: string; readonly applied: number; readonly mails: number }
  | { readonly kind: 'answered'; readonly gameId?: string; readonly applied: 0 }
  | { readonly kind: 'created'; readonly gameId: string }
  | {
      readonly kind: 'refused';
      readonly reason: string;
      readonly told?: boolean;
      /** It failed in a way every retry would repeat (settle-failures.ts): do not redeliver. */ readonly permanent?: boolean;
    }
  | { readonly kind: 'ignored'; readonly reason: string }
  | { readonly kind: 'duplicate' };

/**
 * The identity of a message for duplicate detection: its Message-ID when it has one (a
 * redelivery keeps it), else a hash of what a relay passes on unchanged (addresses, date,
 * subject, In-Reply-To, text, HTML, the attachments' names, types and sizes).
 */
export const messageKeyOf = dedupeKey;

/** A key-safe id for the outbox mails of an update that has no game version (letters and digits only). */
export function updateIdOf(key: string): string {
  return `m${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

export function markerFor(
  mail: Pick<InboundMail, 'messageId' | 'contentHash'>,
  gameId: string | undefined,
  now: Date,
  outcome: string,
): MarkerInput {
  return { key: messageKeyOf(mail), at: now.toISOString(), ...(gameId ? { gameId } : {}), outcome };
}

/**
 * The outbox id of the mails a game update at `version` sends. Zero-padded so that mails
 * created in the same instant still sort (and are sent locally) in the order of updates.
 */
export function versionUpdateId(version: number): string {
  return `v${String(version).padStart(8, '0')}`;
}
