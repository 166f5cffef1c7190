/**
 * The Barrage HTML board for a Japanese reader on a known position: the seed's words
 * for areas, action spaces, contracts and resources, the legend instead of a word on every free
 * space, and the English board unchanged.
 */
import { describe, expect, it } from 'vitest';
import { barrage } from '../../engine/barrage';
import { barrageBoard } from '../../engine/barrage/email/board';
import { lab, put } from '../engine/barrage/helpers';

const players = [
  { seat: 0, name: 'Ann', isYou: true },
  { seat: 1, name: 'Bo', isYou: false },
];
const view = () => barrage.view(put(lab(2), 0, 'base', '5U', { level: 1, drops: 1 }), 0);

describe('Barrage board in Japanese', () => {
  it('names areas, dams, spaces and resources in the seed’s words', () => {
    const ja = barrageBoard(view(), players, 'ja');
    expect(ja.heading).toBe('盤面 · 第1/5ラウンド · アクション · 導入ルール');
    expect(ja.waiting).toMatchObject({ name: 'Ann', before: '', after: 'の番：アクションスペースを選ぶ' });
    expect(ja.areas.map((a) => a.title)).toEqual(['山', '丘', '平地']);
    expect(ja.areas[1]?.zones[0]?.items[0]).toMatchObject({ strong: '5U', text: 'Ann\u00a0高さ1', water: '●' });
    expect(ja.contracts.rows.map((r) => r.colour)).toEqual(['緑', '黄', '赤']);
    expect(ja.energy[0]?.credits).toBe('3CR、−3VP');
    const card = ja.seatRows[0]?.cards[0];
    expect([card?.company, card?.engineers, card?.credits, card?.ex, card?.mx, card?.piecesLeft]).toEqual([
      'アメリカ',
      'ワーカー12',
      '6CR',
      'ショベル6',
      'ミキサー4',
      'ベース4 延長壁5 取水塔5 発電所4',
    ]);
    expect(card?.tiles.map((t) => t.label)).toEqual(['ベース', '延長壁', '取水塔', '発電所', '？']);
  });

  it('marks free spaces by the legend in Japanese, by the word "free" in English', () => {
    const water = (lang: 'en' | 'ja') =>
      barrageBoard(view(), players, lang).actionSpaces?.spaces.find((g) =>
        g.lines.some((l) => l.chips.some((c) => c.text.startsWith('W2L'))),
      );
    expect(water('ja')).toMatchObject({
      title: '水源',
      lines: [{ label: '水2', chips: [{ text: 'W2L\u00a01e' }, { text: 'W2R\u00a02e+3cr' }] }, { label: '水1（流す）' }],
    });
    expect(water('en')).toMatchObject({
      title: 'Water management',
      lines: [
        { label: '2 drops', chips: [{ text: 'W2L\u00a01e\u00a0free' }, { text: 'W2R\u00a02e+3cr\u00a0free' }] },
        { label: '1 drop, flowing' },
      ],
    });
    expect(barrageBoard(view(), players, 'ja').t.spacesLegend.join('')).toContain('名前なしは空き');
  });

  it('keeps the English words of the board', () => {
    const en = barrageBoard(view(), players, 'en');
    expect(en.heading).toBe('Board · round 1 of 5 · action phase · introductory game');
    expect(en.waiting).toMatchObject({ before: 'Waiting for ', after: ' to choose an action space' });
    expect(en.seatRows[0]?.cards[0]?.piecesLeft).toBe('4 bases, 5 elevations, 5 conduits, 4 powerhouses');
  });
});
