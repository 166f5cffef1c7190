/**
 * Barrage in Japanese, on a known position: the plain-text board in the seed's words,
 * refusals with their numbers, the events of moves that used to tell nobody anything, score lines.
 */
import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { scoreFinal } from '../../../engine/barrage/score';
import { draftOf } from '../../../engine/barrage/ctx';
import { fillSeats, seatNumberName, seatRef } from '../../../engine/core/seat-text';
import { lab, patchSeat, put } from './helpers';

/** Two players of the introductory game, seat 0 (USA, Wilhelm Adler) to play, a base with a drop at 5U. */
const position = () => put(lab(2), 0, 'base', '5U', { level: 1, drops: 1 });

const noEvents = { say: () => undefined, tell: () => undefined, reveal: () => undefined, events: [] };

describe('Barrage in Japanese', () => {
  it('draws the text board in the seed’s words, ids as moves write them', () => {
    const lines = fillSeats(barrage.describe(barrage.view(position(), 0), 'ja'), seatNumberName).split('\n');
    expect(lines[0]).toBe('バラージ（導入ルール）、第1/5ラウンド、アクション');
    expect(lines).toContain('手番順：Seat 1 アメリカ、Seat 2 ドイツ');
    expect(lines).toContain('Seat 1 アメリカの番：アクションスペースを選ぶ');
    expect(lines).toContain('  5U：Seat 1 アメリカ 高さ1、水1');
    expect(lines).toContain('Seat 1 アメリカ（あなた）、Wilhelm Adler：10VP、発電0、6CR、ショベル6、ミキサー4、ワーカー12');
    expect(lines).toContain('  残りの建物：ベース4、延長壁5、取水塔5、発電所4');
    expect(lines).toContain('  技術タイル：ベース、延長壁、取水塔、発電所、技術タイル「？」、ホイール（開放0）：0[] 1[] 2[] 3[] 4[] 5[]');
    expect(lines).toContain('  契約：S1（発電3：2CR、発電2）、充足済み：なし');
  });

  it('keeps the English board as it was', () => {
    const text = fillSeats(barrage.describe(barrage.view(position(), 0), 'en'), seatNumberName);
    expect(text).toContain('Barrage (intro), round 1 of 5, actions');
    expect(text).toContain('  5U: Seat 1 usa level 1, 1 drop');
    expect(text).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('refuses with the numbers in both languages', () => {
    const pass = barrage.apply(position(), 0, { kind: 'pass' });
    expect(pass.ok || pass.error).toMatchObject({
      reason: 'You cannot pass: you still have 12 engineers.',
      reasonJa: 'パスできません。ワーカーがまだ12残っています。',
    });
    const poor = barrage.apply(patchSeat(position(), 0, { credits: 2 }), 0, { kind: 'place', space: 'R3L' });
    expect(poor.ok || poor.error).toMatchObject({ reasonJa: 'R3Lには置けません。5CRかかり、手持ちは2CRです。' });
    const taken = barrage.apply(position(), 0, { kind: 'take', contract: 'G4' });
    expect(taken.ok || taken.error.reasonJa).toBe(
      '「take G4」は今の選択（アクションスペースを選ぶ）では選べません。選べる行動：CB1にワーカーを置く、CB2にワーカーを置く、CB3にワーカーを置く、CB4にワーカーを置く、W2Lにワーカーを置く、W2Rにワーカーを置く、…（全30件）',
    );
  });

  it('says in Japanese what a tile choice did (it used to give no event)', () => {
    const placed = barrage.apply(position(), 0, { kind: 'place', space: 'CB1' });
    if (!placed.ok) throw new Error(placed.error.reason);
    expect(placed.events).toEqual([{ seat: 0, text: 'places 1 engineer on CB1', ja: `${seatRef(0)}がCB1にワーカー1を置く` }]);
    const tile = barrage.apply(placed.state, 0, { kind: 'tile', tile: 'base' });
    if (!tile.ok) throw new Error(tile.error.reason);
    expect(tile.events).toEqual([{ seat: 0, text: 'chooses technology tile base', ja: `${seatRef(0)}が技術タイル「ベース」を選ぶ` }]);
  });

  it('writes the final score lines in Japanese with the objective in words', () => {
    const d = draftOf(patchSeat(position(), 0, { credits: 7, ex: 2, mx: 1 }));
    scoreFinal(d, noEvents);
    expect(d.breakdown[0]).toEqual({
      seat: 0,
      text: expect.stringMatching(/^final: objective obj-zones-1 count 1 → 15 VP, resources 7\+2\+1 → 2 VP, water 1 VP; total 28$/),
      ja: '最終：目標タイル（自色建物が1個以上ある貯水池）1個 → 15VP、資源7+2+1 → 2VP、水1VP、合計28VP',
    });
  });
});
