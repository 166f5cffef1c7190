/**
 * Expansion 1 buildings that act when building or producing (rules/puerto-rico-expansions.md
 * §4.3.1 Aqueduct, §4.3.2 Black market (§8 #7–#8), §4.3.3 Forest house discount, §4.3.7 Church,
 * §4.3.10 Library, §4.3.11 Specialty factory).
 */
import { describe, expect, it } from 'vitest';
import { BUILDING_INDEX } from '../../../../engine/puerto-rico/data';
import { legal, play, refusal, takeRole, texts, withBoard, goodsOf } from '../helpers';
import { chips, expansionGame, withForests } from './helpers';

describe('§4.3.1 Aqueduct', () => {
  it('+1 indigo and +1 sugar when the large plant is occupied and produced; never from a small plant alone', () => {
    let s = expansionGame(3, 'buildings', ['aqueduct']);
    s = withBoard(s, 0, { island: { indigo: [2, 2], sugar: [1, 1] }, city: { aqueduct: 1, 'indigo-plant': 2, 'small-sugar-mill': 1 } });
    const r = takeRole(s, 0, 'craftsman');
    // Indigo 2 (+1 Aqueduct, large plant); sugar 1 from the small mill: no extra.
    expect(goodsOf(r.state, 0)).toMatchObject({ indigo: 3, sugar: 1 });
    expect(texts(r.events)).toContain('S0 gets 1 more indigo (Aqueduct)');
  });

  it('an unoccupied Aqueduct does nothing', () => {
    let s = expansionGame(3, 'buildings', ['aqueduct']);
    s = withBoard(s, 0, { island: { indigo: [1, 1] }, city: { aqueduct: 0, 'indigo-plant': 1 } });
    expect(goodsOf(takeRole(s, 0, 'craftsman').state, 0).indigo).toBe(1);
  });
});

describe('§4.3.11 Specialty factory (A-24)', () => {
  it('seed example: corn 4, sugar 3, coffee 2 → 3 − 1 = 2 doubloons; the privilege barrel does not count', () => {
    let s = expansionGame(3, 'buildings', ['specialty-factory']);
    s = withBoard(s, 1, {
      island: { corn: [4, 4], sugar: [3, 3], coffee: [2, 2] },
      city: { 'specialty-factory': 1, 'sugar-mill': 3, 'coffee-roaster': 2 },
      doubloons: 0,
    });
    const r = takeRole(s, 0, 'craftsman');
    expect(r.state.seats[1]!.doubloons).toBe(2);
    expect(texts(r.events)).toContain('S1 gets 2 doubloons from the Specialty factory');
  });

  it('Aqueduct extras count: indigo 2 + 1 → 2 doubloons', () => {
    let s = expansionGame(3, 'buildings', ['specialty-factory', 'aqueduct']);
    s = withBoard(s, 0, { island: { indigo: [2, 2] }, city: { 'specialty-factory': 1, aqueduct: 1, 'indigo-plant': 2 }, doubloons: 0 });
    expect(takeRole(s, 0, 'craftsman').state.seats[0]!.doubloons).toBe(2);
  });
});

describe('§4.3.3 Forest house discount (§6.1)', () => {
  it('seed example: 4 forests, 2 quarries, own Builder privilege → Harbor 8 − 2 − 2 − 1 = 3; no column cap, house need not be occupied', () => {
    let s = expansionGame(3, 'buildings', ['harbor', 'forest-house']);
    s = withForests(withBoard(s, 0, { island: { quarry: [2, 2] }, city: { 'forest-house': 0 }, doubloons: 3 }), 0, 4);
    const r = play(takeRole(s, 0, 'builder').state, 0, 'build harbor');
    expect(r.state.seats[0]!.doubloons).toBe(0);
    // 3 forests give only 1.
    let t = expansionGame(3, 'buildings', ['small-market']);
    t = withForests(withBoard(t, 1, { doubloons: 0, city: {} }), 1, 3);
    t = play(takeRole(t, 0, 'builder').state, 0, 'pass').state;
    expect(legal(t, 1)).toContain('build small-market');
  });
});

describe('§4.3.7 Church (A-19)', () => {
  it('occupied: +1 VP chip for a column 2–3 building, +2 for a large one, nothing for column 1; outside Captain phases', () => {
    const cases = [
      ['small-market', 0],
      ['tobacco-storage', 1],
      ['harbor', 1],
      ['city-hall', 2],
    ] as const;
    for (const [b, vp] of cases) {
      let s = expansionGame(3, 'buildings', ['church', 'small-market', 'harbor', 'city-hall']);
      s = withBoard(s, 0, { city: { church: 1 }, doubloons: 20 });
      const r = play(takeRole(s, 0, 'builder').state, 0, `build ${b}`);
      expect(chips(r.state, 0), b).toEqual({ vp, other: vp });
    }
  });

  it('building the Church itself gives nothing, and an empty Church gives nothing', () => {
    let s = expansionGame(3, 'buildings', ['church', 'harbor']);
    s = withBoard(s, 0, { doubloons: 20 });
    expect(chips(play(takeRole(s, 0, 'builder').state, 0, 'build church').state, 0).vp).toBe(0);
    s = withBoard(s, 0, { city: { church: 0 }, doubloons: 20 });
    expect(chips(play(takeRole(s, 0, 'builder').state, 0, 'build harbor').state, 0).vp).toBe(0);
  });
});

describe('§4.3.2 Black market (§8 #7, #8; A-11, A-12)', () => {
  it('seed example: Harbor costs 8, the owner has 6: pays 6 doubloons + 1 indigo + 1 colonist; the listed sets are exact', () => {
    let s = expansionGame(3, 'buildings', ['black-market', 'harbor']);
    s = withBoard(s, 1, { doubloons: 6, goods: { indigo: 1 }, city: { 'black-market': 1 }, island: { corn: [1, 1] } });
    let state = play(takeRole(s, 0, 'builder').state, 0, 'pass').state;
    expect(legal(state, 1)).toContain('build harbor');
    state = play(state, 1, 'build harbor').state;
    // Two substitutes (8 − 6), at most one of each; no VP chip held.
    expect(legal(state, 1)).toEqual(['pay colonist corn good indigo']);
    const colonists = state.colonists;
    const r = play(state, 1, 'pay colonist corn good indigo');
    const p = r.state.seats[1]!;
    expect([p.doubloons, p.goods[1], p.manned[0], r.state.colonists]).toEqual([0, 0, 0, colonists + 1]);
    expect(p.city[BUILDING_INDEX['harbor']]).toBe(0);
    expect(texts(r.events)).toContain('S1 pays 6 doubloons and a colonist from corn, 1 indigo with the Black market');
  });

  it('not usable when the doubloons suffice, nor when more than 3 are missing', () => {
    let s = expansionGame(3, 'buildings', ['black-market', 'harbor']);
    s = withBoard(s, 1, { doubloons: 4, vp: 2, goods: { corn: 1 }, sanJuan: 1, city: { 'black-market': 1 } });
    let state = play(takeRole(s, 0, 'builder').state, 0, 'pass').state;
    expect(legal(state, 1)).not.toContain('build harbor');
    expect(refusal(state, 1, { kind: 'build', building: 'harbor' })).toBe(
      'You cannot build the Harbor: it costs 8 and you have 4 doubloons.',
    );
    state = play(state, 1, 'build aqueduct').state;
    expect(state.seats[1]!.doubloons).toBe(3);
  });

  it("a colonist taken off a quarry raises the price: C is recomputed (A-11); the Black market's own colonist and nobles never pay", () => {
    let s = expansionGame(3, 'buildings', ['black-market', 'harbor']);
    // Harbor 8 − 1 quarry = 7 with 6 doubloons: one substitute; from the quarry it would cost 8 → two.
    s = withBoard(s, 1, { doubloons: 6, vp: 1, island: { quarry: [1, 1] }, city: { 'black-market': 1 } });
    const state = play(play(takeRole(s, 0, 'builder').state, 0, 'pass').state, 1, 'build harbor').state;
    expect(legal(state, 1)).toEqual(['pay chip', 'pay colonist quarry chip']);
  });
});

describe('§4.3.10 Library: Builder, Craftsman, Prospector privileges doubled (A-22)', () => {
  it('Builder pays 2 less', () => {
    let s = expansionGame(3, 'buildings', ['library', 'harbor']);
    s = withBoard(s, 0, { city: { library: 1 }, doubloons: 6 });
    expect(play(takeRole(s, 0, 'builder').state, 0, 'build harbor').state.seats[0]!.doubloons).toBe(0);
  });

  it('Craftsman takes 2 extra barrels of kinds produced, the same or different (§8 #11)', () => {
    let s = expansionGame(3, 'buildings', ['library']);
    s = withBoard(s, 0, { island: { corn: [1, 1], indigo: [1, 1] }, city: { library: 1, 'small-indigo-plant': 1 } });
    let state = takeRole(s, 0, 'craftsman').state;
    expect(legal(state, 0)).toEqual(['take corn', 'take indigo', 'pass']);
    state = play(state, 0, 'take corn').state;
    expect(legal(state, 0)).toEqual(['take corn', 'take indigo', 'pass']);
    state = play(state, 0, 'take corn').state;
    expect(goodsOf(state, 0)).toMatchObject({ corn: 3, indigo: 1 });
  });

  it('Prospector: 2 doubloons', () => {
    let s = expansionGame(4, 'buildings', ['library']);
    s = withBoard(s, 0, { city: { library: 1 }, doubloons: 0 });
    expect(takeRole(s, 0, 'prospector').state.seats[0]!.doubloons).toBe(2);
  });
});
