/** A few more rules: A6 refill, own-tile replacement (§11.9, A17), neutral moves for timeouts. */
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../engine/nippon';
import { edit, newGame, player, playAll, seatOf, turnOf } from './helpers';

describe('more Nippon rules', () => {
  it('A6: a slot emptied while every row is already empty runs the full refill, marker included', () => {
    const s = edit(turnOf(newGame(3, 'a6'), 0), (x) => {
      x.rows = [[], [], []];
      x.rowShort = [3, 3, 3];
      x.slots[0] = [0];
    });
    const t = playAll(s, ['knowledge', 'worker white', 'count 1']);
    expect(t.marker).toBe(1);
    expect(t.slots[0]).toHaveLength(3);
    expect(t.rows.map((r) => r.length)).toEqual([3, 3, 3]);
  });
  it('§11.9, A17: replacing your own tile is allowed and gains the region bonus again', () => {
    const s = edit(
      turnOf(newGame(3, 'own'), 0, {
        factories: [{ id: 'bento-1', good: 'bento', machine: 0, goods: 3 }],
        influence: [1, 2, 3, 4, 4, 5, 5, 6, 7],
      }),
      (x) => {
        x.slots[4] = [0];
        x.cities[6]!.goods = ['bento', 'silk', 'paper', 'lens'];
        x.cities[6]!.slots[0] = { seat: 0, value: 3 };
      },
    );
    // Hokkaido gives 2 VP a tile [P]; bento (level 2) ×3 allows value 5, which beats the own 3.
    const t = playAll(s, ['domestic', 'worker white', 'region hokkaido', 'slot a0', 'cubes 3', 'tile 5']);
    expect(t.cities[6]!.slots[0]).toEqual({ seat: 0, value: 5 });
    expect(player(t, 0).vp).toBe(10 + 2);
    expect(player(t, 0).influence).toContain(3);
    expect(player(t, 0).influence.filter((v) => v === 5)).toHaveLength(1);
  });
  it('neutral moves: consolidate at the main choice, done once something was done, else the first option', () => {
    const s = edit(
      turnOf(newGame(3, 'neutral'), 0, {
        coal: 9,
        factories: [
          { id: 'silk-1', good: 'silk', machine: 0, goods: 0 },
          { id: 'paper-1', good: 'paper', machine: 0, goods: 0 },
        ],
      }),
      (x) => (x.slots[0] = [0]),
    );
    expect(nippon.neutral(s, 0)).toEqual({ kind: 'consolidate' });
    const p = playAll(s, ['produce', 'worker white', 'run silk']);
    expect(nippon.neutral(p, seatOf(p))).toEqual({ kind: 'done' });
    const k = playAll(s, ['knowledge', 'worker white']);
    expect(nippon.neutral(k, 0)).toEqual({ kind: 'count', n: 1 });
    expect(nippon.neutral(k, 1)).toBeNull();
    expect(player(k, 0).workers).toHaveLength(1);
  });
});
