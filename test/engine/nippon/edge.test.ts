/** The remaining edge cases of rules/nippon.md §11, the view (§13) and the invariants. */
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../engine/nippon';
import { scoreRegion } from '../../../engine/nippon/scoring';
import { edit, legal, newGame, player, playAll, top, turnOf } from './helpers';

const base = (fields = {}) => edit(turnOf(newGame(3, 'edge'), 0, fields), (x) => (x.slots = [[0], [0], [0], [0], [0]]));

describe('§11 edge cases', () => {
  it('§11.9: a tile displaced earlier in the same action can be placed again', () => {
    const s = edit(base({ factories: [{ id: 'clock-1', good: 'clock', machine: 0, goods: 3 }], influence: [5, 6] }), (x) => {
      x.cities[0]!.goods = ['clock', 'clock', 'silk', 'paper'];
      x.cities[0]!.slots[0] = { seat: 0, value: 2 };
    });
    const t = playAll(s, ['domestic', 'worker white', 'region west', 'slot a0', 'cubes 1', 'tile 5', 'slot a1', 'cubes 1']);
    expect(legal(t)).toContain('tile 2'); // the 2 just displaced is back in supply
  });
  it('§11.11: trains count only while the player has a tile in the region', () => {
    const s = edit(newGame(3, 'edge'), (x) => {
      x.transports[0] = [{ seat: 1, piece: 'train', value: 3 }];
      x.cities[0]!.slots[3] = { seat: 1, value: 1 };
    });
    expect(scoreRegion(s, 0, 1).influence[1]).toBe(4);
    const gone = edit(s, (x) => (x.cities[0]!.slots[3] = { seat: 2, value: 2 }));
    expect(scoreRegion(gone, 0, 1).influence[1]).toBe(0);
  });
  it('§11.16: lens-2 flips only ships still on the board; placed ships keep 2 VP', () => {
    const s = edit(
      base({ blueprints: 3, placed: { train: 0, ship: 1 } }),
      (x) => (x.transports[1] = [{ seat: 0, piece: 'ship', value: 2 }]),
    );
    const t = playAll(s, ['invest', 'worker white', 'build lens', 'factory lens-2']);
    expect(t.transports[1]![0]!.value).toBe(2);
    const u = playAll(
      turnOf(
        edit(t, (x) => (x.slots[2] = [0])),
        0,
      ),
      ['ships', 'worker white', 'count 1', 'region west'],
    );
    expect(u.transports[0]!.at(-1)).toEqual({ seat: 0, piece: 'ship', value: 3 });
  });
  it('§11.13: lens-3 / clock-3 place as many free tiles as the regions allow (A13)', () => {
    const s = edit(base({ blueprints: 5 }), (x) => {
      for (const r of [0, 1, 2]) x.transports[r] = Array.from({ length: 6 }, () => ({ seat: 1, piece: 'ship' as const, value: 2 }));
    });
    const t = playAll(s, ['invest', 'worker white', 'build clock', 'factory clock-3', 'region hokkaido']);
    expect(player(t, 0).placed.train).toBe(1);
    expect(top(t)?.kind).toBe('main');
  });
  it("§11.20: a forced consolidation (6 workers) is the player's turn", () => {
    const s = base({ workers: [0, 1, 2, 3, 4, 5] });
    expect(legal(s)).toEqual(['consolidate']);
    const t = playAll(s, ['consolidate', 'reward x2 yen', 'space yen']);
    expect(top(t)?.seat).toBe(1);
  });
  it('§11.23: blueprint conversion needs 3 blueprints and a track below its top, before and after the action', () => {
    const s = base({ blueprints: 6, track: { coal: 9, money: 0, knowledge: 0 } });
    expect(legal(s)).toContain('convert money');
    expect(legal(s)).not.toContain('convert coal');
    const t = playAll(s, ['convert money', 'knowledge', 'worker white', 'count 1']);
    expect(top(t)?.kind).toBe('after');
    expect(legal(t)).toEqual(['convert money', 'convert knowledge', 'done']);
    const u = playAll(t, ['convert knowledge']);
    expect(player(u, 0).blueprints).toBe(0);
    expect(top(u)?.seat).toBe(1); // no blueprints left: the turn ends
  });
  it('§11.24: factory tiles taken by others leave the supply', () => {
    const s = edit(
      base({ blueprints: 1 }),
      (x) => (x.factorySupply = x.factorySupply.filter((id) => !['silk-1', 'silk-2', 'silk-3'].includes(id))),
    );
    expect(legal(playAll(s, ['invest', 'worker white', 'build silk']))).toEqual(['factory silk-4']);
  });
});

describe('§13 hidden information', () => {
  it('every seat sees the whole table but not the generator; rehide changes nothing a seat sees', () => {
    const s = newGame(3, 'view');
    const v = nippon.view(s, 0);
    expect(JSON.stringify(v)).not.toContain('rng');
    expect(nippon.view(s, 1)).toEqual({ ...v, viewer: 1 });
    const other = nippon.rehide!(s, 0, 'another seed');
    expect(other.rng).not.toEqual(s.rng);
    expect(nippon.view(other, 0)).toEqual(v);
  });
  it('the text board names regions, factories and the provisional-data notice', () => {
    const text = nippon.describe(nippon.view(newGame(2, 'view'), 0));
    expect(text).toContain('West Japan');
    expect(text).toContain('Action slots');
    expect(text).toContain('provisional');
  });
});

describe('invariants', () => {
  it('hold in a fresh game and catch a broken count', () => {
    const s = newGame(4, 'inv');
    expect(nippon.invariants!(s)).toEqual([]);
    expect(nippon.invariants!(edit(s, (x) => (x.bag[0] = x.bag[0]! + 1))).join()).toContain('workers in play');
    expect(nippon.invariants!(edit(s, (x) => x.seats[0]!.influence.pop())).join()).toContain('influence tiles do not add up');
  });
});
