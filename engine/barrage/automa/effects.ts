/**
 * What an Automa's actions and rewards do to the state (Automa spec §3.4–§3.8): building with
 * VP instead of credits, free structures, rewards converted item by item, engineers on spaces.
 */
import { an, count } from '../english';
import { tileNameJa } from '../notation-ja';
import { built } from '../abilities';
import { legalSites, payingCost } from '../build';
import { type Ctx, placeStructure, say, setUsed } from '../ctx';
import {
  BASE_EX,
  COMPANY_BOARDS,
  CONDUIT_EX_PER_VALUE,
  ELEVATION_MX,
  POWERHOUSE_MX,
  STRUCTURE_JA,
  type StructureType,
} from '../data/companies';
import { CONDUIT_BY_ID, DAM_SITE_BY_ID, ZONE_AREA } from '../data/map';
import { formatReward, formatRewardJa, type Reward } from '../data/rewards';
import { SPACE_BY_ID } from '../data/spaces';
import { addHeadstreamDrop } from '../drops';
import { rowsInPlay } from '../steps/actions';
import type { BarrageState, PlayerState } from '../state';
import { insert, rotate, tilesOnWheel } from '../wheel';
import { chooseHeadstreams, chooseMachinery } from './choices';
import { AUTOMA_CONSTRUCTION_SPACE, AUTOMA_RED_COST_VP } from './config';
import { chooseSpace } from './place';
import type { Criteria } from './tiles';

/** Machinery a construction takes at base cost (§3.8: no officer, company or tile modifier at Easy/Medium). */
export function baseMachinery(p: PlayerState, type: StructureType, site: string): { ex: number; mx: number } {
  switch (type) {
    case 'base':
      return { ex: BASE_EX[ZONE_AREA[DAM_SITE_BY_ID.get(site)!.zone]], mx: 0 };
    case 'elevation':
      return { ex: 0, mx: ELEVATION_MX[ZONE_AREA[DAM_SITE_BY_ID.get(site)!.zone]] };
    case 'conduit':
      return { ex: CONDUIT_EX_PER_VALUE * CONDUIT_BY_ID.get(site)!.value, mx: 0 };
    case 'powerhouse':
      return { ex: 0, mx: POWERHOUSE_MX[built(p, 'powerhouse')] ?? Infinity };
  }
}

/**
 * Build `type` at `site`. With a tile: tile and machinery into the wheel, rotate 1, 3 VP for a
 * red-bordered space unless the tile is Joker I (§3.4). Without (a reward, AUT-5): nothing paid.
 * Then the uncovered company-board bonus, from Medium (§1.4, §3.6).
 */
export function automaBuild(
  d: BarrageState,
  seat: number,
  type: StructureType,
  site: string,
  tile: string | null,
  crit: Criteria,
  ctx: Ctx,
): void {
  const p = d.seats[seat]!;
  let paid = '';
  let paidJa = '';
  if (tile) {
    const cost = baseMachinery(p, type, site);
    const i = p.tiles.indexOf(tile);
    p.tiles = [...p.tiles.slice(0, i), ...p.tiles.slice(i + 1)];
    p.ex -= cost.ex;
    p.mx -= cost.mx;
    insert(p, tile, cost.ex, cost.mx);
    rotate(p, 1);
    const red = payingCost(type, site, tile) > 0 ? AUTOMA_RED_COST_VP : 0;
    p.vp -= red;
    const mach = cost.ex > 0 ? `${cost.ex} Ex` : `${cost.mx} Mx`;
    const machJa = cost.ex > 0 ? `ショベル${cost.ex}` : `ミキサー${cost.mx}`;
    paid = ` with tile ${tile} and ${mach}${red ? `, paying ${red} VP instead of ${count(payingCost(type, site, null), 'credit')} for the red-bordered space` : ''}`;
    paidJa = `（${tileNameJa(tile)}、${machJa}${red ? `、赤枠の${payingCost(type, site, null)}CRの代わりに${red}VP` : ''}）`;
  }
  placeStructure(d, seat, type, site);
  say(
    ctx,
    seat,
    `builds ${an(type)} at ${site}${tile ? paid : ' free of charge (reward)'}`,
    `${site}に${STRUCTURE_JA[type]}を建設${tile ? paidJa : '（報酬、無料）'}`,
  );
  const n = built(p, type);
  if (type !== 'powerhouse' && p.company && (p.automa?.level ?? 0) >= 1) {
    const reward = COMPANY_BOARDS[p.company][type][n - 1] ?? [];
    automaReward(d, seat, reward, crit, ctx, `company board, ${type} #${n}`, `個人ボード、${STRUCTURE_JA[type]}${n}個目`);
  }
}

/** Drops placed for an Automa (§5.4) on the chosen headstreams. */
export function placeAutomaDrops(d: BarrageState, seat: number, headstreams: readonly string[], flow: boolean, ctx: Ctx): void {
  for (const hs of headstreams) addHeadstreamDrop(d, hs as 'A' | 'B' | 'C' | 'D', flow, ctx);
  say(
    ctx,
    seat,
    `places ${headstreams.length} drop${headstreams.length === 1 ? '' : 's'} on headstream ${headstreams.join(', ')}${flow ? ' (flowing at once)' : ''}`,
    `水源${headstreams.join('、')}に水${headstreams.length}個を置く${flow ? '（すぐ流す）' : ''}`,
  );
}

/**
 * A reward for an Automa (§3.6), item by item in printed order, each checked when it comes up:
 * credits are VP, a wheel turn needs a non-empty wheel, drops are placed only where they add
 * water (one drop whatever N, AUT-3), structures are free on the space §5.3 picks.
 */
export function automaReward(d: BarrageState, seat: number, reward: Reward, crit: Criteria, ctx: Ctx, why: string, whyJa: string): void {
  if (reward.length === 0) return;
  const p = d.seats[seat]!;
  say(ctx, seat, `gains ${formatReward(reward)} (${why}; credits as VP)`, `${formatRewardJa(reward)}を得る（${whyJa}、CRはVPで）`);
  for (const item of reward) {
    switch (item.kind) {
      case 'cr':
      case 'vp':
        p.vp += item.n;
        break;
      case 'energy':
        p.energy += item.n;
        break;
      case 'ex':
        p.ex += item.n;
        break;
      case 'mx':
        p.mx += item.n;
        break;
      case 'anyMachinery':
        for (const m of chooseMachinery(p, item.n)) p[m] += 1;
        break;
      case 'wheel':
        if (wheelHolds(p)) rotate(p, item.n);
        break;
      case 'drops': {
        const n = d.automa?.config.rewardDrops === 'n' ? item.n : 1;
        const hs = chooseHeadstreams(d, seat, n, item.flow, crit.headstreams);
        if (hs.length > 0) placeAutomaDrops(d, seat, hs, item.flow, ctx);
        break;
      }
      case 'freeConduit':
        freeStructure(d, seat, 'conduit', legalSites(d, seat, 'conduit', { areas: 'any', maxValue: item.maxValue }), crit, ctx);
        break;
      case 'freeBase':
        freeStructure(d, seat, 'base', legalSites(d, seat, 'base', { areas: item.areas, maxValue: Infinity }), crit, ctx);
        break;
      case 'freePowerhouse':
        freeStructure(d, seat, 'powerhouse', legalSites(d, seat, 'powerhouse'), crit, ctx);
        break;
      case 'freeElevation':
        freeStructure(d, seat, 'elevation', legalSites(d, seat, 'elevation'), crit, ctx);
        break;
    }
  }
}

function freeStructure(d: BarrageState, seat: number, type: StructureType, sites: string[], crit: Criteria, ctx: Ctx): void {
  const site = chooseSpace(d, seat, type, sites, crit);
  if (site) automaBuild(d, seat, type, site, null, crit, ctx);
}

/** The wheel holds at least one tile or machinery item (§3.3 ROTATE_WHEEL). */
export function wheelHolds(p: PlayerState): boolean {
  return tilesOnWheel(p.wheel).length > 0 || p.wheel.segments.some((g) => g.ex > 0 || g.mx > 0);
}

/** The `used` key of the Automa's construction space. */
export const constructionKey = (seat: number) => `${AUTOMA_CONSTRUCTION_SPACE}#${seat}`;

/**
 * Engineers on the first free space of `order` in play, or stacked on its first space when all
 * are taken (§3.7). Returns the space id.
 */
export function placeEngineers(d: BarrageState, seat: number, order: readonly string[], engineers: number): string {
  const inPlay = new Set(rowsInPlay(d).map((r) => r.id));
  const spaces = order.filter((id) => id.startsWith(`${AUTOMA_CONSTRUCTION_SPACE}#`) || (SPACE_BY_ID.has(id) && inPlay.has(id)));
  const free = spaces.find((id) => SPACE_BY_ID.get(id)?.action.kind === 'bank' || (d.used[id]?.length ?? 0) === 0);
  const space = free ?? spaces[0]!;
  const p = d.seats[seat]!;
  const n = Math.min(engineers, p.engineers);
  p.engineers -= n;
  setUsed(d, space, [...(d.used[space] ?? []), ...Array<number>(n).fill(seat)]);
  return space;
}
