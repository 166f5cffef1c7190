/**
 * Rules of rules/nippon.md that the other files left without a failing test: the factory
 * synergies clock-2, clock-4 and the per-tile coal costs (§2.3), the influence chart (§2.4), the
 * 2nd scoring trigger (§4.3), the Emperor's reward being mandatory (A25), the 2p city limit
 * feeding the foreign companies (§11.12), and the final scoring's income, wages and multipliers
 * (§8.1, §8.2, A16); the knowledge level on a blank space (A27), city tile rotation (§3.7, A23)
 * and two exhaustion rules of §9.
 */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../engine/core/steps/draft';
import { nippon, type NipponState } from '../../../engine/nippon';
import { dataSet } from '../../../engine/nippon/data';
import { tileValues } from '../../../engine/nippon/rules';
import { achievementBase, achievementMultiplier, finalScoring, scoreRegion } from '../../../engine/nippon/scoring';
import type { Factory } from '../../../engine/nippon/state';
import { edit, legal, newGame, player, playAll, refusal, top, turnOf } from './helpers';

const fac = (id: string, machine = 0, goods = 0): Factory => ({ id, good: id.split('-')[0] as Factory['good'], machine, goods });
/** A 3-player game, seat 0 to play, every slot holding one white worker. */
const base = (fields = {}) => edit(turnOf(newGame(3, 'gaps'), 0, fields), (x) => (x.slots = [[0], [0], [0], [0], [0]]));

describe('§2.3 factory synergies not covered elsewhere', () => {
  it('clock-2 flips only the trains still on the board (A38, §11.16): a placed +2 stays +2, the next train is +3', () => {
    const s = base({ blueprints: 5, placed: { train: 1, ship: 0 } });
    const placedBefore = edit(s, (x) => (x.transports[0] = [{ seat: 0, piece: 'train', value: 2 }]));
    const t = playAll(placedBefore, ['invest', 'worker white', 'build clock', 'factory clock-2']);
    expect(player(t, 0).face).toEqual({ train: 1, ship: 0 });
    expect(t.transports[0]).toEqual([{ seat: 0, piece: 'train', value: 2 }]);
    const u = playAll(
      turnOf(
        edit(t, (x) => (x.slots[3] = [0])),
        0,
        { yen: 5 },
      ),
      ['trains', 'worker white', 'count 1', 'region central'],
    );
    expect(u.transports[1]).toEqual([{ seat: 0, piece: 'train', value: 3 }]);
  });
  it('clock-4: Trains cost ¥2,000 / ¥7,000 / ¥12,000 for 1 / 2 / 3', () => {
    const s = playAll(base({ yen: 7, factories: [fac('clock-4')] }), ['trains', 'worker white']);
    expect(legal(s)).toEqual(['count 1', 'count 2']);
    expect(refusal(s, 'count 3')).toContain('¥12,000');
    const t = playAll(s, ['count 2', 'region west', 'region east']);
    expect(player(t, 0).yen).toBe(0);
  });
  it('coal per run: level 1 = 2; bento-1 / lens-1 = 2, other level 2 = 3; clock-1 / bulb-1 = 3, other level 3 = 4 (§2.2)', () => {
    const runnable = (ids: string[], coal: number) => {
      const s = playAll(base({ coal, factories: ids.map((id) => fac(id)) }), ['produce', 'worker white']);
      return legal(s).filter((m) => m.startsWith('run '));
    };
    expect(runnable(['silk-1', 'paper-1', 'bento-1', 'lens-2'], 2)).toEqual(['run silk', 'run paper', 'run bento']);
    expect(runnable(['bento-2', 'lens-3', 'clock-1', 'bulb-2'], 3)).toEqual(['run bento', 'run lens', 'run clock']);
    expect(runnable(['clock-2', 'bulb-1'], 3)).toEqual(['run bulb']);
    const s = playAll(base({ coal: 4, factories: [fac('clock-3')] }), ['produce', 'worker white', 'run clock']);
    expect(player(s, 0).coal).toBe(0);
  });
});

describe('§2.4 influence value chart', () => {
  /** West city a demands silk, bento, clock, paper on slots a0..a3; seat 0 holds every value 1..7. */
  const market = edit(
    base({ influence: [1, 2, 3, 4, 5, 6, 7], factories: [fac('silk-1', 0, 3), fac('bento-1', 0, 3), fac('clock-1', 0, 3)] }),
    (x) => {
      x.cities[0]!.goods = ['silk', 'bento', 'clock', 'paper'];
    },
  );
  it.each([
    ['level 1 (silk)', 0, [1, 2, 3]],
    ['level 2 (bento)', 1, [3, 4, 5]],
    ['level 3 (clock)', 2, [5, 6, 7]],
  ])('%s: the highest tile for 1 / 2 / 3 cubes is %j, any lower value may be placed', (_name, slot, max) => {
    for (const cubes of [1, 2, 3]) {
      const values = tileValues(market, 0, 0, slot, cubes);
      expect(Math.max(...values)).toBe(max[cubes - 1]);
      expect(values).toEqual(Array.from({ length: max[cubes - 1]! }, (_v, i) => i + 1));
    }
  });
  it('no factory of the demanded good (paper): no value at all', () => {
    expect(tileValues(market, 0, 0, 3, 1)).toEqual([]);
  });
});

describe('§4.3 step 3 scoring triggers', () => {
  it("the 2nd scoring follows the marker's 4th move at once, with the 二 table (15/11/8) (A33)", () => {
    const s = edit(newGame(2, 'second'), (x) => {
      x.slots[0] = [0];
      x.rows = [[], [2, 3]];
      x.marker = 3;
      x.scorings = 1;
      x.cities[0]!.slots = [{ seat: 1, value: 7 }, { seat: 1, value: 7 }, null, null];
    });
    const t = playAll(s, ['knowledge', 'worker white', 'count 1']);
    expect(t.marker).toBe(4);
    expect(t.scorings).toBe(2);
    expect(t.final).toBeNull();
    // West: seat 1 has 14 in city a, the foreign companies 2 + 3 (a2, a3) + 6 (city b) = 11: seat 1 first, 15 VP.
    expect(player(t, 1).vp).toBe(11 + 15);
  });
});

describe("A25 the Emperor's reward is mandatory", () => {
  it('with 3 workers and tiles in column ×2, the step lists only ×2 tiles and no way to decline; the neutral move takes one', () => {
    const s = playAll(turnOf(newGame(3, 'reward'), 0, { workers: [0, 1, 2] }), ['consolidate']);
    expect(top(s)?.kind).toBe('reward');
    expect(legal(s).length).toBeGreaterThan(0);
    expect(legal(s).every((m) => m.startsWith('reward x2'))).toBe(true);
    const neutral = nippon.neutral(s, 0);
    expect(neutral && nippon.format(neutral)).toMatch(/^reward x2/);
  });
});

describe('§11.12 foreign companies in 2p', () => {
  it('a city full at 2 tiles keeps its 2 empty slots feeding the foreign companies', () => {
    const s = edit(newGame(2, 'foreign'), (x) => {
      x.cities[0]!.slots = [null, null, { seat: 0, value: 4 }, { seat: 1, value: 4 }];
      x.cities[1]!.slots = [{ seat: 0, value: 1 }, { seat: 1, value: 1 }, null, null];
    });
    const r = scoreRegion(s, 0, 1);
    // Empty: a0 (0), a1 (1), b2 (2), b3 (3) = 6 foreign; both players 5, tied 2nd: (7 + 5) / 2 = 6 each.
    expect(r.foreign).toBe(6);
    expect(r.influence).toEqual([5, 5]);
    expect(r.rankVp).toEqual([6, 6]);
  });
});

describe('§8 final scoring', () => {
  const final = (fields: object): NipponState => edit(newGame(3, 'final-scoring'), (x) => Object.assign(x.seats[0]!, fields));
  it('final income is the money track only, silk-1 adds nothing (A16); unpaid wage colours cost 2 VP each (§8.1)', () => {
    const s = final({ yen: 40, vp: 10, track: { coal: 0, money: 0, knowledge: 0 }, factories: [fac('silk-1')], workers: [0, 1, 2, 3, 4] });
    const d = new Draft(s);
    finalScoring(d);
    // ¥12,000 (budget discarded first): pays 4 of 5 colours, ¥0 left, −2 VP. Achievements: Yen 0 × 1,
    // Knowledge 0 stars × 1, the rest have no tile (× 0): total 10 − 2 = 8.
    expect(d.s.seats[0]!.yen).toBe(0);
    expect(d.s.seats[0]!.vp).toBe(8);
  });
  it('multipliers: the printed ×1 only on Yen and Knowledge (A21); a reward tile replaces it; no tile elsewhere scores 0', () => {
    const s = final({ achievements: [0, 0, 0, 0, 0, 0, 3, 0, 0] });
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => achievementMultiplier(s, 0, i))).toEqual([1, 0, 0, 0, 0, 0, 3, 1, 0]);
    const t = final({ achievements: [4, 0, 0, 0, 0, 0, 0, 2, 0] });
    expect(achievementMultiplier(t, 0, 0)).toBe(4);
    expect(achievementMultiplier(t, 0, 7)).toBe(2);
  });
  it('Coal: stars at or below the marker, +1 with bento-2; Trains: stars above the emptied train spaces', () => {
    // Coal stars on spaces 5, 8, 9 of data set 1; trains stars above spaces 2, 4, 5, 6.
    const s = final({ track: { coal: 8, money: 0, knowledge: 0 }, factories: [fac('bento-2')], placed: { train: 4, ship: 0 } });
    expect(achievementBase(s, 0, 'coal')).toBe(3);
    expect(achievementBase(final({ track: { coal: 4, money: 0, knowledge: 0 } }), 0, 'coal')).toBe(0);
    expect(achievementBase(s, 0, 'trains')).toBe(2);
    expect(achievementBase(final({ placed: { train: 1, ship: 0 } }), 0, 'trains')).toBe(0);
  });
  it('the whole sum: base × multiplier over the nine spaces is added to the VP and written in the breakdown', () => {
    const s = final({
      vp: 20,
      workers: [],
      track: { coal: 9, money: 2, knowledge: 10 },
      placed: { train: 0, ship: 5 },
      contractsDone: ['c1', 'c2', 'c3', 'c4'],
      achievements: [0, 2, 0, 0, 0, 0, 3, 0, 5],
    });
    const d = new Draft(s);
    finalScoring(d);
    // Yen: money track 14 → ¥14,000 → 2 × 1 = 2. Ships 3 stars × 2 = 6. Coal 3 stars × 3 = 9.
    // Knowledge 4 stars × 1 = 4. Contracts 4 → 2 × 5 = 10. Total 31 → 51.
    expect(d.s.seats[0]!.vp).toBe(51);
    expect(d.s.breakdown.find((b) => b.seat === 0)?.text).toContain('achievements 31 VP; total 51 VP');
  });
});

describe('A27 knowledge level on an unnumbered space', () => {
  it('is the nearest number below: between 3 and 4 the level is 3, so a level-2 factory (needs 4) costs 1 blueprint', () => {
    // Knowledge track of data set 1: 1, 2, 3, (blank), 4 … — index 3 is the blank.
    const s = playAll(base({ blueprints: 1, track: { coal: 0, money: 0, knowledge: 3 } }), ['invest', 'worker white']);
    expect(legal(s)).toEqual(['build silk', 'build paper', 'build bento', 'build lens']);
    const t = playAll(s, ['build lens', 'factory lens-1']);
    expect(player(t, 0).blueprints).toBe(0);
    expect(refusal(s, 'build clock')).toContain('your level is 3, so 3 blueprint(s) are needed and you have 1');
  });
});

describe('§3 step 7 city tiles (A23)', () => {
  it("8 different tiles of the 9 are placed, each turned at random: a city's goods are its tile's clockwise goods rotated", () => {
    const rotations = new Set<number>();
    for (const seed of ['r1', 'r2', 'r3', 'r4', 'r5']) {
      const s = newGame(4, seed);
      const tiles = dataSet(s.data).cityTiles;
      expect(new Set(s.cities.map((c) => c.tile)).size).toBe(8);
      for (const c of s.cities) {
        const goods = tiles.find((t) => t.id === c.tile)!.goods;
        const k = [0, 1, 2, 3].find((r) => [0, 1, 2, 3].every((i) => c.goods[i] === goods[(i + r) % 4]));
        expect(k, `${c.tile}: ${c.goods.join(',')} is no rotation of ${goods.join(',')}`).toBeDefined();
        rotations.add(k!);
      }
    }
    expect(rotations.size).toBe(4);
  });
});

describe('§9 exhaustion', () => {
  it('no trains left on the board: the Trains action is not offered, and says why', () => {
    const s = base({ yen: 20, placed: { train: 6, ship: 0 } });
    expect(legal(s)).not.toContain('trains');
    expect(legal(s)).toContain('ships');
    expect(refusal(s, 'trains')).toContain('no trains left');
  });
  it('only tiles in the influence supply can be placed: a clock ×3 allows 7, but with 1 and 2 left only those', () => {
    const s = edit(
      base({ influence: [1, 2], factories: [fac('clock-1', 0, 3)] }),
      (x) => (x.cities[0]!.goods = ['clock', 'silk', 'paper', 'bulb']),
    );
    expect(tileValues(s, 0, 0, 0, 3)).toEqual([1, 2]);
  });
});

describe('A5 / A6 after a worker shortage', () => {
  /** 4 players, the bag empty, every row empty and short (a shortage), 3 workers on A1. */
  const shortage = edit(turnOf(newGame(4, 'shortage'), 0), (x) => {
    x.bag = [0, 0, 0, 0, 0, 0];
    x.rows = [[], [], [], []];
    x.rowShort = [3, 3, 3, 3];
    x.slots[0] = [0, 1, 2];
  });
  it('a take that empties no slot refills nothing and leaves the marker: short rows wait for returned workers (A5)', () => {
    const t = playAll(shortage, ['knowledge', 'worker white', 'count 1']);
    expect(t.marker).toBe(0);
    expect(t.slots[0]).toEqual([1, 2]);
    expect(t.rowShort).toEqual([3, 3, 3, 3]);
  });
  it('a take that empties a slot while every row is empty runs the refill with its marker move, even with nothing to draw (A6)', () => {
    const s = edit(shortage, (x) => (x.slots[0] = [0]));
    const t = playAll(s, ['knowledge', 'worker white', 'count 1']);
    expect(t.marker).toBe(1);
    expect(t.slots[0]).toEqual([]);
  });
});
