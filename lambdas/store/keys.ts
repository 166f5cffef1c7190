/**
 * Key shapes of the single table. Only this folder knows them (STYLE.md §10); the rest of
 * the service speaks in game ids, seats, steps and outbox keys.
 */
import { createHash } from 'node:crypto';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import { canonicalMailbox } from '../mail/address/canonical-mailbox';

/** Ids that end up inside keys: no separators (`#`, `/`), no spaces. */
export const idSchema = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'ids use letters, digits, dot, underscore and hyphen');

export interface ItemKey {
  readonly pk: string;
  readonly sk: string;
}

/** Steps are zero-padded so the move log sorts by step. */
const STEP_DIGITS = 6;
export const MAX_STEP = 10 ** STEP_DIGITS - 1;

export const DUE_PARTITION = 'DUE';
export const OUTBOX_PARTITION = 'OUTBOX';

export const gamePk = (gameId: string): string => `GAME#${gameId}`;
export const gameKey = (gameId: string): ItemKey => ({ pk: gamePk(gameId), sk: 'STATE' });
export const memberKey = (gameId: string, seat: number): ItemKey => ({ pk: gamePk(gameId), sk: `PLAYER#${seat}` });
export const MOVE_PREFIX = 'MOVE#';
export const moveSk = (step: number): string => `${MOVE_PREFIX}${String(step).padStart(STEP_DIGITS, '0')}`;
export const moveKey = (gameId: string, step: number): ItemKey => ({ pk: gamePk(gameId), sk: moveSk(step) });
/** One spelling of an address (case folded): delivery status, and keys written before mailboxes were canonical. */
export const addressPk = (address: string): string => `ADDR#${address.toLowerCase()}`;
/**
 * The mailbox behind an address (plus-tag and, at gmail, dots removed): per-address limits,
 * blocks, cool-downs and the byAddress index key on it, so no spelling gets round them.
 */
export const mailboxPk = (address: string): string => `ADDR#${canonicalMailbox(address)}`;
/** The keys to look under for `address`: its mailbox, then (when it differs) the spelling older items used. */
export const mailboxPks = (address: string): string[] => [...new Set([mailboxPk(address), addressPk(address)])];
export const addressStatusKey = (address: string): ItemKey => ({ pk: addressPk(address), sk: 'STATUS' });

/** Message keys (Message-IDs) are long and arbitrary: the key holds their hash. */
export function messageKey(key: string): ItemKey {
  return { pk: `MSG#${createHash('sha256').update(key, 'utf8').digest('hex')}`, sk: 'MSG' };
}

/** Game ids back from a game-partition key. */
export function gameIdOf(pk: string): string {
  if (!pk.startsWith('GAME#')) throw new Error(`not a game key: ${pk}`);
  return pk.slice('GAME#'.length);
}

/**
 * Outbox mails live in their game's partition (so a game's mails are written in the
 * same transaction as its state), or under `MAIL#<updateId>` for mail tied to no game.
 * Callers handle them by an opaque string key `<pk>/<sk>`.
 */
export type OutboxOwner = { readonly gameId: string } | { readonly updateId: string };

export function outboxKey(owner: OutboxOwner, updateId: string, index: number): ItemKey {
  const pk = 'gameId' in owner ? gamePk(owner.gameId) : `MAIL#${owner.updateId}`;
  return { pk, sk: `OUTBOX#${updateId}#${index}` };
}

/**
 * A request to carry a game's automatic chain on (bots, dropped seats): written with an update
 * that leaves the game waiting for such a seat; its stream record wakes the function that
 * plays the next batch. One per game version, so a redelivered update writes nothing new.
 */
export const CHAIN_PREFIX = 'CHAIN#';
export const chainKey = (gameId: string, version: number): ItemKey => ({
  pk: gamePk(gameId),
  sk: `${CHAIN_PREFIX}${String(version).padStart(8, '0')}`,
});

export const outboxKeyString = (key: ItemKey): string => `${key.pk}/${key.sk}`;

export function parseOutboxKey(text: string): ItemKey {
  const slash = text.indexOf('/');
  const key = { pk: text.slice(0, slash), sk: text.slice(slash + 1) };
  if (slash < 0 || !/^(GAME|MAIL)#/.test(key.pk) || !key.sk.startsWith('OUTBOX#')) {
    throw new Error(`not an outbox key: ${text}`);
  }
  return key;
}

/**
 * Times inside sort keys must sort as text, so they are normalised to one ISO format
 * (`2026-01-02T03:04:05.000Z`): "…05Z" and "…05.000Z" would otherwise compare wrongly.
 */
export function sortableIso(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not an ISO time: ${iso}`);
  return new Date(ms).toISOString();
}

/** dueSk and outboxSk: `<ISO>#<suffix>`; `upTo` is the exclusive upper bound for "time <= iso". */
export const timeSk = (iso: string, suffix: string): string => `${sortableIso(iso)}#${suffix}`;
export const timeSkUpperBound = (iso: string): string => `${sortableIso(iso)}$`;
export const timeOfSk = (sk: string): string => sk.slice(0, sk.indexOf('#'));
