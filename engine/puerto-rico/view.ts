/**
 * What one seat may see (spec §9). Left out: the face-down pile's order and the RNG
 * (only the pile's size is shown) and, while the game runs, other seats' VP chips.
 * Everything else in Puerto Rico is public.
 */
import type { Seat } from '../core/types';
import { BUILDING_IDS, BUILDINGS, GOODS, TILES, type BuildingId, type Good, type RoleId, type Tile } from './data';
import { buildingCost, buildingIds, citySpacesUsed, workersOn } from './board';
import { phaseOf } from './frames';
import { isOver } from './round';
import { runner } from './rules';
import type { EndTrigger, PRState } from './state';

export interface SeatView {
  seat: Seat;
  doubloons: number;
  /** Shipping VP: the seat's own, or everyone's once the game is over; otherwise null. */
  vp: number | null;
  goods: Record<Good, number>;
  /** Island tiles by kind: how many, how many with a colonist. */
  island: { tile: Tile; count: number; occupied: number }[];
  city: { building: BuildingId; colonists: number; circles: number }[];
  citySpaces: number;
  sanJuan: number;
  buildingVp: number;
}

export interface PRView {
  you: Seat | null;
  players: number;
  round: number;
  governor: Seat;
  over: boolean;
  endTriggers: EndTrigger[];
  pending: { seat: Seat; prompt: string }[];
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
}

function byGood(values: readonly number[]): Record<Good, number> {
  return Object.fromEntries(GOODS.map((g, i) => [g, values[i]!])) as Record<Good, number>;
}

export function viewOf(s: PRState, you: Seat | null): PRView {
  const over = isOver(s);
  const phase = phaseOf(s);
  return {
    you,
    players: s.players,
    round: s.round,
    governor: s.governor,
    over,
    endTriggers: [...s.end],
    pending: runner.pending(s).map((p) => ({ seat: p.seat, prompt: p.prompt })),
    phase: phase ? { role: phase.role, chooser: phase.chooser } : null,
    roles: s.roles.map((r) => ({ ...r })),
    row: s.row.map((t) => TILES[t]!),
    pileSize: s.pile.length,
    discard: byGood(s.discard),
    quarries: s.quarries,
    buildings: BUILDING_IDS.map((id, i) => ({ id, cost: buildingCost(s, id), left: s.supply[i]! })),
    goods: byGood(s.goods),
    vpPool: s.vpPool,
    colonistSupply: s.colonists,
    colonistShip: s.ship,
    ships: s.ships.map((x) => ({ capacity: x.capacity, good: x.good >= 0 ? GOODS[x.good]! : null, load: x.load })),
    tradingHouse: s.house.map((g) => GOODS[g]!),
    seats: s.seats.map((p, seat) => ({
      seat,
      doubloons: p.doubloons,
      vp: over || seat === you ? p.vp : null,
      goods: byGood(p.goods),
      island: TILES.map((tile, i) => ({ tile, count: p.tiles[i]!, occupied: p.manned[i]! })).filter((x) => x.count > 0),
      city: buildingIds(p).map((building) => ({ building, colonists: workersOn(p, building), circles: BUILDINGS[building].circles })),
      citySpaces: citySpacesUsed(p),
      sanJuan: p.sanJuan,
      buildingVp: buildingIds(p).reduce((n, b) => n + BUILDINGS[b].vp, 0),
    })),
  };
}
