/**
 * The codes the Barrage picture draws instead of words (engine/core/picture.ts), and the legend
 * that spells them out in the reader's language. Ids are the ones the notation uses (spec §1.2:
 * `5U`, `C5R`, `P10_0`), so a reader can type what they see.
 */
import type { Lang } from '../../core/types';
import { COMPANIES, COMPANY_NAMES_JA, OFFICER_NAMES, type Company, type Officer } from '../data/companies';
import { AREA_JA, type Area } from '../data/map';

/** Technology tiles: a basic tile's initial (`B` base), an advanced tile's initial and level (`B3`). */
export function tileCode(tile: string): string {
  if (tile === 'anton') return 'An';
  const [kind, level] = tile.split('-');
  return `${(kind ?? '?')[0]!.toUpperCase()}${level ?? ''}`;
}

export const COMPANY_CODE: Readonly<Record<Company, string>> = { usa: 'USA', germany: 'GER', italy: 'ITA', france: 'FRA' };

/** Tints of the three areas (spec §1.2): mountains, hills, plains. */
export const AREA_FILL: Readonly<Record<Area, string>> = { mountains: '#ece6df', hills: '#e3efe0', plains: '#f7f3dc' };

const WORDS = {
  en: {
    area: { mountains: 'mountains', hills: 'hills', plains: 'plains' },
    symbols: [
      ['A–D', 'headstream (tile, drops waiting)'],
      ['5U / 5L', 'dam site (red border: costs 3 more)'],
      ['▮', 'dam level (base + elevations)'],
      ['●/○', 'water held / room left'],
      ['N', 'neutral dam'],
      ['L3→8', 'conduit C5L: production value 3, to zone 8'],
      ['P5_0', 'powerhouse space'],
      ['→', 'river flow'],
      ['Cr VP E W', 'credits, victory points, energy, engineers'],
      ['Ex Mx', 'excavators, concrete mixers'],
      ['▼1–5', 'wheel: open segment, then turns until each returns'],
      ['B E C P J', 'technology tiles: base, elevation, conduit, powerhouse, joker (digit: advanced)'],
    ],
  },
  ja: {
    area: AREA_JA,
    symbols: [
      ['A–D', '水源（タイル、待機中の水）'],
      ['5U / 5L', 'ダム建設地（赤枠：追加3CR）'],
      ['▮', 'ダムの高さ（ベース+延長壁）'],
      ['●/○', '貯水 / 空き'],
      ['N', '中立ダム'],
      ['L3→8', '取水塔 C5L：発電能力3、ゾーン8へ'],
      ['P5_0', '発電所マス'],
      ['→', '川の流れ'],
      ['Cr VP E W', 'クレジット、勝利点、発電量、ワーカー'],
      ['Ex Mx', 'ショベル、ミキサー'],
      ['▼1–5', 'ホイール：空きの区画、戻るまでの回転数'],
      ['B E C P J', '技術タイル：ベース、延長壁、取水塔、発電所、ジョーカー（数字：新技術）'],
    ],
  },
} as const;

/** The legend: areas, symbols, then each company and officer in play. */
export function legendLines(
  lang: Lang,
  pairs: readonly { company: Company | null; officer: Officer | null }[],
): { code: string; text: string }[] {
  const w = WORDS[lang];
  const out: { code: string; text: string }[] = [];
  for (const [code, text] of w.symbols) out.push({ code, text });
  const areas: Area[] = ['mountains', 'hills', 'plains'];
  out.push({ code: '▦', text: areas.map((a) => w.area[a]).join(' / ') });
  for (const c of COMPANIES) {
    const pair = pairs.find((p) => p.company === c);
    if (!pair) continue;
    const name = lang === 'ja' ? COMPANY_NAMES_JA[c] : c === 'usa' ? 'USA' : c[0]!.toUpperCase() + c.slice(1);
    out.push({ code: COMPANY_CODE[c], text: pair.officer ? `${name}, ${OFFICER_NAMES[pair.officer]}` : name });
  }
  return out;
}
