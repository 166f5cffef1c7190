/**
 * The status email's first screen for Warehouse Sale (GameModule.summary): this round's offer and
 * how many have decided, the reader's coins, crates and cheques and their own secret choice; never
 * another seat's bid or crate put forward (RULES.md §6).
 */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { warehouseSale as game, type SaleState } from '../../../engine/warehouse-sale';

function summary(s: SaleState, seat: number | null, lang: 'en' | 'ja'): string[] {
  return game.summary!(game.view(s, seat), lang).map((line) => fillSeats(line, seatNumberName));
}

function bid(s: SaleState, seat: number, coins: number): SaleState {
  const r = game.apply(s, seat, { kind: 'bid', coins });
  if (!r.ok) throw new Error(r.error.reason);
  return r.state;
}

describe('summary(view, lang)', () => {
  const start: SaleState = { ...game.setup(3, {}, 'summary'), offer: [4, 12, 17] };

  it("says the round's crates for sale and how many have decided (§3.1, §6)", () => {
    expect(summary(start, 0, 'en')[0]).toBe('Round 1 of 8 (buying): crates for sale 4, 12, 17 (0 of 3 decided)');
    expect(summary(start, 0, 'ja')[0]).toBe('ラウンド1/8（購入）：売りに出た木箱は4、12、17（決定済み0/3人）');
    expect(summary(bid(start, 1, 3), 0, 'en')[0]).toContain('(1 of 3 decided)');
  });

  it("gives the reader's coins, crates and cheques, and their own bid once made", () => {
    const held: SaleState = { ...start, coins: [9, 14, 14], crates: [[3, 20], [], []], cheques: [[15], [], []] };
    expect(summary(held, 0, 'en')[1]).toBe('You: 9 coins; crates 3, 20; cheques 15');
    expect(summary(held, 0, 'ja')[1]).toBe('あなた：9コイン。木箱：3、20。小切手：15');
    expect(summary(bid(held, 0, 5), 0, 'en')[1]).toBe('You: 9 coins; crates 3, 20; cheques 15. Your bid: 5 coins');
    expect(summary(bid(held, 0, 5), 0, 'ja')[1]).toBe('あなた：9コイン。木箱：3、20。小切手：15。あなたの入札：5コイン');
  });

  it("never shows another seat's sealed bid (§6): the lines do not change with it", () => {
    const a = bid(start, 1, 2);
    const b = bid(start, 1, 11);
    for (const viewer of [0, 2, null]) {
      for (const lang of ['en', 'ja'] as const) {
        expect(summary(a, viewer, lang), `seat ${viewer}`).toEqual(summary(b, viewer, lang));
        expect(summary(b, viewer, lang).join('\n')).not.toContain('11');
      }
    }
    expect(summary(b, 1, 'en')[1]).toContain('Your bid: 11 coins');
  });

  it('has no line about the reader for a spectator', () => {
    expect(summary(start, null, 'en')).toEqual(['Round 1 of 8 (buying): crates for sale 4, 12, 17 (0 of 3 decided)']);
  });
});
