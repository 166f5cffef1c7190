/**
 * What one seat may see (spec §9). Left out: the face-down pile's order and the RNG
 * (only the pile's size is shown) and, while the game runs, other seats' VP chips.
 * Everything else in Puerto Rico is public.
 */
import type { Seat } from '../core/types';
import { BUILDING_IDS, BUILDING_INDEX, BUILDINGS, GOODS, TILES, type BuildingId, type Good, type RoleId, type Tile } from './data';
import { buildingCost, buildingIds, citySpacesUsed, workersOn } from './board';
import { phaseOf } from './frames';
import { isOver } from './round';
import { runner } from './rules';
import { inGame, type EndTrigger, type PlayerState, type PRState } from './state';

export interface SeatView {
  seat: Seat;
  doubloons: number;
  /** Shipping VP: the seat's own, or everyone's once the game is over; otherwise null. */
  vp: number | null;
  goods: Record<Good, number>;
  /** Island tiles by kind: how many, how many with a colonist. */
  island: { tile: Tile; count: number; occupied: number; nobles?: number }[];
  /** `colonists` counts every piece on the building; `nobles` (Nobles only) how many of them are nobles. */
  city: { building: BuildingId; colonists: number; circles: number; nobles?: number }[];
  citySpaces: number;
  sanJuan: number;
  buildingVp: number;
  /** Expansions only (absent in the base game): forests on the island (§4.1), nobles in San Juan (§5.3). */
  forests?: number;
  nobleSanJuan?: number;
}

export interface PRView {
  you: Seat | null;
  players: number;
  round: number;
  governor: Seat;
  over: boolean;
  endTriggers: EndTrigger[];
  /** `promptJa`: the same decision in Japanese, for the Japanese board. */
  pending: { seat: Seat; prompt: string; promptJa?: string }[];
  phase: { role: RoleId; chooser: Seat } | null;
  roles: { id: RoleId; doubloons: number; taken: boolean }[];
  row: Tile[];
  pileSize: number;
  discard: Record<Good, number>;
  quarries: number;
  buildings: { id: BuildingId; cost: number; left: number }[];
  goods: Record<Good, number>;
  vpPool: number;
  colonistSupply: number;
  colonistShip: number;
  ships: { capacity: number; good: Good | null; load: number }[];
  tradingHouse: Good[];
  seats: SeatView[];
  /** Expansion 2 (§5.2): nobles in the supply and on the colonist ship. */
  nobles?: { supply: number; ship: number };
}

function byGood(values: readonly number[]): Record<Good, number> {
  return Object.fromEntries(GOODS.map((g, i) => [g, values[i]!])) as Record<Good, number>;
}

export function viewOf(s: PRState, you: Seat | null): PRView {
  const over = isOver(s);
  const phase = phaseOf(s);
  const view: PRView = {
    you,
    players: s.players,
    round: s.round,
    governor: s.governor,
    over,
    endTriggers: [...s.end],
    pending: runner
      .pending(s)
      .map((p) =>
        p.promptJa === undefined ? { seat: p.seat, prompt: p.prompt } : { seat: p.seat, prompt: p.prompt, promptJa: p.promptJa },
      ),
    phase: phase ? { role: phase.role, chooser: phase.chooser } : null,
    roles: s.roles.map((r) => ({ ...r })),
    row: s.row.map((t) => TILES[t]!),
    pileSize: s.pile.length,
    discard: byGood(s.discard),
    quarries: s.quarries,
    // Only the buildings in this game (expansions §3: the selected ones).
    buildings: BUILDING_IDS.flatMap((id, i) => (inGame(s, i) ? [{ id, cost: buildingCost(s, id), left: s.supply[i]! }] : [])),
    goods: byGood(s.goods),
    vpPool: s.vpPool,
    colonistSupply: s.colonists,
    colonistShip: s.ship,
    ships: s.ships.map((x) => ({ capacity: x.capacity, good: x.good >= 0 ? GOODS[x.good]! : null, load: x.load })),
    tradingHouse: s.house.map((g) => GOODS[g]!),
    seats: s.seats.map((p, seat) => seatView(p, seat, over || seat === you)),
  };
  if (s.options.nobles) view.nobles = { supply: s.nobles ?? 0, ship: s.shipNobles ?? 0 };
  return view;
}

function seatView(p: PlayerState, seat: Seat, seesChips: boolean): SeatView {
  const out: SeatView = {
    seat,
    doubloons: p.doubloons,
    vp: seesChips ? p.vp : null,
    goods: byGood(p.goods),
    island: TILES.flatMap((tile, i) => {
      if (p.tiles[i]! === 0) return [];
      const x: SeatView['island'][number] = { tile, count: p.tiles[i]!, occupied: p.manned[i]! };
      if (p.nobleTiles?.[i]) x.nobles = p.nobleTiles[i];
      return [x];
    }),
    city: buildingIds(p).map((building) => {
      const x: SeatView['city'][number] = { building, colonists: workersOn(p, building), circles: BUILDINGS[building].circles };
      if (p.nobleCity?.[BUILDING_INDEX[building]]) x.nobles = p.nobleCity[BUILDING_INDEX[building]];
      return x;
    }),
    citySpaces: citySpacesUsed(p),
    sanJuan: p.sanJuan,
    buildingVp: buildingIds(p).reduce((n, b) => n + BUILDINGS[b].vp, 0),
  };
  if (p.forests !== undefined) out.forests = p.forests;
  if (p.nobleSanJuan !== undefined) out.nobleSanJuan = p.nobleSanJuan;
  return out;
}
