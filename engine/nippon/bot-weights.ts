/**
 * What the Nippon policy (bot.ts) looks at first, as move weights (higher is tried first): the
 * game's core loop of rules/nippon.md §5, factories (Invest) that make goods (Produce), goods
 * that become contracts (Export: yen, VP and money steps) or influence tiles in the regions
 * (Domestic Market, scored three times in §7), and Consolidation (§6) when the money runs out or
 * the board fills with workers. A weight reads the move, the top frame and the seat only (no move
 * is tried), so a roll-out decision stays cheap.
 */
import type { Seat } from '../core/types';
import type { Action, Gain, Good } from './data';
import type { NipponMove } from './moves';
import { contractRow, payableContracts } from './rules';
import { achievementBase } from './scoring';
import { dataOf, factoryOf, knowledgeLevel, trackValue, type Frame, type NipponState, type Player } from './state';

/** A gain in VP (§2.5.7 bonuses, §5.8 contract bonuses): yen and coal buy actions, blueprints knowledge. */
function gainWeight(g: Gain): number {
  return (g.vp ?? 0) + (g.yen ?? 0) * 0.4 + (g.coal ?? 0) * 0.4 + (g.blueprints ?? 0) * 0.3;
}

function goodsStored(p: Player): number {
  let n = 0;
  for (const f of p.factories) n += f.goods;
  return n;
}

/** The main choice (D1, §4): take a worker for an action, or consolidate. */
function actionWeight(s: NipponState, seat: Seat, action: Action): number {
  const d = dataOf(s);
  const p = s.seats[seat]!;
  // Every action here is fully performable (§4.2): the list offers no other.
  switch (action) {
    case 'export': {
      // A big contract (VP and money steps, §5.8) before a tile; a small one after.
      let best = 0;
      for (const id of payableContracts(s, seat)) {
        const c = contractRow(s, id);
        best = Math.max(best, gainWeight(c.bonus) + c.moneySteps);
      }
      return 8 + best * 0.3;
    }
    case 'domestic':
      return 10;
    case 'produce':
      return goodsStored(p) < 3 ? 8 : 5;
    case 'invest':
      return p.factories.length < 2 ? 8.5 : p.factories.length < 4 ? 6 : 3;
    case 'mechanize':
      return p.factories.some((f) => f.machine < 2) ? 3 : 0.5;
    case 'knowledge':
      return p.factories.length < 4 && knowledgeLevel(d, p) < 4 ? 3.5 : 1;
    case 'mines':
      return p.coal < 3 ? 4 : 1.5;
    case 'trains':
    case 'ships':
      return 4.5;
  }
}

/** Consolidate (§6): income and the Emperor's reward; wages per worker colour on the board. */
function consolidateWeight(s: NipponState, seat: Seat): number {
  const d = dataOf(s);
  const p = s.seats[seat]!;
  const income = trackValue(d, 'money', p.track.money);
  if (p.workers.length >= 5) return 7;
  if (p.yen < 3 && income > p.yen) return 6;
  return p.workers.length >= 3 ? 2 : 0.3;
}

/**
 * A region for a Domestic Market (every one listed can take a tile, §5.9): its bonus and its
 * empty slots (each takes its foreign value off, §7 step 2); for a train or ship, where the seat
 * has tiles (a train counts only there, §7 step 1; a ship only for the 1st and 2nd places).
 */
function regionWeight(s: NipponState, seat: Seat, region: number, domestic: boolean): number {
  let own = 0;
  let empty = 0;
  for (const city of [2 * region, 2 * region + 1]) {
    for (const t of s.cities[city]?.slots ?? []) {
      if (t === null) empty++;
      else if (t.seat === seat) own++;
    }
  }
  if (domestic) return 2 + empty * 0.3 + gainWeight(dataOf(s).regions[region]!.bonus);
  return 1 + own;
}

function slotWeight(s: NipponState, seat: Seat, city: number, slot: number): number {
  const here = s.cities[city]?.slots[slot];
  // An empty slot takes its foreign value off the region's foreign influence (§7 step 2).
  if (!here) return 3 + (dataOf(s).foreignValues[slot] ?? 0) * 0.5;
  return here.seat === seat ? 0.5 : 3.5;
}

/** The weight of one legal move of `seat` in `s`: higher is what a sensible player would try first. */
export function moveWeight(s: NipponState, seat: Seat, m: NipponMove): number {
  const f = s.stack[s.stack.length - 1] as Frame | undefined;
  const p = s.seats[seat]!;
  const d = dataOf(s);
  switch (m.kind) {
    case 'action':
      return actionWeight(s, seat, m.action);
    case 'consolidate':
      return consolidateWeight(s, seat);
    case 'convert':
      return m.track === 'knowledge' ? 2 : 1.5;
    // Wages are paid per distinct colour on the board (§6 step 3): a colour already there is free.
    case 'worker':
      return p.workers.includes(m.colour) ? 2 : 1;
    case 'count': {
      if (f?.kind === 'transCount') return m.n === 2 ? 3.5 : 4 - m.n;
      if (f?.kind === 'mechCount') return 4 - m.n;
      return m.n === 2 ? 2 : m.n === 1 ? 1.5 : 1;
    }
    // Higher-level goods give higher influence tiles (§2.4).
    case 'build':
      return 2 + d.levelOf[m.good as Good];
    case 'factory':
      return 1;
    case 'install':
    case 'upgrade':
      return 2 + (factoryOf(p, m.good)?.goods ?? 0) * 0.1;
    case 'hold':
      return 0.5;
    case 'run':
      return 3;
    case 'region':
      return regionWeight(s, seat, m.region, f?.kind === 'domRegion');
    case 'contract': {
      const c = contractRow(s, m.id);
      return 5 + gainWeight(c.bonus) + c.moneySteps;
    }
    case 'pay':
      return 1 + (factoryOf(p, m.good)?.goods ?? 0) * 0.2;
    case 'slot':
      return slotWeight(s, seat, m.city, m.slot);
    // Fewer goods for the tile the chart allows keeps goods for more tiles (§2.4).
    case 'cubes':
      return 3 - m.n * 0.5;
    case 'tile':
      return m.value;
    case 'remove':
      return s.cities[m.city]?.slots[m.slot]?.seat === seat ? 0.5 : 1;
    case 'reward':
      return (d.rewardMultipliers[m.column] ?? 0) + gainWeight(d.rewardBonuses[m.bonus]?.gain ?? {}) * 0.1;
    case 'space':
      return 1 + achievementBase(s, seat, m.achievement);
    // Ends a repeatable step: after the useful moves (produce every factory, fulfil every contract).
    case 'done':
      return 0.2;
  }
}
