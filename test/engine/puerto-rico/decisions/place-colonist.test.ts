/** Mayor phase (§4.2): M1 privilege, distribution, M2 placement with mandatory fill, refill; §7.6–7.12. */
import { describe, expect, it } from 'vitest';
import type { PRState } from '../../../../engine/puerto-rico';
import { legal, newGame, pendingSeats, play, playAll, stepOf, takeRole, texts, top, withBoard } from '../helpers';

describe('Mayor privilege (M1) and distribution', () => {
  it('the Mayor may take 1 colonist from the colonist supply, not from the ship', () => {
    const { state } = takeRole(newGame(4), 0, 'mayor');
    expect(legal(state, 0)).toEqual(['take colonist', 'pass']);
    const r = play(state, 0, 'take colonist');
    // 75 − 1 (privilege) − 4 (refill: every start tile got its colonist automatically).
    expect(r.state.colonists).toBe(70);
    expect(r.state.seats.map((p) => p.manned.reduce((a, b) => a + b, 0) + p.sanJuan)).toEqual([2, 1, 1, 1]);
    expect(texts(r.events)).toContain('S0 takes a colonist from the supply (Mayor)');
  });

  it('no privilege when the colonist supply is empty, even with colonists on the ship (§7.7)', () => {
    const s = { ...newGame(4), colonists: 0 };
    s.seats = s.seats.map((p, i) => (i === 3 ? { ...p, sanJuan: 75 } : p));
    const { state } = takeRole(s, 0, 'mayor');
    expect(stepOf(state)).not.toBe('mayor-privilege');
  });

  it('4 players, 6 on the ship: Mayor 2, next 2, then 1 and 1 (seed example)', () => {
    const s = { ...newGame(4), ship: 6, colonists: 73 };
    const r = play(takeRole(s, 0, 'mayor').state, 0, 'pass');
    expect(texts(r.events).filter((t) => t.includes('receives'))).toEqual([
      'S0 receives 2 colonists',
      'S1 receives 2 colonists',
      'S2 receives 1 colonist',
      'S3 receives 1 colonist',
    ]);
  });

  it('an empty ship gives nobody anything, but everybody may still rearrange (§7.8)', () => {
    let s = { ...newGame(4), ship: 0, colonists: 79 };
    s = withBoard(s, 1, { island: { corn: [1, 1], indigo: [1, 0] } });
    const r = play(takeRole(s, 0, 'mayor').state, 0, 'pass');
    expect(texts(r.events)).toContain('The colonist ship is empty.');
    expect(pendingSeats(r.state)).toEqual([1]);
    expect(legal(r.state, 1)).toEqual(['remove corn', 'done']);
  });
});

describe('colonist placement (M2)', () => {
  function mayorWith(seat0: Parameters<typeof withBoard>[2], ship = 4): PRState {
    const s = withBoard({ ...newGame(4) }, 0, seat0);
    return { ...s, ship, colonists: s.colonists + s.ship - ship };
  }

  it('places one colonist at a time, one option per tile kind or building with an empty circle', () => {
    const s = mayorWith({ island: { corn: [2, 0], quarry: [1, 0] }, city: { 'small-market': 0 } });
    const { state } = play(takeRole(s, 0, 'mayor').state, 0, 'take colonist');
    // Mayor got 1 (privilege) + 1 (ship): 2 colonists for 4 circles.
    expect(state.seats[0]!.sanJuan).toBe(2);
    expect(legal(state, 0)).toEqual(['place corn', 'place quarry', 'place small-market']);
    const r = playAll(state, [
      [0, 'place quarry'],
      [0, 'place small-market'],
    ]);
    expect(r.state.seats[0]!.manned).toEqual([0, 0, 0, 0, 0, 1]);
    // Each colonist is told once: the last placement ends the placing, no layout repeats them.
    expect(texts(r.events).filter((t) => t.startsWith('S0 '))).toEqual([
      'S0 places a colonist on the quarry',
      'S0 places a colonist on the small-market and ends placing',
    ]);
    expect(pendingSeats(r.state)).not.toContain(0);
  });

  it('colonists must fill circles: "done" is not allowed while one waits in San Juan and a circle is empty (§7.9)', () => {
    const s = mayorWith({ island: { corn: [2, 0] } });
    const { state } = play(takeRole(s, 0, 'mayor').state, 0, 'pass');
    expect(legal(state, 0)).toEqual(['place corn']);
  });

  it('all colonists may be rearranged: take off first, then place', () => {
    const s = mayorWith({ island: { corn: [1, 1], indigo: [1, 0] }, city: { 'small-indigo-plant': 0 } }, 0);
    let { state } = play(takeRole(s, 0, 'mayor').state, 0, 'pass');
    expect(legal(state, 0)).toEqual(['remove corn', 'done']);
    state = play(state, 0, 'remove corn').state;
    expect(legal(state, 0)).toEqual(['place corn', 'place indigo', 'place small-indigo-plant']);
    state = play(state, 0, 'place indigo').state;
    expect(state.seats[0]!.manned).toEqual([0, 1, 0, 0, 0, 0]);
    expect(pendingSeats(state)).not.toContain(0);
  });

  it('over capacity: every circle filled, the surplus stays in San Juan, no decision (§7.9)', () => {
    const s = mayorWith({ island: { corn: [1, 0] }, sanJuan: 2 });
    const r = play(takeRole(s, 0, 'mayor').state, 0, 'take colonist');
    expect(r.state.seats[0]!.manned[0]).toBe(1);
    expect(r.state.seats[0]!.sanJuan).toBe(3);
    expect(texts(r.events)).toContain('S0 fills every circle; 3 colonists stay in San Juan');
  });

  it('placement goes in order from the Mayor, clockwise (D13)', () => {
    let s = newGame(4);
    for (let seat = 0; seat < 4; seat++) s = withBoard(s, seat, { island: { corn: [2, 0], indigo: [1, 0] } });
    s = { ...s, ship: 8, colonists: s.colonists - 4 };
    let { state } = play(takeRole(s, 2, 'mayor').state, 2, 'pass');
    const order: number[] = [];
    for (let f = top(state); f?.kind === 'place'; f = top(state)) {
      order.push(f.seat);
      state = play(state, f.seat, legal(state, f.seat)[0]!).state;
    }
    expect(order).toEqual([2, 2, 3, 3, 0, 0, 1, 1]);
  });
});

describe('colonist ship refill', () => {
  it('refill = empty building circles of all players, at least N (seed: 2 empty → 4, 8 empty → 8)', () => {
    let s = withBoard(newGame(4), 1, { city: { 'small-market': 0, hacienda: 0 } });
    let r = play(takeRole({ ...s, ship: 0, colonists: s.colonists + s.ship }, 0, 'mayor').state, 0, 'pass');
    expect(r.state.ship).toBe(4);

    s = withBoard(newGame(4), 1, { city: { 'indigo-plant': 0, 'sugar-mill': 0, 'coffee-roaster': 0 } });
    r = play(takeRole({ ...s, ship: 0, colonists: s.colonists + s.ship }, 0, 'mayor').state, 0, 'pass');
    expect(r.state.ship).toBe(8);
    expect(texts(r.events)).toContain('8 colonists board the colonist ship.');
  });

  it('empty circles on plantations and quarries do not count (§7.10)', () => {
    const s = withBoard(newGame(4), 1, { island: { corn: [5, 0], quarry: [3, 0] } });
    // Seat 1 has 9 circles and gets 1 colonist, so 8 stay empty: still only N = 4.
    const r = play(takeRole(s, 0, 'mayor').state, 0, 'pass');
    const end = playAll(r.state, legalTurnsPlaceFirst(r.state));
    expect(end.state.ship).toBe(4);
  });

  it('exactly R left refills the ship without ending the game (D1)', () => {
    const s = newGame(4);
    const r = play(
      takeRole({ ...s, colonists: 4, seats: s.seats.map((p, i) => (i === 3 ? { ...p, sanJuan: 71 } : p)) }, 0, 'mayor').state,
      0,
      'pass',
    );
    expect(r.state.ship).toBe(4);
    expect(r.state.colonists).toBe(0);
    expect(r.state.end).toEqual([]);
  });

  it('fewer than R left: all go on the ship and the end flag is set (§7.11)', () => {
    const s = newGame(4);
    const r = play(
      takeRole({ ...s, colonists: 4, seats: s.seats.map((p, i) => (i === 3 ? { ...p, sanJuan: 71 } : p)) }, 0, 'mayor').state,
      0,
      'take colonist',
    );
    expect(r.state.ship).toBe(3);
    expect(r.state.end).toEqual(['colonists']);
    expect(texts(r.events)).toContain('The colonist supply ran short. The game ends after this round.');
  });
});

/** Place the first listed option for whoever is placing, until the Mayor phase is over. */
function legalTurnsPlaceFirst(s: PRState): [number, string][] {
  const out: [number, string][] = [];
  let state = s;
  for (let f = top(state); f?.kind === 'place'; f = top(state)) {
    const seat = f.seat;
    const move = legal(state, seat)[0]!;
    out.push([seat, move]);
    state = play(state, seat, move).state;
  }
  return out;
}
