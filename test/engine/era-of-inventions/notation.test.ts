/** Notation (docs/era-of-inventions-notation.md): round trip, forgiving input, Japanese names. */
import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../../engine/core/json';
import { at, game, legal, NO_RES, withState } from './helpers';
import type { EraMove, EraState } from '../../../engine/era-of-inventions';
import { randomPlayout } from '../../../engine/core/playout';
import { replay } from '../../../engine/core/match';

const KEYWORDS = [
  'help',
  'status',
  'history',
  'undo',
  'resign',
  'vacation',
  'back',
  'notify',
  'timezone',
  'language',
  'join',
  'decline',
  'new',
  'stop',
];

function parsed(s: EraState, seat: number, text: string): EraMove | string {
  const p = game.parse(text, s, seat);
  return p.ok ? p.move : p.error.reason;
}

describe('notation', () => {
  const placing = at([{ kind: 'place', seat: 0, turn: 0 }]);
  const lab = at([{ kind: 'lab', seat: 0, mode: 'choose', left: 2, gears: 0, bonus: false }], { 0: { gears: 5, coins: 3 } });
  const buy = at([{ kind: 'buy', seat: 0, left: 3, bought: [], bonus: false }]);

  it('reads the Japanese names of the seed', () => {
    expect(parsed(placing, 0, '配置 交換市場')).toEqual({ kind: 'place', area: 'market' });
    expect(parsed(placing, 0, '発明品の生産')).toEqual({ kind: 'place', area: 'inventions' });
    expect(parsed(lab, 0, '開発 電話 基本')).toEqual({ kind: 'develop', space: 'telephone-basic' });
    expect(parsed(buy, 0, '購入 石炭倉庫')).toEqual({ kind: 'buy', point: 'coal-warehouse' });
    expect(parsed(lab, 0, '終了')).toEqual({ kind: 'done' });
  });

  it('forgives a dropped verb, a unique prefix, case and hyphens', () => {
    expect(parsed(placing, 0, 'Market')).toEqual({ kind: 'place', area: 'market' });
    expect(parsed(buy, 0, 'buy metal')).toEqual({ kind: 'buy', point: 'metal-ship' });
    expect(parsed(lab, 0, 'develop cash register basic')).toEqual({ kind: 'develop', space: 'cash-register-basic' });
  });

  it('refuses an ambiguous or unknown move with the choices', () => {
    expect(parsed(lab, 0, 'develop telephone')).toEqual({ kind: 'develop', space: 'telephone-basic' }); // the only telephone space open
    const market = at([{ kind: 'market', seat: 0, left: 5, used: [0, 0, 0], first: true, bonus: false }]);
    expect(parsed(market, 0, 'swap coin')).toMatch(/could mean swap coin coin or swap coin coal/);
    expect(parsed(placing, 0, 'place moon')).toMatch(/not a legal move now. You can: place factories/);
  });

  it('writes a "?" payment as counts and reads it back', () => {
    const s = at([{ kind: 'payAny', seat: 0, card: 'cash-register-c' }], { 0: { res: { ...NO_RES, coal: 2, metal: 1 } } });
    expect(legal(s, 0)).toEqual(['pay 2 coal', 'pay 1 coal 1 metal']);
    expect(parsed(s, 0, 'pay 1 coal 1 metal')).toEqual({ kind: 'pay', pay: { coal: 1, metal: 1 } });
    expect(parsed(s, 0, '支払い 1 石炭 1 金属')).toEqual({ kind: 'pay', pay: { coal: 1, metal: 1 } });
  });

  it('round-trips every listed move of whole games, no move starts with a mail keyword, and replays from the text', () => {
    for (const players of [3, 4, 5]) {
      const r = randomPlayout(game, players, `notation-${players}`, { checks: 'full' });
      expect(r.error).toBeNull();
      const firstWords = new Set(r.moves.map((m) => m.move.split(' ')[0]));
      for (const k of KEYWORDS) expect(firstWords.has(k)).toBe(false);
      const again = replay(game, { players, seed: `notation-${players}`, moves: r.moves.map((m) => ({ seat: m.seat, move: m.move })) });
      expect(again.error).toBeNull();
      expect(deepEqual(game.result(again.match!.state as EraState), r.result)).toBe(true);
    }
  });
});
