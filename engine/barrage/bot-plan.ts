/**
 * The bot's next production system (seats built unconnected pieces): among every
 * conduit space, the system (a dam in its zone, the conduit, a powerhouse at its end; spec §4.4.2)
 * that makes the most energy for the pieces still missing. The Barrage policy (bot.ts) weighs the
 * plan's pieces up, so construction heads for one connected system instead of scattered pieces.
 * Cheap: one pass over the 20 conduits, remembered per state object (states are never mutated).
 */
import { built } from './abilities';
import { CONDUITS, DAM_SITES, POWERHOUSE_SPACES, type Zone } from './data/map';
import type { BarrageState } from './state';

export interface Plan {
  /** The conduit space of the system (built already, or to build). */
  readonly conduit: string;
  /** The zone of its dam and the zone of its powerhouse. */
  readonly damZone: Zone;
  readonly powerhouseZone: Zone;
  /** What the seat still has to build for it. */
  readonly needs: { readonly base: boolean; readonly conduit: boolean; readonly powerhouse: boolean };
}

/**
 * Water a dam of the zone can expect, relatively: mountain dams are first below the headstreams
 * (spec §1.2 rivers), hill and plain dams get what passes upstream dams.
 */
const WATER_BY_ZONE: Readonly<Record<number, number>> = { 1: 3, 2: 3, 3: 3, 4: 3, 5: 2, 6: 2, 7: 2, 8: 1.5, 9: 1.5, 10: 1.5 };

const cache = new WeakMap<BarrageState, (Plan | null)[]>();

function findPlan(s: BarrageState, seat: number): Plan | null {
  const p = s.seats[seat]!;
  const usableDam = new Set<Zone>();
  const ownBase = new Set<Zone>();
  for (const d of DAM_SITES) {
    const dam = s.dams[d.id];
    if (dam?.owner === seat) ownBase.add(d.zone);
    if (dam && (dam.owner === seat || dam.owner < 0)) usableDam.add(d.zone);
  }
  const freeDam = new Set<Zone>();
  for (const d of DAM_SITES) if (!s.dams[d.id] && !ownBase.has(d.zone)) freeDam.add(d.zone);
  const ownPh = new Set<Zone>();
  const freePh = new Set<Zone>();
  for (const ph of POWERHOUSE_SPACES) {
    const owner = s.powerhouses[ph.id];
    if (owner === seat) ownPh.add(ph.zone);
    else if (owner === undefined) freePh.add(ph.zone);
  }
  const left = { base: built(p, 'base') < 5, conduit: built(p, 'conduit') < 5, powerhouse: built(p, 'powerhouse') < 4 };
  let best: Plan | null = null;
  let bestScore = 0;
  for (const c of CONDUITS) {
    const owner = s.conduits[c.id];
    const needs = { base: !usableDam.has(c.zone), conduit: owner === undefined, powerhouse: !ownPh.has(c.endZone) };
    // A system the seat already has needs nothing: the plan is the next one.
    if (!needs.base && !needs.conduit && !needs.powerhouse) continue;
    if (needs.base && !(left.base && freeDam.has(c.zone))) continue;
    if (needs.conduit && !left.conduit) continue;
    if (needs.powerhouse && !(left.powerhouse && freePh.has(c.endZone))) continue;
    const missing = Number(needs.base) + Number(needs.conduit) + Number(needs.powerhouse);
    // Energy per production grows with the conduit's value and the water; each missing piece
    // costs an action and machinery (a conduit 2 excavators per value, spec §1.9). A rival's
    // conduit costs a credit and gives it a VP per drop (spec §4.4.2).
    const score = (c.value * WATER_BY_ZONE[c.zone]!) / (1 + missing) - (owner !== undefined && owner !== seat ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = { conduit: c.id, damZone: c.zone, powerhouseZone: c.endZone, needs };
    }
  }
  return best;
}

/** The seat's plan in `s` (null when no system can be completed). */
export function planOf(s: BarrageState, seat: number): Plan | null {
  let plans = cache.get(s);
  if (!plans) {
    plans = [];
    cache.set(s, plans);
  }
  if (plans[seat] === undefined) plans[seat] = findPlan(s, seat);
  return plans[seat]!;
}
