/** Notation (docs/puerto-rico-notation.md): format, forgiving parse, Japanese names. */
import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../../engine/core/json';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { randomPositions } from './positions';
import { newGame, play, takeRole, withBoard } from './helpers';

function parse(s: PRState, seat: number, text: string) {
  return puertoRico.parse(text, s, seat);
}

describe('parse(format(m)) = m', () => {
  it('for every legal move of many random positions (2–5 players)', () => {
    let checked = 0;
    for (const n of [2, 3, 4, 5]) {
      for (const s of randomPositions(n, 3, 5, 'notation')) {
        for (const { seat } of puertoRico.pending(s)) {
          const legal = puertoRico.legalMoves(s, seat);
          const texts = legal.map(puertoRico.format);
          expect(new Set(texts).size).toBe(texts.length);
          for (const move of legal) {
            const parsed = puertoRico.parse(puertoRico.format(move), s, seat);
            expect(parsed.ok && deepEqual(parsed.move, move)).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('forgiving input', () => {
  const builder = takeRole(withBoard(newGame(4), 0, { doubloons: 10 }), 0, 'builder').state;

  it('case, spaces and hyphens do not matter', () => {
    expect(parse(builder, 0, '  Build  Small Market ')).toEqual({ ok: true, move: { kind: 'build', building: 'small-market' } });
    expect(parse(builder, 0, 'build smallmarket')).toEqual({ ok: true, move: { kind: 'build', building: 'small-market' } });
  });

  it('the verb may be left out when the rest names one move', () => {
    expect(parse(builder, 0, 'harbor')).toEqual({ ok: true, move: { kind: 'build', building: 'harbor' } });
    expect(parse(builder, 0, 'small-market')).toEqual({ ok: true, move: { kind: 'build', building: 'small-market' } });
    expect(parse(newGame(4), 0, 'captain')).toEqual({ ok: true, move: { kind: 'chooseRole', role: 'captain' } });
  });

  it("the seed's Japanese names: 建築家 (Builder), 港 (Harbor), 小さい市場 (Small market)", () => {
    expect(parse(newGame(4), 0, '建築家')).toEqual({ ok: true, move: { kind: 'chooseRole', role: 'builder' } });
    expect(parse(newGame(4), 0, '役割 金鉱掘り')).toEqual({ ok: true, move: { kind: 'chooseRole', role: 'prospector' } });
    const rich = takeRole(withBoard(newGame(4), 0, { doubloons: 20 }), 0, 'builder').state;
    expect(parse(rich, 0, '港')).toEqual({ ok: true, move: { kind: 'build', building: 'harbor' } });
    expect(parse(rich, 0, '港を建てる')).toEqual({ ok: true, move: { kind: 'build', building: 'harbor' } });
    expect(parse(rich, 0, '小さい市場')).toEqual({ ok: true, move: { kind: 'build', building: 'small-market' } });
    expect(parse(rich, 0, '大きい倉庫')).toEqual({ ok: true, move: { kind: 'build', building: 'large-warehouse' } });
    expect(parse(rich, 0, 'インディゴ工場')).toEqual({ ok: true, move: { kind: 'build', building: 'indigo-plant' } });
    expect(parse(rich, 0, 'パス')).toEqual({ ok: true, move: { kind: 'pass' } });
  });

  it('"ship corn" is enough when only one ship takes corn; ambiguous input is refused with the options', () => {
    const s = withBoard(newGame(4), 0, { goods: { corn: 3, sugar: 7 } });
    const captain = takeRole(s, 0, 'captain').state;
    expect(parse(captain, 0, 'ship sugar')).toEqual({ ok: true, move: { kind: 'ship', good: 'sugar', ship: 7 } });
    const ambiguous = parse(captain, 0, 'ship corn');
    expect(ambiguous).toEqual({
      ok: false,
      error: {
        code: 'ambiguous-move',
        reason: '"ship corn" could mean ship corn 5 or ship corn 6 or ship corn 7: please write it in full.',
        reasonJa:
          '「ship corn」は「コーンを5樽積みの船に積む」、「コーンを6樽積みの船に積む」、「コーンを7樽積みの船に積む」のどれのことか分かりません。省略せずに書いてください。',
      },
    });
    expect(parse(captain, 0, '出荷 砂糖 7')).toEqual({ ok: true, move: { kind: 'ship', good: 'sugar', ship: 7 } });
  });

  it('"corn plantation" means the corn plantation when placing colonists', () => {
    let s = withBoard(newGame(4), 0, { island: { corn: [2, 0], indigo: [1, 0] }, city: { 'indigo-plant': 0 } });
    s = play(takeRole(s, 0, 'mayor').state, 0, 'pass').state;
    expect(parse(s, 0, 'place corn plantation')).toEqual({ ok: true, move: { kind: 'place', target: 'corn' } });
    expect(parse(s, 0, 'place indigo plant')).toEqual({ ok: true, move: { kind: 'place', target: 'indigo-plant' } });
    expect(parse(s, 0, 'place indigo')).toEqual({ ok: true, move: { kind: 'place', target: 'indigo' } });
  });

  it('an illegal move is refused with the list of legal moves', () => {
    const r = parse(newGame(3), 0, 'sell coffee');
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'unknown-move',
        reason:
          '"sell coffee" is not a legal move now. You can: role settler, role mayor, role builder, role craftsman, role trader, role captain.',
        reasonJa:
          '「sell coffee」は今選べる行動ではありません。選べる行動：開拓者を選ぶ、市長を選ぶ、建築家を選ぶ、監督を選ぶ、商人を選ぶ、船長を選ぶ',
      },
    });
    expect(parse(newGame(3), 1, 'pass').ok).toBe(false);
  });
});
