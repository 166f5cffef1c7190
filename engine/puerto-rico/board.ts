/** Read-only questions about a player's board and the shared supply (spec §1.5–§1.7). */
import { BGA_PRICES, BUILDING_IDS, BUILDING_INDEX, BUILDING_SPECS, BUILDINGS, GOODS, QUARRY, type BuildingId } from './data';
import type { PlayerState, PRState } from './state';

const COUNT = BUILDING_IDS.length;
const GOOD_INDEX: Readonly<Record<string, number>> = Object.fromEntries(GOODS.map((g, i) => [g, i]));
/**
 * `BUILDING_INDEX` as a Map for the questions below, asked many times a move: a record read
 * with ever-changing keys took twice as long (play-outs).
 */
const INDEX: ReadonlyMap<BuildingId, number> = new Map(BUILDING_IDS.map((id, i) => [id, i]));

export function owns(p: PlayerState, b: BuildingId): boolean {
  return p.city[INDEX.get(b)!]! >= 0;
}

/** Colonists on a building (0 when not owned). */
export function workersOn(p: PlayerState, b: BuildingId): number {
  return Math.max(0, p.city[INDEX.get(b)!]!);
}

/** A violet building works only while a colonist is on it (§1.7). */
export function isOccupied(p: PlayerState, b: BuildingId): boolean {
  return p.city[INDEX.get(b)!]! > 0;
}

/** Owned buildings, in board order. */
export function buildingIds(p: PlayerState): BuildingId[] {
  const out: BuildingId[] = [];
  for (let i = 0; i < COUNT; i++) if (p.city[i]! >= 0) out.push(BUILDING_IDS[i]!);
  return out;
}

/** Island spaces filled: tiles, quarries and (expansions §6.2) forests. */
export function islandFilled(p: PlayerState): number {
  let n = p.forests ?? 0;
  for (const t of p.tiles) n += t;
  return n;
}

export function citySpacesUsed(p: PlayerState): number {
  let n = 0;
  for (let i = 0; i < COUNT; i++) if (p.city[i]! >= 0) n += BUILDING_SPECS[i]!.spaces;
  return n;
}

/** Circles of the island (one per plantation or quarry; a forest has none, expansions §6.2) and of the city. */
export function totalCircles(p: PlayerState): number {
  let n = 0;
  for (const t of p.tiles) n += t;
  for (let i = 0; i < COUNT; i++) if (p.city[i]! >= 0) n += BUILDING_SPECS[i]!.circles;
  return n;
}

export function colonistsOnCircles(p: PlayerState): number {
  let n = 0;
  for (const m of p.manned) n += m;
  for (let i = 0; i < COUNT; i++) if (p.city[i]! > 0) n += p.city[i]!;
  return n;
}

/** Every colonist the player owns: on tiles, on buildings and in San Juan (Fortress counts these). */
export function colonistsOwned(p: PlayerState): number {
  return colonistsOnCircles(p) + p.sanJuan;
}

export function emptyBuildingCircles(p: PlayerState): number {
  let n = 0;
  for (let i = 0; i < COUNT; i++) if (p.city[i]! >= 0) n += BUILDING_SPECS[i]!.circles - p.city[i]!;
  return n;
}

export function goodsHeld(p: PlayerState): number {
  let n = 0;
  for (const g of p.goods) n += g;
  return n;
}

/** §1.7 production capacity of one good: corn needs no building. */
export function productionCapacity(p: PlayerState, good: number): number {
  if (good === 0) return p.manned[0]!;
  let workers = 0;
  for (let i = 0; i < COUNT; i++) if (p.city[i]! > 0 && BUILDING_SPECS[i]!.good === GOODS[good]) workers += p.city[i]!;
  return Math.min(p.manned[good]!, workers);
}

/** `productionCapacity` of every good, by good index, in one pass over the city (Craftsman phase). */
export function productionCapacities(p: PlayerState): number[] {
  const workers = [p.manned[0]!, 0, 0, 0, 0];
  for (let i = 0; i < COUNT; i++) {
    const good = BUILDING_SPECS[i]!.good;
    // Corn needs no building (its capacity is its manned plantations).
    if (p.city[i]! > 0 && good !== undefined && good !== 'corn') workers[GOOD_INDEX[good]!]! += p.city[i]!;
  }
  for (let g = 1; g < GOODS.length; g++) workers[g] = Math.min(p.manned[g]!, workers[g]!);
  return workers;
}

export function buildingCost(s: PRState, b: BuildingId): number {
  if (s.options.bgaPrices && b in BGA_PRICES) return BGA_PRICES[b as keyof typeof BGA_PRICES];
  return BUILDINGS[b].cost;
}

/** `buildingCost` of building `i` (BUILDING_IDS index), for loops over the whole supply. */
export function buildingCostAt(s: PRState, i: number): number {
  return s.options.bgaPrices ? buildingCost(s, BUILDING_IDS[i]!) : BUILDING_SPECS[i]!.cost;
}

/**
 * §4.3 price: occupied quarries count up to the column, the Builder pays 1 less, never below 0.
 * Expansions §6.1: every 2 forests −1 (no column cap), the Library doubles the Builder's
 * privilege, a Zoning office with a colonist −1 on columns 1–3 and with a noble −2 on column 4.
 */
export function buildingPrice(s: PRState, p: PlayerState, b: BuildingId, isBuilder: boolean): number {
  return Math.max(0, buildingCost(s, b) - priceDiscount(p, BUILDINGS[b].column, isBuilder));
}

/** The discount of `buildingPrice` on a building of `column` (1–4). */
export function priceDiscount(p: PlayerState, column: number, isBuilder: boolean): number {
  return columnDiscounts(p, isBuilder)[column]!;
}

/**
 * `priceDiscount` of every column, by column (index 0 unused): callers pricing many buildings
 * ask once, not once per building or per column.
 */
export function columnDiscounts(p: PlayerState, isBuilder: boolean): number[] {
  let flat = isBuilder ? 1 : 0;
  if (p.forests) flat += Math.floor(p.forests / 2);
  if (isBuilder && isOccupied(p, 'library')) flat += 1;
  const quarries = p.manned[QUARRY]!;
  const out = [0, Math.min(quarries, 1) + flat, Math.min(quarries, 2) + flat, Math.min(quarries, 3) + flat, Math.min(quarries, 4) + flat];
  if (isOccupied(p, 'zoning-office')) {
    const noble = (p.nobleCity?.[BUILDING_INDEX['zoning-office']] ?? 0) > 0;
    for (let column = 1; column <= 4; column++) if (noble ? column === 4 : column <= 3) out[column]! += noble ? 2 : 1;
  }
  return out;
}

/** Hospice / University colonist (D4, §7.6): supply first, then the colonist ship. */
export function takeFreeColonist(s: PRState): 'supply' | 'ship' | null {
  if (s.colonists > 0) return 'supply';
  if (s.ship > 0) return 'ship';
  return null;
}
