/**
 * Expansion 1 buildings in the Settler, Mayor, Trader and Captain phases
 * (rules/puerto-rico-expansions.md §4.3.3 Forest house (§8 #4), §4.3.4 Storehouse (#16),
 * §4.3.6 Trading post (#12), §4.3.8 Small wharf (#15), §4.3.9 Lighthouse, §4.3.10 Library
 * (#5, #9), §4.3.12 Union hall).
 */
import { describe, expect, it } from 'vitest';
import type { PRState } from '../../../../engine/puerto-rico';
import { GOODS } from '../../../../engine/puerto-rico/data';
import { goodsOf, legal, pendingSeats, play, playAll, stepOf, takeRole, texts, withBoard, withRow } from '../helpers';
import { chips, expansionGame } from './helpers';

function withHouse(s: PRState, goods: string[]): PRState {
  const next = structuredClone(s);
  for (const g of goods) {
    next.goods[GOODS.indexOf(g as never)]! -= 1;
    next.house.push(GOODS.indexOf(g as never));
  }
  return next;
}

describe('§4.3.3 Forest house in the Settler phase (§8 #4; A-13, A-39)', () => {
  it('occupied: each face-up tile may be taken as a forest instead; it leaves the display, not to the discards', () => {
    let s = withRow(expansionGame(3, 'buildings', ['forest-house', 'hospice']), ['corn', 'sugar', 'coffee', 'coffee']);
    s = withBoard(s, 1, { city: { 'forest-house': 1 } });
    let state = play(takeRole(s, 0, 'settler').state, 0, 'take corn').state;
    expect(legal(state, 1)).toEqual(['take sugar', 'take coffee', 'forest sugar', 'forest coffee', 'pass']);
    const r = play(state, 1, 'forest coffee');
    expect(r.state.seats[1]!.forests).toBe(1);
    expect(r.state.row.map((t) => GOODS[t])).toEqual(['sugar', 'coffee']);
    expect(r.state.forested![4]).toBe(1);
    // An empty Forest house offers no forest.
    state = play(takeRole(withBoard(s, 1, { city: { 'forest-house': 0 } }), 0, 'settler').state, 0, 'take corn').state;
    expect(legal(state, 1)).toEqual(['take sugar', 'take coffee', 'pass']);
  });

  it('with the Hospice the colonist goes to San Juan (a forest has no circle)', () => {
    let s = withRow(expansionGame(3, 'buildings', ['forest-house', 'hospice']), ['corn', 'sugar', 'coffee', 'coffee']);
    s = withBoard(s, 0, { city: { 'forest-house': 1, hospice: 1 } });
    let state = play(takeRole(s, 0, 'settler').state, 0, 'forest sugar').state;
    expect(stepOf(state)).toBe('hospice');
    state = play(state, 0, 'hospice').state;
    expect(state.seats[0]!.sanJuan).toBe(1);
  });
});

describe('§4.3.10 Library in the Settler and Mayor phases (§8 #5, #9)', () => {
  it('the Settler picks again after everybody else: a plantation or forest, a quarry only with the Construction hut', () => {
    let s = withRow(expansionGame(3, 'buildings', ['library']), ['corn', 'sugar', 'coffee', 'indigo']);
    s = withBoard(s, 0, { city: { library: 1 } });
    let state = playAll(takeRole(s, 0, 'settler').state, [
      [0, 'take quarry'],
      [1, 'take sugar'],
      [2, 'take corn'],
    ]).state;
    expect(pendingSeats(state)).toEqual([0]);
    expect(legal(state, 0)).toEqual(['take indigo', 'take coffee', 'pass']);
    state = play(state, 0, 'take coffee').state;
    // The Governor's starting indigo, the quarry (privilege) and the second pick's coffee.
    expect(state.seats[0]!.tiles).toEqual([0, 1, 0, 0, 1, 1]);
    expect(stepOf(state)).toBe('role');
  });

  it('the Mayor may take up to 2 colonists from the supply', () => {
    let s = expansionGame(3, 'buildings', ['library']);
    s = withBoard(s, 0, { city: { library: 1 } });
    const first = play(takeRole(s, 0, 'mayor').state, 0, 'take colonist');
    expect(legal(first.state, 0)).toEqual(['take colonist', 'pass']);
    const second = play(first.state, 0, 'take colonist');
    expect(
      [...texts(first.events), ...texts(second.events)].filter((t) => t === 'S0 takes a colonist from the supply (Mayor)').length,
    ).toBe(2);
  });
});

describe('§4.3.6 Trading post (§8 #12; A-17, A-18)', () => {
  it('sells any kind, even one in the house or with the house full, at the base price plus the privilege, no market bonus', () => {
    let s = withHouse(expansionGame(3, 'buildings', ['trading-post', 'small-market']), ['coffee', 'corn', 'indigo', 'sugar']);
    s = withBoard(s, 1, { goods: { coffee: 1 }, city: { 'trading-post': 1, 'small-market': 1 }, doubloons: 0 });
    s = withBoard(s, 0, { goods: { tobacco: 1 } });
    let state = takeRole(s, 0, 'trader').state;
    // The house is full: seat 0 (no Trading post) has no turn; seat 1 still trades.
    expect(pendingSeats(state)).toEqual([1]);
    expect(legal(state, 1)).toEqual(['post coffee', 'pass']);
    state = play(state, 1, 'post coffee').state;
    expect(state.seats[1]!.doubloons).toBe(4);
    expect(state.house.length).toBe(0);
  });

  it('the Trader with a Library gets +2 on a Trading post sale', () => {
    let s = expansionGame(3, 'buildings', ['trading-post', 'library']);
    s = withBoard(s, 0, { goods: { indigo: 1 }, city: { 'trading-post': 1, library: 1 }, doubloons: 0 });
    expect(play(takeRole(s, 0, 'trader').state, 0, 'post indigo').state.seats[0]!.doubloons).toBe(3);
  });
});

describe('§4.3.8 Small wharf and §4.3.9 Lighthouse (§8 #15; A-20, A-21)', () => {
  it('seed: 3 corn + 1 sugar + 2 tobacco → 3 VP; chosen barrel by barrel, once a phase, instead of a cargo load', () => {
    let s = expansionGame(3, 'buildings', ['small-wharf']);
    s = withBoard(s, 1, { goods: { corn: 3, sugar: 1, tobacco: 2 }, city: { 'small-wharf': 1 } });
    let state = takeRole(s, 0, 'captain').state;
    expect(legal(state, 1)).toContain('small-wharf corn');
    state = playAll(state, [
      [1, 'small-wharf corn'],
      [1, 'small-wharf corn'],
      [1, 'small-wharf corn'],
      [1, 'small-wharf sugar'],
      [1, 'small-wharf tobacco'],
      [1, 'small-wharf tobacco'],
    ]).state;
    expect(legal(state, 1)).toEqual(['done']);
    state = play(state, 1, 'done').state;
    expect(chips(state, 1)).toEqual({ vp: 3, other: 0 });
    expect(goodsOf(state, 1)).toMatchObject({ corn: 0, sugar: 0, tobacco: 0 });
  });

  it('Lighthouse: the Captain gets 1 doubloon at the start and 1 per shipment; others only per shipment', () => {
    let s = expansionGame(3, 'buildings', ['lighthouse']);
    s = withBoard(s, 0, { city: { lighthouse: 1 }, doubloons: 0 });
    s = withBoard(s, 1, { goods: { corn: 1 }, city: { lighthouse: 1 }, doubloons: 0 });
    let state = takeRole(s, 0, 'captain').state;
    expect(state.seats[0]!.doubloons).toBe(1);
    state = play(state, 1, legal(state, 1)[0]!).state;
    expect(state.seats[1]!.doubloons).toBe(1);
  });

  it('the Captain with a Library gets +2 VP on his first shipment', () => {
    let s = expansionGame(3, 'buildings', ['library']);
    s = withBoard(s, 0, { goods: { corn: 2 }, city: { library: 1 } });
    const state = play(takeRole(s, 0, 'captain').state, 0, legal(takeRole(s, 0, 'captain').state, 0)[0]!).state;
    expect(chips(state, 0).vp).toBe(4);
  });
});

describe('§4.3.12 Union hall (A-26)', () => {
  it('seed: corn 3, indigo 2, coffee 1 → 2 VP chips when the Captain phase first reaches the owner', () => {
    let s = expansionGame(3, 'buildings', ['union-hall']);
    s = withBoard(s, 1, { goods: { corn: 3, indigo: 2, coffee: 1 }, city: { 'union-hall': 1 } });
    const r = takeRole(s, 0, 'captain');
    expect(chips(r.state, 1)).toEqual({ vp: 2, other: 0 });
  });
});

describe('§4.3.4 Storehouse (§8 #16)', () => {
  it('keeps 1 + 3 single barrels of any kinds, chosen one by one', () => {
    let s = expansionGame(3, 'buildings', ['storehouse']);
    s = withBoard(s, 1, { goods: { corn: 2, indigo: 2, coffee: 2 }, city: { storehouse: 1 } });
    // Every cargo ship is full: nothing can be loaded, so storage comes at once.
    for (const [ship, good] of [
      [0, 'sugar'],
      [1, 'tobacco'],
      [2, 'corn'],
    ] as const) {
      s.ships[ship] = { capacity: s.ships[ship]!.capacity, good: GOODS.indexOf(good), load: s.ships[ship]!.capacity };
      s.goods[GOODS.indexOf(good)]! -= s.ships[ship]!.capacity;
    }
    let state = takeRole(s, 0, 'captain').state;
    expect(stepOf(state)).toBe('store');
    expect(legal(state, 1)).toEqual(['keep corn', 'keep indigo', 'keep coffee', 'pass']);
    state = playAll(state, [
      [1, 'keep corn'],
      [1, 'keep corn'],
      [1, 'keep coffee'],
    ]).state;
    // A corn barrel is kept twice at most (2 held): corn is no longer offered.
    expect(legal(state, 1)).toEqual(['keep indigo', 'keep coffee', 'pass']);
    const r = play(state, 1, 'keep indigo');
    expect(goodsOf(r.state, 1)).toMatchObject({ corn: 2, indigo: 1, coffee: 1 });
  });
});
