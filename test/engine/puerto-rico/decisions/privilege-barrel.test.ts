/** Craftsman phase (§4.4): production, Factory, C1 privilege barrel; §7.19–7.21. */
import { describe, expect, it } from 'vitest';
import { goodsOf, legal, newGame, pendingSeats, play, takeRole, stepOf, texts, withBoard } from '../helpers';

describe('production (D3: automatic)', () => {
  it('seed example: corn 1, indigo 1, sugar 1, tobacco 1 (tobacco storage with 2 colonists, 1 tobacco plantation)', () => {
    const s = withBoard(newGame(4), 0, {
      island: { corn: [1, 1], indigo: [1, 1], sugar: [1, 1], tobacco: [1, 1] },
      city: { 'indigo-plant': 1, 'small-sugar-mill': 1, 'tobacco-storage': 2 },
    });
    const r = takeRole(s, 0, 'craftsman');
    expect(goodsOf(r.state, 0)).toEqual({ corn: 1, indigo: 1, sugar: 1, tobacco: 1, coffee: 0 });
    expect(texts(r.events)).toContain('S0 produces 1 corn, 1 indigo, 1 sugar, 1 tobacco');
  });

  it('small and large building of one good add up (small indigo plant + indigo plant = 4)', () => {
    const s = withBoard(newGame(4), 1, { island: { indigo: [5, 5] }, city: { 'small-indigo-plant': 1, 'indigo-plant': 3 } });
    expect(goodsOf(takeRole(s, 0, 'craftsman').state, 1).indigo).toBe(4);
  });

  it('production buildings without occupied plantations (or vice versa) produce nothing', () => {
    let s = withBoard(newGame(4), 1, { island: { indigo: [2, 0], sugar: [2, 2] }, city: { 'indigo-plant': 2 } });
    s = withBoard(s, 2, { island: { coffee: [1, 1] } });
    const r = takeRole(s, 0, 'craftsman');
    expect(goodsOf(r.state, 1)).toEqual({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 });
    expect(goodsOf(r.state, 2).coffee).toBe(0);
  });

  it('the goods supply limits production in turn order from the Craftsman (§7.19)', () => {
    let s = withBoard(newGame(4), 2, { island: { corn: [3, 3] } });
    s = withBoard(s, 3, { island: { corn: [3, 3] } });
    s = withBoard(s, 0, { goods: { corn: 6 } }); // supply now 4
    const r = takeRole(s, 3, 'craftsman');
    expect(goodsOf(r.state, 3).corn).toBe(3);
    expect(goodsOf(r.state, 2).corn).toBe(1);
  });
});

describe('Factory', () => {
  const allFive = {
    island: { corn: [1, 1], indigo: [1, 1], sugar: [1, 1], tobacco: [1, 1], coffee: [1, 1] },
    city: { 'small-indigo-plant': 1, 'small-sugar-mill': 1, 'tobacco-storage': 1, 'coffee-roaster': 1, factory: 1 },
  } as const;

  it('5 kinds give 5 doubloons, not 4 (§7.20)', () => {
    const s = withBoard(newGame(4), 1, { ...allFive, doubloons: 0 });
    const r = takeRole(s, 0, 'craftsman');
    expect(r.state.seats[1]!.doubloons).toBe(5);
    expect(texts(r.events)).toContain('S1 gets 5 doubloons from the Factory');
  });

  it('counts kinds actually received: no corn left in the supply → 4 kinds → 3 doubloons', () => {
    let s = withBoard(newGame(4), 1, { ...allFive, doubloons: 0 });
    s = withBoard(s, 2, { goods: { corn: 10 } });
    expect(takeRole(s, 0, 'craftsman').state.seats[1]!.doubloons).toBe(3);
  });

  it('1 kind gives nothing; 2 kinds 1; 3 kinds 2', () => {
    const one = withBoard(newGame(4), 1, { island: { corn: [1, 1] }, city: { factory: 1 }, doubloons: 0 });
    expect(takeRole(one, 0, 'craftsman').state.seats[1]!.doubloons).toBe(0);
    const three = withBoard(newGame(4), 1, {
      island: { corn: [1, 1], indigo: [1, 1], sugar: [1, 1] },
      city: { factory: 1, 'small-indigo-plant': 1, 'small-sugar-mill': 1 },
      doubloons: 0,
    });
    expect(takeRole(three, 0, 'craftsman').state.seats[1]!.doubloons).toBe(2);
  });
});

describe('Craftsman privilege (C1)', () => {
  it('one extra barrel of a kind he produced this phase', () => {
    const s = withBoard(newGame(4), 0, { island: { corn: [1, 1], indigo: [1, 1] }, city: { 'small-indigo-plant': 1 } });
    const { state } = takeRole(s, 0, 'craftsman');
    expect(legal(state, 0)).toEqual(['take corn', 'take indigo', 'pass']);
    const r = play(state, 0, 'take indigo');
    expect(goodsOf(r.state, 0)).toEqual({ corn: 1, indigo: 2, sugar: 0, tobacco: 0, coffee: 0 });
    expect(texts(r.events)).toContain('S0 takes 1 extra indigo (Craftsman)');
  });

  it('only if the supply still has that kind; nothing produced → no privilege (§7.21)', () => {
    let s = withBoard(newGame(4), 0, { island: { corn: [2, 2] } });
    s = withBoard(s, 1, { goods: { corn: 8 } });
    const r = takeRole(s, 0, 'craftsman');
    expect(goodsOf(r.state, 0).corn).toBe(2);
    expect(pendingSeats(r.state)).toEqual([1]);
    expect(stepOf(r.state)).toBe('role');

    const nothing = takeRole(newGame(4), 0, 'craftsman');
    expect(stepOf(nothing.state)).toBe('role');
  });

  it('the privilege barrel never changes the Factory count (§7.21)', () => {
    const s = withBoard(newGame(4), 0, {
      island: { corn: [1, 1], indigo: [1, 1] },
      city: { 'small-indigo-plant': 1, factory: 1 },
      doubloons: 0,
    });
    const { state } = takeRole(s, 0, 'craftsman');
    expect(state.seats[0]!.doubloons).toBe(1);
    expect(play(state, 0, 'take corn').state.seats[0]!.doubloons).toBe(1);
  });
});
