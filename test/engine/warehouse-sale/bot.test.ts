/** Warehouse Sale's bot policy (engine/warehouse-sale/bot.ts) with the generic search (engine/core/bot). */
import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../engine/core/bot';
import { warehouseSale as game, type SaleMove, type SaleState } from '../../../engine/warehouse-sale';

const policy = game.bot!;

/** A 4-player game at its first bid with `offer` on sale. */
const firstBid = (offer: number[]): SaleState => ({ ...game.setup(4, {}, 'bot'), offer });

describe('Warehouse Sale bot', () => {
  it('weighs every legal move, and prefers a fair share of the coins (§3.2) to bidding them all in round 1', () => {
    const s = firstBid([3, 9, 21, 28]);
    const legal = game.legalMoves(s, 0);
    const weights = policy.prior!(s, 0, legal);
    expect(weights).toHaveLength(legal.length);
    expect(weights.every((w) => w >= 0)).toBe(true);
    const best = legal[weights.indexOf(Math.max(...weights))] as Extract<SaleMove, { kind: 'bid' }>;
    expect(best.coins).toBeGreaterThan(0);
    expect(best.coins).toBeLessThan(14);
  });

  it('counts crates held as money to come (§1: a crate earns about half its number in cheques)', () => {
    const s: SaleState = { ...firstBid([1, 2, 3, 4]), crates: [[30], [], [], []] };
    const [withCrate, without] = policy.estimate!(s);
    expect(withCrate! - without!).toBeCloseTo(14, 5);
  });

  it('the search with the policy answers a legal move, the same for the same seed', () => {
    const s = firstBid([3, 9, 21, 28]);
    const a = searchMove(game, policy, s, 2, 'seed', { iterations: 24 });
    const b = searchMove(game, policy, s, 2, 'seed', { iterations: 24 });
    expect(game.legalMoves(s, 2)).toContainEqual(a.move);
    expect(b.move).toEqual(a.move);
    expect(a.iterations).toBe(24);
  });
});
