/**
 * Positions with the expansions (rules/puerto-rico-expansions.md) for tests: a game whose
 * violet buildings include the ones a test needs, nobles standing on chosen circles, forests on
 * an island. Like ../helpers.ts, every change comes out of a supply so the invariants hold.
 */
import { puertoRico, type PRState } from '../../../../engine/puerto-rico';
import { BUILDING_INDEX, TILES, type BuildingId } from '../../../../engine/puerto-rico/data';
import type { Target } from '../../../../engine/puerto-rico/moves';
import { copiesInGame } from '../../../../engine/puerto-rico/state';

export type Expansions = 'buildings' | 'nobles' | 'buildings,nobles';

/**
 * A new game with `expansions` (seat 0 first Governor, random selection so no draft is pending)
 * whose market also holds `wanted` (slots are ignored: a test position, not a selection).
 */
export function expansionGame(
  players: number,
  expansions: Expansions,
  wanted: readonly BuildingId[] = [],
  options: Record<string, string | boolean> = {},
  seed = 'test',
): PRState {
  const s = structuredClone(puertoRico.setup(players, { governor: 1, expansions, selection: 'random', ...options }, seed));
  for (const b of wanted) {
    if (!s.selected!.includes(b)) s.selected!.push(b);
    s.supply[BUILDING_INDEX[b]] = copiesInGame(players, b);
  }
  return s;
}

/** Turn pieces already standing at each target of `seat` into nobles (the colonists go back to the supply). */
export function withNobles(s: PRState, seat: number, where: Partial<Record<Target | 'san-juan', number>>): PRState {
  const next: PRState = structuredClone(s);
  const p = next.seats[seat]!;
  for (const [target, n] of Object.entries(where) as [Target | 'san-juan', number][]) {
    if (target === 'san-juan') p.nobleSanJuan! += n;
    else if ((TILES as readonly string[]).includes(target)) p.nobleTiles![TILES.indexOf(target as (typeof TILES)[number])]! += n;
    else p.nobleCity![BUILDING_INDEX[target as BuildingId]]! += n;
    next.nobles! -= n;
    next.colonists += n;
  }
  return next;
}

/** Put `n` forests on `seat`'s island, made from the top tiles of the face-down pile. */
export function withForests(s: PRState, seat: number, n: number): PRState {
  const next: PRState = structuredClone(s);
  for (let i = 0; i < n; i++) next.forested![next.pile.pop()!]! += 1;
  next.seats[seat]!.forests! += n;
  return next;
}

/** The VP chips a seat holds and how many of them were earned outside Captain phases. */
export function chips(s: PRState, seat: number): { vp: number; other: number } {
  return { vp: s.seats[seat]!.vp, other: s.seats[seat]!.vpOther ?? 0 };
}
