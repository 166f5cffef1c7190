/**
 * The codes the Era of Inventions picture draws instead of words (engine/core/picture.ts), and
 * the legend in the reader's language: areas by number and initials, inventions by number in
 * the data set's order, resources by initials.
 */
import type { Lang } from '../../core/types';
import type { Resource } from '../data';
import type { Area } from '../state';
import type { EraView } from '../view';

export const AREA_CODE: Readonly<Record<Area, string>> = {
  factories: 'Fa',
  production: 'Pr',
  resources: 'Re',
  market: 'Ma',
  development: 'De',
  inventions: 'In',
};
export const RESOURCE_CODE: Readonly<Record<Resource, string>> = { coal: 'Co', wood: 'Wo', metal: 'Me', tech: 'Te', tools: 'To' };
export const RESOURCE_FILL: Readonly<Record<Resource, string>> = {
  coal: '#b8bec6',
  wood: '#d9b48f',
  metal: '#cfd8e3',
  tech: '#cde9f6',
  tools: '#f3d9a4',
};

const WORDS = {
  en: {
    areas: {
      factories: 'factories',
      production: 'production',
      resources: 'resources',
      market: 'market',
      development: 'development',
      inventions: 'inventions',
    },
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
    // The seed's words: エリア1「工場の建設」…, 資源駒, 金貨, 開発歯車, 追加アクショントークン, 影響点トラック.
    areas: {
      factories: '工場の建設',
      production: '工場での生産',
      resources: '資源の購入',
      market: '交換市場',
      development: '発明品の開発／特許の登録',
      inventions: '発明品の生産',
    },
    resources: { coal: '石炭', wood: '木材', metal: '金属', tech: '技術', tools: '工具' },
    symbols: [
      ['1–6', 'アクションエリアと、このラウンドに置かれたアクショントークン'],
      ['b / i', '基本／革新的発明品のスペース：⚙は開発に支払う歯車、IPは得る影響点、Dは開発者、Pは特許'],
      ['IP', '影響点トラック（駒の位置）'],
      ['PT', '特許トラックの段'],
      ['$', '金貨'],
      ['⚙', '開発歯車'],
      ['+', '使える追加アクショントークン（まだ使えないもの）'],
      ['F', '工場（生産能力）'],
      ['✔', '開発した発明品'],
      ['▣', '山札の残り'],
    ],
  },
} as const;

/** The legend: symbols, areas, resources, then each invention by its number. */
export function legendLines(
  lang: Lang,
  v: EraView,
  inventions: readonly { name: string; nameJa: string }[],
): { code: string; text: string }[] {
  const w = WORDS[lang];
  const out: { code: string; text: string }[] = w.symbols.map(([code, text]) => ({ code, text }));
  v.areas.forEach((a) => out.push({ code: `${a.number} ${AREA_CODE[a.area]}`, text: w.areas[a.area] }));
  for (const r of Object.keys(RESOURCE_CODE) as Resource[]) out.push({ code: RESOURCE_CODE[r], text: w.resources[r] });
  inventions.forEach((inv, i) => out.push({ code: String(i + 1), text: lang === 'ja' ? inv.nameJa : inv.name }));
  return out;
}
