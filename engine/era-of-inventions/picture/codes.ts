/**
 * The codes the Era of Inventions picture draws instead of words (engine/core/picture.ts), and
 * the legend in the reader's language: areas by number and initials, inventions by number in
 * the data set's order, resources by initials.
 */
import type { Lang } from '../../core/types';
import type { Resource } from '../data';
import type { Area } from '../state';
import type { EraView } from '../view';

export const AREA_CODE: Readonly<Record<Area, string>> = { factories: 'Fa', production: 'Pr', resources: 'Re', market: 'Ma', development: 'De', inventions: 'In' };
export const RESOURCE_CODE: Readonly<Record<Resource, string>> = { coal: 'Co', wood: 'Wo', metal: 'Me', tech: 'Te', tools: 'To' };
export const RESOURCE_FILL: Readonly<Record<Resource, string>> = { coal: '#b8bec6', wood: '#d9b48f', metal: '#cfd8e3', tech: '#cde9f6', tools: '#f3d9a4' };

const WORDS = {
  en: {
    areas: { factories: 'factories', production: 'production', resources: 'resources', market: 'market', development: 'development', inventions: 'inventions' },
    resources: { coal: 'coal', wood: 'wood', metal: 'metal', tech: 'tech', tools: 'tools' },
    symbols: [
      ['1–6', 'areas with the action tokens placed this round'],
      ['b / i', 'basic / innovative invention space: ⚙ gears to develop, IP gained; D developer, P patent'],
      ['IP', 'influence track (pawns at their space)'],
      ['PT', 'patent track steps'],
      ['$', 'coins'],
      ['⚙', 'gears'],
      ['+', 'bonus tokens usable (fresh)'],
      ['F', 'factories (capacity)'],
      ['✔', 'inventions developed'],
      ['▣', 'cards left to draw'],
    ],
  },
  ja: {
    areas: { factories: '工場', production: '生産', resources: '資源', market: '市場', development: '開発', inventions: '発明' },
    resources: { coal: '石炭', wood: '木材', metal: '金属', tech: '技術', tools: '道具' },
    symbols: [
      ['1–6', 'エリアと今ラウンドに置かれたアクショントークン'],
      ['b / i', '基本 / 革新の発明マス: ⚙開発に要る歯車、得るIP、D開発者、P特許'],
      ['IP', '影響力トラック(駒の位置)'],
      ['PT', '特許トラックの段'],
      ['$', 'コイン'],
      ['⚙', '歯車'],
      ['+', '使えるボーナストークン(新規)'],
      ['F', '工場(生産能力)'],
      ['✔', '開発した発明'],
      ['▣', '山札の残り'],
    ],
  },
} as const;

/** The legend: symbols, areas, resources, then each invention by its number. */
export function legendLines(lang: Lang, v: EraView, inventions: readonly { name: string; nameJa: string }[]): { code: string; text: string }[] {
  const w = WORDS[lang];
  const out: { code: string; text: string }[] = w.symbols.map(([code, text]) => ({ code, text }));
  v.areas.forEach((a) => out.push({ code: `${a.number} ${AREA_CODE[a.area]}`, text: w.areas[a.area] }));
  for (const r of Object.keys(RESOURCE_CODE) as Resource[]) out.push({ code: RESOURCE_CODE[r], text: w.resources[r] });
  inventions.forEach((inv, i) => out.push({ code: String(i + 1), text: lang === 'ja' ? inv.nameJa : inv.name }));
  return out;
}
