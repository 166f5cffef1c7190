/** Builder phase (§4.3), B1 build, B2 University; §7.13–7.18. */
import { describe, expect, it } from 'vitest';
import { BUILDING_INDEX } from '../../../../engine/puerto-rico/data';
import { newGame, legal, pendingSeats, play, playAll, refusal, takeRole, stepOf, texts, withBoard } from '../helpers';

describe('building prices', () => {
  it('tobacco storage (5, column 3) with 4 occupied quarries costs 2: the discount is capped (seed)', () => {
    const s = withBoard(newGame(4), 1, { island: { quarry: [4, 4] }, doubloons: 2 });
    const { state } = play(takeRole(s, 0, 'builder').state, 0, 'pass');
    expect(legal(state, 1)).toContain('build tobacco-storage');
    const r = play(state, 1, 'build tobacco-storage');
    expect(r.state.seats[1]!.doubloons).toBe(0);
    expect(texts(r.events)).toContain('S1 builds the Tobacco storage for 2');
  });

  it('as Builder with 3 occupied quarries the tobacco storage costs 1 (seed)', () => {
    const s = withBoard(newGame(4), 0, { island: { quarry: [3, 3] }, doubloons: 1 });
    const r = play(takeRole(s, 0, 'builder').state, 0, 'build tobacco-storage');
    expect(r.state.seats[0]!.doubloons).toBe(0);
  });

  it('official examples with 3 occupied quarries: construction hut 1, office 3, harbor 5, city hall 7', () => {
    const cases = [
      ['construction-hut', 1],
      ['office', 3],
      ['harbor', 5],
      ['city-hall', 7],
    ] as const;
    for (const [b, price] of cases) {
      const s = withBoard(newGame(4), 1, { island: { quarry: [3, 3] }, doubloons: 10 });
      const r = play(play(takeRole(s, 0, 'builder').state, 0, 'pass').state, 1, `build ${b}`);
      expect(r.state.seats[1]!.doubloons).toBe(10 - price);
    }
  });

  it('only occupied quarries count (§7.14, D17)', () => {
    const s = withBoard(newGame(4), 1, { island: { quarry: [3, 1] }, doubloons: 10 });
    const r = play(play(takeRole(s, 0, 'builder').state, 0, 'pass').state, 1, 'build harbor');
    expect(r.state.seats[1]!.doubloons).toBe(3);
  });

  it('the Builder discount is only a discount: no doubloon when he passes; price floor 0 (§7.13)', () => {
    const s = withBoard(newGame(4), 0, { island: { quarry: [1, 1] }, doubloons: 0 });
    let { state } = takeRole(s, 0, 'builder');
    // Small market (1) − quarry 1 − Builder 1 = 0: free. Small sugar mill 2 − 1 − 1 = 0.
    expect(legal(state, 0)).toEqual([
      'build small-indigo-plant',
      'build small-sugar-mill',
      'build small-market',
      'build hacienda',
      'build construction-hut',
      'pass',
    ]);
    state = play(state, 0, 'pass').state;
    expect(state.seats[0]!.doubloons).toBe(0);
  });

  it('BGA prices: Factory 8, University 7 (§10.1)', () => {
    const s = withBoard(newGame(4, { 'bga-building-prices': true }), 0, { doubloons: 7 });
    const { state } = takeRole(s, 0, 'builder');
    expect(legal(state, 0)).toContain('build factory'); // 8 − 1 as Builder
    const r = play(state, 0, 'build university'); // 7 − 1
    expect(r.state.seats[0]!.doubloons).toBe(1);
  });
});

describe('what may be built (B1)', () => {
  it('a player cannot build a second copy of a building he owns (§7.15)', () => {
    const s = withBoard(newGame(4), 0, { city: { 'small-market': 0 }, doubloons: 10 });
    const { state } = takeRole(s, 0, 'builder');
    expect(legal(state, 0)).not.toContain('build small-market');
    expect(refusal(state, 0, { kind: 'build', building: 'small-market' })).toBe(
      'You cannot build the Small market: you already own the Small market.',
    );
  });

  it('sold-out buildings are not offered (2p: one of each violet building)', () => {
    const s = withBoard(newGame(2), 1, { city: { harbor: 0 } });
    const { state } = takeRole(withBoard(s, 0, { doubloons: 20 }), 0, 'builder');
    expect(state.supply[BUILDING_INDEX.harbor]).toBe(0);
    expect(refusal(state, 0, { kind: 'build', building: 'harbor' })).toBe('You cannot build the Harbor: no Harbor is left in the supply.');
  });

  it('refuses with the numbers when the player cannot pay', () => {
    const s = withBoard(newGame(4), 0, { doubloons: 5 });
    const { state } = takeRole(s, 0, 'builder');
    expect(refusal(state, 0, { kind: 'build', building: 'harbor' })).toBe(
      'You cannot build the Harbor: it costs 7 and you have 5 doubloons.',
    );
  });

  it('a large building needs 2 free city spaces; with 1 only small buildings fit (§7.16)', () => {
    const city = {
      'small-indigo-plant': 0,
      'small-sugar-mill': 0,
      'indigo-plant': 0,
      'sugar-mill': 0,
      'tobacco-storage': 0,
      'coffee-roaster': 0,
      'small-market': 0,
      hacienda: 0,
      'construction-hut': 0,
      'small-warehouse': 0,
      hospice: 0,
    } as const;
    const s = withBoard(newGame(4), 0, { city, doubloons: 20 });
    const { state } = takeRole(s, 0, 'builder');
    expect(legal(state, 0).some((m) => m === 'build residence')).toBe(false);
    expect(refusal(state, 0, { kind: 'build', building: 'residence' })).toBe(
      'You cannot build the Residence: it needs 2 city spaces and you have 1 free.',
    );
    expect(legal(state, 0)).toContain('build office');
  });

  it('filling the 12th space sets the end flag; the other players still build (§7.17)', () => {
    const city = {
      'small-indigo-plant': 0,
      'small-sugar-mill': 0,
      'indigo-plant': 0,
      'sugar-mill': 0,
      'tobacco-storage': 0,
      'coffee-roaster': 0,
      'small-market': 0,
      hacienda: 0,
      'construction-hut': 0,
      'small-warehouse': 0,
    } as const;
    let s = withBoard(newGame(4), 0, { city, doubloons: 20 });
    s = withBoard(s, 1, { doubloons: 3 });
    const r = play(takeRole(s, 0, 'builder').state, 0, 'build residence');
    expect(r.state.end).toEqual(['city']);
    expect(texts(r.events)).toContain('A city is full (12 spaces). The game ends after this round.');
    expect(pendingSeats(r.state)).toEqual([1]);
  });

  it('players who can build nothing are skipped', () => {
    let s = newGame(4);
    for (let seat = 1; seat < 4; seat++) s = withBoard(s, seat, { doubloons: 0 });
    const r = play(takeRole(s, 0, 'builder').state, 0, 'build small-market');
    expect(stepOf(r.state)).toBe('role');
    expect(pendingSeats(r.state)).toEqual([1]);
  });
});

describe('University (B2)', () => {
  it('puts one colonist on the new building, from the supply (then the ship)', () => {
    const s = withBoard(newGame(4), 0, { city: { university: 1 }, doubloons: 10 });
    let { state } = takeRole(s, 0, 'builder');
    state = play(state, 0, 'build coffee-roaster').state;
    expect(legal(state, 0)).toEqual(['university', 'pass']);
    const r = play(state, 0, 'university');
    expect(r.state.seats[0]!.city[BUILDING_INDEX['coffee-roaster']]).toBe(1);
    expect(texts(r.events)).toContain('S0 puts a colonist from the colonist supply on the Coffee roaster (University)');
  });

  it('a large building occupied by the University colonist scores its bonus (§7.18)', () => {
    const s = withBoard({ ...newGame(4) }, 0, { city: { university: 1 }, doubloons: 10 });
    const emptied = { ...s, ship: s.ship + s.colonists, colonists: 0 };
    const r = playAll(takeRole(emptied, 0, 'builder').state, [
      [0, 'build fortress'],
      [0, 'university'],
    ]);
    expect(r.state.seats[0]!.city[BUILDING_INDEX.fortress]).toBe(1);
    expect(r.state.ship).toBe(emptied.ship - 1);
    expect(texts(r.events)).toContain('S0 puts a colonist from the colonist ship on the Fortress (University)');
  });

  it('an unoccupied University does nothing', () => {
    const s = withBoard(newGame(4), 0, { city: { university: 0 }, doubloons: 10 });
    const r = play(takeRole(s, 0, 'builder').state, 0, 'build harbor');
    expect(stepOf(r.state) === 'university').toBe(false);
  });
});
