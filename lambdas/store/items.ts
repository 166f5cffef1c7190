/**
 * What the store holds, as zod schemas (STYLE.md §9: zod at boundaries). Everything read
 * from the table is validated against these before anyone sees it; a mismatch is a
 * `CorruptItem`, never a half-typed object.
 */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import type { Match } from '../../engine/core/match';
import { CorruptItem } from './errors';
import { idSchema, MAX_STEP } from './keys';

const iso = z.iso.datetime({ offset: true });
const seat = z.number().int().min(0);
const address = z.string().min(3).includes('@');

/** The engine's `Match` (engine/core/match.ts); the game-specific `state` is the game's to check. */
export const matchSchema = z.object({
  game: z.string().min(1),
  engineVersion: z.number().int(),
  players: z.number().int().min(1),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  seed: z.string(),
  step: z.number().int().min(0),
  state: z.custom<unknown>((s) => s !== undefined, { message: 'state is missing' }),
}) satisfies z.ZodType<Match>;

export const playerSchema = z.object({
  seat,
  address,
  name: z.string(),
  /** Hash of the per-player reply-address token; the token itself is never stored. */
  tokenHash: z.string().min(1),
  /** Random per-player nonce from which (with the deployment's secret) the token is derived. */
  tokenNonce: z.string().min(1),
  aliases: z.array(address),
  /** When to mail: `turn` (a decision is theirs, the end, answers), `all` (every change), `daily` (turns plus a daily digest). */
  notify: z.enum(['all', 'turn', 'daily']),
  /** `false` after `notify receipts off`: a reply whose moves all applied gets no answer of its own. On when absent. */
  receipts: z.boolean().optional(),
  /** Language of the player's emails; English when absent. */
  language: z.enum(['en', 'ja']).optional(),
  /** IANA zone name, for reminders at a sensible local hour. */
  timezone: z.string().min(1),
  joined: z.boolean(),
  /** The match step of the last status email this player received (the digest starts after it). */
  lastEmailStep: z.number().int().min(0),
  /** When this player was last sent a status email (the daily digest counts from it). */
  lastMailAt: iso.optional(),
  /** Notices (resignations, vacations, undos) waiting for this player's next status email, so none is lost. */
  queued: z.array(z.object({ tone: z.enum(['info', 'error']), lines: z.array(z.string()) })).optional(),
  vacation: z.object({ until: iso, usedDays: z.number().min(0) }).optional(),
  dropped: z.boolean(),
  bouncing: z.boolean(),
});
export type Player = z.infer<typeof playerSchema>;

export const gameStatusSchema = z.enum(['inviting', 'active', 'finished', 'abandoned']);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const gameSchema = z.object({
  gameId: idSchema,
  /** Registry id of the game type, e.g. `puerto-rico`. */
  kind: z.string().min(1),
  status: gameStatusSchema,
  /** Bumped by every commit; the optimistic-lock token. */
  version: z.number().int().min(1),
  /** Null while inviting: the match is set up once the table is known. */
  match: matchSchema.nullable(),
  players: z.array(playerSchema),
  /** Clock policy and other game settings; their shape is the play module's to validate. */
  settings: z.record(z.string(), z.unknown()),
  createdBy: address,
  createdAt: iso,
  updatedAt: iso,
  /** Next deadline (reminder or timeout); puts the game in the byDue index. */
  dueAt: iso.optional(),
  /** Reminder and timeout bookkeeping; the play module's to validate. */
  clock: z.record(z.string(), z.unknown()).optional(),
});
export type GameItem = z.infer<typeof gameSchema>;
/** A game as written: the store sets `version`. */
export type NewGame = Omit<GameItem, 'version'>;

export const gameEventSchema = z.object({
  seat: seat.nullable(),
  text: z.string(),
  /** The same in Japanese, where the game has it. */
  ja: z.string().optional(),
  visibleTo: z.array(seat).optional(),
});

export const moveSchema = z.object({
  /** The match step after this move (engine `AppliedStep.step`), 1-based. */
  step: z.number().int().min(1).max(MAX_STEP),
  seat,
  /** Notation, as `format(move)` printed it. */
  move: z.string().min(1),
  by: z.enum(['player', 'forced', 'timeout', 'bot']),
  events: z.array(gameEventSchema),
  /** Hidden information came out here: undo may not go back past it. */
  reveals: z.boolean().optional(),
  /**
   * The parsed move as JSON (engine `AppliedStep.data`): replay uses it, so a change of
   * notation never breaks a stored game. Items written before it existed have only `move`.
   */
  data: z.looseObject({ kind: z.string().min(1) }).optional(),
  /** The inbound message that carried the move. */
  messageId: z.string().optional(),
  /**
   * The game version the move's update committed. A reply, a bot batch or a timeout run each
   * commit once, so the moves one reply played share it and `undo` takes them back together.
   * Items written before it existed have none: each counts as a reply of its own.
   */
  update: z.number().int().min(1).optional(),
  at: iso,
});
export type MoveItem = z.infer<typeof moveSchema>;

/** Idempotency marker for one inbound message. */
export const markerSchema = z.object({
  /** The message's identity, e.g. its Message-ID (hashed into the key). */
  key: z.string().min(1),
  at: iso,
  gameId: idSchema.optional(),
  /** One line on what was done: `applied 2 moves`, `refused: not your turn`. */
  outcome: z.string(),
  /** How long the marker is kept; duplicates are recognised for this long. */
  ttlDays: z.number().int().min(1).max(365).default(30),
});
export type MarkerInput = z.input<typeof markerSchema>;

/**
 * A mail to render and compose when it is sent (by the outbound side), so the reply path
 * neither loads the templates nor writes 60 KB of HTML per player into the transaction.
 */
export const letterSchema = z.object({
  /** Which render function of templates/index.ts (status, report, reminder, …). */
  template: z.string().min(1),
  /** That template's model as JSON; built only from the recipient's view of the game. */
  model: z.string().min(2),
  /** Display name in From. */
  fromName: z.string(),
  replyTo: z.string(),
  inReplyTo: z.string().optional(),
  references: z.array(z.string()).optional(),
  /** `command`: what the mailto unsubscribe sends (default `notify turn`; invitations: `never invite me`). */
  listUnsubscribe: z.object({ address: z.string(), url: z.string().optional(), command: z.string().optional() }).optional(),
});
export type Letter = z.infer<typeof letterSchema>;

/** An outbox mail is either already composed (`raw`) or a `letter` composed at send time. */
export const newMailSchema = z.object({
  to: address,
  from: address,
  /** Empty for a letter until it is composed. */
  subject: z.string(),
  /** The complete RFC 5322 message as composed by lambdas/mail. */
  raw: z.string().min(1).optional(),
  letter: letterSchema.optional(),
});
export type NewMail = z.infer<typeof newMailSchema>;

/** The mails one update sends; `updateId` plus the position make each mail's key. */
export interface OutboxBatch {
  /** Stable per update (e.g. derived from the inbound message), so a retry rewrites the same keys. */
  readonly updateId: string;
  readonly mails: readonly NewMail[];
}

/** `failed`: refused for good (a bouncing address); `parked`: a dead letter, given up after its send attempts. */
export const outboxStatusSchema = z.enum(['pending', 'sent', 'failed', 'parked']);

export const outboxMailSchema = newMailSchema.extend({
  /** Opaque key for claimOutbox / markSent / getOutbox. */
  key: z.string(),
  gameId: idSchema.optional(),
  createdAt: iso,
  status: outboxStatusSchema,
  /** Claims so far (one per send attempt). */
  attempts: z.number().int().min(0),
  leaseUntil: iso.optional(),
  sentAt: iso.optional(),
  providerMessageId: z.string().optional(),
  failedAt: iso.optional(),
  lastError: z.string().optional(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const addressStatusSchema = z.object({
  address,
  bouncing: z.boolean(),
  lastBounceAt: iso.optional(),
  complaint: z.boolean(),
});
export type AddressStatus = z.infer<typeof addressStatusSchema>;

/** Validate a read item or report it as corrupt (with the zod issues, readable). */
export function parseItem<T>(schema: z.ZodType<T>, raw: unknown, key: { pk: string; sk: string }): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new CorruptItem(key, z.prettifyError(parsed.error));
  }
  return parsed.data;
}
