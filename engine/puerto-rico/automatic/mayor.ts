/** The Mayor phase's automatic steps (spec §4.2): distribution, each seat's placement turn, refill. */
import { BUILDING_SPECS } from '../data';
import { colonistsOwned, emptyBuildingCircles, totalCircles } from '../board';
import { buildingsOf, seatOf, type PRDraft } from '../copy';
import { seatFrom, type PRFrame } from '../frames';
import { noblesOwned } from '../pieces';
import { triggerEnd } from '../round';
import type { Automatic } from '../step';

/** §4.2 step 2: the ship's colonists one at a time from the Mayor, clockwise. */
export const distribute: Automatic<'distribute'> = {
  automatic: true,
  run(d) {
    if (d.s.shipNobles) return distributeWithNoble(d);
    const n = d.s.players;
    const onShip = d.s.ship;
    if (onShip > 0)
      d.say(null, () => [
        `The colonist ship brings ${onShip} colonist${onShip === 1 ? '' : 's'}.`,
        `入植船が労働者${onShip}人を運んできた。`,
      ]);
    else d.say(null, 'The colonist ship is empty.', '入植船は空だった。');
    for (let offset = 0; offset < n; offset++) {
      const got = Math.floor(onShip / n) + (offset < onShip % n ? 1 : 0);
      if (got === 0) continue;
      const seat = seatFrom(d.s, offset);
      seatOf(d, seat).sanJuan += got;
      d.say(seat, () => [`receives ${got} colonist${got === 1 ? '' : 's'}`, `労働者${got}人を受け取った`]);
    }
    d.s.ship = 0;
    return [];
  },
};

/**
 * Expansions §5.4: the pieces one at a time from the Mayor, the noble first (so the Mayor
 * gets it in place of one colonist).
 */
function distributeWithNoble(d: PRDraft): PRFrame[] {
  const n = d.s.players;
  const total = d.s.ship + 1;
  d.say(
    null,
    `The colonist ship brings 1 noble and ${d.s.ship} colonist${d.s.ship === 1 ? '' : 's'}.`,
    `入植船が貴族1人と労働者${d.s.ship}人を運んできた。`,
  );
  for (let offset = 0; offset < n; offset++) {
    const got = Math.floor(total / n) + (offset < total % n ? 1 : 0);
    if (got === 0) continue;
    const seat = seatFrom(d.s, offset);
    const p = seatOf(d, seat);
    p.sanJuan += got;
    if (offset === 0) {
      p.nobleSanJuan = (p.nobleSanJuan ?? 0) + 1;
      d.say(
        seat,
        `receives the noble${got > 1 ? ` and ${got - 1} colonist${got === 2 ? '' : 's'}` : ''}`,
        `貴族1人${got > 1 ? `と労働者${got - 1}人` : ''}を受け取った`,
      );
    } else {
      d.say(seat, `receives ${got} colonist${got === 1 ? '' : 's'}`, `労働者${got}人を受け取った`);
    }
  }
  d.s.ship = 0;
  d.s.shipNobles = 0;
  return [];
}

/**
 * A player with no colonists, or with at least as many colonists as circles, has no
 * choice: every circle is filled and he is skipped. Anyone else arranges them (M2).
 * A player who owns a noble always arranges them: which piece goes where matters (§5.3).
 */
export const placement: Automatic<'placement'> = {
  automatic: true,
  run(d, f) {
    const p = d.s.seats[f.seat]!;
    const colonists = colonistsOwned(p);
    const circles = totalCircles(p);
    if (colonists === 0) return [];
    if (noblesOwned(p) > 0) return [{ kind: 'place', seat: f.seat, placed: false }];
    if (colonists >= circles) {
      fillEveryCircle(d, f.seat, colonists - circles);
      return [];
    }
    return [{ kind: 'place', seat: f.seat, placed: false }];
  },
};

function fillEveryCircle(d: PRDraft, seat: number, surplus: number): void {
  const p = buildingsOf(d, seat);
  let changed = false;
  for (let t = 0; t < p.tiles.length; t++) {
    if (p.manned[t] !== p.tiles[t]) changed = true;
    p.manned[t] = p.tiles[t]!;
  }
  for (let i = 0; i < p.city.length; i++) {
    const full = BUILDING_SPECS[i]!.circles;
    if (p.city[i]! >= 0 && p.city[i] !== full) {
      changed = true;
      p.city[i] = full;
    }
  }
  p.sanJuan = surplus;
  if (changed)
    d.say(seat, () => [
      `fills every circle${surplus > 0 ? `; ${surplus} colonist${surplus === 1 ? '' : 's'} stay in San Juan` : ''}`,
      `すべての円に労働者を置いた${surplus > 0 ? `（サンファンに${surplus}人残る）` : ''}`,
    ]);
}

/** §4.2 step 4: R = max(N, empty building circles); a short supply sets the end flag (D1). */
export const refill: Automatic<'refill'> = {
  automatic: true,
  run(d) {
    let empty = 0;
    for (const p of d.s.seats) empty += emptyBuildingCircles(p);
    const required = Math.max(d.s.players, empty);
    if (d.s.options.nobles) {
      // Expansions §5.4, §5.5, A-31: a noble first if one is left, then colonists; never an end trigger.
      const noble = (d.s.nobles ?? 0) > 0 ? 1 : 0;
      d.s.nobles = (d.s.nobles ?? 0) - noble;
      d.s.shipNobles = noble;
      d.s.ship = Math.min(d.s.colonists, required - noble);
      d.s.colonists -= d.s.ship;
      d.say(
        null,
        `${noble ? '1 noble and ' : ''}${d.s.ship} colonist${d.s.ship === 1 ? '' : 's'} board the colonist ship.`,
        `${noble ? '貴族1人と' : ''}労働者${d.s.ship}人が入植船に乗った。`,
      );
      return [];
    }
    if (d.s.colonists >= required) {
      d.s.colonists -= required;
      d.s.ship = required;
      d.say(null, () => [`${required} colonists board the colonist ship.`, `労働者${required}人が入植船に乗った。`]);
    } else {
      d.s.ship = d.s.colonists;
      d.s.colonists = 0;
      d.say(
        null,
        `Only ${d.s.ship} colonists are left for the colonist ship (${required} needed).`,
        `入植船に乗せる労働者が${d.s.ship}人しか残っていない（${required}人必要）。`,
      );
      triggerEnd(d, 'colonists', 'The colonist supply ran short.', '労働者のストックが足りなくなった。');
    }
    return [];
  },
};
