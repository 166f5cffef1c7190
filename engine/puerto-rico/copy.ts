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

/** A whole copy of a player's board. */
export function copyPlayer(p: PlayerState): PlayerState {
  const out = copyBoard(p);
  out.city = p.city.slice();
  if (p.nobleCity) out.nobleCity = p.nobleCity.slice();
  return out;
}

/**
 * A player's board copied but for the city (`city`, `nobleCity`: one entry per building, 45
 * with the expansions), which stays shared: most moves never touch it, and copying it on
 * every first write was the largest share of play-outs' garbage.
 */
function copyBoard(p: PlayerState): PlayerState {
  const out: PlayerState = {
    doubloons: p.doubloons,
    vp: p.vp,
    goods: p.goods.slice(),
    tiles: p.tiles.slice(),
    manned: p.manned.slice(),
    city: p.city,
    sanJuan: p.sanJuan,
  };
  if (p.forests !== undefined) out.forests = p.forests;
  if (p.nobleTiles) out.nobleTiles = p.nobleTiles.slice();
  if (p.nobleCity) out.nobleCity = p.nobleCity;
  if (p.nobleSanJuan !== undefined) out.nobleSanJuan = p.nobleSanJuan;
  if (p.vpOther !== undefined) out.vpOther = p.vpOther;
  return out;
}

function copyRole(r: RoleCard): RoleCard {
  return { id: r.id, doubloons: r.doubloons, taken: r.taken };
}

function copyShip(x: Ship): Ship {
  return { capacity: x.capacity, good: x.good, load: x.load };
}

/**
 * One seat's board, copied on first write, for writes to anything but its buildings: the
 * city is still the one of the state the move started from (`buildingsOf` to change it).
 */
export function seatOf(d: PRDraft, seat: Seat): PlayerState {
  return d.at('seats', seat, copyBoard);
}

/** One seat's board with its city copied too: for moves that build or put pieces on buildings. */
export function buildingsOf(d: PRDraft, seat: Seat): PlayerState {
  const p = seatOf(d, seat);
  const was = d.base.seats[seat]!;
  if (p.city === was.city) p.city = p.city.slice();
  if (p.nobleCity && p.nobleCity === was.nobleCity) p.nobleCity = p.nobleCity.slice();
  return p;
}

// Role cards and ships are copied one by one, on first write: a move changes one card or
// one ship, and the end of a round (every card) or a sailing (every ship) is rare.

/** Every role card, each copied on first write. */
export function rolesOf(d: PRDraft): RoleCard[] {
  for (let i = 0; i < d.s.roles.length; i++) d.at('roles', i, copyRole);
  return d.s.roles;
}

/** One role card (by its place in `roles`), copied on first write. */
export function roleOf(d: PRDraft, i: number): RoleCard {
  return d.at('roles', i, copyRole);
}

/** Every cargo ship, each copied on first write. */
export function shipsOf(d: PRDraft): Ship[] {
  for (let i = 0; i < d.s.ships.length; i++) d.at('ships', i, copyShip);
  return d.s.ships;
}

/** One cargo ship (by its place in `ships`), copied on first write. */
export function shipOf(d: PRDraft, i: number): Ship {
  return d.at('ships', i, copyShip);
}
