/**
 * Puerto Rico game state and setup (spec §1–§2).
 *
 * The state is small plain JSON. Per-good and per-tile data are arrays indexed by
 * `GOODS` / `TILES` (data.ts); the island and the city hold counts, not positions,
 * because positions never matter (§1.5, D21). Hidden parts: `pile` (draw order) and
 * `rng` are for no one's eyes, each seat's `vp` only for that seat (§9); view.ts
 * redacts them.
 */
import { randomInt, seedRng, shuffle } from '../core/rng';
import type { StackState } from '../core/steps/runner';
import type { Options, Seat } from '../core/types';
import { BUILDING_IDS, BUILDING_SPECS, BUILDINGS, SETUP_BY_PLAYERS, TILES, type BuildingId, type RoleId } from './data';
import type { PRFrame } from './frames';

/** §1.3: copies of a building (2p: 2 per production kind, 1 per violet kind; expansions §3.8). */
export function copiesInGame(players: number, id: BuildingId): number {
  const b = BUILDINGS[id];
  if (SETUP_BY_PLAYERS[players as 2 | 3 | 4 | 5].twoPlayerCopies) return b.kind === 'production' ? 2 : 1;
  return b.copies;
}

/**
 * Is building `i` (BUILDING_IDS index) in this game? Base game: the base rows. With an
 * expansion: the production buildings plus the violet buildings selected (expansions §3).
 */
export function inGame(s: Pick<PRState, 'selected'>, i: number): boolean {
  const spec = BUILDING_SPECS[i]!;
  if (!s.selected) return spec.expansion === undefined;
  if (spec.kind === 'production' && spec.expansion === undefined) return true;
  return s.selected.includes(BUILDING_IDS[i]!);
}

/** Copies of building `i` in this game (0 when it is not in the game). */
export function copiesIn(s: Pick<PRState, 'selected' | 'players'>, i: number): number {
  return inGame(s, i) ? copiesInGame(s.players, BUILDING_IDS[i]!) : 0;
}

export interface PlayerState {
  doubloons: number;
  /** Shipping VP (VP chips, including VP earned after the pool ran out). Hidden from other seats. */
  vp: number;
  /** Barrels held, by good index. */
  goods: number[];
  /** Island tiles owned, by TILES index (5 = quarry). */
  tiles: number[];
  /** Island tiles with a colonist, by TILES index (one circle per tile). */
  manned: number[];
  /** Colonists on each building, by BUILDING_IDS index; -1 = not owned. */
  city: number[];
  /** Colonists in San Juan (not on a circle). With the Nobles: pieces (colonists and nobles). */
  sanJuan: number;
  /**
   * Expansions only (absent in the base game). With the Nobles, `manned`, `city` and
   * `sanJuan` count pieces, and these count the nobles among them (expansions §5.3).
   */
  forests?: number;
  /** Nobles on island tiles, by TILES index. */
  nobleTiles?: number[];
  /** Nobles on buildings, by BUILDING_IDS index. */
  nobleCity?: number[];
  nobleSanJuan?: number;
  /** VP chips earned outside Captain phases (Church, Chapel, Hunting lodge): the Customs house skips them. Hidden like `vp`. */
  vpOther?: number;
}

export interface RoleCard {
  id: RoleId;
  doubloons: number;
  taken: boolean;
}

export interface Ship {
  capacity: number;
  /** Good index loaded, -1 when empty. */
  good: number;
  load: number;
}

export type EndTrigger = 'city' | 'colonists' | 'vp-chips';

export interface PrOptions {
  /** §10.1: corn-start seats get 1 doubloon less. */
  bgaStart: boolean;
  /** §10.1: Factory 8, University 7. */
  bgaPrices: boolean;
  /** §10.2: 2-player Craftsman Angst role order (expansions §2.3 "two-player alternation"). */
  angst: boolean;
  /** Expansion 1, The New Buildings (expansions §4). */
  buildings: boolean;
  /** Expansion 2, The Nobles (expansions §5). */
  nobles: boolean;
  /** Expansions §3: how the violet buildings are chosen. */
  selection: 'draft' | 'random';
}

/** `stack` (frames.ts) is the turn flow: what is left to do this round, top last. */
export interface PRState extends StackState<PRFrame> {
  options: PrOptions;
  round: number;
  governor: Seat;
  /** Roles chosen so far this round. */
  picks: number;
  roles: RoleCard[];
  /** Face-down plantation pile, tile indices; the next draw is the last element. Hidden. */
  pile: number[];
  /** Face-up plantation row. */
  row: number[];
  /** Plantation discard pile, counts by kind. */
  discard: number[];
  quarries: number;
  /** Building supply: copies left, by BUILDING_IDS index. */
  supply: number[];
  /** Goods supply, by good index. */
  goods: number[];
  vpPool: number;
  /** Colonist supply. */
  colonists: number;
  /** Colonists on the colonist ship. */
  ship: number;
  ships: Ship[];
  /** Goods in the trading house, by good index. */
  house: number[];
  seats: PlayerState[];
  /** End triggers fired (§5.1); the game ends with the round in which the first fired. */
  end: EndTrigger[];
  /** Expansions §3: the violet buildings in this game (absent: the base set). */
  selected?: BuildingId[];
  /** Expansions §5.2: the noble supply, and nobles on the colonist ship (0 or 1). */
  nobles?: number;
  shipNobles?: number;
  /** Expansions §4.1: crop tiles turned into forests, by kind (they left the tile count). */
  forested?: number[];
}

/** The `expansions` option's values (expansions §1); the order of the two words does not matter. */
export const EXPANSION_CHOICES = ['none', 'buildings', 'nobles', 'buildings,nobles', 'nobles,buildings'] as const;

/**
 * Options by their names (README, meta in index.ts). The variants keep the names games were
 * stored with: `bga-start-doubloons` is expansions §2.1 balanced start, `bga-building-prices`
 * §2.2 the price swap, `craftsman-angst` §2.3 two-player alternation.
 */
export function readOptions(options: Options): PrOptions {
  const expansions = String(options['expansions'] ?? 'none').split(',');
  return {
    bgaStart: options['bga-start-doubloons'] === true,
    bgaPrices: options['bga-building-prices'] === true,
    angst: options['craftsman-angst'] === true,
    buildings: expansions.includes('buildings'),
    nobles: expansions.includes('nobles'),
    selection: options['selection'] === 'random' ? 'random' : 'draft',
  };
}

/** §2 setup. The first Governor is drawn with the seeded RNG unless the `governor` option names a seat (D25). */
export function setupState(players: number, options: Options, seed: string): PRState {
  const table = SETUP_BY_PLAYERS[players as 2 | 3 | 4 | 5];
  if (!table) throw new RangeError(`Puerto Rico is for 2–5 players, not ${players}`);
  const opts = readOptions(options);
  const rng = seedRng(seed);
  const chosen = Number(options['governor'] ?? 0);
  const governor = chosen >= 1 && chosen <= players ? chosen - 1 : randomInt(rng, players);

  const counts = [...table.plantations];
  const seats: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    const start = table.start[(seat - governor + players) % players]!;
    const tile = TILES.indexOf(start);
    counts[tile]! -= 1;
    const tiles = [0, 0, 0, 0, 0, 0];
    tiles[tile] = 1;
    const corn = start === 'corn';
    seats.push({
      doubloons: table.doubloons - (opts.bgaStart && corn ? 1 : 0),
      vp: 0,
      goods: [0, 0, 0, 0, 0],
      tiles,
      manned: [0, 0, 0, 0, 0, 0],
      city: BUILDING_IDS.map(() => -1),
      sanJuan: 0,
    });
  }
  const ordered: number[] = [];
  counts.forEach((n, kind) => {
    for (let i = 0; i < n; i++) ordered.push(kind);
  });
  const pile = shuffle(rng, ordered);
  const row = pile.splice(pile.length - (players + 1), players + 1).reverse();

  const supply = BUILDING_IDS.map((id, i) => (BUILDING_SPECS[i]!.expansion === undefined ? copiesInGame(players, id) : 0));

  const state: PRState = {
    players,
    options: opts,
    rng,
    round: 1,
    governor,
    picks: 0,
    roles: table.roles.map((id) => ({ id, doubloons: 0, taken: false })),
    pile,
    row: row.sort((a, b) => a - b),
    discard: [0, 0, 0, 0, 0],
    quarries: table.quarries,
    supply,
    goods: [...table.barrels],
    vpPool: table.vpChips,
    colonists: table.colonistSupply,
    ship: table.colonistShip,
    ships: table.ships.map((capacity) => ({ capacity, good: -1, load: 0 })),
    house: [],
    seats,
    end: [],
    stack: [{ kind: 'role', seat: governor }],
  };
  // The expansions' additions (selection, nobles, forests) are made by selection.ts.
  return state;
}
