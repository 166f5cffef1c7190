/** B1 (spec §4.3, §6): build one building or pass. */
import { EngineBug } from '../../core/errors';
import { BUILDING_IDS, BUILDING_INDEX, BUILDINGS, CITY_SPACES, type BuildingId } from '../data';
import { buildingPrice, citySpacesUsed, isOccupied, owns, takeFreeColonist } from '../board';
import { seatOf } from '../copy';
import { chooserOf } from '../frames';
import type { PRMove } from '../moves';
import { triggerEnd } from '../round';
import type { PRState } from '../state';
import { findKind, type Decision } from './step';

/** Why `seat` may not build `b` now, or null when he may (one predicate for listing and refusing). */
export function cannotBuild(s: PRState, seat: number, b: BuildingId): string | null {
  const p = s.seats[seat]!;
  const spec = BUILDINGS[b];
  if (owns(p, b)) return `you already own the ${spec.name}`;
  if (s.supply[BUILDING_INDEX[b]]! <= 0) return `no ${spec.name} is left in the supply`;
  const free = CITY_SPACES - citySpacesUsed(p);
  if (free < spec.spaces) return `it needs ${spec.spaces} city spaces and you have ${free} free`;
  const price = buildingPrice(s, p, b, chooserOf(s) === seat);
  if (price > p.doubloons) return `it costs ${price} and you have ${p.doubloons} doubloon${p.doubloons === 1 ? '' : 's'}`;
  return null;
}

/**
 * The options of a Builder turn; empty when nothing can be built (the player is skipped).
 * Same conditions as `cannotBuild`, with the per-player facts computed once (hot path).
 */
export function buildMoves(s: PRState, seat: number): PRMove[] {
  const p = s.seats[seat]!;
  const free = CITY_SPACES - citySpacesUsed(p);
  const isBuilder = chooserOf(s) === seat;
  const out: PRMove[] = [];
  for (let i = 0; i < BUILDING_IDS.length; i++) {
    const b = BUILDING_IDS[i]!;
    if (p.city[i]! >= 0 || s.supply[i]! <= 0 || free < BUILDINGS[b].spaces) continue;
    if (buildingPrice(s, p, b, isBuilder) > p.doubloons) continue;
    out.push({ kind: 'build', building: b });
  }
  if (out.length > 0) out.push({ kind: 'pass' });
  return out;
}

export const build: Decision<'build'> = {
  decision: 'B1',
  prompt: () => 'build a building or pass',
  promptJa: () => '建物を建てるかパスする',
  legal: (s, _f, seat) => buildMoves(s, seat),
  apply(d, _f, seat, move) {
    if (move.kind === 'pass') {
      d.say(seat, 'builds nothing');
      return [];
    }
    if (move.kind !== 'build') throw new EngineBug(`build cannot apply ${move.kind}`);
    const b = move.building;
    const p = seatOf(d, seat);
    const price = buildingPrice(d.s, p, b, chooserOf(d.s) === seat);
    p.doubloons -= price;
    p.city[BUILDING_INDEX[b]] = 0;
    d.mut('supply')[BUILDING_INDEX[b]]! -= 1;
    d.say(seat, `builds the ${BUILDINGS[b].name} for ${price}`);
    if (citySpacesUsed(p) >= CITY_SPACES) triggerEnd(d, 'city', 'A city is full (12 spaces).');
    // B2: the University puts a colonist on the new building at once.
    if (isOccupied(p, 'university') && takeFreeColonist(d.s) !== null) return [{ kind: 'university', seat, building: b }];
    return [];
  },
  explain(s, _f, seat, move) {
    if (move.kind !== 'build' || !(move.building in BUILDINGS)) return null;
    const why = cannotBuild(s, seat, move.building);
    return why ? { code: 'cannot-build', reason: `You cannot build the ${BUILDINGS[move.building].name}: ${why}.` } : null;
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};
