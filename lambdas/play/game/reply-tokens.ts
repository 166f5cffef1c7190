/**
 * Reply-address tokens. Each player's token is HMAC(secret, game, seat, nonce) with a
 * random per-player nonce: unguessable, and the table holds only the nonce and a hash of
 * the token, so a leaked table does not let anyone post as a player. The secret lives in
 * the deployment's configuration, never in the table; rotating it changes every address.
 */
import { createHmac } from 'node:crypto';
import { hashToken } from '../../mail/inbound/index';

export function newNonce(randomBytes: (n: number) => Uint8Array): string {
  return Buffer.from(randomBytes(12)).toString('hex');
}

export function deriveToken(secret: string, gameId: string, seat: number, nonce: string): string {
  // Base 36 of the HMAC: lower-case letters and digits, as the address grammar wants.
  const mac = createHmac('sha256', secret).update(`${gameId}:${seat}:${nonce}`).digest();
  let token = '';
  for (const byte of mac.subarray(0, 20)) token += (byte % 36).toString(36);
  return token;
}

export function tokenRecord(secret: string, gameId: string, seat: number, nonce: string): { tokenHash: string; token: string } {
  const token = deriveToken(secret, gameId, seat, nonce);
  return { token, tokenHash: hashToken(token) };
}
