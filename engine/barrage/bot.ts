/**
 * How the generic bot (engine/core/bot) plays Barrage: weights that say what a player who knows
 * the game would look at first (spec §4: energy comes from a dam with water, a conduit from its
 * zone and a powerhouse at the conduit's end; contracts and the energy ranking turn it into VP),
 * used as the search's priors and as a cheap, mostly greedy roll-out; and a score estimate for
 * unfinished positions. The weights read the move and the state only (no move is tried), so a
 * roll-out decision costs little more than listing the legal moves.
 */
import { randomInt, type RngState } from '../core/rng';
import type { BotPolicy } from '../core/bot/types';
import { built, damCapacity, productionBonus } from './abilities';
import type { Reward } from './data/rewards';
const TAKE_FIT = process.env.BB_TAKE === '1';
const PLAN = process.env.BB_PLAN === '1';
import { elevationTarget, planShortage, systemDams, targetPlan, whereDropStops, type Plan } from './bot-plan';
import type { SpaceAction } from './data/spaces';
import { contractRow } from './data/contracts';
import { ROUNDS } from './data/energy';
import { CONDUIT_BY_ID, CONDUITS, HEADSTREAMS, DAM_SITE_BY_ID, POWERHOUSE_BY_ID, type Zone } from './data/map';
import { SPACE_BY_ID } from './data/spaces';
import type { BarrageMove } from './moves';
import { bonusCount, objectiveCount, objectiveVp, rankingVp, roundBonusVp } from './score';
import { BONUS_TILES } from './data/tiles';
import type { BarrageState } from './state';

/** Share of roll-out decisions taken greedily (the rest uniform, so roll-outs still vary). */
const GREEDY = Number(process.env.BB_G ?? 0.85);

function ownPowerhouseZones(s: BarrageState, seat: number): Set<Zone> {
  const zones = new Set<Zone>();
  for (const id in s.powerhouses) if (s.powerhouses[id] === seat) zones.add(POWERHOUSE_BY_ID.get(id)!.zone);
  return zones;
}

function ownDamZones(s: BarrageState, seat: number): Set<Zone> {
  const zones = new Set<Zone>();
  for (const id in s.dams) if (s.dams[id]!.owner === seat) zones.add(DAM_SITE_BY_ID.get(id)!.zone);
  return zones;
}

/**
 * What a structure type is worth to `seat` now: a production system needs one of each of base,
 * conduit and powerhouse (spec §4.4.2), so the missing kind comes first; elevations only pay
 * once a dam fills up.
 */
function typeNeed(s: BarrageState, seat: number, type: string): number {
  const p = s.seats[seat]!;
  const n = { base: built(p, 'base'), conduit: built(p, 'conduit'), powerhouse: built(p, 'powerhouse') };
  const least = Math.min(n.base, n.conduit, n.powerhouse);
  switch (type) {
    case 'base': return n.base === least ? 5 : 2;
    case 'conduit': return n.conduit === least ? 5 : 2;
    case 'powerhouse': return n.powerhouse === least ? 6 : 2.5;
    case 'elevation': return n.base > 0 ? 2.5 : 0;
    default: return 2;
  }
}

/** Where to build (spec §4.4.1): the piece that completes or extends a production system scores highest. */
function siteWeight(s: BarrageState, seat: number, type: string, site: string): number {
  const need = typeNeed(s, seat, type);
  switch (type) {
    case 'base': {
      const zone = DAM_SITE_BY_ID.get(site)!.zone;
      const phs = ownPowerhouseZones(s, seat);
      // Mountain dams get the headstreams' water first (spec §1.2 rivers).
      let w = need + (zone <= 4 ? 2 : 0);
      for (const c of CONDUITS) {
        if (c.zone !== zone) continue;
        const owner = s.conduits[c.id];
        if (owner === seat) w += 4;
        else if (owner !== undefined) w += 1;
        if (owner !== undefined && phs.has(c.endZone)) w += 4;
      }
      return w;
    }
    case 'elevation': {
      const dam = s.dams[site];
      return need + (dam && dam.drops >= dam.level ? 3 : 0);
    }
    case 'conduit': {
      const c = CONDUIT_BY_ID.get(site)!;
      return need + c.value + (ownDamZones(s, seat).has(c.zone) ? 5 : 0) + (ownPowerhouseZones(s, seat).has(c.endZone) ? 5 : 0);
    }
    case 'powerhouse': {
      const zone = POWERHOUSE_BY_ID.get(site)!.zone;
      const dams = ownDamZones(s, seat);
      let w = need;
      for (const c of CONDUITS) {
        if (c.endZone !== zone) continue;
        if (s.conduits[c.id] === seat) w += 4 + c.value / 2;
        if (s.conduits[c.id] !== undefined && dams.has(c.zone)) w += 5;
      }
      return w;
    }
    default:
      return need;
  }
}

/** The plan's pieces come first; elevations pay on dams that feed a system (more water per production). */
function planSiteWeight(s: BarrageState, seat: number, type: string, site: string, plan: Plan | null, feeding: Map<string, number>): number {
  let w = siteWeight(s, seat, type, site);
  if (plan && plan.missing[type as keyof Plan['missing']] === site) w += 10;
  if (type === 'elevation') w += feeding.has(site) ? 2 + feeding.get(site)! : -2;
  return w;
}

/** A technology tile is worth what the structure it builds is worth (advanced tiles a little more). */
function tileWeight(s: BarrageState, seat: number, tile: string): number {
  const type = tile.split('-')[0]!;
  return typeNeed(s, seat, type === 'joker' || type === 'anton' ? 'powerhouse' : type) + (tile.includes('-') ? 1 : 0);
}

/** A drop is worth what the dam it stops in gives the seat (spec §4.9): most in an own dam that feeds a system. */
function planDropWeight(s: BarrageState, seat: number, headstream: string, feeding: Map<string, number>): number {
  const stop = whereDropStops(s, headstream);
  if (stop === null) return 0.5;
  const owner = s.dams[stop]!.owner;
  if (feeding.has(stop)) return owner === seat ? 6 : 3;
  return owner === seat ? 4 : 0.5;
}

/** A drop is worth more above the seat's own dams (spec §4.6: water runs down from the headstream). */
function dropWeight(s: BarrageState, seat: number, headstream: string): number {
  const zone = 'ABCD'.indexOf(headstream) + 1;
  const u = s.dams[`${zone}U`];
  const l = s.dams[`${zone}L`];
  return 1 + (u?.owner === seat ? 3 : 0) + (l?.owner === seat ? 2 : 0);
}

/**
 * Construction, workshop and machinery by what the plan's next piece lacks (spec §4.4.1: a tile
 * in supply, not on the wheel, and the machinery): build when a piece can be built, else fetch
 * what is missing. Null for the other actions.
 */
function planPlaceWeight(s: BarrageState, seat: number, a: SpaceAction, plan: Plan | null, elevation: string | null): number | null {
  if (!plan && !elevation) return null;
  const lacks = planShortage(s, seat, plan, elevation);
  switch (a.kind) {
    case 'construct': return lacks === null ? 10 : 3;
    case 'workshop': return lacks?.has('tile') ? 8 : 2;
    case 'machinery': {
      if (!lacks) return 2;
      const gives = a.gain === 'ex' ? lacks.has('ex') : a.gain === 'both' ? lacks.has('ex') || lacks.has('mx') : lacks.has('ex') || lacks.has('mx');
      return gives ? 7 : 2;
    }
    default: return null;
  }
}

function placeWeight(s: BarrageState, seat: number, space: string, engineers: number | undefined, feeding?: Map<string, number>, plan?: Plan | null): number {
  const row = SPACE_BY_ID.get(space);
  if (!row) return 1;
  const p = s.seats[seat]!;
  const a = row.action;
  // Cheaper rows of the same action first: engineers and credits are scarce (spec §4.1).
  const cost = row.engineers * 0.3 + row.cost * 0.2;
  if (PLAN && plan !== undefined) {
    const w = planPlaceWeight(s, seat, a, plan, feeding ? elevationTarget(s, seat, feeding) : null);
    if (w !== null) return w - cost;
  }
  switch (a.kind) {
    // A production row is listed only when a production can be carried out (spec §4.4.2).
    case 'produce': return 12 + a.modifier - cost;
    case 'construct': return 9 - cost;
    case 'contracts': return (p.hand.length < 2 && built(p, 'powerhouse') > 0 ? 4 : 1) - cost;
    case 'water': return (PLAN && feeding ? (HEADSTREAMS.some((h) => planDropWeight(s, seat, h, feeding) >= 4) ? 5 : 0.5) : built(p, 'base') > 0 ? 4 : 1) - cost;
    case 'machinery': return (p.ex + p.mx < 5 ? 5 : 2) - cost;
    case 'workshop': return 3 - cost;
    case 'patent': return 2.5 - cost;
    case 'bank': return 0.3 / (engineers ?? 1);
  }
}

/** Roughly what a reward is worth in VP (spec §1.8): machinery and free structures build systems. */
function rewardWorth(reward: Reward): number {
  let w = 0;
  for (const r of reward) {
    switch (r.kind) {
      case 'vp': w += r.n; break;
      case 'cr': w += r.n / 3; break;
      case 'energy': w += r.n / 3; break;
      case 'ex': case 'mx': case 'anyMachinery': w += r.n * 1.5; break;
      case 'wheel': w += r.n; break;
      case 'drops': w += r.n * (r.flow ? 1 : 0.7); break;
      case 'freeConduit': w += 3 + r.maxValue; break;
      case 'freeBase': case 'freePowerhouse': w += 6; break;
      case 'freeElevation': w += 4; break;
    }
  }
  return w;
}

/** The energy the seat's best system makes from a full dam on the best production space. */
function reach(s: BarrageState, seat: number): number {
  return systemBest(s, seat) + productionBonus(s.seats[seat]!) + 2;
}

/** A contract the seat's systems can fulfil, the richer the better; one out of reach is a weak pick. */
function takeWeight(s: BarrageState, seat: number, contract: string): number {
  const row = contractRow(contract);
  const worth = rewardWorth(row.reward);
  return row.energy <= Math.max(4, reach(s, seat)) ? 3 + worth / 2 : 0.5 + worth / 6;
}

/** The weight of one legal move for `seat`: higher is what a sensible player would try first. */
export function moveWeight(s: BarrageState, seat: number, m: BarrageMove, ctx: PlanCtx = planCtx(s, seat)): number {
  switch (m.kind) {
    case 'place': return PLAN ? placeWeight(s, seat, m.space, m.engineers, ctx.feeding(), ctx.plan()) : placeWeight(s, seat, m.space, m.engineers);
    case 'buildFree': return 10;
    case 'copy': return 2;
    case 'pass': return 1;
    case 'site': return PLAN ? planSiteWeight(s, seat, m.type, m.site, ctx.plan(), ctx.feeding()) : siteWeight(s, seat, m.type, m.site);
    // Pay with machinery before credits: credits also buy spaces and contracts (spec §4.4.1).
    case 'pay': return 10 - m.cr;
    case 'produce': {
      const own = s.conduits[m.conduit] === seat ? 2 : 0;
      return CONDUIT_BY_ID.get(m.conduit)!.value * Math.max(1, s.dams[m.dam]?.drops ?? 1) + own;
    }
    case 'release': return m.drops;
    // Bigger contracts carry the VP (spec §1.8); never let a contract pass by.
    case 'fulfil': return 5 + contractRow(m.contract).energy;
    case 'take': return TAKE_FIT ? takeWeight(s, seat, m.contract) : 6 - Math.abs(contractRow(m.contract).energy - 4);
    case 'discard': return 10 - contractRow(m.contract).energy;
    case 'machinery': return 5 - Math.abs(m.ex - m.mx);
    case 'decline': return 0.2;
    case 'tile': return tileWeight(s, seat, m.tile) + (PLAN && planWants(ctx.plan(), m.tile) ? 4 : 0);
    case 'drop': return PLAN ? planDropWeight(s, seat, m.headstream, ctx.feeding()) : dropWeight(s, seat, m.headstream);
    case 'draft':
      return 1;
  }
}

/** The plan and the feeding dams, worked out once per decision and only when a move asks. */
interface PlanCtx {
  plan(): Plan | null;
  feeding(): Map<string, number>;
}

function planCtx(s: BarrageState, seat: number): PlanCtx {
  let plan: Plan | null | undefined;
  let feeding: Map<string, number> | undefined;
  return {
    plan: () => (plan === undefined ? (plan = targetPlan(s, seat)) : plan),
    feeding: () => (feeding ??= systemDams(s, seat)),
  };
}

/** Does the plan still need a piece this tile builds? */
function planWants(plan: Plan | null, tile: string): boolean {
  if (!plan) return false;
  const type = tile.split('-')[0]!;
  if (type === 'joker' || type === 'anton') return Object.keys(plan.missing).length > 0;
  return type in plan.missing;
}

function weights(s: BarrageState, seat: number, moves: readonly BarrageMove[]): number[] {
  const ctx = planCtx(s, seat);
  return moves.map((m) => Math.max(0, moveWeight(s, seat, m, ctx)));
}

/** The greedy pick (first best on ties), or now and then a uniform one. */
function rollout(s: BarrageState, seat: number, moves: readonly BarrageMove[], rng: RngState): number {
  if (randomInt(rng, 1000) >= GREEDY * 1000) return randomInt(rng, moves.length);
  const w = weights(s, seat, moves);
  let best = 0;
  for (let i = 1; i < w.length; i++) if (w[i]! > w[best]!) best = i;
  return best;
}

/** Energy per production, as VP: what contracts, the ranking and the bonus tiles pay for it (roughly). */
const FUTURE_BONUS = Number(process.env.BB_FB ?? 0);
const OBJECTIVE_SHARE = Number(process.env.BB_OBJ ?? 0);
const VP_PER_ENERGY = Number(process.env.BB_K ?? 0);
/** Productions a seat makes in a round with a working system (two production spaces are common). */
const PRODUCTIONS_PER_ROUND = 1.5;

/**
 * The energy of the seat's best production systems when their dams are full (spec §4.4.2: own or
 * neutral dam in zone z, any built conduit from z, own powerhouse at the conduit's end): what the
 * pieces on the map will produce in the rounds to come. The best system counts fully, the second
 * half (there are only so many production spaces a round).
 */
function systemPair(s: BarrageState, seat: number): [number, number] {
  const phZones = ownPowerhouseZones(s, seat);
  let best = 0;
  let second = 0;
  for (const c of CONDUITS) {
    if (s.conduits[c.id] === undefined || !phZones.has(c.endZone)) continue;
    for (const site of [`${c.zone}U`, `${c.zone}L`]) {
      const dam = s.dams[site];
      if (!dam || (dam.owner !== seat && dam.owner >= 0)) continue;
      const energy = c.value * damCapacity(s, dam);
      if (energy > best) [best, second] = [energy, best];
      else if (energy > second) second = energy;
    }
  }
  return [best, second];
}

function systemBest(s: BarrageState, seat: number): number {
  return systemPair(s, seat)[0];
}

export function systemCapacity(s: BarrageState, seat: number): number {
  const [best, second] = systemPair(s, seat);
  return best + second / 2;
}

/**
 * VP a seat may expect at the end (spec §4.10, §5): VP so far, the energy ranking and the bonus
 * tile of the round under way, leftover resources and the water in its dams as scored at the end, and the pieces
 * on the map valued by the rounds still to play.
 */
function estimate(s: BarrageState): number[] {
  const scoring = s.phase === 'actions';
  const rank = scoring ? rankingVp(s.seats.map((p) => p.energy), s.options.tiePool) : s.seats.map(() => 0);
  // The round's bonus tile as it would score with the energy made so far (spec §4.10 step 3).
  const tile = scoring ? s.bonusTiles[s.round - 1] : undefined;
  const bonus = s.seats.map((p, seat) => (tile ? roundBonusVp(bonusCount(s, seat, tile), BONUS_TILES[tile].vpEach, p.energy, s.round) : 0));
  const left = s.phase === 'over' ? 0 : Math.max(0, ROUNDS - s.round + 1) / ROUNDS;
  const water = s.seats.map(() => 0);
  for (const id in s.dams) {
    const dam = s.dams[id]!;
    if (dam.owner >= 0) water[dam.owner]! += dam.drops;
  }
  // The bonus tiles of the rounds to come, as they would score the pieces and contracts the seats
  // have now (spec §4.10 step 3), at a discount: they also need the energy of those rounds.
  const coming = s.phase === 'over' ? [] : s.bonusTiles.slice(s.phase === 'actions' ? s.round : 0);
  const futureBonus = s.seats.map((_p, seat) => coming.reduce((sum, t) => sum + BONUS_TILES[t].vpEach * bonusCount(s, seat, t), 0) * FUTURE_BONUS);
  // The objective tile (spec §5) as it would rank the map now.
  const objective = OBJECTIVE_SHARE > 0 && s.phase !== 'over' ? objectiveVp(s.seats.map((_p, seat) => objectiveCount(s, seat, s.objective))) : s.seats.map(() => 0);
  // Rounds after this one in which the systems on the map will still produce.
  const later = s.phase === 'over' ? 0 : Math.max(0, ROUNDS - s.round);
  return s.seats.map((p, seat) => {
    const future = later * PRODUCTIONS_PER_ROUND * VP_PER_ENERGY * systemCapacity(s, seat);
    const pieces = 4 * built(p, 'base') + 2 * built(p, 'elevation') + 3 * built(p, 'conduit') + 5 * built(p, 'powerhouse');
    return p.vp + rank[seat]! + bonus[seat]! + (p.credits + p.ex + p.mx) / 5 + water[seat]! + p.energy * 0.3 + left * pieces + p.hand.length + future + futureBonus[seat]! + OBJECTIVE_SHARE * objective[seat]!;
  });
}

export const barragePolicy: BotPolicy<BarrageState, BarrageMove> = {
  prior: weights,
  rollout,
  estimate,
  spread: Number(process.env.BB_S ?? 12),
  depth: 40,
};
