import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatReplyAddress,
  hashToken,
  newToken,
  parseReplyAddress,
  routeRecipients,
  setupAddress,
  TOKEN_LENGTH,
  tokenMatches,
} from '../../../../lambdas/mail/inbound/routing';

const DOMAIN = 'play.example.org';

describe('reply addresses', () => {
  it('formats g-<game>-<seat>-<token>@domain with a 0-based seat', () => {
    expect(formatReplyAddress({ gameId: 'g7k2', seat: 0, token: 'abcd1234' }, 'Play.Example.org')).toBe(
      'g-g7k2-0-abcd1234@play.example.org',
    );
  });

  it('refuses parts the format cannot carry', () => {
    expect(() => formatReplyAddress({ gameId: 'G7K2', seat: 0, token: 'abcd1234' }, DOMAIN)).toThrow();
    expect(() => formatReplyAddress({ gameId: 'g7k', seat: 0, token: 'abcd1234' }, DOMAIN)).toThrow();
    expect(() => formatReplyAddress({ gameId: 'g7k2', seat: -1, token: 'abcd1234' }, DOMAIN)).toThrow();
    expect(() => formatReplyAddress({ gameId: 'g7k2', seat: 1.5, token: 'abcd1234' }, DOMAIN)).toThrow();
    expect(() => formatReplyAddress({ gameId: 'g7k2', seat: 0, token: 'short' }, DOMAIN)).toThrow();
  });

  it('parses case-insensitively, with or without a display name', () => {
    const route = { kind: 'game', address: 'g-g7k2-3-abcd1234@play.example.org', gameId: 'g7k2', seat: 3, token: 'abcd1234' };
    expect(parseReplyAddress('G-G7K2-3-ABCD1234@PLAY.EXAMPLE.ORG', DOMAIN)).toEqual(route);
    expect(parseReplyAddress('Puerto Rico <g-g7k2-3-abcd1234@play.example.org>', DOMAIN)).toEqual(route);
  });

  it('reads the set-up address', () => {
    expect(parseReplyAddress('New@Play.example.org', DOMAIN)).toEqual({ kind: 'new', address: 'new@play.example.org' });
    expect(setupAddress('Play.example.org')).toBe('new@play.example.org');
  });

  it.each([
    ['g-g7k2-1-abcd1234+tag@play.example.org', 'not a game address'],
    ['g-g7k2-01-abcd1234@play.example.org', 'not a game address'],
    ['g-g7k2-1-abc@play.example.org', 'not a game address'],
    ['g-g7k2-1-abcd1234@other.example.org', 'is not at play.example.org'],
    ['g-g7k2-1-abcd1234@sub.play.example.org', 'is not at play.example.org'],
    ['g-g7k2_x-1-abcd1234@play.example.org', 'not a game address'],
    ['nobody', 'not an email address'],
  ])('refuses %s', (address, reason) => {
    const route = parseReplyAddress(address, DOMAIN);
    expect(route.kind).toBe('none');
    expect(route.kind === 'none' && route.reason).toContain(reason);
  });

  it('round-trips every valid address', () => {
    const part = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: min, maxLength: max });
    fc.assert(
      fc.property(part(4, 12), fc.integer({ min: 0, max: 99 }), part(8, 32), (gameId, seat, token) => {
        const address = formatReplyAddress({ gameId, seat, token }, DOMAIN);
        expect(parseReplyAddress(address.toUpperCase(), DOMAIN)).toEqual({ kind: 'game', address, gameId, seat, token });
      }),
      { numRuns: 300 },
    );
  });

  it('routes to the first game address, else the set-up address, else explains', () => {
    const game = 'g-g7k2-1-abcd1234@play.example.org';
    expect(routeRecipients(['friend@x.example', 'new@play.example.org', game], DOMAIN)).toMatchObject({ kind: 'game', seat: 1 });
    expect(routeRecipients(['friend@x.example', 'new@play.example.org'], DOMAIN)).toEqual({ kind: 'new', address: 'new@play.example.org' });
    expect(routeRecipients(['friend@x.example', 'hello@play.example.org'], DOMAIN)).toEqual({
      kind: 'none',
      reason: 'hello@play.example.org is not a game address (g-<game>-<seat>-<token>)',
    });
    expect(routeRecipients(['friend@x.example'], DOMAIN)).toEqual({ kind: 'none', reason: 'no recipient at play.example.org' });
    expect(routeRecipients([], DOMAIN)).toEqual({ kind: 'none', reason: 'the mail has no recipients' });
  });
});

describe('tokens', () => {
  it('newToken draws 20 base-36 characters from the injected source', () => {
    let counter = 0;
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => counter++ % 256);
    const token = newToken(bytes);
    expect(token).toMatch(/^[a-z0-9]{20}$/);
    expect(token).toBe('abcdefghijklmnopqrst');
    expect(TOKEN_LENGTH).toBe(20);
  });

  it('newToken drops bytes that would bias the alphabet and asks for more', () => {
    const calls: number[] = [];
    const source = (n: number) => {
      calls.push(n);
      return calls.length === 1 ? new Uint8Array(n).fill(255) : new Uint8Array(n).fill(36);
    };
    expect(newToken(source)).toBe('a'.repeat(20));
    expect(calls).toEqual([20, 20]);
  });

  it('hashToken is sha256 hex of the lower-cased token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('ABC')).toBe(hashToken('abc'));
  });

  it('tokenMatches accepts the right token only', () => {
    const hash = hashToken('k3m9x2p7q4w8z5t1');
    expect(tokenMatches('k3m9x2p7q4w8z5t1', hash)).toBe(true);
    expect(tokenMatches('K3M9X2P7Q4W8Z5T1', hash)).toBe(true);
    expect(tokenMatches('k3m9x2p7q4w8z5t2', hash)).toBe(false);
    expect(tokenMatches('k3m9x2p7q4w8z5t1', 'not-a-hash')).toBe(false);
    expect(tokenMatches('k3m9x2p7q4w8z5t1', hash.slice(0, 62))).toBe(false);
  });
});
