/** Consolidation (rules/nippon.md §6) and the Emperor's reward edge cases (§11.3, §11.17). */
import { describe, expect, it } from 'vitest';
import { edit, legal, newGame, player, playAll, top, turnOf } from './helpers';

const base = (fields = {}) => turnOf(newGame(3, 'consolidation'), 0, fields);

describe('§6 consolidation', () => {
  it("discards the budget and takes the tracks' income; no reward with 0–2 workers; wages per colour (§11.3)", () => {
    const before = base({ yen: 30, coal: 9, workers: [1, 1] });
    const s = playAll(before, ['consolidate']);
    const p = player(s, 0);
    expect(p.yen).toBe(12 - 3); // income ¥12,000, wages 1 colour
    expect(p.coal).toBe(2);
    expect(p.workers).toEqual([]);
    expect(s.bag[1]).toBe(before.bag[1]! + 2); // both workers back in the bag
    expect(top(s)?.kind).toBe('main');
    expect(top(s)?.seat).toBe(1);
  });
  it('silk-1 adds ¥2,000 after income; silk-2 keeps 1 coal', () => {
    expect(player(playAll(base({ factories: [{ id: 'silk-1', good: 'silk', machine: 0, goods: 0 }] }), ['consolidate']), 0).yen).toBe(14);
    expect(
      player(playAll(base({ coal: 5, factories: [{ id: 'silk-2', good: 'silk', machine: 0, goods: 0 }] }), ['consolidate']), 0).coal,
    ).toBe(3);
  });
  it("the Emperor's reward: 4 workers → columns ×2 and ×3 only; bonus now, tile on an empty achievement space", () => {
    const s = playAll(base({ workers: [0, 0, 0, 0] }), ['consolidate']);
    expect(top(s)?.kind).toBe('reward');
    expect(legal(s).every((m) => m.startsWith('reward x2') || m.startsWith('reward x3'))).toBe(true);
    const t = playAll(s, ['reward x3 coal']);
    expect(player(t, 0).coal).toBe(4);
    expect(legal(t)).toHaveLength(9);
    const u = playAll(t, ['space factories']);
    expect(player(u, 0).achievements[5]).toBe(3);
    expect(player(u, 0).yen).toBe(9);
  });
  it('only higher columns left: no reward; area empty: a ×2 tile; ×2 tiles gone: nothing (§11.17)', () => {
    const high = edit(
      base({ workers: [0, 0, 0] }),
      (x) =>
        (x.rewards = [
          [0, 0, 0],
          [0, 0, 0],
          [1, 0, 0],
          [0, 0, 0],
        ]),
    );
    expect(top(playAll(high, ['consolidate']))?.kind).toBe('main');
    const empty = edit(
      base({ workers: [0, 0, 0] }),
      (x) =>
        (x.rewards = [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ]),
    );
    const e = playAll(empty, ['consolidate']);
    expect(top(e)).toEqual({ kind: 'achievement', seat: 0, mult: 2 });
    expect(e.x2Left).toBe(3);
    const none = edit(empty, (x) => (x.x2Left = 0));
    expect(top(playAll(none, ['consolidate']))?.kind).toBe('main');
  });
  it('all nine spaces covered: the tile is discarded, the bonus kept', () => {
    const s = playAll(base({ workers: [0, 0, 0], achievements: [2, 2, 2, 2, 2, 2, 2, 2, 2] }), ['consolidate', 'reward x2 yen']);
    expect(player(s, 0).yen).toBe(12 + 5 - 3);
    expect(top(s)?.kind).toBe('main');
  });
  it('back-to-back consolidations reset the budget each time (§11.3)', () => {
    let s = playAll(base({ yen: 40 }), ['consolidate']);
    s = playAll(turnOf(s, 0), ['consolidate']);
    expect(player(s, 0).yen).toBe(12);
  });
  it('returned workers top up a short row (A5, A40, §11.18)', () => {
    const s = edit(base({ workers: [4, 5] }), (x) => {
      x.bag = [0, 0, 0, 0, 0, 0];
      x.rows[2] = [1];
      x.rowShort[2] = 2;
    });
    const t = playAll(s, ['consolidate']);
    expect(t.rows[2]!.sort()).toEqual([1, 4, 5]);
    expect(t.rowShort[2]).toBe(0);
    expect(t.bag).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
