/**
 * Nobles, forests and the doubled privilege (spec rules/puerto-rico-expansions.md §4.3.3,
 * §4.3.10, §5.3). With the Nobles the per-circle counts of a player (`manned`, `city`,
 * `sanJuan`) count pieces; the `noble*` arrays say how many of those pieces are nobles.
 * Every helper reads 0 where the field is absent (the base game and older states).
 */
import { BUILDING_INDEX, TILES, type BuildingId } from './data';
import { isOccupied, workersOn } from './board';
import { chooserOf } from './frames';
import type { Target } from './moves';
import type { PlayerState, PRState } from './state';

export function forestsOf(p: PlayerState): number {
  return p.forests ?? 0;
}

export function noblesOn(p: PlayerState, b: BuildingId): number {
  return p.nobleCity?.[BUILDING_INDEX[b]] ?? 0;
}

/** A one-circle building held by a noble (the noble-sensitive buildings, §5.8). */
export function nobleOccupies(p: PlayerState, b: BuildingId): boolean {
  return noblesOn(p, b) > 0;
}

/** A building held by a colonist (not a noble). */
export function colonistOccupies(p: PlayerState, b: BuildingId): boolean {
  return workersOn(p, b) - noblesOn(p, b) > 0;
}

/** §5.7: "nobles on your island" = on plantations, quarries and buildings, not San Juan. */
export function noblesOnIsland(p: PlayerState): number {
  let n = 0;
  for (const x of p.nobleTiles ?? []) n += x;
  for (const x of p.nobleCity ?? []) n += x;
  return n;
}

/** §5.3: every noble the player owns (island and San Juan). */
export function noblesOwned(p: PlayerState): number {
  return noblesOnIsland(p) + (p.nobleSanJuan ?? 0);
}

/** Pieces at a target (colonists and nobles) and the nobles among them. */
export function piecesAt(p: PlayerState, target: Target | 'san-juan'): { pieces: number; nobles: number } {
  if (target === 'san-juan') return { pieces: p.sanJuan, nobles: p.nobleSanJuan ?? 0 };
  const t = (TILES as readonly string[]).indexOf(target);
  if (t >= 0) return { pieces: p.manned[t]!, nobles: p.nobleTiles?.[t] ?? 0 };
  const i = BUILDING_INDEX[target as BuildingId];
  return { pieces: Math.max(0, p.city[i]!), nobles: p.nobleCity?.[i] ?? 0 };
}

/**
 * Add `by` pieces (nobles when `noble`) at a target of a player's own (already copied) board;
 * for a building target, its city too (`buildingsOf`, copy.ts).
 */
export function adjustPieces(p: PlayerState, target: Target | 'san-juan', by: number, noble: boolean): void {
  if (target === 'san-juan') {
    p.sanJuan += by;
    if (noble) p.nobleSanJuan = (p.nobleSanJuan ?? 0) + by;
    return;
  }
  const t = (TILES as readonly string[]).indexOf(target);
  if (t >= 0) {
    p.manned[t]! += by;
    if (noble) p.nobleTiles![t]! += by;
    return;
  }
  const i = BUILDING_INDEX[target as BuildingId];
  p.city[i]! += by;
  if (noble) p.nobleCity![i]! += by;
}

/**
 * The privilege of the running phase for `seat`: 1 for its chooser, 2 with an occupied
 * Library (§4.3.10), 0 for everybody else.
 */
export function privilegeOf(s: PRState, seat: number): number {
  if (chooserOf(s) !== seat) return 0;
  return isOccupied(s.seats[seat]!, 'library') ? 2 : 1;
}
