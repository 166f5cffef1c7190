/**
 * Japanese game words for events, refusals and the board, from the rules
 * documents' tables: rules/puerto-rico.md §0 glossary and the building table's "Seed
 * Japanese" column (the `ja` of data.ts), rules/puerto-rico-expansions.md §0, §4.2, §5.7.
 * Phrases only: each is built where its English twin is built.
 */
import { BUILDINGS, GOOD_NAMES_JA, GOODS, TILE_NAMES_JA, TILES, type BuildingId, type Good, type Tile } from './data';
import type { Discardable, Target } from './moves';
import type { EndTrigger } from './state';

/** A building's seed Japanese name (the first of its `ja` spellings, as move notes use). */
export function buildingJa(id: BuildingId): string {
  return BUILDINGS[id].ja[0]!;
}

export function goodJa(g: Good): string {
  return GOOD_NAMES_JA[g];
}

/** Goods of a tile index (0–4) or a quarry (5). */
export function tileIndexJa(tile: number): string {
  return TILE_NAMES_JA[tile]!;
}

/** "コーンのプランテーション"; a quarry is 採石場. */
export function tileJa(t: Tile): string {
  return t === 'quarry' ? '採石場' : `${GOOD_NAMES_JA[t]}のプランテーション`;
}

/** A Mayor target: a tile of the island or a building of the city. */
export function targetJa(t: Target): string {
  return (TILES as readonly string[]).includes(t) ? tileJa(t as Tile) : buildingJa(t as BuildingId);
}

/** Where a Black market colonist comes from (expansions §4.3.2). */
export function placeJa(t: Target | 'san-juan'): string {
  return t === 'san-juan' ? 'サンファン' : targetJa(t);
}

/** A tile the Hunting lodge or the Land office discards (expansions §0: 森林タイル). */
export function discardableJa(t: Discardable): string {
  return t === 'forest' ? '森林タイル' : tileJa(t);
}

/** "コーン2樽、インディゴ1樽" from amounts by good index (zeros left out). */
export function amountsJa(amounts: readonly number[]): string {
  const parts: string[] = [];
  for (let g = 0; g < GOODS.length; g++) if (amounts[g]! > 0) parts.push(`${GOOD_NAMES_JA[GOODS[g]!]}${amounts[g]}樽`);
  return parts.join('、');
}

/** A cargo ship by its capacity, as the move notes name it. */
export function shipJa(capacity: number): string {
  return `${capacity}樽積みの船`;
}

/** Where the Hospice / University colonist comes from (D4): ストック, then 入植船. */
export const FREE_COLONIST_FROM_JA = {
  'colonist supply': 'ストック',
  'colonist ship': '入植船',
} as const satisfies Record<'colonist supply' | 'colonist ship', string>;

/** §5.1 end triggers, for the board's last-round line. */
export const END_TRIGGERS_JA = {
  city: '建物置き場が埋まった',
  colonists: '労働者が尽きた',
  'vp-chips': '勝利点チップが尽きた',
} as const satisfies Record<EndTrigger, string>;
