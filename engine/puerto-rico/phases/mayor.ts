/** Mayor phase sequencing (spec §4.2): privilege, distribution, placements in order, refill. */
import { BUILDING_SPECS } from '../data';
import { colonistsOwned, emptyBuildingCircles, seatAt, totalCircles } from '../board';
import type { Draft } from '../draft';
import { endPhase, triggerEnd } from '../flow';

export function beginMayor(d: Draft): void {
  // M1 is skipped when the colonist supply is empty (§7.7).
  if (d.s.colonists > 0) {
    d.s.turn = { step: 'mayor-privilege', seat: d.s.phase!.chooser };
    return;
  }
  distributeColonists(d);
}

/** §4.2 step 2: the ship's colonists one at a time from the Mayor, clockwise. */
export function distributeColonists(d: Draft): void {
  const n = d.s.players;
  const onShip = d.s.ship;
  d.say(null, onShip > 0 ? `The colonist ship brings ${onShip} colonist${onShip === 1 ? '' : 's'}.` : 'The colonist ship is empty.');
  for (let offset = 0; offset < n; offset++) {
    const got = Math.floor(onShip / n) + (offset < onShip % n ? 1 : 0);
    if (got === 0) continue;
    const seat = seatAt(d.s, offset);
    d.seat(seat).sanJuan += got;
    d.say(seat, `receives ${got} colonist${got === 1 ? '' : 's'}`);
  }
  d.s.ship = 0;
  placementTurn(d);
}

export function nextPlacer(d: Draft): void {
  d.s.phase = { ...d.s.phase!, offset: d.s.phase!.offset + 1 };
  placementTurn(d);
}

/**
 * M2 in order from the Mayor (D13). A player with no colonists, or with at least as many
 * colonists as circles, has no choice: every circle is filled and he is skipped.
 */
function placementTurn(d: Draft): void {
  for (let offset = d.s.phase!.offset; offset < d.s.players; offset++) {
    d.s.phase = { ...d.s.phase!, offset };
    const seat = seatAt(d.s, offset);
    const p = d.s.seats[seat]!;
    const colonists = colonistsOwned(p);
    const circles = totalCircles(p);
    if (colonists === 0) continue;
    if (colonists >= circles) {
      fillEveryCircle(d, seat, colonists - circles);
      continue;
    }
    d.s.turn = { step: 'place', seat, placed: false };
    return;
  }
  refillShip(d);
}

function fillEveryCircle(d: Draft, seat: number, surplus: number): void {
  const p = d.seat(seat);
  const changed = p.manned.some((n, t) => n !== p.tiles[t]) || p.city.some((n, i) => n >= 0 && n !== BUILDING_SPECS[i]!.circles);
  p.manned = p.tiles.slice();
  p.city = p.city.map((n, i) => (n >= 0 ? BUILDING_SPECS[i]!.circles : -1));
  p.sanJuan = surplus;
  if (changed) d.say(seat, `fills every circle${surplus > 0 ? `; ${surplus} colonist${surplus === 1 ? '' : 's'} stay in San Juan` : ''}`);
}

/** §4.2 step 4: R = max(N, empty building circles); a short supply sets the end flag (D1). */
function refillShip(d: Draft): void {
  let empty = 0;
  for (const p of d.s.seats) empty += emptyBuildingCircles(p);
  const required = Math.max(d.s.players, empty);
  if (d.s.colonists >= required) {
    d.s.colonists -= required;
    d.s.ship = required;
    d.say(null, `${required} colonists board the colonist ship.`);
  } else {
    d.s.ship = d.s.colonists;
    d.s.colonists = 0;
    d.say(null, `Only ${d.s.ship} colonists are left for the colonist ship (${required} needed).`);
    triggerEnd(d, 'colonists', 'The colonist supply ran short.');
  }
  endPhase(d);
}
