/**
 * Reply addresses and their secrets.
 *
 * A player's reply address is `g-<gameId>-<seat>-<token>@<domain>`: gameId is [a-z0-9]{4,12},
 * seat the 0-based seat number (no leading zeros), token [a-z0-9]{8,32}. `new@<domain>`
 * starts a game. Addresses compare case-insensitively (mail systems may change case);
 * sub-addressing (`+tag`) is not accepted, so each game address has exactly one spelling.
 * Only the token's sha256 is stored; `tokenMatches` compares in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Route } from './types';

export interface ReplyAddress {
  gameId: string;
  seat: number;
  token: string;
}

const GAME_ID = /^[a-z0-9]{4,12}$/;
const TOKEN = /^[a-z0-9]{8,32}$/;
const SEAT = /^(0|[1-9]\d?)$/;
const LOCAL_PART = /^g-([a-z0-9]{4,12})-(0|[1-9]\d?)-([a-z0-9]{8,32})$/;
const SETUP_LOCAL_PART = 'new';

/** Tokens are 20 base-36 characters: about 103 bits, well inside the 8–32 the format allows. */
export const TOKEN_LENGTH = 20;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of 36 below 256: bytes at or above it are dropped so every character is equally likely. */
const UNBIASED_LIMIT = 252;

export function formatReplyAddress(reply: ReplyAddress, domain: string): string {
  if (!GAME_ID.test(reply.gameId) || !SEAT.test(String(reply.seat)) || !TOKEN.test(reply.token)) {
    throw new Error(`not a valid reply address part: game ${reply.gameId}, seat ${reply.seat}`);
  }
  return `g-${reply.gameId}-${reply.seat}-${reply.token}@${domain.toLowerCase()}`;
}

export function setupAddress(domain: string): string {
  return `${SETUP_LOCAL_PART}@${domain.toLowerCase()}`;
}

/** Strip a display name or angle brackets a caller may have left on an address. */
function bareAddress(address: string): string {
  const angled = /<([^<>]*)>\s*$/.exec(address);
  return (angled ? angled[1]! : address).trim().toLowerCase();
}

/** Read one recipient address. */
export function parseReplyAddress(address: string, domain: string): Route {
  const bare = bareAddress(address);
  const at = bare.lastIndexOf('@');
  if (at < 0) return { kind: 'none', reason: `"${bare}" is not an email address` };
  const local = bare.slice(0, at);
  if (bare.slice(at + 1) !== domain.toLowerCase()) return { kind: 'none', reason: `${bare} is not at ${domain.toLowerCase()}` };
  if (local === SETUP_LOCAL_PART) return { kind: 'new', address: bare };
  const m = LOCAL_PART.exec(local);
  if (!m) return { kind: 'none', reason: `${bare} is not a game address (g-<game>-<seat>-<token>)` };
  return { kind: 'game', address: bare, gameId: m[1]!, seat: Number(m[2]), token: m[3]! };
}

/**
 * The route of a mail with several recipients: the first game address, else the set-up
 * address, else none (with the reason for the first recipient at our domain, if any).
 * Pass envelope recipients first when the receiver gives them (they are what was delivered).
 */
export function routeRecipients(addresses: readonly string[], domain: string): Route {
  const routes = addresses.map((a) => parseReplyAddress(a, domain));
  const game = routes.find((r) => r.kind === 'game');
  if (game) return game;
  const setup = routes.find((r) => r.kind === 'new');
  if (setup) return setup;
  const ours = routes.find((r) => r.kind === 'none' && !r.reason.includes(' is not at '));
  if (ours) return ours;
  return { kind: 'none', reason: addresses.length === 0 ? 'the mail has no recipients' : `no recipient at ${domain.toLowerCase()}` };
}

/** A fresh token from the given random source (injected: `crypto.randomBytes` in production). */
export function newToken(randomBytes: (n: number) => Uint8Array): string {
  let token = '';
  while (token.length < TOKEN_LENGTH) {
    for (const byte of randomBytes(TOKEN_LENGTH)) {
      if (byte < UNBIASED_LIMIT && token.length < TOKEN_LENGTH) token += ALPHABET[byte % ALPHABET.length];
    }
  }
  return token;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token.toLowerCase(), 'utf8').digest('hex');
}

/** Does `token` hash to `hash`? Constant time in the token's content. */
export function tokenMatches(token: string, hash: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hash)) return false;
  return timingSafeEqual(Buffer.from(hashToken(token), 'hex'), Buffer.from(hash, 'hex'));
}
