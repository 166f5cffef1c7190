/** describeMove: what a move does and costs, in English and Japanese (names from spec §0). */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRMove, type PRState } from '../../../engine/puerto-rico';
import { formatMove } from '../../../engine/puerto-rico/notation';
import { newGame, play, takeRole, withBoard } from './helpers';
import { randomPositions } from './positions';

function words(s: PRState, seat: number, move: PRMove): [string, string] {
  return [puertoRico.describeMove!(s, seat, move, 'en'), puertoRico.describeMove!(s, seat, move, 'ja')];
}

describe('describeMove', () => {
  it('build: the printed cost, the price after quarries (§4.3), and the VP', () => {
    const s = withBoard(newGame(4), 1, { island: { quarry: [1, 1] }, doubloons: 10 });
    const state = play(takeRole(s, 0, 'builder').state, 0, 'pass').state;
    expect(words(state, 1, { kind: 'build', building: 'harbor' })).toEqual(['8 doubloons (7 after your quarry), 3 VP', '8ダブロン（採石場1で7）、勝利点3']);
    expect(words(state, 1, { kind: 'build', building: 'small-market' })).toEqual(['1 doubloon (0 after your quarry), 1 VP', '1ダブロン（採石場1で0）、勝利点1']);
  });

  it("build as the Builder: quarries (up to the column) and the Builder's 1 doubloon", () => {
    const s = withBoard(newGame(4), 0, { island: { quarry: [2, 2] }, doubloons: 10 });
    const { state } = takeRole(s, 0, 'builder');
    expect(words(state, 0, { kind: 'build', building: 'harbor' })).toEqual([
      "8 doubloons (5 after your 2 quarries and the Builder's 1), 3 VP",
      '8ダブロン（採石場2と建築家の特権で5）、勝利点3',
    ]);
    expect(words(state, 0, { kind: 'build', building: 'hacienda' })[0]).toBe("2 doubloons (0 after your quarry and the Builder's 1), 1 VP");
  });

  it('"an" before a vowel: an indigo plantation, a corn plantation', () => {
    const { state } = takeRole(newGame(4), 0, 'settler');
    expect(words(state, 0, { kind: 'takePlantation', tile: 'indigo' })[0]).toMatch(/^an indigo plantation for your island/);
    expect(words(state, 0, { kind: 'takePlantation', tile: 'corn' })[0]).toMatch(/^a corn plantation for your island/);
  });

  it('sell: the price with each bonus named (§4.5)', () => {
    const s = withBoard(withBoard(newGame(4), 1, { goods: { indigo: 1, corn: 1 }, city: { 'small-market': 1 } }), 0, { goods: { coffee: 1 }, city: { 'large-market': 1 } });
    const { state } = takeRole(s, 0, 'trader');
    expect(words(state, 0, { kind: 'sell', good: 'coffee' })).toEqual(['7 doubloons (coffee 4, +1 Trader, +2 large market)', '7ダブロン（コーヒー4、商人+1、大きい市場+2）']);
    const next = play(state, 0, 'pass').state;
    expect(words(next, 1, { kind: 'sell', good: 'indigo' })).toEqual(['2 doubloons (indigo 1, +1 small market)', '2ダブロン（インディゴ1、小さい市場+1）']);
  });

  it('ship: the barrels that fit and the VP with the Harbor and the Captain privilege (§4.6 rule 8)', () => {
    const s = withBoard(newGame(4), 0, { goods: { corn: 7 }, city: { harbor: 1 } });
    const { state } = takeRole(s, 0, 'captain');
    expect(words(state, 0, { kind: 'ship', good: 'corn', ship: 7 })).toEqual(['7 corn on the 7-ship: 9 VP (+1 Harbor, +1 Captain)', 'コーン7樽を7樽積みの船へ：勝利点9（港+1、船長+1）']);
    expect(words(state, 0, { kind: 'ship', good: 'corn', ship: 5 })[0]).toBe('5 corn on the 5-ship: 7 VP (+1 Harbor, +1 Captain); 2 stay with you');
  });

  it('role: what everyone does, the privilege, and the doubloons on the card', () => {
    const s = structuredClone(newGame(4));
    s.roles.find((r) => r.id === 'builder')!.doubloons = 2;
    expect(words(s, 0, { kind: 'chooseRole', role: 'builder' })).toEqual([
      'everyone may build; you pay 1 doubloon less; plus 2 doubloons on the card',
      '全員が建物を建てられる。あなたは1ダブロン安く建てる。カードの2ダブロンも得る',
    ]);
    expect(words(s, 0, { kind: 'chooseRole', role: 'prospector' })).toEqual(['you take 1 doubloon', '1ダブロンを得る']);
  });

  it('storage: what is kept and how many barrels go back', () => {
    const s = structuredClone(withBoard(newGame(4), 1, { goods: { indigo: 3, sugar: 2 } }));
    ([[0, 5], [3, 6], [4, 7]] as const).forEach(([good, load], i) => {
      s.ships[i] = { capacity: load, good, load };
      s.goods[good]! -= load;
    });
    const { state } = takeRole(s, 0, 'captain');
    expect(words(state, 1, { kind: 'keep', good: 'sugar' })).toEqual(['keep 1 sugar; 4 barrels go back to the supply', '砂糖を1樽残す。4樽をサプライに戻す']);
    expect(words(state, 1, { kind: 'pass' })[0]).toBe('keep no single barrel: 5 barrels go back to the supply');
  });

  it('gives every legal move of random positions a text in both languages', () => {
    for (const s of [2, 3, 4, 5].flatMap((n) => randomPositions(n, 2, 7, 'describe'))) {
      for (const p of puertoRico.pending(s)) {
        for (const move of puertoRico.legalMoves(s, p.seat)) {
          const [en, ja] = words(s, p.seat, move);
          expect(en.length, formatMove(move)).toBeGreaterThan(0);
          expect(ja.length, formatMove(move)).toBeGreaterThan(0);
          expect(ja, formatMove(move)).not.toBe(en);
          expect(en).not.toMatch(/undefined|NaN/);
          expect(ja).not.toMatch(/undefined|NaN/);
        }
      }
    }
  });
});
