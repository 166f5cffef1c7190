import { describe, expect, it } from 'vitest';
import { dueDigests, nextDailyDigest, nextLocalHour } from '../../../../lambdas/play/schedule/daily-digest';
import type { Player } from '../../../../lambdas/store/index';

const player = (overrides: Partial<Player> = {}): Player => ({
  seat: 0,
  address: 'a@x.test',
  name: 'Ann',
  tokenHash: 'h',
  tokenNonce: 'n',
  aliases: [],
  notify: 'daily',
  timezone: 'Asia/Tokyo',
  joined: true,
  lastEmailStep: 3,
  lastMailAt: '2026-11-02T00:00:00.000Z',
  dropped: false,
  bouncing: false,
  ...overrides,
});
const game = (players: Player[], step = 5) => ({
  status: 'active' as const,
  match: { step } as never,
  createdAt: '2026-11-01T00:00:00.000Z',
  players,
});

describe('notify daily', () => {
  it("falls due at 18:00 in the player's own time zone after their last email", () => {
    // 2026-11-02 00:00 UTC is 09:00 in Tokyo: the digest is due the same day, 18:00 JST = 09:00 UTC.
    expect(nextLocalHour(new Date('2026-11-02T00:00:00.000Z'), 18, 'Asia/Tokyo').toISOString()).toBe('2026-11-02T09:00:00.000Z');
    expect(nextLocalHour(new Date('2026-11-02T10:00:00.000Z'), 18, 'Asia/Tokyo').toISOString()).toBe('2026-11-03T09:00:00.000Z');
    expect(nextLocalHour(new Date('2026-11-02T10:00:00.000Z'), 18, 'America/New_York').toISOString()).toBe('2026-11-02T23:00:00.000Z');
  });

  it("is due only when something happened since the player's last email", () => {
    expect(nextDailyDigest(game([player()]), new Date())).toBe('2026-11-02T09:00:00.000Z');
    expect(nextDailyDigest(game([player({ lastEmailStep: 5 })]), new Date())).toBeUndefined();
    expect(nextDailyDigest(game([player({ lastEmailStep: 5, queued: [{ tone: 'info', lines: ['Bo is back.'] }] })]), new Date())).toBe(
      '2026-11-02T09:00:00.000Z',
    );
  });

  it('is for notify daily players only, and not before its hour', () => {
    const g = game([player(), player({ seat: 1, notify: 'turn' })]);
    expect(dueDigests(g, new Date('2026-11-02T08:59:00.000Z'))).toEqual([]);
    expect(dueDigests(g, new Date('2026-11-02T09:00:00.000Z')).map((p) => p.seat)).toEqual([0]);
  });
});
