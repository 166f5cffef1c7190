/**
 * Construction (spec §4.4.1): which tiles, sites and payments are legal, and building.
 * Legality and application share these functions, so the listed moves and the checks agree.
 */
import { an, count } from './english';
import { tileNameJa } from './notation-ja';
import { ruleError } from '../core/errors';
import type { RuleError } from '../core/types';
import { built, hasOfficer } from './abilities';
import {
  ADLER_BASE_EX,
  BASE_EX,
  CONDUIT_EX_PER_VALUE,
  ELEVATION_MX,
  JORDAN_CR_PER_ITEM,
  PAYING_SPACE_CR,
  POWERHOUSE_MX,
  STRUCTURE_JA,
  STRUCTURE_TYPES,
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
  const onWheel: string[] = [];
  for (const t of tilesOnWheel(p.wheel)) if (!onWheel.includes(t)) onWheel.push(t);
  p.tiles.forEach((t, i) => {
    if (p.tiles.indexOf(t) !== i) return; // each tile id once
    if (t === ANTON_TILE) for (const y of onWheel) out.push({ tile: ANTON_TILE, copy: y });
    else out.push({ tile: t });
  });
  if (p.copy === 'krylov') for (const y of onWheel) if (y !== ANTON_TILE) out.push({ tile: y, fromWheel: true });
  return out.filter((c) => typesFor(c).length > 0 && (!engineerFree || isEngineerFree(c)));
}

function areaAllowed(area: Area, limit: SiteLimit): boolean {
  if (limit.areas === 'plains') return area === 'plains';
  if (limit.areas === 'plains-hills') return area !== 'mountains';
  return true;
}

/** Zones where `seat` already has a piece in `record` (site id → owner). */
function ownZones<T>(
  record: Readonly<Record<string, T>>,
  seat: number,
  owner: (v: T) => number,
  zoneOf: (site: string) => number,
): number[] {
  const zones: number[] = [];
  for (const id in record) if (owner(record[id]!) === seat) zones.push(zoneOf(id));
  return zones;
}

/** Legal spaces for a structure type (legality 3, spec §4.3 limits). */
export function legalSites(s: BarrageState, seat: number, type: StructureType, limit: SiteLimit = NO_LIMIT): string[] {
  const p = s.seats[seat]!;
  if (p.pieces[type] <= 0) return [];
  const out: string[] = [];
  switch (type) {
    case 'base': {
      const own = ownZones(
        s.dams,
        seat,
        (d) => d.owner,
        (id) => DAM_SITE_BY_ID.get(id)!.zone,
      );
      for (const d of DAM_SITES) if (!s.dams[d.id] && !own.includes(d.zone) && areaAllowed(ZONE_AREA[d.zone], limit)) out.push(d.id);
      return out;
    }
    case 'elevation':
      for (const d of DAM_SITES) {
        const dam = s.dams[d.id];
        if (dam !== undefined && dam.owner === seat && dam.level < 3) out.push(d.id);
      }
      return out;
    case 'conduit':
      for (const c of CONDUITS) if (s.conduits[c.id] === undefined && c.value <= limit.maxValue) out.push(c.id);
      return out;
    case 'powerhouse': {
      const own = ownZones(
        s.powerhouses,
        seat,
        (o) => o,
        (id) => POWERHOUSE_BY_ID.get(id)!.zone,
      );
      for (const ph of POWERHOUSE_SPACES) if (s.powerhouses[ph.id] === undefined && !own.includes(ph.zone)) out.push(ph.id);
      return out;
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

interface Need {
  readonly n: number;
  readonly allowed: Allowed;
}

/** `n` machinery of one kind, or of any mix with Joker II. */
function need(n: number, allowed: 'ex' | 'mx', tile: string): Need {
  return { n, allowed: tile === 'joker-2' ? 'any' : allowed };
}

/** Machinery the build needs, as alternatives (Jill's conduit gives two). Legality 4. */
export function machineryNeeds(p: PlayerState, tile: string, type: StructureType, site: string): Need[] {
  switch (type) {
    case 'base': {
      if (tile === 'base-3') return [need(0, 'ex', tile)];
      const area = ZONE_AREA[DAM_SITE_BY_ID.get(site)!.zone];
      return [need(hasOfficer(p, 'adler') ? ADLER_BASE_EX : BASE_EX[area], 'ex', tile)];
    }
    case 'elevation':
      return [need(ELEVATION_MX[ZONE_AREA[DAM_SITE_BY_ID.get(site)!.zone]], 'mx', tile)];
    case 'conduit': {
      const value = CONDUIT_BY_ID.get(site)!.value;
      let n = CONDUIT_EX_PER_VALUE * value;
      if (tile === 'conduit-2') n = Math.min(TILE_NUMBERS.conduit2MaxEx, n);
      const needs = [need(n, 'ex', tile)];
      if (hasOfficer(p, 'mcdowell')) needs.push(need(value, 'mx', tile));
      return needs;
    }
    case 'powerhouse':
      return [need(POWERHOUSE_MX[built(p, 'powerhouse')]!, 'mx', tile)];
  }
}

/** Every affordable way to pay for the build, credits included (legality 4–5). */
export function paymentOptions(p: PlayerState, c: TileChoice, type: StructureType, site: string, credits = p.credits): Payment[] {
  const tile = effectiveTile(c);
  const red = payingCost(type, site, tile);
  const jordan = hasOfficer(p, 'jordan');
  const out: Payment[] = [];
  for (const need of machineryNeeds(p, tile, type, site)) {
    for (let subs = 0; subs <= (jordan ? need.n : 0); subs++) {
      const rest = need.n - subs;
      const cr = red + subs * JORDAN_CR_PER_ITEM;
      const top = need.allowed === 'mx' ? 0 : rest;
      const bottom = need.allowed === 'ex' ? rest : 0;
      for (let ex = top; ex >= bottom; ex--) {
        const mx = rest - ex;
        if (ex > p.ex || mx > p.mx || cr > credits) continue;
        if (!out.some((o) => o.ex === ex && o.mx === mx && o.cr === cr)) out.push({ ex, mx, cr });
      }
    }
  }
  return out;
}

/** Sites for this tile and type where some payment works. */
export function buildableSites(s: BarrageState, seat: number, c: TileChoice, type: StructureType, credits?: number): string[] {
  const p = s.seats[seat]!;
  return legalSites(s, seat, type).filter((site) => canPay(p, c, type, site, credits ?? p.credits));
}

/**
 * The fewest credits this build costs with the player's machinery (red-bordered space, Jordan's
 * substitutes, spec §4.4.1 legality 4–5); Infinity when machinery is short and cannot be
 * substituted. `paymentOptions(..., credits)` is non-empty exactly when this is ≤ credits.
 */
export function buildCredits(p: PlayerState, c: TileChoice, type: StructureType, site: string): number {
  const tile = effectiveTile(c);
  const red = payingCost(type, site, tile);
  const jordan = hasOfficer(p, 'jordan');
  let best = Infinity;
  for (const need of machineryNeeds(p, tile, type, site)) {
    const have = need.allowed === 'ex' ? p.ex : need.allowed === 'mx' ? p.mx : p.ex + p.mx;
    const subs = Math.max(0, need.n - have);
    if (subs === 0 || jordan) best = Math.min(best, red + subs * JORDAN_CR_PER_ITEM);
  }
  return best;
}

/** Same answer as `paymentOptions(...).length > 0`, without listing: the cheapest mix decides. */
export function canPay(p: PlayerState, c: TileChoice, type: StructureType, site: string, credits: number): boolean {
  return buildCredits(p, c, type, site) <= credits;
}

/** The fewest credits any construction needs now (Infinity: none is possible with any credits). */
export function cheapestBuild(s: BarrageState, seat: number, engineerFree: boolean): number {
  const p = s.seats[seat]!;
  const sites: Partial<Record<StructureType, string[]>> = {};
  let best = Infinity;
  for (const c of tileChoices(p, engineerFree)) {
    for (const t of typesFor(c)) {
      for (const site of (sites[t] ??= legalSites(s, seat, t))) {
        best = Math.min(best, buildCredits(p, c, t, site));
        if (best <= 0) return 0; // nothing is cheaper than free
      }
    }
  }
  return best;
}

/** Is any construction possible (with `credits` left after the space cost)? */
export function canBuildAny(s: BarrageState, seat: number, engineerFree: boolean, credits?: number): boolean {
  return cheapestBuild(s, seat, engineerFree) <= (credits ?? s.seats[seat]!.credits);
}

/** Some site and payment exist for this tile (`buildableSites` not empty for one of its types). */
export function tileUsable(s: BarrageState, seat: number, c: TileChoice, credits?: number): boolean {
  const p = s.seats[seat]!;
  const money = credits ?? p.credits;
  return typesFor(c).some((t) => legalSites(s, seat, t).some((site) => canPay(p, c, t, site, money)));
}

/** Why a site is refused for this build, in words with the numbers (STYLE.md §8). */
export function whyNotSite(s: BarrageState, seat: number, c: TileChoice | null, type: StructureType, site: string): RuleError {
  const no = (en: string, ja: string) => ruleError('illegal-move', en, ja);
  const p = s.seats[seat]!;
  const what = STRUCTURE_JA[type];
  const known =
    type === 'conduit' ? CONDUIT_BY_ID.has(site) : type === 'powerhouse' ? POWERHOUSE_BY_ID.has(site) : DAM_SITE_BY_ID.has(site);
  if (!known) return no(`${site} is not a place for ${an(type)} on the map.`, `${site}は地図上の${what}の場所ではありません。`);
  if (p.pieces[type] <= 0) return no(`You have no ${type} left on your company board.`, `個人ボードに${what}が残っていません。`);
  if (!legalSites(s, seat, type).includes(site)) {
    switch (type) {
      case 'base':
        return s.dams[site]
          ? no(`${site} already holds a dam.`, `${site}にはすでにダムがあります。`)
          : no(
              `You already have a base in basin ${DAM_SITE_BY_ID.get(site)!.zone}.`,
              `窪地${DAM_SITE_BY_ID.get(site)!.zone}にはすでに自分のベースがあります。`,
            );
      case 'elevation':
        return no(
          `An elevation goes on one of your own dams below level 3; ${site} is not one.`,
          `延長壁は高さ3未満の自分のダムに建てます。${site}はそうではありません。`,
        );
      case 'conduit':
        return no(`${site} already holds a conduit.`, `${site}にはすでに取水塔があります。`);
      case 'powerhouse':
        return s.powerhouses[site] !== undefined
          ? no(`${site} already holds a powerhouse.`, `${site}にはすでに発電所があります。`)
          : no(
              `You already have a powerhouse in zone ${POWERHOUSE_BY_ID.get(site)!.zone}.`,
              `ゾーン${POWERHOUSE_BY_ID.get(site)!.zone}にはすでに自分の発電所があります。`,
            );
    }
  }
  if (c && !typesFor(c).includes(type))
    return no(`Tile ${effectiveTile(c)} cannot build ${an(type)}.`, `${tileNameJa(effectiveTile(c))}では${what}を建てられません。`);
  const red = payingCost(type, site, c ? effectiveTile(c) : null);
  const needs = c ? machineryNeeds(p, effectiveTile(c), type, site) : [];
  const en = c
    ? needs.map((n) => `${n.n} ${n.allowed === 'ex' ? 'excavators' : n.allowed === 'mx' ? 'mixers' : 'machinery'}`).join(' or ')
    : 'no machinery';
  const ja = c
    ? needs.map((n) => `${n.allowed === 'ex' ? 'ショベル' : n.allowed === 'mx' ? 'ミキサー' : '建機'}${n.n}`).join('または')
    : '建機なし';
  return no(
    `A ${type} at ${site} needs ${en}${red ? ` and ${count(red, 'credit')}` : ''}; you have ${count(p.ex, 'excavator')}, ${count(p.mx, 'mixer')} and ${count(p.credits, 'credit')}.`,
    `${site}の${what}には${ja}${red ? `と${red}CR` : ''}が必要です。手持ちはショベル${p.ex}、ミキサー${p.mx}、${p.credits}CRです。`,
  );
}
