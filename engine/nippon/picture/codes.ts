/**
 * The codes the Nippon picture draws instead of words (engine/core/picture.ts: no Japanese
 * glyphs in the picture), and the legend in the reader's language.
 */
import type { Lang } from '../../core/types';
import type { Action, Good, Data } from '../data';
import { ACTION_NAMES } from '../state';
import { WORKER_COLOURS_JA } from '../words';

export const GOOD_CODE: Readonly<Record<Good, string>> = { silk: 'Si', paper: 'Pa', bento: 'Be', lens: 'Le', clock: 'Cl', bulb: 'Bu' };
export const GOOD_FILL: Readonly<Record<Good, string>> = {
  silk: '#f6d5e5',
  paper: '#f4f1e8',
  bento: '#f9d9a8',
  lens: '#cde9f6',
  clock: '#d9dde3',
  bulb: '#fbef9a',
};

export const ACTION_CODE: Readonly<Record<Action, string>> = {
  knowledge: 'Kn',
  produce: 'Pr',
  export: 'Ex',
  invest: 'In',
  mines: 'Mi',
  ships: 'Sh',
  mechanize: 'Me',
  trains: 'Tr',
  domestic: 'Do',
};

/** Worker cubes: their colour and a letter (white W, black K, green G, orange O, pink P, grey Y). */
export const WORKER_FILL = ['#ffffff', '#222222', '#2e9d5b', '#f08a24', '#f4a6c8', '#9aa0a6'] as const;
export const WORKER_LETTER = ['W', 'K', 'G', 'O', 'P', 'Y'] as const;
export const REGION_CODE = ['W', 'C', 'E', 'H'] as const;

const WORDS = {
  en: {
    symbols: [
      ['a0–a3 b0–b3', "city spaces (foreign value 0–3) with the good they ask for; a player's tile and its influence"],
      ['T+n / S n', 'train (+influence) / ship (VP) in the region'],
      ['¥', 'yen'],
      ['Co Bp', 'coal, blueprints'],
      ['c m k', 'coal, money and knowledge track levels'],
      ['⚙', 'factory: good, machine (+n), goods stored'],
      ['I', 'influence tiles in supply'],
      ['✔', 'contracts fulfilled'],
      ['W1…', 'worker rows'],
      ['S', 'scoring marker (moves made / to final phase)'],
    ],
    workers: ['white', 'black', 'green', 'orange', 'pink', 'grey'],
  },
  ja: {
    symbols: [
      ['a0–a3 b0–b3', '都市の影響力スロット（海外企業の数字0〜3）と需要のある製品、置かれた影響力タイルとその値'],
      ['T+n / S n', '地域の鉄道タイル（影響力+）／船タイル（勝利点）'],
      ['¥', '円'],
      ['Co Bp', '石炭、青写真'],
      ['c m k', '石炭・収入・知識トラックの値'],
      ['⚙', '工場：製品、機械（+n）、保管している製品'],
      ['I', '手元の影響力タイル'],
      ['✔', '達成した契約'],
      ['W1…', 'ワーカー列'],
      ['S', '得点計算マーカー（進んだマス／最終フェイズまで）'],
    ],
    workers: WORKER_COLOURS_JA,
  },
} as const;

export function legendLines(lang: Lang, d: Data): { code: string; text: string }[] {
  const w = WORDS[lang];
  const out: { code: string; text: string }[] = w.symbols.map(([code, text]) => ({ code, text }));
  d.regions.forEach((r, i) => out.push({ code: REGION_CODE[i] ?? r.id, text: lang === 'ja' ? r.ja : r.name }));
  for (const g of d.goods) out.push({ code: GOOD_CODE[g.id], text: lang === 'ja' ? g.ja : g.id });
  for (const a of Object.keys(ACTION_CODE) as Action[]) out.push({ code: ACTION_CODE[a], text: ACTION_NAMES[a][lang] });
  WORKER_LETTER.forEach((l, i) => out.push({ code: l, text: w.workers[i] ?? '' }));
  return out;
}
