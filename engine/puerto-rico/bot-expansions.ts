/**
 * What the expansions' buildings are worth to the Puerto Rico policy (bot.ts) beyond their printed
 * VP: the engine each one runs over a game (rules/puerto-rico-expansions.md §4.3, §5.8), in the
 * same units as the base weights (the Factory, Harbor and Wharf get 2.5). Without these the policy
 * weighed a violet building by its VP alone, so it drafted the base buildings (equal weights went
 * to the first listed) and built 1.5 expansion buildings a game where uniform random built 12
 * (engine/puerto-rico/BOT-NOTES.md).
 */
import { BUILDING_INDEX, GOODS, type BuildingId } from './data';
import { noblesOwned } from './pieces';
import type { PlayerState, PRState } from './state';

/** Engine worth of each expansion building, beyond its VP (§4.3 and §5.8, one line each). */
const ENGINE_WORTH: Readonly<Partial<Record<BuildingId, number>>> = {
  // §4.3.1: +1 indigo or sugar with the large plant; see `aqueductWorth`.
  aqueduct: 0.5,
  // §4.3.2: builds what the doubloons alone cannot.
  'black-market': 1.5,
  // §4.3.3: a forest on each settler turn, 2 forests = 1 doubloon off every building.
  'forest-house': 1.5,
  // §4.3.4: keeps 3 more barrels after the Captain phase.
  storehouse: 1.5,
  // §4.3.5: two circles that move where they are needed.
  'guest-house': 1.5,
  // §4.3.6: a sale every Trader phase, even of a kind in the house.
  'trading-post': 2.5,
  // §4.3.7: +1 VP per building of columns 2–3, +2 per large building.
  church: 2.5,
  // §4.3.8: a private ship, 1 VP per 2 barrels of any kinds.
  'small-wharf': 3,
  // §4.3.9: +1 doubloon per shipment.
  lighthouse: 2,
  // §4.3.10: every privilege doubled.
  library: 3,
  // §4.3.11: doubloons for the largest non-corn production.
  'specialty-factory': 2,
  // §4.3.12: 1 VP per pair of a kind held at each Captain phase.
  'union-hall': 3,
  // §4.3.13: up to 10 VP for sets of three island tiles.
  cloister: 3,
  // §4.3.14: 8 VP and nothing else (its VP are counted already).
  statue: 0,
  // §5.8.1: a tile for a doubloon, or a doubloon for a tile.
  'land-office': 1.5,
  // §5.8.2: a doubloon or a VP every Craftsman phase.
  chapel: 2,
  // §5.8.3: a tile discarded, or 2 VP for the emptiest island.
  'hunting-lodge': 1,
  // §5.8.4: 1 off small buildings, or 2 off large ones.
  'zoning-office': 2,
  // §5.8.5: 1 VP per noble on the island and kind held, each Captain phase.
  'royal-supplier': 2,
  // §5.8.6: a noble (1 VP, and more with the Royal supplier, Jeweler, Royal garden) every Mayor phase.
  villa: 3,
  // §5.8.7: a doubloon per noble on the island each Craftsman phase; a large production building for the Guild hall.
  jeweler: 2,
  // §5.8.8: +1 VP per noble owned.
  'royal-garden': 2,
};

function owns(p: PlayerState, b: BuildingId): boolean {
  return (p.city[BUILDING_INDEX[b]] ?? -1) >= 0;
}

/** §4.3.1: the Aqueduct pays only with a large indigo plant or large sugar mill. */
function aqueductWorth(p: PlayerState): number {
  const indigo = owns(p, 'indigo-plant') ? p.tiles[GOODS.indexOf('indigo')]! : 0;
  const sugar = owns(p, 'sugar-mill') ? p.tiles[GOODS.indexOf('sugar')]! : 0;
  return Math.min(1, indigo) + Math.min(1, sugar);
}

/** The engine worth of `b` to `seat` (0 for the base buildings: bot.ts weighs those). */
export function expansionWorth(s: PRState, seat: number, b: BuildingId): number {
  const w = ENGINE_WORTH[b];
  if (w === undefined) return 0;
  const p = s.seats[seat]!;
  switch (b) {
    case 'aqueduct':
      return w + aqueductWorth(p);
    case 'royal-garden':
    case 'jeweler':
    case 'royal-supplier':
      return w + Math.min(4, noblesOwned(p)) * 0.5;
    default:
      return w;
  }
}
