/** Captain storage (§4.6 step 3, K2, D12) and unloading; §7.33–7.34. */
import { describe, expect, it } from 'vitest';
import { keepsEverything } from '../../../../engine/puerto-rico/decisions/store';
import { puertoRico, type PRState } from '../../../../engine/puerto-rico';
import { goodsOf, legal, newGame as freshGame, pendingSeats, play, playAll, takeRole, texts, top, withBoard } from '../helpers';

/** A 4-player game whose three ships are full (5 corn, 6 tobacco, 7 coffee): nothing can be loaded. */
function newGame(players: number): PRState {
  const s = structuredClone(freshGame(players));
  const fill = [
    [0, 5],
    [3, 6],
    [4, 7],
  ] as const;
  fill.forEach(([good, load], i) => {
    s.ships[i] = { capacity: load, good, load };
    s.goods[good]! -= load;
  });
  return s;
}

describe('the warehouse formula', () => {
  it('keeps 1 barrel plus all barrels of W kinds (W = 0, 1, 2, 3)', () => {
    expect(keepsEverything([1, 0, 0, 0, 0], 0)).toBe(true);
    expect(keepsEverything([2, 0, 0, 0, 0], 0)).toBe(false);
    expect(keepsEverything([5, 1, 0, 0, 0], 1)).toBe(true);
    expect(keepsEverything([5, 2, 0, 0, 0], 1)).toBe(false);
    expect(keepsEverything([5, 4, 1, 0, 0], 2)).toBe(true);
    expect(keepsEverything([5, 4, 3, 1, 0], 3)).toBe(true);
    expect(keepsEverything([5, 4, 3, 2, 0], 3)).toBe(false);
  });
});

describe('storage steps (K2)', () => {
  it('no warehouse: choose the one barrel to keep; the rest returns to the supply', () => {
    const s = withBoard(newGame(4), 1, { goods: { indigo: 3, sugar: 2 } });
    const r = takeRole(s, 0, 'captain');
    expect(pendingSeats(r.state)).toEqual([1]);
    expect(legal(r.state, 1)).toEqual(['keep indigo', 'keep sugar', 'pass']);
    const kept = play(r.state, 1, 'keep sugar');
    expect(goodsOf(kept.state, 1)).toEqual({ corn: 0, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 });
    expect(kept.state.goods[1]).toBe(11);
    expect(texts(kept.events)).toContain('S1 keeps 1 sugar and returns 4 barrels');
  });

  it('keeping nothing is allowed (D12)', () => {
    const s = withBoard(newGame(4), 1, { goods: { indigo: 3 } });
    const kept = play(takeRole(s, 0, 'captain').state, 1, 'pass');
    expect(goodsOf(kept.state, 1).indigo).toBe(0);
  });

  it('Small warehouse: one whole kind first, then the single barrel', () => {
    const s = withBoard(newGame(4), 1, { goods: { corn: 2, indigo: 3, sugar: 2 }, city: { 'small-warehouse': 1 } });
    let { state } = takeRole(s, 0, 'captain');
    expect(puertoRicoPrompt(state, 1)).toBe('choose goods for your warehouse');
    state = play(state, 1, 'keep indigo').state;
    expect(puertoRicoPrompt(state, 1)).toBe('choose the one barrel to keep');
    expect(legal(state, 1)).toEqual(['keep corn', 'keep sugar', 'pass']);
    state = play(state, 1, 'keep corn').state;
    expect(goodsOf(state, 1)).toEqual({ corn: 1, indigo: 3, sugar: 0, tobacco: 0, coffee: 0 });
  });

  it('both warehouses: three whole kinds plus 1 barrel (§7.33)', () => {
    const s = withBoard(newGame(4), 1, {
      goods: { corn: 2, indigo: 3, sugar: 2, tobacco: 2, coffee: 2 },
      city: { 'small-warehouse': 1, 'large-warehouse': 1 },
    });
    const r = playAll(takeRole(s, 0, 'captain').state, [
      [1, 'keep indigo'],
      [1, 'keep sugar'],
      [1, 'keep tobacco'],
      [1, 'keep coffee'],
    ]);
    expect(goodsOf(r.state, 1)).toEqual({ corn: 0, indigo: 3, sugar: 2, tobacco: 2, coffee: 1 });
  });

  it('"pass" ends the warehouse choices early; then the single barrel is chosen', () => {
    const s = withBoard(newGame(4), 1, { goods: { corn: 2, indigo: 3, sugar: 2 }, city: { 'large-warehouse': 1 } });
    let { state } = takeRole(s, 0, 'captain');
    state = play(state, 1, 'keep indigo').state;
    expect(puertoRicoPrompt(state, 1)).toBe('choose goods for your warehouse');
    state = play(state, 1, 'pass').state;
    expect(legal(state, 1)).toEqual(['keep corn', 'keep sugar', 'pass']);
    state = play(state, 1, 'keep sugar').state;
    expect(goodsOf(state, 1)).toEqual({ corn: 0, indigo: 3, sugar: 1, tobacco: 0, coffee: 0 });
  });

  it('players whose goods all fit keep them automatically; all others decide at the same time', () => {
    let s = withBoard(newGame(4), 1, { goods: { indigo: 3 } });
    s = withBoard(s, 2, { goods: { sugar: 1 } });
    s = withBoard(s, 3, { goods: { sugar: 2 } });
    const r = takeRole(s, 0, 'captain');
    expect(pendingSeats(r.state)).toEqual([1, 3]);
    const after = play(r.state, 3, 'keep sugar');
    expect(pendingSeats(after.state)).toEqual([1]);
    expect(goodsOf(after.state, 2).sugar).toBe(1);
  });

  it('an unoccupied warehouse does not count', () => {
    const s = withBoard(newGame(4), 1, { goods: { indigo: 3, sugar: 2 }, city: { 'small-warehouse': 0 } });
    expect(puertoRicoPrompt(takeRole(s, 0, 'captain').state, 1)).toBe('choose the one barrel to keep');
  });
});

function puertoRicoPrompt(state: Parameters<typeof pendingSeats>[0], seat: number): string {
  const f = top(state);
  return f?.kind === 'store' && f.turns.find((x) => x.seat === seat)?.single
    ? 'choose the one barrel to keep'
    : 'choose goods for your warehouse';
}

describe('storage prompts', () => {
  it('say which choice is asked, for every seat that must decide', () => {
    let s = withBoard(newGame(4), 1, { goods: { indigo: 3, sugar: 2 }, city: { 'small-warehouse': 1 } });
    s = withBoard(s, 2, { goods: { indigo: 2, sugar: 2 } });
    const { state } = takeRole(s, 0, 'captain');
    expect(puertoRico.pending(state)).toEqual([
      { seat: 1, prompt: 'choose goods to store in a warehouse', promptJa: '倉庫に保管する商品を選ぶ' },
      { seat: 2, prompt: 'choose the one barrel to keep', promptJa: '手元に残す樽を1つ選ぶ' },
    ]);
  });
});
