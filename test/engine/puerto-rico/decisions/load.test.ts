/** Captain phase loading (§4.6), K1, Wharf, Harbor, VP pool; §7.26–7.32. */
import { describe, expect, it } from 'vitest';
import type { PRState } from '../../../../engine/puerto-rico';
import { GOODS } from '../../../../engine/puerto-rico/data';
import { goodsOf, legal, newGame, pendingSeats, play, playAll, refusal, takeRole, stepOf, texts, withBoard } from '../helpers';

function withShip(s: PRState, capacity: number, good: string, load: number): PRState {
  const next = structuredClone(s);
  const ship = next.ships.find((x) => x.capacity === capacity)!;
  const g = GOODS.indexOf(good as never);
  ship.good = g;
  ship.load = load;
  next.goods[g]! -= load;
  return next;
}

describe('the seed Captain example (4 players, ships 5/6/7, 3 corn on the 6-ship)', () => {
  function example(): PRState {
    let s = withShip(newGame(4), 6, 'corn', 3);
    s = withBoard(s, 0, { goods: { corn: 2, sugar: 6 } });
    s = withBoard(s, 1, { goods: { sugar: 2, tobacco: 2 } });
    s = withBoard(s, 2, { goods: { corn: 2, tobacco: 2 } });
    s = withBoard(s, 3, { goods: { corn: 2, indigo: 5 } });
    return s;
  }

  it('A must put 6 sugar on the 7-ship, not the 5-ship (rule 6)', () => {
    const { state } = takeRole(example(), 0, 'captain');
    expect(legal(state, 0)).toEqual(['ship corn 6', 'ship sugar 7']);
    expect(refusal(state, 0, { kind: 'ship', good: 'sugar', ship: 5 })).toBe('Your sugar must go on the 7-ship.');
    expect(refusal(state, 0, { kind: 'pass' })).toBe('You cannot pass: you can load goods on a cargo ship, and loading is compulsory.');
  });

  it('plays out as in the seed: loads, VP, storage and unloading', () => {
    const { state } = takeRole(example(), 0, 'captain');
    const r = playAll(state, [
      [0, 'ship sugar 7'], // 6 + 1 privilege
      [1, 'ship sugar 7'], // 1 (one space left)
      [2, 'ship tobacco 5'], // 2
      [3, 'ship corn 6'], // 2 (indigo has no ship)
      [0, 'ship corn 6'], // 1, no privilege the second time
      [1, 'ship tobacco 5'], // 2
    ]);
    expect(r.state.seats.map((p) => p.vp)).toEqual([8, 3, 2, 2]);
    // Storage: A corn 1, B sugar 1 are kept automatically; C and D must choose.
    expect(pendingSeats(r.state)).toEqual([2, 3]);
    const done = playAll(r.state, [
      [2, 'keep corn'],
      [3, 'keep indigo'],
    ]);
    expect(done.state.seats.map((p) => goodsOf(done.state, done.state.seats.indexOf(p)))).toEqual([
      { corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
      { corn: 0, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 },
      { corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
      { corn: 0, indigo: 1, sugar: 0, tobacco: 0, coffee: 0 },
    ]);
    // The corn (6) and sugar (7) ships are full and unload; the 5-ship keeps its 4 tobacco.
    expect(done.state.ships).toEqual([
      { capacity: 5, good: 3, load: 4 },
      { capacity: 6, good: -1, load: 0 },
      { capacity: 7, good: -1, load: 0 },
    ]);
    expect(texts(done.events)).toContain('The 6-ship sails with 6 corn.');
    expect(stepOf(done.state)).toBe('role');
  });
});

describe('loading rules', () => {
  it('if the 7-ship carries another kind, the 5-ship is legal for 6 sugar (seed)', () => {
    const s = withBoard(withShip(withShip(newGame(4), 6, 'corn', 3), 7, 'coffee', 1), 0, { goods: { sugar: 6 } });
    expect(legal(takeRole(s, 0, 'captain').state, 0)).toEqual(['ship sugar 5']);
  });

  it('equally good empty ships are all offered (ties are free, §7.29)', () => {
    const s = withBoard(newGame(4), 0, { goods: { corn: 3 } });
    expect(legal(takeRole(s, 0, 'captain').state, 0)).toEqual(['ship corn 5', 'ship corn 6', 'ship corn 7']);
  });

  it('a kind on a full ship cannot go on another ship this phase (§7.27)', () => {
    const s = withBoard(withShip(newGame(4), 5, 'corn', 5), 0, { goods: { corn: 3 } });
    const r = takeRole(s, 0, 'captain');
    // Nothing can be loaded: straight to storage, where 1 of the 3 corn may be kept.
    expect(stepOf(r.state)).toBe('store');
    expect(legal(r.state, 0)).toEqual(['keep corn', 'pass']);
    const kept = play(r.state, 0, 'keep corn');
    expect(goodsOf(kept.state, 0).corn).toBe(1);
    expect(texts(kept.events)).toContain('S0 keeps 1 corn and returns 2 barrels');
    // The full corn ship unloads after storage (§7.34).
    expect(kept.state.ships[0]).toEqual({ capacity: 5, good: -1, load: 0 });
  });

  it('a partly filled ship keeps its kind across rounds and blocks it elsewhere (§7.28)', () => {
    const s = withBoard(withShip(newGame(4), 7, 'indigo', 2), 0, { goods: { indigo: 4 } });
    expect(legal(takeRole(s, 0, 'captain').state, 0)).toEqual(['ship indigo 7']);
  });

  it('loading continues around the table until nobody can load', () => {
    let s = withBoard(newGame(4), 0, { goods: { corn: 1, indigo: 1 } });
    s = withBoard(s, 1, { goods: { corn: 1 } });
    const r = playAll(takeRole(s, 0, 'captain').state, [
      [0, 'ship corn 5'],
      [1, 'ship corn 5'],
      [0, 'ship indigo 6'],
    ]);
    expect(r.state.seats.map((p) => p.vp)).toEqual([3, 1, 0, 0]);
    expect(stepOf(r.state)).toBe('role');
  });

  it('Captain chosen when nobody can load: no privilege (§7.26)', () => {
    const r = takeRole(newGame(4), 0, 'captain');
    expect(r.state.seats[0]!.vp).toBe(0);
    expect(stepOf(r.state)).toBe('role');
  });
});

describe('Harbor and Wharf', () => {
  it('Harbor: +1 VP per load, not per barrel (seed: 6 sugar then 1 corn → 6+1 and 1+1)', () => {
    let s = withShip(newGame(4), 6, 'corn', 5);
    s = withBoard(s, 1, { goods: { corn: 1, sugar: 6 }, city: { harbor: 1 } });
    s = withBoard(s, 0, { goods: { indigo: 1 } });
    const r = playAll(takeRole(s, 0, 'captain').state, [
      [0, 'ship indigo 5'],
      [1, 'ship sugar 7'],
      [1, 'ship corn 6'],
    ]);
    expect(r.state.seats[1]!.vp).toBe(9);
  });

  it('the VP a load earns is told only to the loader (§9): the public event names the load', () => {
    const s = withBoard(newGame(4), 0, { goods: { corn: 2 }, city: { harbor: 1 } });
    const r = play(takeRole(s, 0, 'captain').state, 0, 'ship corn 5');
    expect(r.events.filter((e) => !e.visibleTo).map((e) => e.text)).toContain('ships 2 corn on the 5-ship');
    expect(r.events.filter((e) => e.visibleTo)).toEqual([
      {
        seat: 0,
        text: 'You score 4 VP (Harbor +1, Captain +1); your VP chips: 4.',
        ja: 'あなたは勝利点4を得た（港+1、船長+1）。あなたの勝利点チップ：4。',
        visibleTo: [0],
      },
    ]);
  });

  it('Wharf: all barrels of one kind to the supply, 1 VP each, with Harbor and privilege (§7.30, D7, D8)', () => {
    const s = withBoard(withShip(newGame(4), 5, 'coffee', 1), 0, { goods: { corn: 2, coffee: 4 }, city: { wharf: 1, harbor: 1 } });
    const { state } = takeRole(s, 0, 'captain');
    expect(legal(state, 0)).toEqual(['ship corn 6', 'ship corn 7', 'ship coffee 5', 'wharf corn', 'wharf coffee']);
    const supply = state.goods[4]!;
    const r = play(state, 0, 'wharf coffee');
    expect(r.state.seats[0]!.vp).toBe(4 + 1 + 1);
    expect(r.state.goods[4]).toBe(supply + 4);
    expect(goodsOf(r.state, 0).coffee).toBe(0);
    expect(texts(r.events)).toContain('S0 ships 4 coffee with the Wharf');
  });

  it('Wharf once per Captain phase; optional when no cargo load is possible (§7.30, D6)', () => {
    let s = withShip(withShip(withShip(newGame(4), 5, 'sugar', 1), 6, 'indigo', 1), 7, 'tobacco', 1);
    s = withBoard(s, 1, { goods: { corn: 3, coffee: 2 }, city: { wharf: 1 } });
    s = withBoard(s, 0, { goods: { sugar: 4 } });
    let { state } = takeRole(s, 0, 'captain');
    state = play(state, 0, 'ship sugar 5').state;
    expect(legal(state, 1)).toEqual(['wharf corn', 'wharf coffee', 'pass']);
    state = play(state, 1, 'wharf corn').state;
    // Seat 1 may not use the Wharf again; loading ends when everybody passes.
    expect(stepOf(state)).toBe('store');
    expect(pendingSeats(state)).toEqual([1]);
  });

  it('a Wharf owner who passes can be asked again while others still load', () => {
    let s = withShip(withShip(newGame(4), 6, 'indigo', 1), 7, 'tobacco', 1);
    s = withBoard(s, 1, { goods: { coffee: 2 }, city: { wharf: 1 } });
    s = withBoard(s, 0, { goods: { corn: 3 } });
    s = withBoard(s, 2, { goods: { corn: 1 } });
    let { state } = takeRole(s, 0, 'captain');
    state = playAll(state, [
      [0, 'ship corn 5'],
      [1, 'pass'],
      [2, 'ship corn 5'],
    ]).state;
    expect(pendingSeats(state)).toEqual([1]);
    expect(stepOf(play(state, 1, 'pass').state)).toBe('store');
  });

  it('VP beyond the pool still count; the pool reaching 0 sets the end flag (§7.32)', () => {
    let s = withBoard(newGame(4), 3, { vp: 97 });
    s = withBoard(s, 0, { goods: { corn: 5 } });
    expect(s.vpPool).toBe(3);
    const r = play(takeRole(s, 0, 'captain').state, 0, 'ship corn 5');
    expect(r.state.seats[0]!.vp).toBe(6);
    expect(r.state.vpPool).toBe(0);
    expect(r.state.end).toEqual(['vp-chips']);
    expect(texts(r.events)).toContain('The VP chips have run out. The game ends after this round.');
  });
});
