/** Settler phase (§4.1), S1 Hacienda, S2 take, S3 Hospice, Construction hut; §7.1–7.5. */
import { describe, expect, it } from 'vitest';
import { legal, newGame, pendingSeats, play, playAll, takeRole, texts, withBoard, withPileTop, withRow } from '../helpers';
import { TILES } from '../../../../engine/puerto-rico/data';
import type { PRState } from '../../../../engine/puerto-rico';

function base(): PRState {
  return withRow(newGame(4), ['corn', 'indigo', 'indigo', 'sugar', 'coffee']);
}

describe('Settler (S2)', () => {
  it('the Settler may take a face-up tile (one option per kind) or a quarry, or pass', () => {
    const { state } = takeRole(base(), 0, 'settler');
    expect(pendingSeats(state)).toEqual([0]);
    expect(legal(state, 0)).toEqual(['take corn', 'take indigo', 'take sugar', 'take coffee', 'take quarry', 'pass']);
  });

  it('the other players may not take a quarry; each takes in turn, clockwise', () => {
    let { state } = takeRole(base(), 0, 'settler');
    state = play(state, 0, 'take coffee').state;
    expect(pendingSeats(state)).toEqual([1]);
    expect(legal(state, 1)).toEqual(['take corn', 'take indigo', 'take sugar', 'pass']);
    const r = playAll(state, [
      [1, 'take indigo'],
      [2, 'take indigo'],
      [3, 'take corn'],
    ]);
    expect(r.state.seats[0]!.tiles).toEqual([0, 1, 0, 0, 1, 0]);
    expect(r.state.seats[3]!.tiles).toEqual([2, 0, 0, 0, 0, 0]);
    expect(texts(r.events)).toContain('S1 takes an indigo plantation');
  });

  it('after the phase the leftover tiles are discarded and N+1 new tiles are turned up', () => {
    let s = withPileTop(base(), ['tobacco', 'tobacco', 'corn', 'sugar', 'indigo']);
    s = takeRole(s, 0, 'settler').state;
    const r = playAll(s, [
      [0, 'take quarry'],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'take sugar'],
    ]);
    expect(r.state.discard).toEqual([1, 2, 0, 0, 1]);
    expect(r.state.row.map((t) => TILES[t])).toEqual(['corn', 'indigo', 'sugar', 'tobacco', 'tobacco']);
    expect(r.state.quarries).toBe(7);
    expect(pendingSeats(r.state)).toEqual([1]);
  });

  it('an exhausted pile is refilled from the shuffled discard pile (§7.4); still short → a short row', () => {
    let s = base();
    // Move all but 2 pile tiles to the discard pile.
    s = structuredClone(s);
    while (s.pile.length > 2) s.discard[s.pile.pop()!]! += 1;
    const discardBefore = s.discard.reduce((a, b) => a + b, 0);
    s = takeRole(s, 0, 'settler').state;
    const r = playAll(s, [
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'pass'],
    ]);
    expect(r.state.row).toHaveLength(5);
    expect(r.state.pile.length + r.state.row.length).toBe(2 + 5 + discardBefore);
    expect(texts(r.events)).toContain('The plantation discard pile is shuffled into a new face-down pile.');
  });

  it('when the pile and the discards together are short, the row stays short (§4.1)', () => {
    // All 41 face-down tiles go onto the islands (seats 1–3 full, seat 0 at 9 tiles).
    const s = structuredClone(base());
    let seat = 1;
    while (s.pile.length > 0) {
      while (seat !== 0 && s.seats[seat]!.tiles.reduce((a, b) => a + b, 0) >= 12) seat = (seat + 1) % 4;
      s.seats[seat]!.tiles[s.pile.pop()!]! += 1;
    }
    const r = play(takeRole(s, 0, 'settler').state, 0, 'take corn');
    // Everyone else is full, so the phase ends at once: the 4 leftovers are discarded,
    // reshuffled (the pile is empty) and turned up again: a row of 4, not 5.
    expect(pendingSeats(r.state)).toEqual([1]);
    expect(r.state.row).toHaveLength(4);
    expect(r.state.pile).toHaveLength(0);
  });

  it('a player with a full island takes nothing and is skipped (§7.1)', () => {
    let s = withBoard(base(), 1, { island: { corn: [6, 0], indigo: [6, 0] } });
    s = takeRole(s, 0, 'settler').state;
    s = play(s, 0, 'pass').state;
    expect(pendingSeats(s)).toEqual([2]);
  });

  it('with the quarry stack empty there is no quarry option (§7.2)', () => {
    const s = { ...base(), quarries: 0 };
    s.seats = s.seats.map((p) => ({ ...p, tiles: [...p.tiles] }));
    s.seats[2]!.tiles[5] = 8;
    const { state } = takeRole(s, 0, 'settler');
    expect(legal(state, 0)).not.toContain('take quarry');
  });
});

describe('Construction hut and Hacienda (S1)', () => {
  it('an occupied Construction hut lets a non-Settler take a quarry; Settler + hut is still one quarry (§7.2)', () => {
    let s = withBoard(base(), 1, { city: { 'construction-hut': 1 } });
    s = withBoard(s, 0, { city: { 'construction-hut': 1 } });
    let { state } = takeRole(s, 0, 'settler');
    expect(legal(state, 0).filter((m) => m === 'take quarry')).toHaveLength(1);
    state = play(state, 0, 'take quarry').state;
    expect(pendingSeats(state)).toEqual([1]);
    expect(legal(state, 1)).toContain('take quarry');
  });

  it('an unoccupied Construction hut does nothing', () => {
    const s = withBoard(base(), 1, { city: { 'construction-hut': 0 } });
    const state = play(takeRole(s, 0, 'settler').state, 0, 'pass').state;
    expect(legal(state, 1)).not.toContain('take quarry');
  });

  it('Hacienda draws the top face-down tile before the normal take', () => {
    let s = withPileTop(withBoard(base(), 0, { city: { hacienda: 1 } }), ['tobacco']);
    s = takeRole(s, 0, 'settler').state;
    expect(legal(s, 0)[0]).toBe('hacienda');
    const r = play(s, 0, 'hacienda');
    expect(r.state.seats[0]!.tiles[3]).toBe(1);
    expect(texts(r.events)).toContain('S0 draws a tobacco plantation with the Hacienda');
    expect(legal(r.state, 0)).toEqual(['take corn', 'take indigo', 'take sugar', 'take coffee', 'take quarry', 'pass']);
  });

  it('Hacienda on an island with 1 empty space fills it; then no face-up tile (§7.1)', () => {
    let s = withBoard(base(), 0, { city: { hacienda: 1 }, island: { corn: [6, 0], indigo: [5, 0] } });
    s = takeRole(s, 0, 'settler').state;
    const r = play(s, 0, 'hacienda');
    expect(r.state.seats[0]!.tiles.reduce((a, b) => a + b, 0)).toBe(12);
    expect(pendingSeats(r.state)).toEqual([1]);
  });
});

describe('Hospice (S3)', () => {
  it('puts a colonist from the colonist supply on the tile just taken', () => {
    let s = withBoard(base(), 0, { city: { hospice: 1 } });
    s = takeRole(s, 0, 'settler').state;
    s = play(s, 0, 'take coffee').state;
    expect(legal(s, 0)).toEqual(['hospice', 'pass']);
    const before = s.colonists;
    const r = play(s, 0, 'hospice');
    expect(r.state.seats[0]!.manned[4]).toBe(1);
    expect(r.state.colonists).toBe(before - 1);
    expect(texts(r.events)).toContain('S0 puts a colonist from the colonist supply on the new coffee plantation (Hospice)');
  });

  it('works on a quarry too; falls back to the colonist ship when the supply is empty (§7.6)', () => {
    let s = withBoard(base(), 0, { city: { hospice: 1 } });
    s = { ...s, colonists: 0, ship: s.ship + s.colonists };
    s = takeRole(s, 0, 'settler').state;
    s = play(s, 0, 'take quarry').state;
    const ship = s.ship;
    const r = play(s, 0, 'hospice');
    expect(r.state.seats[0]!.manned[5]).toBe(1);
    expect(r.state.ship).toBe(ship - 1);
  });

  it('no colonist anywhere: no Hospice step', () => {
    let s = withBoard(base(), 0, { city: { hospice: 1 } });
    s = { ...s, seats: s.seats.map((p, i) => (i === 3 ? { ...p, sanJuan: p.sanJuan + s.colonists + s.ship } : p)), colonists: 0, ship: 0 };
    s = takeRole(s, 0, 'settler').state;
    s = play(s, 0, 'take coffee').state;
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('the Hacienda tile never gets the Hospice colonist (§7.3)', () => {
    let s = withPileTop(withBoard(base(), 0, { city: { hospice: 1, hacienda: 1 } }), ['tobacco']);
    s = takeRole(s, 0, 'settler').state;
    s = play(s, 0, 'hacienda').state;
    s = play(s, 0, 'take corn').state;
    s = play(s, 0, 'hospice').state;
    expect(s.seats[0]!.manned).toEqual([1, 0, 0, 0, 0, 0]);
    expect(s.seats[0]!.tiles[3]).toBe(1);
  });
});
