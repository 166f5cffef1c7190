/**
 * Expansion 2, The Nobles (rules/puerto-rico-expansions.md §5.2–§5.5, §5.8 buildings; §8 #6,
 * #10, #13, #14; A-29…A-37).
 */
import { describe, expect, it } from 'vitest';
import { puertoRico } from '../../../../engine/puerto-rico';
import { formatMove } from '../../../../engine/puerto-rico/notation';
import { legal, pendingSeats, play, playAll, stepOf, takeRole, texts, withBoard, withPileTop } from '../helpers';
import { chips, expansionGame, withForests, withNobles } from './helpers';

describe('§5.2 setup and §5.4 the Mayor phase with nobles', () => {
  it('the ship starts with 1 noble + (N − 1) colonists; 19 nobles stay in the supply', () => {
    const base = puertoRico.setup(4, {}, 'n');
    const s = puertoRico.setup(4, { expansions: 'nobles', selection: 'random' }, 'n');
    expect([s.shipNobles, s.ship, s.nobles, s.colonists]).toEqual([1, base.ship - 1, 19, base.colonists + 1]);
  });

  it('the Mayor receives the noble in place of one colonist (4 players, 1 noble + 4 colonists: Mayor noble + colonist)', () => {
    let s = expansionGame(4, 'nobles');
    s = { ...s, ship: 4 };
    s.colonists -= 1;
    const r = takeRole(s, 0, 'mayor');
    const state = play(r.state, 0, 'pass').state;
    expect(state.seats[0]!.nobleSanJuan! + state.seats[0]!.nobleTiles!.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('the ship is refilled with a noble first, then colonists up to max(empty circles, N); never an end trigger', () => {
    let s = expansionGame(3, 'nobles');
    // One colonist left in the supply (the rest wait on the ship): the base game would end.
    s = { ...s, ship: s.ship + s.colonists - 1, colonists: 1 };
    let state = play(takeRole(s, 0, 'mayor').state, 0, 'pass').state;
    while (stepOf(state) === 'place') {
      const seat = pendingSeats(state)[0]!;
      state = play(state, seat, formatMove(puertoRico.neutral(state, seat)!)).state;
    }
    expect([state.shipNobles, state.ship, state.colonists]).toEqual([1, 1, 0]);
    expect(state.end).not.toContain('colonists');
  });

  it('placement (§8 #10): nobles and colonists are placed as separate moves; a noble on the Zoning office acts as a noble', () => {
    let s = expansionGame(3, 'nobles', ['zoning-office']);
    s = withBoard(s, 1, { city: { 'zoning-office': 0 }, sanJuan: 2, island: { corn: [1, 0] } });
    s = withNobles(s, 1, { 'san-juan': 1 });
    s = { ...s, ship: 0, shipNobles: 0, nobles: s.nobles! + 1, colonists: s.colonists + s.ship };
    const state = play(takeRole(s, 0, 'mayor').state, 0, 'pass').state;
    expect(pendingSeats(state)).toEqual([1]);
    expect(legal(state, 1)).toEqual(expect.arrayContaining(['place zoning-office', 'place noble zoning-office', 'place noble corn']));
  });
});

describe('§5.8 noble buildings', () => {
  it('§5.8.6 Villa: +1 noble after the privilege, before the ship is dealt', () => {
    let s = expansionGame(3, 'nobles', ['villa']);
    s = withBoard(s, 1, { city: { villa: 1 } });
    const r = takeRole(s, 0, 'mayor');
    expect(texts(play(r.state, 0, 'pass').events)).toContain('S1 gets a noble (Villa)');
  });

  it('§5.8.6 Villa with the noble supply empty brings a colonist instead', () => {
    let s = expansionGame(3, 'nobles', ['villa']);
    s = withBoard(s, 1, { city: { villa: 1 } });
    // All 19 nobles of the supply wait in seat 2's San Juan.
    s = withNobles(withBoard(s, 2, { sanJuan: 19 }), 2, { 'san-juan': 19 });
    expect(s.nobles).toBe(0);
    const r = play(takeRole(s, 0, 'mayor').state, 0, 'pass');
    expect(texts(r.events)).toContain('S1 gets a colonist (Villa; no noble is left)');
  });

  it('§5.8.2 Chapel: colonist 1 doubloon, noble 1 VP chip (not a Captain chip), every Craftsman phase', () => {
    let s = expansionGame(3, 'nobles', ['chapel']);
    s = withBoard(s, 1, { city: { chapel: 1 }, doubloons: 0 });
    s = withBoard(s, 2, { city: { chapel: 1 }, doubloons: 0 });
    s = withNobles(s, 2, { chapel: 1 });
    const state = takeRole(s, 0, 'craftsman').state;
    expect(state.seats[1]!.doubloons).toBe(1);
    expect(chips(state, 2)).toEqual({ vp: 1, other: 1 });
  });

  it('§5.8.7 Jeweler: 1 doubloon per noble on the island, not in San Juan', () => {
    let s = expansionGame(3, 'nobles', ['jeweler']);
    s = withBoard(s, 1, { city: { jeweler: 1 }, island: { corn: [1, 1] }, sanJuan: 1, doubloons: 0 });
    s = withNobles(s, 1, { jeweler: 1, corn: 1, 'san-juan': 1 });
    expect(takeRole(s, 0, 'craftsman').state.seats[1]!.doubloons).toBe(2);
  });

  it('§5.8.4 Zoning office: seed example noble, 2 forests, 2 quarries, own privilege → large building 10 − 2 − 1 − 2 − 1 = 4', () => {
    let s = expansionGame(3, 'buildings,nobles', ['zoning-office', 'city-hall']);
    s = withForests(withBoard(s, 0, { city: { 'zoning-office': 1 }, island: { quarry: [2, 2] }, doubloons: 4 }), 0, 2);
    s = withNobles(s, 0, { 'zoning-office': 1 });
    expect(play(takeRole(s, 0, 'builder').state, 0, 'build city-hall').state.seats[0]!.doubloons).toBe(0);
    // A colonist takes 1 off columns 1–3 only.
    let t = expansionGame(3, 'nobles', ['zoning-office', 'harbor']);
    t = withBoard(t, 0, { city: { 'zoning-office': 1 }, doubloons: 6 });
    expect(play(takeRole(t, 0, 'builder').state, 0, 'build harbor').state.seats[0]!.doubloons).toBe(0);
  });

  it('§5.8.5 Royal supplier (§8 #14): up to n = nobles on the island, 1 per kind, 1 VP each, before the shipment', () => {
    let s = expansionGame(3, 'nobles', ['royal-supplier']);
    s = withBoard(s, 1, { city: { 'royal-supplier': 1 }, island: { corn: [1, 1] }, goods: { corn: 2, indigo: 3, sugar: 2 } });
    s = withNobles(s, 1, { 'royal-supplier': 1, corn: 1 });
    let state = takeRole(s, 0, 'captain').state;
    expect(stepOf(state)).toBe('royal');
    expect(legal(state, 1)).toEqual(['deliver corn', 'deliver indigo', 'deliver sugar', 'done']);
    state = playAll(state, [
      [1, 'deliver corn'],
      [1, 'deliver sugar'],
    ]).state;
    expect(chips(state, 1)).toEqual({ vp: 2, other: 0 });
    expect(stepOf(state)).toBe('load');
  });

  it('§5.8.1 Land office (§8 #13): a colonist buys the top face-down tile for 1 doubloon; a noble discards a tile for 1', () => {
    let s = withPileTop(expansionGame(3, 'nobles', ['land-office']), ['coffee']);
    s = withBoard(s, 1, { city: { 'land-office': 1 }, doubloons: 2, goods: { corn: 1 } });
    let state = takeRole(s, 0, 'trader').state;
    expect(legal(state, 1)).toEqual(['sell corn', 'land buy', 'pass']);
    state = play(state, 1, 'land buy').state;
    expect(state.seats[1]!.tiles[4]).toBe(1);
    expect(state.seats[1]!.doubloons).toBe(1);
    // Once per phase; the sale is still open after it.
    expect(legal(state, 1)).toEqual(['sell corn', 'pass']);

    let t = expansionGame(3, 'nobles', ['land-office']);
    t = withBoard(t, 1, { city: { 'land-office': 1 }, island: { sugar: [1, 1], quarry: [1, 0] }, doubloons: 0 });
    t = withNobles(t, 1, { 'land-office': 1 });
    const tstate = takeRole(t, 0, 'trader').state;
    // crop plantations and forests, never quarries.
    expect(legal(tstate, 1)).toEqual(['land discard sugar', 'pass']);
    const after = play(tstate, 1, 'land discard sugar').state.seats[1]!;
    expect([after.doubloons, after.tiles[2], after.sanJuan]).toEqual([1, 0, 1]);
  });

  it('§5.8.1 with an occupied Forest house the bought tile may become a forest (§8 #13)', () => {
    let s = withPileTop(expansionGame(3, 'buildings,nobles', ['land-office', 'forest-house']), ['tobacco']);
    s = withBoard(s, 1, { city: { 'land-office': 1, 'forest-house': 1 }, doubloons: 1 });
    let state = play(takeRole(s, 0, 'trader').state, 1, 'land buy').state;
    expect(stepOf(state)).toBe('drawn');
    expect(legal(state, 1)).toEqual(['take tobacco', 'forest tobacco']);
    state = play(state, 1, 'forest tobacco').state;
    expect([state.seats[1]!.forests, state.seats[1]!.tiles[3]]).toEqual([1, 0]);
  });

  it('§5.8.3 a tie for the most empty island spaces gives the Hunting lodge noble nothing', () => {
    let s = expansionGame(3, 'nobles', ['hunting-lodge']);
    s = withBoard(s, 1, { city: { 'hunting-lodge': 1 }, island: {} });
    s = withBoard(s, 2, { island: {} });
    s = withNobles(s, 1, { 'hunting-lodge': 1 });
    const state = playAll(takeRole(s, 0, 'settler').state, [
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]).state;
    expect(chips(state, 1).vp).toBe(0);
  });

  it('§5.8.3 Hunting lodge (§8 #6): a colonist may discard a tile at the end of the Settler phase; a noble scores 2 VP for strictly the most empty spaces', () => {
    let s = expansionGame(3, 'nobles', ['hunting-lodge']);
    s = withBoard(s, 1, { city: { 'hunting-lodge': 1 }, island: { corn: [1, 0], indigo: [1, 0] } });
    s = withBoard(s, 2, { city: { 'hunting-lodge': 1 }, island: {} });
    s = withNobles(s, 2, { 'hunting-lodge': 1 });
    let state = playAll(takeRole(s, 0, 'settler').state, [
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]).state;
    expect(stepOf(state)).toBe('lodge');
    expect(legal(state, 1)).toEqual(['discard corn', 'discard indigo', 'pass']);
    const r = play(state, 1, 'discard corn');
    expect(r.state.seats[1]!.tiles[0]).toBe(0);
    // Seat 2 has 12 empty spaces, alone the most: +2 VP chips.
    expect(chips(r.state, 2)).toEqual({ vp: 2, other: 2 });
  });
});
