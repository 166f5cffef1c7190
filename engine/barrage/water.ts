/**
 * Water flow (spec §4.9): a drop moves downstream from its place until a dam with free
 * capacity holds it or it leaves the map. Pure over the `dams` record it is given (callers pass
 * their draft copy). Powerhouse areas passed are reported for the USA ability (spec §1.9).
 */
import { isPowerhouseArea, RIVER_NEXT } from './data/map';
import type { Dam } from './state';

export interface FlowResult {
  /** Dam site that holds the drop, or `EXIT`. */
  readonly stoppedAt: string;
  /** Powerhouse areas the drop flowed through (not the one it started from). */
  readonly passed: readonly string[];
}

export type Capacity = (site: string, dam: Dam) => number;

/** Move one drop from `from` (a headstream or a powerhouse area); updates `dams` in place. */
export function flowDrop(dams: Record<string, Dam>, from: string, capacity: Capacity): FlowResult {
  const passed: string[] = [];
  let x = from;
  for (;;) {
    const next = RIVER_NEXT[x];
    if (next === undefined) throw new Error(`water: no river after ${x}`);
    x = next;
    if (x === 'EXIT') return { stoppedAt: 'EXIT', passed };
    if (isPowerhouseArea(x)) {
      passed.push(x);
      continue;
    }
    const dam = dams[x];
    if (dam && dam.drops < capacity(x, dam)) {
      dams[x] = { ...dam, drops: dam.drops + 1 };
      return { stoppedAt: x, passed };
    }
  }
}

/** The full path from a node to the exit, for descriptions and tests. */
export function riverPath(from: string): string[] {
  const path: string[] = [];
  let x = from;
  while (x !== 'EXIT') {
    const next = RIVER_NEXT[x];
    if (next === undefined) throw new Error(`water: no river after ${x}`);
    x = next;
    path.push(x);
  }
  return path;
}
