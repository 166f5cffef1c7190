/** Trader phase (§4.5), T1 sell; §7.22–7.25. */
import { describe, expect, it } from 'vitest';
import { GOODS } from '../../../../engine/puerto-rico/data';
import type { PRState } from '../../../../engine/puerto-rico';
import { legal, newGame, pendingSeats, play, playAll, refusal, takeRole, stepOf, texts, withBoard } from '../helpers';

function withHouse(s: PRState, goods: string[]): PRState {
  const next = structuredClone(s);
  for (const g of goods) {
    const i = GOODS.indexOf(g as never);
    next.goods[i]! -= 1;
    next.house.push(i);
  }
  return next;
}

describe('selling (T1)', () => {
  it('seed example: the house holds corn, indigo, tobacco → only sugar or coffee can be sold', () => {
    const s = withBoard(withHouse(newGame(4), ['corn', 'indigo', 'tobacco']), 0, {
      goods: { corn: 1, indigo: 1, sugar: 1, tobacco: 1, coffee: 1 },
    });
    const { state } = takeRole(s, 0, 'trader');
    expect(legal(state, 0)).toEqual(['sell sugar', 'sell coffee', 'pass']);
    expect(refusal(state, 0, { kind: 'sell', good: 'corn' })).toBe(
      'You cannot sell corn: the trading house already has corn and you have no occupied Office.',
    );
  });

  it('prices 0/1/2/3/4; the Trader gets +1, even for corn (§7.25)', () => {
    const prices: number[] = [];
    for (const g of GOODS) {
      const s = withBoard(newGame(4), 1, { goods: { [g]: 1 }, doubloons: 0 });
      const r = play(play(takeRole(withBoard(s, 0, { goods: { corn: 1 } }), 0, 'trader').state, 0, 'pass').state, 1, `sell ${g}`);
      prices.push(r.state.seats[1]!.doubloons);
    }
    expect(prices).toEqual([0, 1, 2, 3, 4]);
    const trader = play(takeRole(withBoard(newGame(4), 0, { goods: { corn: 1 }, doubloons: 0 }), 0, 'trader').state, 0, 'sell corn');
    expect(trader.state.seats[0]!.doubloons).toBe(1);
    expect(texts(trader.events)).toContain('S0 sells 1 corn for 1 doubloon');
  });

  it('markets stack: coffee by the Trader with both markets = 8 (§7.25)', () => {
    const s = withBoard(newGame(4), 0, { goods: { coffee: 1 }, city: { 'small-market': 1, 'large-market': 1 }, doubloons: 0 });
    expect(play(takeRole(s, 0, 'trader').state, 0, 'sell coffee').state.seats[0]!.doubloons).toBe(8);
  });

  it('unoccupied markets add nothing', () => {
    const s = withBoard(newGame(4), 0, { goods: { sugar: 1 }, city: { 'small-market': 0, 'large-market': 0 }, doubloons: 0 });
    expect(play(takeRole(s, 0, 'trader').state, 0, 'sell sugar').state.seats[0]!.doubloons).toBe(3);
  });

  it('the Office allows a kind already in the house, but not a 5th good nor a second sale (§7.24)', () => {
    const s = withBoard(withHouse(newGame(4), ['corn', 'indigo']), 0, { goods: { corn: 2 }, city: { office: 1 } });
    let { state } = takeRole(s, 0, 'trader');
    expect(legal(state, 0)).toEqual(['sell corn', 'pass']);
    state = play(state, 0, 'sell corn').state;
    expect(pendingSeats(state)).not.toContain(0);
  });

  it('the trading house fills mid-phase: the phase ends at once and the house is emptied (§7.22)', () => {
    let s = withHouse(newGame(4), ['corn', 'indigo']);
    for (let seat = 0; seat < 4; seat++) s = withBoard(s, seat, { goods: { sugar: 1, tobacco: 1, coffee: 1 } });
    const r = playAll(takeRole(s, 0, 'trader').state, [
      [0, 'sell coffee'],
      [1, 'sell sugar'],
    ]);
    expect(r.state.house).toEqual([]);
    expect(texts(r.events)).toContain('The trading house is full and is emptied.');
    expect(stepOf(r.state)).toBe('role');
    expect(r.state.goods[0]).toBe(10);
  });

  it('a partly filled house keeps its goods into later rounds (§7.23)', () => {
    const s = withBoard(newGame(4), 0, { goods: { sugar: 1 } });
    const r = play(takeRole(s, 0, 'trader').state, 0, 'sell sugar');
    expect(r.state.house).toEqual([2]);
    expect(stepOf(r.state)).toBe('role');
  });

  it('players with nothing to sell are skipped', () => {
    const s = withBoard(newGame(4), 2, { goods: { indigo: 1 } });
    expect(pendingSeats(takeRole(s, 0, 'trader').state)).toEqual([2]);
  });
});
