/** Building selection (rules/puerto-rico-expansions.md §3; §8 #1 draft.pick). */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRState } from '../../../../engine/puerto-rico';
import { BUILDING_INDEX, BUILDINGS, type BuildingId } from '../../../../engine/puerto-rico/data';
import { SLOTS_BY_COST } from '../../../../engine/puerto-rico/data-expansions';
import { buildingCost } from '../../../../engine/puerto-rico/board';
import { legal, pendingSeats, play, refusal, stepOf } from '../helpers';

function draftGame(players: number, expansions: string, options: Record<string, string | boolean> = {}): PRState {
  return puertoRico.setup(players, { governor: 1, expansions, selection: 'draft', ...options }, 'draft');
}

/** Draft the first legal pick until the draft is over; returns the state and who picked. */
function draftAll(s: PRState): { state: PRState; pickers: number[] } {
  const pickers: number[] = [];
  let state = s;
  while (stepOf(state) === 'draft') {
    const seat = pendingSeats(state)[0]!;
    pickers.push(seat);
    state = play(state, seat, legal(state, seat)[0]!).state;
  }
  return { state, pickers };
}

function costsOf(s: PRState): Record<number, number> {
  const out: Record<number, number> = {};
  for (const b of s.selected!) out[buildingCost(s, b)] = (out[buildingCost(s, b)] ?? 0) + 1;
  return out;
}

describe('§3.6 draft (§8 #1)', () => {
  it('starts before round 1 with the first Governor; the violet market starts empty, production buildings stay', () => {
    const s = draftGame(4, 'buildings');
    expect(stepOf(s)).toBe('draft');
    expect(pendingSeats(s)).toEqual([0]);
    expect(s.supply[BUILDING_INDEX['harbor']]).toBe(0);
    expect(s.supply[BUILDING_INDEX['coffee-roaster']]).toBe(3);
    // §3.2: production buildings are never candidates.
    expect(legal(s, 0)).not.toContain('draft coffee-roaster');
    expect(legal(s, 0)).toContain('draft aqueduct');
    expect(legal(s, 0)).not.toContain('pass');
  });

  it('picks go clockwise from the Governor until the 17 slots are filled (4 players: the Governor picks 5, the others 4)', () => {
    const { state, pickers } = draftAll(draftGame(4, 'buildings'));
    expect(pickers.length).toBe(17);
    expect(pickers.slice(0, 6)).toEqual([0, 1, 2, 3, 0, 1]);
    expect([0, 1, 2, 3].map((seat) => pickers.filter((x) => x === seat).length)).toEqual([5, 4, 4, 4]);
    expect(costsOf(state)).toEqual(SLOTS_BY_COST);
    expect(stepOf(state)).toBe('role');
    expect(pendingSeats(state)).toEqual([0]);
  });

  it("§3.3: once a cost's slots are full, no other building of that cost can be picked, with the reason", () => {
    let s = draftGame(3, 'buildings');
    s = play(s, 0, 'draft aqueduct').state;
    expect(legal(s, 1)).not.toContain('draft small-market');
    expect(refusal(s, 1, { kind: 'draft', building: 'small-market' })).toBe(
      'You cannot draft the Small market: the 1 slot for cost 1 is full.',
    );
  });

  it('§3.5: Office and Trading post, Hacienda and Forest house are never in one game', () => {
    let s = draftGame(3, 'buildings');
    s = play(s, 0, 'draft trading-post').state;
    expect(legal(s, 1)).not.toContain('draft office');
    expect(refusal(s, 1, { kind: 'draft', building: 'office' })).toBe(
      'You cannot draft the Office: the Trading post is in the game and the two are never played together.',
    );
    s = play(s, 1, 'draft hacienda').state;
    expect(legal(s, 2)).not.toContain('draft forest-house');
  });

  it('§3.4: the pool holds only the expansions that are on (Nobles only: no New Buildings)', () => {
    const s = draftGame(3, 'nobles');
    expect(legal(s, 0)).toContain('draft land-office');
    expect(legal(s, 0)).not.toContain('draft aqueduct');
    const { state } = draftAll(s);
    expect(state.selected).toContain('small-market');
    expect(state.selected).toContain('wharf');
  });

  it('§3.8: a selected small building has 2 copies (1 with 2 players), a large one 1, the Jeweler 2 at every count', () => {
    for (const [players, small] of [
      [3, 2],
      [2, 1],
    ] as const) {
      let s = draftGame(players, 'nobles');
      for (const b of ['jeweler', 'chapel', 'royal-garden']) s = play(s, pendingSeats(s)[0]!, `draft ${b}`).state;
      expect(s.supply[BUILDING_INDEX['jeweler']]).toBe(2);
      expect(s.supply[BUILDING_INDEX['chapel']]).toBe(small);
      expect(s.supply[BUILDING_INDEX['royal-garden']]).toBe(1);
    }
  });

  it('§2.2 with §3.4: with the price swap the University competes for the cost-7 slot', () => {
    let s = draftGame(3, 'buildings', { 'bga-building-prices': true });
    s = play(s, 0, 'draft university').state;
    expect(legal(s, 1)).not.toContain('draft lighthouse');
    // The Factory now costs 8 and competes with the Library, Harbor, … for the two cost-8 slots.
    expect(legal(s, 1)).toContain('draft factory');
    expect(buildingCost(s, 'factory')).toBe(8);
  });
});

describe('§3.7 random selection (A-08)', () => {
  it('fills every slot from the pool with the seeded RNG, with no decision, respecting the exclusions', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const s = puertoRico.setup(4, { expansions: 'buildings,nobles', selection: 'random' }, seed);
      expect(stepOf(s)).toBe('role');
      expect(costsOf(s)).toEqual(SLOTS_BY_COST);
      const has = (b: BuildingId) => s.selected!.includes(b);
      expect(has('office') && has('trading-post')).toBe(false);
      expect(has('hacienda') && has('forest-house')).toBe(false);
      // §3.2: no base production building is ever selected.
      expect(s.selected!.filter((b) => BUILDINGS[b].kind === 'production' && !BUILDINGS[b].expansion)).toEqual([]);
    }
    const again = (seed: string) => puertoRico.setup(4, { expansions: 'buildings,nobles', selection: 'random' }, seed).selected;
    expect(again('a')).toEqual(again('a'));
    expect(new Set(['a', 'b', 'c', 'd', 'e'].map((x) => again(x)!.join())).size).toBeGreaterThan(1);
  });

  it('without an expansion the base buildings are used and nothing is selected (§3.1)', () => {
    const s = puertoRico.setup(3, { selection: 'random' }, 'x');
    expect(s.selected).toBeUndefined();
    expect(s.supply[BUILDING_INDEX['harbor']]).toBe(2);
    expect(s.supply[BUILDING_INDEX['aqueduct']]).toBe(0);
  });
});
