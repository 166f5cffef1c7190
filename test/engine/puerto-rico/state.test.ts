/** §1.3, §1.4, §2: setup numbers by player count. */
import { describe, expect, it } from 'vitest';
import { puertoRico } from '../../../engine/puerto-rico';
import { BUILDING_INDEX } from '../../../engine/puerto-rico/data';
import { newGame } from './helpers';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('setup by player count (§1.3)', () => {
  const table = [
    {
      n: 2,
      doubloons: 3,
      supply: 40,
      ship: 2,
      vp: 65,
      ships: [4, 6],
      row: 3,
      quarries: 5,
      roles: 7,
      barrels: [8, 9, 9, 7, 7],
      pile: 33 - 3,
    },
    {
      n: 3,
      doubloons: 2,
      supply: 55,
      ship: 3,
      vp: 75,
      ships: [4, 5, 6],
      row: 4,
      quarries: 8,
      roles: 6,
      barrels: [10, 11, 11, 9, 9],
      pile: 47 - 4,
    },
    {
      n: 4,
      doubloons: 3,
      supply: 75,
      ship: 4,
      vp: 100,
      ships: [5, 6, 7],
      row: 5,
      quarries: 8,
      roles: 7,
      barrels: [10, 11, 11, 9, 9],
      pile: 46 - 5,
    },
    {
      n: 5,
      doubloons: 4,
      supply: 95,
      ship: 5,
      vp: 122,
      ships: [6, 7, 8],
      row: 6,
      quarries: 8,
      roles: 8,
      barrels: [10, 11, 11, 9, 9],
      pile: 45 - 6,
    },
  ];
  for (const t of table) {
    it(`${t.n} players: doubloons, colonists, VP chips, ships, face-up row, quarries, roles and barrels`, () => {
      const s = newGame(t.n);
      expect(s.seats.map((p) => p.doubloons)).toEqual(Array(t.n).fill(t.doubloons));
      expect(s.colonists).toBe(t.supply);
      expect(s.ship).toBe(t.ship);
      expect(s.vpPool).toBe(t.vp);
      expect(s.ships.map((x) => x.capacity)).toEqual(t.ships);
      expect(s.row).toHaveLength(t.row);
      expect(s.pile).toHaveLength(t.pile);
      expect(s.quarries).toBe(t.quarries);
      expect(s.roles).toHaveLength(t.roles);
      expect(s.goods).toEqual(t.barrels);
      expect(puertoRico.invariants!(s)).toEqual([]);
    });
  }

  it('2 players use 2 of each production building and 1 of each violet building', () => {
    const s = newGame(2);
    expect(s.supply[BUILDING_INDEX['small-indigo-plant']]).toBe(2);
    expect(s.supply[BUILDING_INDEX['coffee-roaster']]).toBe(2);
    expect(s.supply[BUILDING_INDEX.harbor]).toBe(1);
    expect(s.supply[BUILDING_INDEX['city-hall']]).toBe(1);
    expect(sum(s.supply)).toBe(12 + 12 + 5);
  });

  it('3–5 players use 20 production, 24 small violet and 5 large buildings', () => {
    expect(sum(newGame(4).supply)).toBe(49);
  });

  it('2 players remove 3 plantations of each kind: 35 in the game (§1.3)', () => {
    const s = newGame(2);
    expect(s.pile.length + s.row.length + 2).toBe(35);
  });

  it('3-player game has no Prospector; 5-player game has two (§1.3)', () => {
    expect(newGame(3).roles.map((r) => r.id)).not.toContain('prospector');
    expect(
      newGame(5)
        .roles.map((r) => r.id)
        .filter((r) => r.startsWith('prospector')),
    ).toEqual(['prospector', 'prospector-2']);
  });
});

describe('starting plantations by seat (§1.4)', () => {
  const expected: Record<number, number[]> = { 2: [1, 0], 3: [1, 1, 0], 4: [1, 1, 0, 0], 5: [1, 1, 1, 0, 0] };
  for (const [n, kinds] of Object.entries(expected)) {
    it(`${n} players: indigo/corn by seat from the Governor, unoccupied`, () => {
      const s = newGame(Number(n));
      s.seats.forEach((p, seat) => {
        expect(p.tiles[kinds[seat]!]).toBe(1);
        expect(p.manned).toEqual([0, 0, 0, 0, 0, 0]);
      });
    });
  }

  it('starting tiles follow the Governor, wherever he sits', () => {
    const s = puertoRico.setup(4, { governor: 3 }, 'g');
    expect(s.governor).toBe(2);
    // Governor (seat index 2) and the next seat start with indigo; the others with corn.
    expect(s.seats.map((p) => (p.tiles[1] ? 'indigo' : 'corn'))).toEqual(['corn', 'corn', 'indigo', 'indigo']);
  });

  it('the first Governor is drawn from the seed when not chosen (D25)', () => {
    const governors = new Set(Array.from({ length: 40 }, (_, i) => puertoRico.setup(4, {}, `seed${i}`).governor));
    expect(governors.size).toBe(4);
    expect(puertoRico.setup(4, {}, 'same').governor).toBe(puertoRico.setup(4, {}, 'same').governor);
  });
});

describe('BGA variants (§10.1)', () => {
  it('corn-start seats get 1 doubloon less with bga-start-doubloons', () => {
    expect(newGame(4, { 'bga-start-doubloons': true }).seats.map((p) => p.doubloons)).toEqual([3, 3, 2, 2]);
    expect(newGame(2, { 'bga-start-doubloons': true }).seats.map((p) => p.doubloons)).toEqual([3, 2]);
  });

  it('the options are declared in meta.options, all off by default', () => {
    const keys = puertoRico.meta.options.map((o) => [o.key, o.default]);
    expect(keys).toEqual([
      ['bga-start-doubloons', false],
      ['bga-building-prices', false],
      ['craftsman-angst', false],
      ['governor', 0],
      // Expansions §1: off by default; the selection mode only matters with an expansion.
      ['expansions', 'none'],
      ['selection', 'draft'],
    ]);
  });
});
