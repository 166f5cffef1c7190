/**
 * Era of Inventions in Japanese: the seed's words on the board, in refusals with their
 * numbers, in events, and the end-of-round upkeep told apart from the move that ended the round.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { fillSeats, seatNumberName, seatRef } from '../../../engine/core/seat-text';
import type { GameEvent } from '../../../engine/core/types';
import { at, developed, game, newGame, NO_RES, play, withState } from './helpers';

function refusedJa(s: ReturnType<typeof newGame>, seat: number, move: Parameters<typeof game.apply>[2]): string {
  const out = game.apply(s, seat, move);
  expect(out.ok).toBe(false);
  return out.ok ? '' : (out.error.reasonJa ?? '');
}

describe('the Japanese text board', () => {
  const text = fillSeats(game.describe(game.view(newGame(3, 'board'), 1), 'ja'), seatNumberName);

  it('says plainly that the card data is invented, and names areas, spaces and piles as the seed does', () => {
    expect(text).toMatch(/^発明の時代 第1ラウンド（全9ラウンド）/);
    expect(text).toContain('注意：カードとボードのデータは仮のものです。');
    expect(text).toContain('実際のゲームのものではありません');
    expect(text).toContain('エリア4（交換市場）：－');
    expect(text).toContain('発明品カード置き場（古い順）：');
    expect(text).toContain('工場カード置き場（古い順）：');
    // telephone-basic of placeholder-v0: 3 gears, 4 IP, 1 IP to its developer.
    expect(text).toContain('電話（基本）：3／4／1影響点');
    expect(text).toContain('船と倉庫：石炭倉庫3、木材倉庫2、金属船2');
    expect(text).toContain('Seat 2（あなた）');
  });

  it('the English board is unchanged by the Japanese one', () => {
    expect(game.describe(game.view(newGame(3, 'board'), 1))).toContain('telephone-basic: 3 / 4 / 1 IP');
    expect(game.describe(game.view(newGame(3, 'board'), 1), 'en')).toBe(game.describe(game.view(newGame(3, 'board'), 1)));
  });
});

describe('Japanese refusals carry the numbers', () => {
  it('a factory too dear: its cost and what is missing, in 個', () => {
    const poor = withState(at([{ kind: 'build', seat: 0, left: 3, bonus: false }], { 0: { res: { ...NO_RES, wood: 1 } } }), {
      facDisplay: ['coal2#1', 'metal2#1', null, null, null, null],
    });
    expect(refusedJa(poor, 0, { kind: 'build', factory: 'metal2' })).toBe(
      '工場metal2のコストは木材3個+石炭2個です。木材2個、石炭2個が足りません。',
    );
  });

  it('a patent step too dear: the step, its coins and the coins held', () => {
    const s = at([{ kind: 'lab', seat: 0, mode: 'choose', left: 2, gears: 0, bonus: false }], { 0: { coins: 0 } });
    expect(refusedJa(s, 0, { kind: 'patent', space: null })).toBe('特許トラック1段目には金貨1枚が必要です。あなたの金貨は0枚です。');
  });

  it('an innovative invention before its basic one: both by their Japanese names', () => {
    const s = at([{ kind: 'lab', seat: 0, mode: 'choose', left: 2, gears: 0, bonus: false }], { 0: { gears: 7 } });
    expect(refusedJa(s, 0, { kind: 'develop', space: 'camera-innovative' })).toBe(
      'カメラ（革新的）は、先にカメラの基本発明品が開発されている必要があります（E10）。',
    );
  });
});

describe('Japanese events and move notes', () => {
  it('a produced card pays its developer: the note names the seat for the service to put a name in', () => {
    const s = developed(
      at([{ kind: 'make', seat: 0, left: 3, cards: [], bonus: false }], { 0: { res: { coal: 5, wood: 5, metal: 5, tech: 5, tools: 5 } } }),
      {
        'telephone-basic': [1],
      },
    );
    const shown = withState(s, { invDisplay: ['telephone-a', null, null, null, null, null, null] });
    expect(fillSeats(game.describeMove!(shown, 0, { kind: 'produce', card: 'telephone-a' }, 'ja'), seatNumberName)).toMatch(
      /^石炭1個\+技術2個を支払う。3影響点を得る。Seat 2が1影響点を得る$/,
    );
  });

  it('every step that ends a round says its own line first, then the upkeep under its own heading', () => {
    const seed = 'ja-upkeep';
    const full = randomPlayout(game, 3, seed, { checks: 'none' });
    const run = replay(game, { players: 3, seed, moves: full.moves });
    let rounds = 0;
    for (const st of run.steps) {
      const at = st.events.findIndex((e: GameEvent) => /^Round \d+ ends: upkeep$/.test(e.text));
      if (at < 0) continue;
      rounds++;
      expect(at, `step ${st.step} (${st.move}, ${st.by})`).toBeGreaterThan(0);
      expect(st.events[0]!.seat).toBe(st.seat);
      expect(st.events[at]!.ja).toMatch(/^第\d+ラウンド終了：ラウンド終了時の処理$/);
    }
    expect(rounds).toBe(8);
  });

  it('the plain "no bonus" and "done" moves are told in both languages', () => {
    const log: GameEvent[] = [];
    const s = withState(at([{ kind: 'buy', seat: 0, left: 3, bought: [], bonus: false }], { 0: { coins: 2 } }), {});
    play(s, 0, 'done', log);
    expect(log).toEqual([{ seat: 0, text: 'buys no more piles', ja: `${seatRef(0)}が資源の購入を終えた` }]);
  });
});
