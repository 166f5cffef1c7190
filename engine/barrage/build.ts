/**
 * Construction (spec §4.4.1): which tiles, sites and payments are legal, and building.
 * Legality and application share these functions, so the listed moves and the checks agree.
 */
import { built, hasOfficer } from './abilities';
import {
  ADLER_BASE_EX, BASE_EX, CONDUIT_EX_PER_VALUE, ELEVATION_MX, JORDAN_CR_PER_ITEM, PAYING_SPACE_CR, POWERHOUSE_MX, STRUCTURE_TYPES,
  type StructureType,
} from './data/companies';
import { CONDUIT_BY_ID, CONDUITS, DAM_SITE_BY_ID, DAM_SITES, POWERHOUSE_BY_ID, POWERHOUSE_SPACES, ZONE_AREA, type Area } from './data/map';
import { ADVANCED_BY_ID, ANTON_TILE, ENGINEER_FREE_TILES, INTRO_JOKER, TILE_NUMBERS } from './data/tiles';
import type { TileChoice } from './frames';
import type { BarrageState, PlayerState } from './state';
import { tilesOnWheel } from './wheel';

export interface Payment {
  readonly ex: number;
  readonly mx: number;
  readonly cr: number;
}

/** Area restriction and value cap of a free structure reward; `any`/Infinity when building normally. */
export interface SiteLimit {
  readonly areas: 'plains' | 'plains-hills' | 'any';
  readonly maxValue: number;
}
export const NO_LIMIT: SiteLimit = { areas: 'any', maxValue: Infinity };

/** The tile whose type and effect apply (Anton's tile takes the copied one's). */
export function effectiveTile(c: TileChoice): string {
  return c.copy ?? c.tile;
}

export function tileBuilds(id: string): StructureType | 'any' | null {
  if (id === ANTON_TILE) return null;
  if (id === INTRO_JOKER) return 'any';
  const adv = ADVANCED_BY_ID.get(id);
  if (adv) return adv.builds;
  return (STRUCTURE_TYPES as readonly string[]).includes(id) ? (id as StructureType) : null;
}

export function typesFor(c: TileChoice): StructureType[] {
  const b = tileBuilds(effectiveTile(c));
  if (b === null) return [];
  return b === 'any' ? [...STRUCTURE_TYPES] : [b];
}

export function isEngineerFree(c: TileChoice): boolean {
  return (ENGINEER_FREE_TILES as readonly string[]).includes(effectiveTile(c));
}

/** Tiles the player may build with (legality 2): supply tiles, Anton copies, Mahiri-as-Anton wheel tiles. */
export function tileChoices(p: PlayerState, engineerFree: boolean): TileChoice[] {
  const out: TileChoice[] = [];
  const onWheel = [...new Set(tilesOnWheel(p.wheel))];
  for (const t of new Set(p.tiles)) {
    if (t === ANTON_TILE) for (const y of onWheel) out.push({ tile: ANTON_TILE, copy: y });
    else out.push({ tile: t });
  }
  if (p.copy === 'krylov') for (const y of onWheel) if (y !== ANTON_TILE) out.push({ tile: y, fromWheel: true });
  return out.filter((c) => typesFor(c).length > 0 && (!engineerFree || isEngineerFree(c)));
}

function areaAllowed(area: Area, limit: SiteLimit): boolean {
  if (limit.areas === 'plains') return area === 'plains';
  if (limit.areas === 'plains-hills') return area !== 'mountains';
  return true;
}

/** Legal spaces for a structure type (legality 3, spec §4.3 limits). */
export function legalSites(s: BarrageState, seat: number, type: StructureType, limit: SiteLimit = NO_LIMIT): string[] {
  const p = s.seats[seat]!;
  if (p.pieces[type] <= 0) return [];
  switch (type) {
    case 'base': {
      const ownZones = new Set(Object.entries(s.dams).filter(([, d]) => d.owner === seat).map(([id]) => DAM_SITE_BY_ID.get(id)!.zone));
      return DAM_SITES.filter((d) => !s.dams[d.id] && !ownZones.has(d.zone) && areaAllowed(ZONE_AREA[d.zone], limit)).map((d) => d.id);
    }
    case 'elevation':
      return DAM_SITES.filter((d) => {
        const dam = s.dams[d.id];
        return dam !== undefined && dam.owner === seat && dam.level < 3;
      }).map((d) => d.id);
    case 'conduit':
      return CONDUITS.filter((c) => s.conduits[c.id] === undefined && c.value <= limit.maxValue).map((c) => c.id);
    case 'powerhouse': {
      const ownZones = new Set(Object.entries(s.powerhouses).filter(([, o]) => o === seat).map(([id]) => POWERHOUSE_BY_ID.get(id)!.zone));
      return POWERHOUSE_SPACES.filter((ph) => s.powerhouses[ph.id] === undefined && !ownZones.has(ph.zone)).map((ph) => ph.id);
    }
  }
}

/** Credits for a red-bordered space (never for elevations; Joker I waives it). */
export function payingCost(type: StructureType, site: string, tile: string | null): number {
  if (tile === 'joker-1') return 0;
  if (type === 'base') return DAM_SITE_BY_ID.get(site)?.paying ? PAYING_SPACE_CR : 0;
  if (type === 'powerhouse') return POWERHOUSE_BY_ID.get(site)?.paying ? PAYING_SPACE_CR : 0;
  return 0;
}

type Allowed = 'ex' | 'mx' | 'any';

/** Machinery the build needs, as alternatives (Jill's conduit gives two). Legality 4. */
export function machineryNeeds(p: PlayerState, tile: string, type: StructureType, site: string): { n: number; allowed: Allowed }[] {
  const anyMix = tile === 'joker-2';
  const mk = (n: number, allowed: 'ex' | 'mx') => ({ n, allowed: anyMix ? ('any' as const) : allowed });
  switch (type) {
    case 'base': {
      if (tile === 'base-3') return [mk(0, 'ex')];
      const area = ZONE_AREA[DAM_SITE_BY_ID.get(site)!.zone];
      return [mk(hasOfficer(p, 'adler') ? ADLER_BASE_EX : BASE_EX[area], 'ex')];
    }
    case 'elevation':
      return [mk(ELEVATION_MX[ZONE_AREA[DAM_SITE_BY_ID.get(site)!.zone]], 'mx')];
    case 'conduit': {
      const value = CONDUIT_BY_ID.get(site)!.value;
      let n = CONDUIT_EX_PER_VALUE * value;
      if (tile === 'conduit-2') n = Math.min(TILE_NUMBERS.conduit2MaxEx, n);
      const needs = [mk(n, 'ex')];
      if (hasOfficer(p, 'mcdowell')) needs.push(mk(value, 'mx'));
      return needs;
    }
    case 'powerhouse':
      return [mk(POWERHOUSE_MX[built(p, 'powerhouse')]!, 'mx')];
  }
}

/** Every affordable way to pay for the build, credits included (legality 4–5). */
export function paymentOptions(p: PlayerState, c: TileChoice, type: StructureType, site: string, credits = p.credits): Payment[] {
  const tile = effectiveTile(c);
  const red = payingCost(type, site, tile);
  const jordan = hasOfficer(p, 'jordan');
  const out: Payment[] = [];
  const seen = new Set<string>();
  const add = (ex: number, mx: number, subs: number) => {
    const cr = red + subs * JORDAN_CR_PER_ITEM;
    if (ex > p.ex || mx > p.mx || cr > credits) return;
    const key = `${ex}/${mx}/${cr}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ ex, mx, cr });
  };
  for (const need of machineryNeeds(p, tile, type, site)) {
    for (let subs = 0; subs <= (jordan ? need.n : 0); subs++) {
      const rest = need.n - subs;
      if (need.allowed === 'ex') add(rest, 0, subs);
      else if (need.allowed === 'mx') add(0, rest, subs);
      else for (let ex = rest; ex >= 0; ex--) add(ex, rest - ex, subs);
    }
  }
  return out;
}

/** Sites for this tile and type where some payment works. */
export function buildableSites(s: BarrageState, seat: number, c: TileChoice, type: StructureType, credits?: number): string[] {
  const p = s.seats[seat]!;
  return legalSites(s, seat, type).filter((site) => canPay(p, c, type, site, credits ?? p.credits));
}

/** Same answer as `paymentOptions(...).length > 0`, without listing: the cheapest mix decides. */
export function canPay(p: PlayerState, c: TileChoice, type: StructureType, site: string, credits: number): boolean {
  const tile = effectiveTile(c);
  const red = payingCost(type, site, tile);
  const jordan = hasOfficer(p, 'jordan');
  for (const need of machineryNeeds(p, tile, type, site)) {
    const have = need.allowed === 'ex' ? p.ex : need.allowed === 'mx' ? p.mx : p.ex + p.mx;
    const subs = Math.max(0, need.n - have);
    if ((subs === 0 || jordan) && red + subs * JORDAN_CR_PER_ITEM <= credits) return true;
  }
  return false;
}

/** Is any construction possible (with `credits` left after the space cost)? */
export function canBuildAny(s: BarrageState, seat: number, engineerFree: boolean, credits?: number): boolean {
  const p = s.seats[seat]!;
  const money = credits ?? p.credits;
  const sites = new Map<StructureType, string[]>();
  const sitesFor = (t: StructureType) => {
    let list = sites.get(t);
    if (!list) sites.set(t, (list = legalSites(s, seat, t)));
    return list;
  };
  for (const c of tileChoices(p, engineerFree)) {
    for (const t of typesFor(c)) if (sitesFor(t).some((site) => canPay(p, c, t, site, money))) return true;
  }
  return false;
}

export function tileUsable(s: BarrageState, seat: number, c: TileChoice, credits?: number): boolean {
  return typesFor(c).some((t) => buildableSites(s, seat, c, t, credits).length > 0);
}

/** Why a site is refused for this build, in words with the numbers (STYLE.md §8). */
export function whyNotSite(s: BarrageState, seat: number, c: TileChoice | null, type: StructureType, site: string): string {
  const p = s.seats[seat]!;
  const known = type === 'conduit' ? CONDUIT_BY_ID.has(site) : type === 'powerhouse' ? POWERHOUSE_BY_ID.has(site) : DAM_SITE_BY_ID.has(site);
  if (!known) return `${site} is not a place for a ${type} on the map.`;
  if (p.pieces[type] <= 0) return `You have no ${type} left on your company board.`;
  if (!legalSites(s, seat, type).includes(site)) {
    switch (type) {
      case 'base': return s.dams[site] ? `${site} already holds a dam.` : `You already have a base in basin ${DAM_SITE_BY_ID.get(site)!.zone}.`;
      case 'elevation': return `An elevation goes on one of your own dams below level 3; ${site} is not one.`;
      case 'conduit': return `${site} already holds a conduit.`;
      case 'powerhouse': return s.powerhouses[site] !== undefined ? `${site} already holds a powerhouse.` : `You already have a powerhouse in zone ${POWERHOUSE_BY_ID.get(site)!.zone}.`;
    }
  }
  if (c && !typesFor(c).includes(type)) return `Tile ${effectiveTile(c)} cannot build a ${type}.`;
  const red = payingCost(type, site, c ? effectiveTile(c) : null);
  const needs = c ? machineryNeeds(p, effectiveTile(c), type, site).map((n) => `${n.n} ${n.allowed === 'ex' ? 'excavators' : n.allowed === 'mx' ? 'mixers' : 'machinery'}`).join(' or ') : 'no machinery';
  return `A ${type} at ${site} needs ${needs}${red ? ` and ${red} credits` : ''}; you have ${p.ex} excavators, ${p.mx} mixers and ${p.credits} credits.`;
}
