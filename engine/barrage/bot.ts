/**
 * How the generic bot (engine/core/bot) plays Barrage: weights that say what a player who knows
 * the game would look at first (spec §4: energy comes from a dam with water, a conduit from its
 * zone and a powerhouse at the conduit's end; contracts and the energy ranking turn it into VP),
 * used as the search's priors and as a cheap, mostly greedy roll-out; and a score estimate for
 * unfinished positions. The weights read the move and the state only (no move is tried), so a
 * roll-out decision costs little more than listing the legal moves. Construction heads for one
 * planned system at a time (bot-plan.ts) and water for the dams that feed one (spec §4.9), which
 * the policy alone lacked most (engine/barrage/BOT-NOTES.md: the winner of a policy-only game
 * made 36 energy in five rounds, now 46).
 */
import { randomInt, type RngState } from '../core/rng';
import type { BotPolicy } from '../core/bot/types';
import { built, damCapacity } from './abilities';
import { contractRow } from './data/contracts';
import { ROUNDS } from './data/energy';
import { CONDUIT_BY_ID, CONDUITS, DAM_SITE_BY_ID, HEADSTREAMS, POWERHOUSE_BY_ID, RIVER_NEXT, type Zone } from './data/map';
import { SPACE_BY_ID } from './data/spaces';
import type { BarrageMove } from './moves';
import { planOf } from './bot-plan';
import { bonusCount, rankingVp, roundBonusVp } from './score';
import { BONUS_TILES } from './data/tiles';
import type { BarrageState } from './state';

/** Share of roll-out decisions taken greedily (the rest uniform, so roll-outs still vary). */
const GREEDY = 0.85;

function ownPowerhouseZones(s: BarrageState, seat: number): Set<Zone> {
  const zones = new Set<Zone>();
  for (const id in s.powerhouses) if (s.powerhouses[id] === seat) zones.add(POWERHOUSE_BY_ID.get(id)!.zone);
  return zones;
}

/** Zones with a dam `seat` may produce from: its own or a neutral one (spec §4.4.2). */
function usableDamZones(s: BarrageState, seat: number): Set<Zone> {
  const zones = new Set<Zone>();
  for (const id in s.dams) {
    const owner = s.dams[id]!.owner;
    if (owner === seat || owner < 0) zones.add(DAM_SITE_BY_ID.get(id)!.zone);
  }
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
  // The pieces the planned system still lacks come first (bot-plan.ts).
  const needs = planOf(s, seat)?.needs;
  const planned = needs && (type === 'base' || type === 'conduit' || type === 'powerhouse') && needs[type] ? PLAN_TYPE_BONUS : 0;
  switch (type) {
    case 'base':
      return (n.base === least ? 5 : 2) + planned;
    case 'conduit':
      return (n.conduit === least ? 5 : 2) + planned;
    case 'powerhouse':
      return (n.powerhouse === least ? 6 : 2.5) + planned;
    case 'elevation':
      return n.base > 0 ? 2.5 : 0;
    default:
      return 2;
  }
}

/** Weight added to the structure types the planned system lacks, and to its sites. */
const PLAN_TYPE_BONUS = 5;
const PLAN_SITE_BONUS = 14;

/** Is `site` where the seat's planned system (bot-plan.ts) needs a piece of `type`? */
function inPlan(s: BarrageState, seat: number, type: string, site: string): boolean {
  const plan = planOf(s, seat);
  if (!plan) return false;
  switch (type) {
    case 'base':
      return plan.needs.base && DAM_SITE_BY_ID.get(site)!.zone === plan.damZone;
    case 'conduit':
      return plan.needs.conduit && site === plan.conduit;
    case 'powerhouse':
      return plan.needs.powerhouse && POWERHOUSE_BY_ID.get(site)!.zone === plan.powerhouseZone;
    default:
      return false;
  }
}

/** Where to build (spec §4.4.1): the piece that completes or extends a production system scores highest. */
function siteWeight(s: BarrageState, seat: number, type: string, site: string): number {
  return siteWeightAlone(s, seat, type, site) + (inPlan(s, seat, type, site) ? PLAN_SITE_BONUS : 0);
}

function siteWeightAlone(s: BarrageState, seat: number, type: string, site: string): number {
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
      // A higher dam holds more water for production (spec §4.7), if it feeds a system.
      const dam = s.dams[site];
      const feed = feedValues(s, seat)[DAM_SITE_BY_ID.get(site)!.zone]!;
      return need + (dam && dam.drops >= dam.level ? 3 : 0) + (feed > 0 ? 2 + feed / 2 : 0);
    }
    case 'conduit': {
      const c = CONDUIT_BY_ID.get(site)!;
      return need + c.value + (usableDamZones(s, seat).has(c.zone) ? 5 : 0) + (ownPowerhouseZones(s, seat).has(c.endZone) ? 5 : 0);
    }
    case 'powerhouse': {
      const zone = POWERHOUSE_BY_ID.get(site)!.zone;
      const dams = usableDamZones(s, seat);
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

/** A technology tile is worth what the structure it builds is worth (advanced tiles a little more). */
function tileWeight(s: BarrageState, seat: number, tile: string): number {
  const type = tile.split('-')[0]!;
  return typeNeed(s, seat, type === 'joker' || type === 'anton' ? 'powerhouse' : type) + (tile.includes('-') ? 1 : 0);
}

/**
 * For each zone 1–10, the best value of a built conduit (any owner) from that zone ending in a zone
 * where `seat` has a powerhouse (0: none): an own or neutral dam in such a zone can produce
 * (spec §4.4.2 production system).
 */
function feedValues(s: BarrageState, seat: number): number[] {
  const phs = ownPowerhouseZones(s, seat);
  const feed = new Array<number>(13).fill(0);
  for (const c of CONDUITS) if (s.conduits[c.id] !== undefined && phs.has(c.endZone)) feed[c.zone] = Math.max(feed[c.zone]!, c.value);
  return feed;
}

/** Where one more drop from `from` stops now (spec §4.9): the first dam downstream with room, or `EXIT`. */
function dropStop(s: BarrageState, from: string): string {
  let x = from;
  for (;;) {
    x = RIVER_NEXT[x]!;
    if (x === 'EXIT') return x;
    const dam = s.dams[x];
    if (dam && dam.drops < damCapacity(s, dam)) return x;
  }
}

/**
 * What one drop on `headstream` is worth to `seat`: most where it stops in a dam the seat can
 * produce from (own or neutral, with a conduit to its powerhouse), by that conduit's value; a
 * little in another own dam (water scores at the end, spec §5); least where it only fills a
 * rival's dam or leaves the map (spec §4.9: a full dam lets water pass).
 */
function dropValue(s: BarrageState, seat: number, headstream: string, feed: readonly number[]): number {
  const stop = dropStop(s, headstream);
  const dam = s.dams[stop];
  if (!dam || (dam.owner !== seat && dam.owner >= 0)) return 0;
  const zone = DAM_SITE_BY_ID.get(stop)!.zone;
  return feed[zone]! > 0 ? 2 + feed[zone]! : dam.owner === seat ? 1 : 0;
}

function dropWeight(s: BarrageState, seat: number, headstream: string): number {
  return 1 + dropValue(s, seat, headstream, feedValues(s, seat));
}

/** The best drop the seat could place now (the Water Management spaces, spec §4.4.3). */
function bestDropValue(s: BarrageState, seat: number): number {
  const feed = feedValues(s, seat);
  return Math.max(...HEADSTREAMS.map((h) => dropValue(s, seat, h, feed)));
}

function placeWeight(s: BarrageState, seat: number, space: string, engineers: number | undefined): number {
  const row = SPACE_BY_ID.get(space);
  if (!row) return 1;
  const p = s.seats[seat]!;
  const a = row.action;
  // Cheaper rows of the same action first: engineers and credits are scarce (spec §4.1).
  const cost = row.engineers * 0.3 + row.cost * 0.2;
  switch (a.kind) {
    // A production row is listed only when a production can be carried out (spec §4.4.2).
    case 'produce':
      return 12 + a.modifier - cost;
    case 'construct':
      return 9 - cost;
    case 'contracts':
      return (p.hand.length < 2 && built(p, 'powerhouse') > 0 ? 4 : 1) - cost;
    // Water only helps where it reaches a dam the seat produces from; W1's drop flows at once.
    case 'water':
      return 1 + bestDropValue(s, seat) * (a.flow ? 1 : 0.7) - cost;
    case 'machinery':
      return (p.ex + p.mx < 5 ? 5 : 2) - cost;
    case 'workshop':
      return 3 - cost;
    case 'patent':
      return 2.5 - cost;
    case 'bank':
      return 0.3 / (engineers ?? 1);
  }
}

/** The weight of one legal move for `seat`: higher is what a sensible player would try first. */
export function moveWeight(s: BarrageState, seat: number, m: BarrageMove): number {
  switch (m.kind) {
    case 'place':
      return placeWeight(s, seat, m.space, m.engineers);
    case 'buildFree':
      return 10;
    case 'copy':
      return 2;
    case 'pass':
      return 1;
    case 'site':
      return siteWeight(s, seat, m.type, m.site);
    // Pay with machinery before credits: credits also buy spaces and contracts (spec §4.4.1).
    case 'pay':
      return 10 - m.cr;
    case 'produce': {
      const own = s.conduits[m.conduit] === seat ? 2 : 0;
      return CONDUIT_BY_ID.get(m.conduit)!.value * Math.max(1, s.dams[m.dam]?.drops ?? 1) + own;
    }
    case 'release':
      return m.drops;
    // Bigger contracts carry the VP (spec §1.8); never let a contract pass by.
    case 'fulfil':
      return 5 + contractRow(m.contract).energy;
    case 'take':
      return 6 - Math.abs(contractRow(m.contract).energy - 4);
    case 'discard':
      return 10 - contractRow(m.contract).energy;
    case 'machinery':
      return 5 - Math.abs(m.ex - m.mx);
    case 'decline':
      return 0.2;
    case 'tile':
      return tileWeight(s, seat, m.tile);
    case 'drop':
      return dropWeight(s, seat, m.headstream);
    case 'draft':
      return 1;
  }
}

function weights(s: BarrageState, seat: number, moves: readonly BarrageMove[]): number[] {
  return moves.map((m) => Math.max(0, moveWeight(s, seat, m)));
}

/** The greedy pick (first best on ties), or now and then a uniform one. */
function rollout(s: BarrageState, seat: number, moves: readonly BarrageMove[], rng: RngState): number {
  if (randomInt(rng, 1000) >= GREEDY * 1000) return randomInt(rng, moves.length);
  const w = weights(s, seat, moves);
  let best = 0;
  for (let i = 1; i < w.length; i++) if (w[i]! > w[best]!) best = i;
  return best;
}

/**
 * VP one energy of a later round is worth, roughly (contracts, the energy ranking and the round
 * bonus all pay for energy). Small on purpose: with 0.5 the bots scored less than without the
 * term, with 0.15 more (4-bot games, engine/barrage/BOT-NOTES.md).
 */
const VP_PER_ENERGY = 0.15;
/** Productions a seat with a working system makes in a round (two or so production spaces). */
const PRODUCTIONS_PER_ROUND = 1.5;

/**
 * The energy the seat's systems make from full dams (spec §4.4.2: an own or neutral dam in zone z,
 * any built conduit from z, an own powerhouse at the conduit's end): the conduit's value times the
 * dam's capacity. The best system counts fully, the second best half, as production spaces are few.
 */
export function systemCapacity(s: BarrageState, seat: number): number {
  const powerhouseZones = ownPowerhouseZones(s, seat);
  let best = 0;
  let second = 0;
  for (const c of CONDUITS) {
    if (s.conduits[c.id] === undefined || !powerhouseZones.has(c.endZone)) continue;
    for (const site of [`${c.zone}U`, `${c.zone}L`]) {
      const dam = s.dams[site];
      if (!dam || (dam.owner !== seat && dam.owner >= 0)) continue;
      const energy = c.value * damCapacity(s, dam);
      if (energy > best) [best, second] = [energy, best];
      else if (energy > second) second = energy;
    }
  }
  return best + second / 2;
}

/**
 * VP a seat may expect at the end (spec §4.10, §5): VP so far, the energy ranking and the bonus
 * tile of the round under way, leftover resources and the water in its dams as scored at the end, the pieces
 * on the map valued by the rounds still to play, and the energy its production systems will make in
 * the rounds after this one (a connected system is worth more than its pieces apart).
 */
function estimate(s: BarrageState): number[] {
  const scoring = s.phase === 'actions';
  const rank = scoring
    ? rankingVp(
        s.seats.map((p) => p.energy),
        s.options.tiePool,
      )
    : s.seats.map(() => 0);
  // The round's bonus tile as it would score with the energy made so far (spec §4.10 step 3).
  const tile = scoring ? s.bonusTiles[s.round - 1] : undefined;
  const bonus = s.seats.map((p, seat) => (tile ? roundBonusVp(bonusCount(s, seat, tile), BONUS_TILES[tile].vpEach, p.energy, s.round) : 0));
  const left = s.phase === 'over' ? 0 : Math.max(0, ROUNDS - s.round + 1) / ROUNDS;
  const water = s.seats.map(() => 0);
  for (const id in s.dams) {
    const dam = s.dams[id]!;
    if (dam.owner >= 0) water[dam.owner]! += dam.drops;
  }
  const later = s.phase === 'over' ? 0 : Math.max(0, ROUNDS - s.round);
  return s.seats.map((p, seat) => {
    const production = later * PRODUCTIONS_PER_ROUND * VP_PER_ENERGY * systemCapacity(s, seat);
    const pieces = 4 * built(p, 'base') + 2 * built(p, 'elevation') + 3 * built(p, 'conduit') + 5 * built(p, 'powerhouse');
    return (
      p.vp +
      rank[seat]! +
      bonus[seat]! +
      (p.credits + p.ex + p.mx) / 5 +
      water[seat]! +
      p.energy * 0.3 +
      left * pieces +
      p.hand.length +
      production
    );
  });
}

export const barragePolicy: BotPolicy<BarrageState, BarrageMove> = {
  prior: weights,
  rollout,
  estimate,
  spread: 12,
  // A round is about 60 decisions of the four seats: 80 carries most roll-outs past the round's
  // scoring (spec §4.10), where the energy of the systems built shows; 40 stopped before it.
  depth: 80,
};
