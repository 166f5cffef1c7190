/**
 * Puerto Rico's copiers for the core copy-on-write `Draft` (STYLE.md §7: never mutate
 * inputs). Written out field by field rather than spread: they run on nearly every move,
 * and random play-outs are the engine's speed benchmark.
 */
import type { Draft } from '../core/steps/draft';
import type { Seat } from '../core/types';
import type { PlayerState, PRState, RoleCard, Ship } from './state';

export type PRDraft = Draft<PRState>;

/** The top-level copy a move's draft starts from (containers are shared until written). */
export function copyTop(s: PRState): PRState {
  const out: PRState = {
    players: s.players,
    options: s.options,
    rng: s.rng,
    round: s.round,
    governor: s.governor,
    picks: s.picks,
    roles: s.roles,
    pile: s.pile,
    row: s.row,
    discard: s.discard,
    quarries: s.quarries,
    supply: s.supply,
    goods: s.goods,
    vpPool: s.vpPool,
    colonists: s.colonists,
    ship: s.ship,
    ships: s.ships,
    house: s.house,
    seats: s.seats,
    end: s.end,
    stack: s.stack,
  };
  // Expansions only (absent in the base game, so its states keep their shape).
  if (s.selected) out.selected = s.selected;
  if (s.nobles !== undefined) out.nobles = s.nobles;
  if (s.shipNobles !== undefined) out.shipNobles = s.shipNobles;
  if (s.forested) out.forested = s.forested;
  return out;
}

export function copyPlayer(p: PlayerState): PlayerState {
  const out: PlayerState = {
    doubloons: p.doubloons,
    vp: p.vp,
    goods: p.goods.slice(),
    tiles: p.tiles.slice(),
    manned: p.manned.slice(),
    city: p.city.slice(),
    sanJuan: p.sanJuan,
  };
  if (p.forests !== undefined) out.forests = p.forests;
  if (p.nobleTiles) out.nobleTiles = p.nobleTiles.slice();
  if (p.nobleCity) out.nobleCity = p.nobleCity.slice();
  if (p.nobleSanJuan !== undefined) out.nobleSanJuan = p.nobleSanJuan;
  if (p.vpOther !== undefined) out.vpOther = p.vpOther;
  return out;
}

function copyRoles(roles: RoleCard[]): RoleCard[] {
  return roles.map((r) => ({ id: r.id, doubloons: r.doubloons, taken: r.taken }));
}

function copyShips(ships: Ship[]): Ship[] {
  return ships.map((x) => ({ capacity: x.capacity, good: x.good, load: x.load }));
}

/** One seat's board, copied on first write. */
export function seatOf(d: PRDraft, seat: Seat): PlayerState {
  return d.at('seats', seat, copyPlayer);
}

export function rolesOf(d: PRDraft): RoleCard[] {
  return d.mut('roles', copyRoles);
}

export function shipsOf(d: PRDraft): Ship[] {
  return d.mut('ships', copyShips);
}
