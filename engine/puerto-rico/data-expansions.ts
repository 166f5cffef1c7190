/**
 * The buildings of the two expansions (spec rules/puerto-rico-expansions.md §4.2 and §5.7;
 * numbers tagged [O] there) and the building-selection tables (§3.3–§3.5). Rows only: the
 * rules that read them are in decisions/ and automatic/. data.ts checks the rows against `BuildingSpec`.
 */
/** §4.2: Expansion 1, The New Buildings. 12 small (2 copies, 1 with 2 players) + 2 large. */
export const NEW_BUILDINGS = {
  aqueduct: { name: 'Aqueduct', ja: ['水路'], kind: 'violet', expansion: 'buildings', cost: 1, vp: 1, column: 1, circles: 1, spaces: 1, copies: 2 },
  'black-market': { name: 'Black market', ja: ['闇市'], kind: 'violet', expansion: 'buildings', cost: 2, vp: 1, column: 1, circles: 1, spaces: 1, copies: 2 },
  'forest-house': { name: 'Forest house', ja: ['木こり小屋'], kind: 'violet', expansion: 'buildings', cost: 2, vp: 1, column: 1, circles: 1, spaces: 1, copies: 2 },
  storehouse: { name: 'Storehouse', ja: ['保管所'], kind: 'violet', expansion: 'buildings', cost: 3, vp: 1, column: 1, circles: 1, spaces: 1, copies: 2 },
  'guest-house': { name: 'Guest house', ja: ['下宿'], kind: 'violet', expansion: 'buildings', cost: 4, vp: 2, column: 2, circles: 2, spaces: 1, copies: 2 },
  'trading-post': { name: 'Trading post', ja: ['交易所'], kind: 'violet', expansion: 'buildings', cost: 5, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  church: { name: 'Church', ja: ['教会'], kind: 'violet', expansion: 'buildings', cost: 5, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  'small-wharf': { name: 'Small wharf', ja: ['小さい造船所', '小さな造船所'], kind: 'violet', expansion: 'buildings', cost: 6, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  lighthouse: { name: 'Lighthouse', ja: ['灯台'], kind: 'violet', expansion: 'buildings', cost: 7, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  library: { name: 'Library', ja: ['図書館'], kind: 'violet', expansion: 'buildings', cost: 8, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  'specialty-factory': { name: 'Specialty factory', ja: ['専用工場'], kind: 'violet', expansion: 'buildings', cost: 8, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  'union-hall': { name: 'Union hall', ja: ['集会所'], kind: 'violet', expansion: 'buildings', cost: 9, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  cloister: { name: 'Cloister', ja: ['修道院'], kind: 'large', expansion: 'buildings', cost: 10, vp: 4, column: 4, circles: 1, spaces: 2, copies: 1 },
  // §4.3.14: no circle, 8 VP.
  statue: { name: 'Statue', ja: ['彫像'], kind: 'large', expansion: 'buildings', cost: 10, vp: 8, column: 4, circles: 0, spaces: 2, copies: 1 },
} as const;

/**
 * §5.7: Expansion 2, The Nobles. The Jeweler is a large production building for the Guild
 * hall and not a violet one for the City hall; it produces no good and keeps 2 copies
 * with 2 players, which the production copy rule of §1.3 gives.
 */
export const NOBLE_BUILDINGS = {
  'land-office': { name: 'Land office', ja: ['登記所'], kind: 'violet', expansion: 'nobles', cost: 2, vp: 1, column: 1, circles: 1, spaces: 1, copies: 2 },
  chapel: { name: 'Chapel', ja: ['礼拝堂'], kind: 'violet', expansion: 'nobles', cost: 3, vp: 1, column: 1, circles: 1, spaces: 1, copies: 2 },
  'hunting-lodge': { name: 'Hunting lodge', ja: ['狩場'], kind: 'violet', expansion: 'nobles', cost: 4, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  'zoning-office': { name: 'Zoning office', ja: ['建設局'], kind: 'violet', expansion: 'nobles', cost: 5, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  'royal-supplier': { name: 'Royal supplier', ja: ['御用商人'], kind: 'violet', expansion: 'nobles', cost: 6, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  villa: { name: 'Villa', ja: ['別荘'], kind: 'violet', expansion: 'nobles', cost: 7, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  jeweler: { name: 'Jeweler', ja: ['宝石商'], kind: 'production', expansion: 'nobles', cost: 8, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  'royal-garden': { name: 'Royal garden', ja: ['庭園'], kind: 'large', expansion: 'nobles', cost: 10, vp: 4, column: 4, circles: 1, spaces: 2, copies: 1 },
} as const;

/** §3.3: slots per cost on the building board; 17 in all. */
export const SLOTS_BY_COST: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5 };

/** §3.5: BGA never puts both buildings of a pair in one game. */
export const EXCLUDED_PAIRS = [
  ['office', 'trading-post'],
  ['hacienda', 'forest-house'],
] as const;

/** §5.2: nobles in the game. */
export const NOBLES_IN_GAME = 20;

/** §4.3.13 Cloister VP by number of sets of three (index = sets, 0..4). */
export const CLOISTER_VP = [0, 1, 3, 6, 10] as const satisfies readonly number[];
