/**
 * The data set (rules/nippon.md §2, §15): schema, the spec's invariants, every value tagged,
 * §15's provisional list tagged provisional, and a corrected set being a data change only.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../engine/core/playout';
import { nippon } from '../../../engine/nippon';
import { checkDataSet, DATA_V1, dataSet, type NipponData, registerDataSet } from '../../../engine/nippon/data';
import { scoreRegion } from '../../../engine/nippon/scoring';
import { DataSetSchema } from './data-schema';
import { edit, newGame, play, playAll, player, turnOf } from './helpers';

/** A corrected set: every provisional table changed (§15), nothing else. */
export const ALTERED: NipponData = {
  ...DATA_V1,
  version: 'nippon-data-test-altered',
  regions: DATA_V1.regions.map((r, i) => ({ ...r, bonus: DATA_V1.regions[(i + 1) % 4]!.bonus })),
  contracts: DATA_V1.contracts.map((c) => (c.id === 'c1' ? { ...c, req: [1], bonus: { vp: 1 }, moneySteps: 3 } : c)),
  influenceTiles: [1, 2, 3, 3, 4, 5, 5, 6, 7, 7],
  scoringVp: [DATA_V1.scoringVp[0]!, DATA_V1.scoringVp[1]!, [30, 20, 10]],
  scoringTrack: { toScoring1: 1, toScoring2: 2, toFinal: 3, finalRounds: 3 },
  tracks: { ...DATA_V1.tracks, money: [12, 14, 16, 18, 20].map((n) => ({ n, star: false })) },
  cityTiles: DATA_V1.cityTiles.map((t) => ({ ...t, goods: [t.goods[1], t.goods[0], t.goods[3], t.goods[2]] as const })),
};
registerDataSet(ALTERED);

describe('Nippon data set', () => {
  it('data set 1 matches the schema and every invariant the spec states (§2, §2.12)', () => {
    expect(DataSetSchema.safeParse(DATA_V1).success).toBe(true);
    expect(checkDataSet(DATA_V1)).toEqual([]);
  });

  it('every scalar table carries a tag and every row a status and source', () => {
    for (const key of Object.keys(DATA_V1)) {
      if (['version', 'tags', 'goods', 'factories', 'regions', 'cityTiles', 'contracts'].includes(key)) continue;
      expect(DATA_V1.tags[key], key).toBeDefined();
    }
    for (const row of [...DATA_V1.goods, ...DATA_V1.factories, ...DATA_V1.regions, ...DATA_V1.cityTiles, ...DATA_V1.contracts]) {
      expect(['confirmed', 'provisional']).toContain(row.status);
    }
  });

  it('§15: the values only seen in pictures are tagged provisional; the known contract is confirmed', () => {
    const t = DATA_V1.tags;
    for (const key of ['tracks', 'pieces', 'scoringVp', 'scoringTrack', 'influenceTiles', 'foreignValues', 'tilesPerStack'])
      expect(t[key]?.status, key).toBe('provisional');
    expect(DATA_V1.regions.every((r) => r.status === 'provisional')).toBe(true);
    expect(DATA_V1.cityTiles.every((r) => r.status === 'provisional')).toBe(true);
    expect(DATA_V1.contracts.filter((c) => c.status === 'confirmed').map((c) => c.id)).toEqual(['c2']);
    expect(DATA_V1.factories.filter((f) => f.good !== 'silk').every((f) => f.status === 'provisional')).toBe(true); // storage 4 (A34)
  });

  it('a set that breaks an invariant is refused with the rule named', () => {
    const bad = {
      ...DATA_V1,
      version: 'bad',
      cityTiles: DATA_V1.cityTiles.map((c) => ({ ...c, goods: ['silk', 'silk', 'paper', 'lens'] as const })),
    };
    expect(checkDataSet(bad as NipponData).join()).toContain('4 different goods per city tile');
    expect(() => registerDataSet(bad as NipponData)).toThrow(/invalid/);
    const noTag = { ...DATA_V1, version: 'bad2', tags: { ...DATA_V1.tags, tracks: undefined } };
    expect(checkDataSet(noTag as unknown as NipponData).join()).toContain('tag missing for tracks');
  });

  it('games record their data set and keep it', () => {
    const s = newGame(3, 'd1');
    expect(s.data).toBe('nippon-data-1');
    const t = newGame(3, 'd1', ALTERED.version);
    expect(t.data).toBe(ALTERED.version);
    const after = play(turnOf(t, 0), 'consolidate');
    expect(after.data).toBe(ALTERED.version);
    expect(nippon.meta.options.find((o) => o.key === 'data')?.default).toBe('nippon-data-1');
    // `pbem games` lists the title and the option: both say the data is provisional.
    expect(nippon.meta.title).toContain('provisional');
    expect(nippon.meta.options[0]!.description).toContain('provisional');
  });

  it('a corrected data set is a data change only: the same engine plays whole games on it', () => {
    const altered = { ...nippon, setup: (p: number, _o: object, seed: string) => nippon.setup(p, { data: ALTERED.version }, seed) };
    for (let players = 2; players <= 4; players++) {
      const r = randomPlayout(altered, players, `altered-${players}`, { checks: 'light' });
      expect(r.error).toBeNull();
      expect(r.finished).toBe(true);
    }
  });

  it('the altered values are the ones the engine uses: region bonus, contract, 3rd-scoring VP, money track', () => {
    const s = newGame(2, 'alt', ALTERED.version);
    expect(dataSet(s.data).regions[0]!.bonus).toEqual({ coal: 2 });
    // West now gives 2 coal per tile placed.
    let x = turnOf(s, 0, { factories: [{ id: 'silk-1', good: 'silk', machine: 0, goods: 3 }] });
    x = edit(x, (y) => {
      y.cities[0]!.goods = ['silk', 'paper', 'lens', 'bulb'];
      y.slots[4] = [0, 1, 2];
    });
    const coal = player(x, 0).coal;
    x = playAll(x, ['domestic', 'worker white', 'region west', 'slot a0', 'cubes 1', 'tile 1', 'done']);
    expect(player(x, 0).coal).toBe(coal + 2);
    // Contract c1 is now one good for 1 VP and 3 money steps (a 5-space money track: 12 → 18).
    let y = turnOf(s, 1, { factories: [{ id: 'silk-1', good: 'silk', machine: 0, goods: 1 }] });
    y = edit(y, (z) => (z.slots[1] = [3, 3, 3]));
    y = playAll(y, ['export', 'worker orange', 'contract c1', 'pay silk']);
    expect(player(y, 1).track.money).toBe(3);
    const tiles = edit(s, (z) => (z.cities[0]!.slots[0] = { seat: 0, value: 7 }));
    // Foreign: 12 printed minus the 0 slot taken = 12, 1st (30); seat 0 with 7 is 2nd: 20 in the altered 3rd scoring.
    expect(scoreRegion(tiles, 0, 3).rankVp[0]).toBe(20);
  });
});
