/**
 * Where an Automa builds (Automa spec §5.3): the completion filter, the lowest powerhouse space
 * per zone, the criteria tile's rows A–C, the tie-break start, and zL over zU. Each criterion
 * returns its input unchanged when it would leave nothing.
 */
import { damCapacity } from '../abilities';
import type { StructureType } from '../data/companies';
import {
  CONDUIT_BY_ID,
  CONDUITS,
  DAM_SITE_BY_ID,
  HEADSTREAMS,
  POWERHOUSE_BY_ID,
  POWERHOUSE_SPACES,
  RIVER_NEXT,
  isPowerhouseArea,
} from '../data/map';
import type { BarrageState } from '../state';
import type { BaseCriterion, ConduitCriterion, Criteria, PowerhouseCriterion } from './tiles';

type Owner = 'own' | 'neutral' | 'opponent';

function ownerOf(owner: number, seat: number): Owner {
  if (owner === seat) return 'own';
  return owner < 0 ? 'neutral' : 'opponent';
}

/** Zone of a dam site, conduit space or powerhouse space. */
export function zoneOf(space: string): number {
  return DAM_SITE_BY_ID.get(space)?.zone ?? CONDUIT_BY_ID.get(space)?.zone ?? POWERHOUSE_BY_ID.get(space)!.zone;
}

/** The tie-break number (§5.3): sites and powerhouses by zone, conduit CzL → 2z, CzR → 2z+1. */
export function spaceNumber(space: string): number {
  const c = CONDUIT_BY_ID.get(space);
  if (c) return 2 * c.zone + (space.endsWith('R') ? 1 : 0);
  return zoneOf(space);
}

function powerhouseZones(s: BarrageState, seat: number): Set<number> {
  const zones = new Set<number>();
  for (const id in s.powerhouses) if (s.powerhouses[id] === seat) zones.add(POWERHOUSE_BY_ID.get(id)!.zone);
  return zones;
}

function damsInZone(s: BarrageState, zone: number): { site: string; owner: number }[] {
  const out: { site: string; owner: number }[] = [];
  for (const site of [`${zone}U`, `${zone}L`]) {
    const dam = s.dams[site];
    if (dam) out.push({ site, owner: dam.owner });
  }
  return out;
}

const ownOrNeutralDam = (s: BarrageState, seat: number, zone: number) => damsInZone(s, zone).some((x) => x.owner === seat || x.owner < 0);

/** The first empty powerhouse space of a zone (lowest index), or null. */
function firstEmptyPowerhouse(s: BarrageState, zone: number): string | null {
  return POWERHOUSE_SPACES.find((p) => p.zone === zone && s.powerhouses[p.id] === undefined)?.id ?? null;
}

/** "Almost complete" systems this space would complete (§5.3, `getAlmostCompleteProductionSystems`). */
export function completesSystem(s: BarrageState, seat: number, type: StructureType, space: string): boolean {
  const own = powerhouseZones(s, seat);
  switch (type) {
    case 'base': {
      const zone = zoneOf(space);
      return CONDUITS.some((c) => c.zone === zone && s.conduits[c.id] !== undefined && own.has(c.endZone));
    }
    case 'conduit': {
      const c = CONDUIT_BY_ID.get(space)!;
      return own.has(c.endZone) && ownOrNeutralDam(s, seat, c.zone);
    }
    case 'powerhouse':
      return CONDUITS.some(
        (c) =>
          s.conduits[c.id] !== undefined &&
          ownOrNeutralDam(s, seat, c.zone) &&
          !own.has(c.endZone) &&
          firstEmptyPowerhouse(s, c.endZone) === space,
      );
    case 'elevation':
      return false;
  }
}

/**
 * The sites a drop passes through or stops at, from `from` (a headstream or powerhouse area),
 * to the first non-full dam (included) or the exit (main §4.9). `fill`: the drop fills that dam
 * in `dams` (emulating the Water Flow phase, HW); else it only marks the path (PW, BW).
 */
function dropPath(
  s: BarrageState,
  dams: Record<string, { owner: number; level: number; drops: number }>,
  from: string,
  fill: boolean,
): string[] {
  const path: string[] = [];
  let x = from;
  for (;;) {
    x = RIVER_NEXT[x]!;
    if (x === 'EXIT') return path;
    if (isPowerhouseArea(x)) continue;
    path.push(x);
    const dam = dams[x];
    if (dam && dam.drops < damCapacity(s, dam)) {
      if (fill) dams[x] = { ...dam, drops: dam.drops + 1 };
      return path;
    }
  }
}

/** Path of a drop released at a powerhouse zone: through empty sites and full dams to the first non-full dam (included). */
function releasePath(s: BarrageState, zone: number): string[] {
  return dropPath(s, s.dams, `P${zone}`, false);
}

const keep = (S: string[], pred: (x: string) => boolean): string[] => S.filter(pred);

function baseCriterion(s: BarrageState, seat: number, c: BaseCriterion, S: string[]): string[] {
  switch (c) {
    case 'MC': {
      // Per candidate zone: its best built conduit (value, then the Automa's own); keep the best zones.
      const best = new Map<number, { value: number; own: boolean }>();
      for (const x of S) {
        const zone = zoneOf(x);
        for (const k of CONDUITS) {
          const owner = s.conduits[k.id];
          if (k.zone !== zone || owner === undefined) continue;
          const cur = best.get(zone);
          const own = owner === seat;
          if (!cur || k.value > cur.value || (k.value === cur.value && own && !cur.own)) best.set(zone, { value: k.value, own });
        }
      }
      if (best.size === 0) return S;
      const top = [...best.values()].reduce((a, b) => (b.value > a.value || (b.value === a.value && b.own && !a.own) ? b : a));
      return keep(S, (x) => {
        const b = best.get(zoneOf(x));
        return b !== undefined && b.value === top.value && b.own === top.own;
      });
    }
    case 'PH': {
      const own = powerhouseZones(s, seat);
      return keep(S, (x) => CONDUITS.some((k) => k.zone === zoneOf(x) && own.has(k.endZone)));
    }
    case 'HW': {
      // Emulate the Water Flow phase for the waiting drops; count drops passing each candidate.
      const dams = { ...s.dams };
      const count = new Map<string, number>();
      for (const hs of HEADSTREAMS) {
        for (let i = 0; i < s.headstreams[hs].drops; i++)
          for (const site of dropPath(s, dams, hs, true)) count.set(site, (count.get(site) ?? 0) + 1);
      }
      const max = Math.max(0, ...S.map((x) => count.get(x) ?? 0));
      return max === 0 ? S : keep(S, (x) => (count.get(x) ?? 0) === max);
    }
    case 'PAY':
      return keep(S, (x) => DAM_SITE_BY_ID.get(x)?.paying === true);
    case 'PW': {
      const onPath = new Set<string>();
      for (const id in s.powerhouses) for (const site of releasePath(s, POWERHOUSE_BY_ID.get(id)!.zone)) onPath.add(site);
      return keep(S, (x) => onPath.has(x));
    }
    case 'BS': {
      const classOf = (x: string): 'own' | 'free' | null => {
        let free = false;
        for (const k of CONDUITS) {
          if (k.zone !== zoneOf(x)) continue;
          const dams = damsInZone(s, k.endZone);
          if (dams.some((d) => d.owner === seat)) return 'own';
          if (!dams.some((d) => d.owner >= 0 && d.owner !== seat)) free = true;
        }
        return free ? 'free' : null;
      };
      const own = keep(S, (x) => classOf(x) === 'own');
      return own.length > 0 ? own : keep(S, (x) => classOf(x) === 'free');
    }
  }
}

/** First non-empty class in `order` (DAM, PHS and their reverses); none → unchanged. */
function byClass(S: string[], classes: (x: string) => Set<Owner>, order: readonly Owner[]): string[] {
  for (const o of order) {
    const k = keep(S, (x) => classes(x).has(o));
    if (k.length > 0) return k;
  }
  return S;
}

const FORWARD: readonly Owner[] = ['own', 'neutral', 'opponent'];
const REVERSE: readonly Owner[] = ['opponent', 'neutral', 'own'];

function conduitCriterion(s: BarrageState, seat: number, c: ConduitCriterion, S: string[]): string[] {
  const value = (x: string) => CONDUIT_BY_ID.get(x)!.value;
  const damClasses = (x: string) => new Set(damsInZone(s, CONDUIT_BY_ID.get(x)!.zone).map((d) => ownerOf(d.owner, seat)));
  const phClasses = (x: string) => {
    const end = CONDUIT_BY_ID.get(x)!.endZone;
    const out = new Set<Owner>();
    for (const id in s.powerhouses) if (POWERHOUSE_BY_ID.get(id)!.zone === end) out.add(ownerOf(s.powerhouses[id]!, seat));
    return out;
  };
  switch (c) {
    case 'HI': {
      const top = Math.max(...S.map(value));
      return keep(S, (x) => value(x) === top);
    }
    case '2ND': {
      const values = [...new Set(S.map(value))].sort((a, b) => b - a);
      const v = values[1] ?? values[0];
      return keep(S, (x) => value(x) === v);
    }
    case 'DAM':
      return byClass(S, damClasses, FORWARD);
    case 'DAM-R':
      return byClass(S, damClasses, REVERSE);
    case 'PHS':
      return byClass(S, phClasses, FORWARD);
    case 'PHS-R':
      return byClass(S, phClasses, REVERSE);
  }
}

function powerhouseCriterion(s: BarrageState, seat: number, c: PowerhouseCriterion, S: string[]): string[] {
  switch (c) {
    case 'CON': {
      const best = new Map<string, { value: number; own: boolean }>();
      for (const x of S) {
        for (const k of CONDUITS) {
          const owner = s.conduits[k.id];
          if (k.endZone !== zoneOf(x) || owner === undefined) continue;
          const cur = best.get(x);
          const own = owner === seat;
          if (!cur || k.value > cur.value || (k.value === cur.value && own && !cur.own)) best.set(x, { value: k.value, own });
        }
      }
      if (best.size === 0) return S;
      const top = [...best.values()].reduce((a, b) => (b.value > a.value || (b.value === a.value && b.own && !a.own) ? b : a));
      return keep(S, (x) => best.get(x)?.value === top.value && best.get(x)?.own === top.own);
    }
    case 'OD':
      return keep(S, (x) => CONDUITS.some((k) => k.endZone === zoneOf(x) && damsInZone(s, k.zone).some((d) => d.owner === seat)));
    case 'PLN':
      return keep(S, (x) => zoneOf(x) >= 8);
    case 'Z5':
      return keep(S, (x) => zoneOf(x) === 5);
    case 'Z6':
      return keep(S, (x) => zoneOf(x) === 6);
    case 'Z7':
      return keep(S, (x) => zoneOf(x) === 7);
    case 'BW':
    case 'BW-R': {
      const feeds = (x: string) => {
        let own = false;
        let opp = false;
        for (const site of releasePath(s, zoneOf(x))) {
          const dam = s.dams[site];
          if (!dam) continue;
          if (dam.owner === seat) {
            own = true;
            break;
          }
          if (dam.owner >= 0) opp = true;
        }
        // Scanning stops at the first own dam: only an opponent met before it counts.
        return { own, opp };
      };
      const ownFed = keep(S, (x) => feeds(x).own);
      const noOpp = keep(S, (x) => !feeds(x).opp);
      if (c === 'BW') return ownFed.length > 0 ? ownFed : noOpp;
      return noOpp.length > 0 ? noOpp : ownFed;
    }
  }
}

/** Keep the spaces closest to `start` going upward and wrapping (§5.3 tie-break start). */
function tieBreak(S: string[], start: number): string[] {
  const key = (x: string) => spaceNumber(x) + (spaceNumber(x) < start ? 30 : 0);
  const min = Math.min(...S.map(key));
  return keep(S, (x) => key(x) === min);
}

/** The space an Automa builds `type` on among the legal spaces `S` (§5.3); null when S is empty. */
export function chooseSpace(s: BarrageState, seat: number, type: StructureType, spaces: readonly string[], crit: Criteria): string | null {
  let S = [...spaces];
  if (S.length <= 1) return S[0] ?? null;
  if (type !== 'elevation') {
    const done = keep(S, (x) => completesSystem(s, seat, type, x));
    if (done.length > 0) S = done;
  }
  if (type === 'powerhouse') S = keep(S, (x) => firstEmptyPowerhouse(s, zoneOf(x)) === x);
  for (let row = 0; row < 3 && S.length > 1; row++) {
    const next =
      type === 'conduit'
        ? conduitCriterion(s, seat, crit.conduit[row]!, S)
        : type === 'powerhouse'
          ? powerhouseCriterion(s, seat, crit.powerhouse[row]!, S)
          : baseCriterion(s, seat, crit.base[row]!, S);
    if (next.length > 0) S = next;
  }
  if (S.length > 1) {
    const start = type === 'conduit' ? spaceNumber(crit.conduitStart) : type === 'powerhouse' ? crit.powerhouseStart : crit.baseStart;
    S = tieBreak(S, start);
  }
  if (S.length > 1) {
    const lower = S.find((x) => x.endsWith('L') && DAM_SITE_BY_ID.has(x));
    if (lower) return lower;
  }
  return S[0]!;
}
