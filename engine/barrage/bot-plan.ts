/**
 * The production system a bot seat builds towards, and where water would go: what a player who
 * knows Barrage plans first (spec §4.4.2: energy needs a dam with water, a conduit from the dam's
 * zone and an own powerhouse at the conduit's end; §4.9: water runs down from the headstreams).
 * Read-only helpers for the policy in bot.ts; nothing here changes the state.
 */
import { built, damCapacity } from './abilities';
import { CONDUITS, POWERHOUSE_BY_ID, POWERHOUSE_SPACES, RIVER_NEXT, isPowerhouseArea, type ConduitRow, type Zone } from './data/map';
import { machineryNeeds, tileBuilds } from './build';
import type { StructureType } from './data/companies';
import type { BarrageState } from './state';

/** A system the seat could complete: the pieces it still has to build, by site id. */
export interface Plan {
  readonly conduit: ConduitRow;
  /** Sites to build on: a dam site, the conduit, a powerhouse space; empty when the system works. */
  readonly missing: { readonly base?: string; readonly conduit?: string; readonly powerhouse?: string };
  /** The dam the system uses (built or to build). */
  readonly dam: string;
  readonly score: number;
}

const MOUNTAINS_LAST_ZONE = 4;

/** The seat's own dam in a zone, a neutral dam there, or a free site to build on (spec §4.3: one own base per zone). */
function damFor(s: BarrageState, seat: number, zone: Zone): { site: string; build: boolean } | null {
  const sites = [`${zone}U`, `${zone}L`];
  const own = sites.find((id) => s.dams[id]?.owner === seat);
  if (own) return { site: own, build: false };
  const neutral = sites.find((id) => s.dams[id]?.owner === -1);
  // A free site: the downstream one first (no red-bordered cost), then the upstream one.
  const free = [`${zone}L`, `${zone}U`].find((id) => s.dams[id] === undefined);
  if (free && s.seats[seat]!.pieces.base > 0) return { site: free, build: true };
  if (neutral) return { site: neutral, build: false };
  return null;
}

function powerhouseFor(s: BarrageState, seat: number, zone: Zone): { site: string; build: boolean } | null {
  const own = POWERHOUSE_SPACES.find((p) => p.zone === zone && s.powerhouses[p.id] === seat);
  if (own) return { site: own.id, build: false };
  if (s.seats[seat]!.pieces.powerhouse === 0) return null;
  // The free (not red-bordered) spaces first.
  const free = POWERHOUSE_SPACES.filter((p) => p.zone === zone && s.powerhouses[p.id] === undefined).sort((a, b) => Number(a.paying) - Number(b.paying))[0];
  return free ? { site: free.id, build: true } : null;
}

/**
 * Every system the seat could still complete, scored: a high conduit value makes much energy
 * from each drop; pieces already built make a plan cheap to finish; mountain dams get the
 * headstreams' water first; a foreign conduit costs a credit per drop and gives its owner VP.
 */
export function plans(s: BarrageState, seat: number): Plan[] {
  const out: Plan[] = [];
  for (const c of CONDUITS) {
    const owner = s.conduits[c.id];
    if (owner === undefined && s.seats[seat]!.pieces.conduit === 0) continue;
    const dam = damFor(s, seat, c.zone);
    const ph = powerhouseFor(s, seat, c.endZone);
    if (!dam || !ph) continue;
    const missing = { ...(dam.build ? { base: dam.site } : {}), ...(owner === undefined ? { conduit: c.id } : {}), ...(ph.build ? { powerhouse: ph.site } : {}) };
    const builtPieces = 3 - Object.keys(missing).length;
    const neutral = !dam.build && s.dams[dam.site]!.owner === -1;
    // A conduit costs 2 excavators per value (spec §1.9): one far beyond the seat's excavators waits for rounds.
    const short = owner === undefined ? Math.max(0, 2 * c.value - s.seats[seat]!.ex) : 0;
    const score = -short / 2 + 2 * c.value + 3 * builtPieces + (c.zone <= MOUNTAINS_LAST_ZONE ? 2 : 0) - (owner !== undefined && owner !== seat ? 3 : 0) - (neutral ? 2 : 0);
    out.push({ conduit: c, missing, dam: dam.site, score });
  }
  return out;
}

/** The system to build next: the best plan with something left to build (null when none is left). */
export function targetPlan(s: BarrageState, seat: number): Plan | null {
  let best: Plan | null = null;
  for (const p of plans(s, seat)) {
    if (Object.keys(p.missing).length === 0) continue;
    if (!best || p.score > best.score) best = p;
  }
  return best;
}

/** Own dams in a working system (own conduit or any built conduit from the zone to an own powerhouse), with the best conduit value. */
export function systemDams(s: BarrageState, seat: number): Map<string, number> {
  const phZones = new Set<Zone>();
  for (const id in s.powerhouses) if (s.powerhouses[id] === seat) phZones.add(POWERHOUSE_BY_ID.get(id)!.zone);
  const out = new Map<string, number>();
  for (const c of CONDUITS) {
    if (s.conduits[c.id] === undefined || !phZones.has(c.endZone)) continue;
    for (const site of [`${c.zone}U`, `${c.zone}L`]) {
      const dam = s.dams[site];
      if (dam && (dam.owner === seat || dam.owner === -1)) out.set(site, Math.max(out.get(site) ?? 0, c.value));
    }
  }
  return out;
}

/** The dam a drop from `from` would stop in (spec §4.9), or null when it leaves the map. */
export function whereDropStops(s: BarrageState, from: string): string | null {
  let x = from;
  for (;;) {
    x = RIVER_NEXT[x]!;
    if (x === 'EXIT') return null;
    if (isPowerhouseArea(x)) continue;
    const dam = s.dams[x];
    if (dam && dam.drops < damCapacity(s, dam)) return x;
  }
}

/** Does the seat have pieces that make a system at all (for the early game)? */
export function hasSystem(s: BarrageState, seat: number): boolean {
  return built(s.seats[seat]!, 'powerhouse') > 0 && systemDams(s, seat).size > 0;
}

/** What the seat lacks to build one of the plan's pieces (or the elevation) now (spec §4.4.1): a tile in supply, or machinery; null when one can be built. */
export function planShortage(s: BarrageState, seat: number, plan: Plan | null, elevation: string | null): Set<'tile' | 'ex' | 'mx'> | null {
  const p = s.seats[seat]!;
  const lacks = new Set<'tile' | 'ex' | 'mx'>();
  const pieces = Object.entries(plan?.missing ?? {}) as [StructureType, string][];
  if (elevation) pieces.push(['elevation', elevation]);
  for (const [type, site] of pieces) {
    const tile = p.tiles.some((t) => tileBuilds(t) === type || tileBuilds(t) === 'any');
    const need = machineryNeeds(p, type, type, site)[0]!;
    const kind = need.allowed === 'mx' ? 'mx' : 'ex';
    const enough = (kind === 'mx' ? p.mx : p.ex) >= need.n;
    if (tile && enough) return null;
    if (!tile) lacks.add('tile');
    if (!enough) lacks.add(kind);
  }
  return lacks;
}

/**
 * An own dam that feeds a system and can be raised (spec §4.3: at most 2 elevations): an elevation
 * there holds one more drop for every later production. The best conduit value first.
 */
export function elevationTarget(s: BarrageState, seat: number, feeding: Map<string, number>): string | null {
  if (s.seats[seat]!.pieces.elevation === 0) return null;
  let best: string | null = null;
  let bestValue = 0;
  for (const [site, value] of feeding) {
    const dam = s.dams[site]!;
    if (dam.owner === seat && dam.level < 3 && value > bestValue) [best, bestValue] = [site, value];
  }
  return best;
}
