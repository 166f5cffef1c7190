/** describeMove: what a move does and costs, in English and Japanese (names from spec §0). */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRMove, type PRState } from '../../../engine/puerto-rico';
import type { RoleId } from '../../../engine/puerto-rico/data';
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
    expect(words(state, 1, { kind: 'build', building: 'harbor' })).toEqual([
      '8 doubloons (7 after your quarry), 3 VP; +1 VP on each shipment',
      '8ダブロン（採石場1で7）、勝利点3。出荷するたびに勝利点+1',
    ]);
    expect(words(state, 1, { kind: 'build', building: 'small-market' })).toEqual([
      '1 doubloon (0 after your quarry), 1 VP; +1 doubloon on each sale',
      '1ダブロン（採石場1で0）、勝利点1。売るたびに+1ダブロン',
    ]);
  });

  it("build as the Builder: quarries (up to the column) and the Builder's 1 doubloon", () => {
    const s = withBoard(newGame(4), 0, { island: { quarry: [2, 2] }, doubloons: 10 });
    const { state } = takeRole(s, 0, 'builder');
    expect(words(state, 0, { kind: 'build', building: 'harbor' })).toEqual([
      "8 doubloons (5 after your 2 quarries and the Builder's 1), 3 VP; +1 VP on each shipment",
      '8ダブロン（採石場2と建築家の特権で5）、勝利点3。出荷するたびに勝利点+1',
    ]);
    expect(words(state, 0, { kind: 'build', building: 'hacienda' })[0]).toBe(
      "2 doubloons (0 after your quarry and the Builder's 1), 1 VP; Settler: draw 1 more plantation from the face-down pile",
    );
  });

  it('"an" before a vowel: an indigo plantation, a corn plantation', () => {
    const { state } = takeRole(newGame(4), 0, 'settler');
    expect(words(state, 0, { kind: 'takePlantation', tile: 'indigo' })[0]).toMatch(/^an indigo plantation for your island/);
    expect(words(state, 0, { kind: 'takePlantation', tile: 'corn' })[0]).toMatch(/^a corn plantation for your island/);
  });

  it('sell: the price with each bonus named (§4.5)', () => {
    const s = withBoard(withBoard(newGame(4), 1, { goods: { indigo: 1, corn: 1 }, city: { 'small-market': 1 } }), 0, {
      goods: { coffee: 1 },
      city: { 'large-market': 1 },
    });
    const { state } = takeRole(s, 0, 'trader');
    expect(words(state, 0, { kind: 'sell', good: 'coffee' })).toEqual([
      '7 doubloons (coffee 4, +1 Trader, +2 large market)',
      '7ダブロン（コーヒー4、商人+1、大きい市場+2）',
    ]);
    const next = play(state, 0, 'pass').state;
    expect(words(next, 1, { kind: 'sell', good: 'indigo' })).toEqual([
      '2 doubloons (indigo 1, +1 small market)',
      '2ダブロン（インディゴ1、小さい市場+1）',
    ]);
  });

  it('ship: the barrels that fit and the VP with the Harbor and the Captain privilege (§4.6 rule 8)', () => {
    const s = withBoard(newGame(4), 0, { goods: { corn: 7 }, city: { harbor: 1 } });
    const { state } = takeRole(s, 0, 'captain');
    expect(words(state, 0, { kind: 'ship', good: 'corn', ship: 7 })).toEqual([
      '7 corn on the 7-ship: 9 VP (+1 Harbor, +1 Captain)',
      'コーン7樽を7樽積みの船へ：勝利点9（港+1、船長+1）',
    ]);
    expect(words(state, 0, { kind: 'ship', good: 'corn', ship: 5 })[0]).toBe(
      '5 corn on the 5-ship: 7 VP (+1 Harbor, +1 Captain); 2 stay with you',
    );
  });

  it('role: what it would give you now, from your board and the supplies (§4), and the doubloons on the card', () => {
    const s = structuredClone(
      withBoard(newGame(4), 0, {
        doubloons: 5,
        goods: { corn: 2, coffee: 1 },
        island: { corn: [2, 2], indigo: [1, 1], quarry: [1, 1] },
        city: { 'small-indigo-plant': 1, 'small-market': 1 },
      }),
    );
    s.roles.find((r) => r.id === 'builder')!.doubloons = 2;
    const role = (r: RoleId) => words(s, 0, { kind: 'chooseRole', role: r });
    // §4.4: 2 manned corn plantations; 1 manned indigo plantation with a manned small indigo plant.
    expect(role('craftsman')).toEqual(['you produce 2 corn, 1 indigo; privilege +1 barrel', 'コーン2樽、インディゴ1樽を生産。特権で+1樽']);
    // §4.5: coffee 4, +1 privilege, +1 small market.
    expect(role('trader')).toEqual([
      'your best sale: coffee for 6 doubloons (privilege +1 included)',
      '一番高く売れるのはコーヒーで6ダブロン（特権の+1を含む）',
    ]);
    // §4.2: 4 colonists on the ship for 4 players, one each; every circle is manned already.
    expect(role('mayor')).toEqual([
      'you get 1 colonist from the ship + 1 from the supply (privilege); 0 empty circles',
      '入植船から1人とストックから1人（特権）を得る。空いている円は0',
    ]);
    expect(role('settler')[0]).toMatch(/^you take one of: .*a quarry \(privilege\)$/);
    expect(role('captain')).toEqual([
      'you ship from 2 corn, 1 coffee; privilege +1 VP on your first load',
      'コーン2樽、コーヒー1樽から出荷する。特権で最初の出荷に勝利点+1',
    ]);
    expect(role('builder')[0]).toMatch(
      /^with 5 doubloons and 1 off \(privilege\) you can pay for \d+ buildings; plus 2 doubloons on the card$/,
    );
    expect(role('prospector')).toEqual(['you take 1 doubloon', '1ダブロンを得る']);
  });

  it('the draft says what each building does in one line (expansions §3.6)', () => {
    const s = puertoRico.setup(3, { governor: 1, expansions: 'buildings' }, 'test');
    const legal = puertoRico.legalMoves(s, puertoRico.pending(s)[0]!.seat);
    const notes = legal.filter((m) => m.kind === 'draft').map((m) => words(s, 0, m));
    expect(notes.length).toBeGreaterThan(10);
    for (const [en, ja] of notes) {
      expect(en).toMatch(/^cost \d+, \d+ VP; .{8,}$/);
      expect(ja).toMatch(/^\d+ダブロン、勝利点\d+。.{4,}$/);
    }
    expect(words(s, 0, { kind: 'draft', building: 'aqueduct' })[0]).toBe(
      'cost 1, 1 VP; Craftsman: 1 more indigo or sugar when your large plant of it produces',
    );
  });

  it('storage: what is kept and how many barrels go back', () => {
    const s = structuredClone(withBoard(newGame(4), 1, { goods: { indigo: 3, sugar: 2 } }));
    (
      [
        [0, 5],
        [3, 6],
        [4, 7],
      ] as const
    ).forEach(([good, load], i) => {
      s.ships[i] = { capacity: load, good, load };
      s.goods[good]! -= load;
    });
    const { state } = takeRole(s, 0, 'captain');
    expect(words(state, 1, { kind: 'keep', good: 'sugar' })).toEqual([
      'keep 1 sugar; 4 barrels go back to the supply',
      '砂糖を1樽残す。4樽をサプライに戻す',
    ]);
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
