/**
 * The codes the Puerto Rico picture draws instead of words (engine/core/picture.ts: pictures
 * carry no words), and the legend lines that spell them out in the reader's language.
 */
import type { Lang } from '../../core/types';
import { BUILDING_IDS, BUILDINGS, ROLE_NAMES, ROLE_NAMES_JA, TILE_NAMES_JA, TILES, type BuildingId, type RoleId, type Tile } from '../data';
import { buildingJa } from '../words-ja';

/** One letter per island tile and good (§1.2), as printed on the tiles and barrels. */
export const TILE_LETTER: Readonly<Record<Tile, string>> = { corn: 'C', indigo: 'I', sugar: 'S', tobacco: 'T', coffee: 'K', quarry: 'Q' };

/** Fill of each tile and barrel: the goods' own colours, kept apart by their letters too. */
export const TILE_FILL: Readonly<Record<Tile, string>> = {
  corn: '#F3D35B',
  indigo: '#5B7BD5',
  sugar: '#F4F1E8',
  tobacco: '#B9784A',
  coffee: '#6B4A3A',
  quarry: '#A3A9B0',
};

/** Letters on the dark fills are white. */
export function inkOn(tile: Tile): string {
  return tile === 'coffee' || tile === 'indigo' || tile === 'tobacco' ? '#ffffff' : '#1f2933';
}

export const ROLE_CODE: Readonly<Record<RoleId, string>> = {
  settler: 'SET',
  mayor: 'MAY',
  builder: 'BLD',
  craftsman: 'CRA',
  trader: 'TRA',
  captain: 'CAP',
  prospector: 'PRO',
  'prospector-2': 'PR2',
};

/**
 * Two or three letters per building, from its name: a one-word name's first three letters
 * (`Hac`), else the first word's first two and the other words' initials (`SmM` small market,
 * `SuM` sugar mill); a clash gets a digit. Built once, in board order, so codes never move.
 */
export const BUILDING_CODE: Readonly<Record<BuildingId, string>> = (() => {
  const taken = new Set<string>();
  const out = {} as Record<BuildingId, string>;
  for (const id of BUILDING_IDS) {
    const words = id.split('-');
    const first = words[0]!;
    let code =
      words.length === 1
        ? first.slice(0, 3)
        : first.slice(0, 2) +
          words
            .slice(1)
            .map((w) => w[0]!.toUpperCase())
            .join('');
    code = code[0]!.toUpperCase() + code.slice(1);
    let k = 2;
    while (taken.has(code)) code = `${code.replace(/\d+$/, '')}${k++}`;
    taken.add(code);
    out[id] = code;
  }
  return out;
})();

const WORDS = {
  en: {
    doubloons: 'doubloons',
    vp: 'VP chips (yours; others hidden)',
    colonists: 'colonist (filled) / empty circle',
    ship: 'colonist ship',
    supply: 'colonist supply',
    pool: 'VP chips left',
    pile: 'plantation pile',
    governor: 'Governor',
    taken: 'role taken this round',
    house: 'trading house',
  },
  ja: {
    doubloons: 'ダブロン',
    vp: '勝利点チップ(自分のみ、他は非公開)',
    colonists: '入植者(塗り)/空き',
    ship: '入植船',
    supply: '入植者ストック',
    pool: '勝利点チップ残り',
    pile: 'プランテーションの山',
    governor: '総督',
    taken: 'このラウンドに選ばれた役割',
    house: '商店',
  },
} as const;

/** The legend: symbols, then each role, tile and building the picture shows. */
export function legendLines(lang: Lang, roles: readonly RoleId[], buildings: readonly BuildingId[]): { code: string; text: string }[] {
  const w = WORDS[lang];
  const out: { code: string; text: string }[] = [
    { code: '$', text: w.doubloons },
    { code: 'VP', text: w.vp },
    { code: '●/○', text: w.colonists },
    { code: 'G', text: w.governor },
    { code: 'SHIP', text: w.ship },
    { code: 'COL', text: w.supply },
    { code: 'VP▪', text: w.pool },
    { code: 'TH', text: w.house },
    { code: '×', text: w.taken },
  ];
  for (const r of roles) out.push({ code: ROLE_CODE[r], text: lang === 'ja' ? ROLE_NAMES_JA[r] : ROLE_NAMES[r] });
  TILES.forEach((t, i) => out.push({ code: TILE_LETTER[t], text: lang === 'ja' ? TILE_NAMES_JA[i]! : t }));
  for (const b of buildings) out.push({ code: BUILDING_CODE[b], text: lang === 'ja' ? buildingJa(b) : BUILDINGS[b].name });
  return out;
}
