/**
 * How the generic bot (engine/core/bot) plays Era of Inventions: move weights that follow the
 * game's core (rules/era-of-inventions.md §2.5: gears from the exchange market, factories and
 * start cards pay for developing inventions in area 5, which gives IP at once, brings the
 * invention's cards and later the developer's rewards; patents on one's own inventions), used as
 * the search's priors and as a mostly greedy roll-out; and a score estimate for unfinished
 * positions, the final scoring as if the game ended now (§2.10: track IP, leftovers through the
 * exchange market, the three 5-point bonuses). With uniform roll-outs a play-out developed 0.1
 * inventions a game: it seldom saved the gears (engine/era-of-inventions/BOT-NOTES.md).
 * The weights read the move and the state only (no move is tried), so a roll-out decision is cheap.
 */
import { randomInt, type RngState } from '../core/rng';
import type { BotPolicy } from '../core/bot/types';
import type { Reward } from './data';
import { cardOf, factoryOf, ix } from './economy';
import { finalScores } from './score';
import { developMoves, nextPatentStep, patentTargets } from './steps/lab';
import { produceMoves } from './steps/make';
import type { Area, BonusAction, EraMove, EraState, Exchange } from './state';

/** Share of roll-out decisions taken greedily (the rest uniform, so roll-outs still vary). */
const GREEDY = 0.85;

/** The cheapest gear cost among the spaces `seat` could develop with enough gears (E10: a basic first). */
function cheapestOpen(s: EraState, seat: number): number {
  const spaces = ix(s).data.inventionSpaces;
  let best = Infinity;
  spaces.forEach((x, i) => {
    if (s.dev[i] !== null || x.gearCost >= best) return;
    if (x.tier === 'innovative') {
      const basic = spaces.findIndex((y) => y.invention === x.invention && y.tier === 'basic');
      if (s.dev[basic] === null) return;
    }
    best = x.gearCost;
  });
  return s.seats[seat]!.markers > 0 ? best : Infinity;
}

/** Gears still lacking for the cheapest open space (0: the seat can develop now). */
function gearsLacking(s: EraState, seat: number): number {
  const cheapest = cheapestOpen(s, seat);
  return cheapest === Infinity ? Infinity : Math.max(0, cheapest - s.seats[seat]!.gears);
}

/** What a reward is worth now, in IP (§2.10 B: 2 coins or 4 resources make 1 IP at the end; gears pay for IP-rich developments). */
function rewardWeight(r: Reward): number {
  let w = (r.ip ?? 0) + (r.coins ?? 0) * 0.6 + (r.gears ?? 0) * 2 + (r.bonusTokens ?? 0);
  for (const n of Object.values(r.resources ?? {})) w += (n ?? 0) * 0.5;
  return w;
}

/** Can `seat` register a patent with a target now (§2.5 5B)? */
function canPatent(s: EraState, seat: number): boolean {
  const next = nextPatentStep(s, seat);
  return next !== null && s.seats[seat]!.coins >= next.cost && patentTargets(s, seat).length > 0;
}

/** What placing a token on `area` promises (§2.3); the token is resolved later in the round (§2.4). */
function areaWeight(s: EraState, seat: number, area: Area): number {
  const p = s.seats[seat]!;
  const lacking = gearsLacking(s, seat);
  switch (area) {
    case 'development':
      if (lacking === 0) return 9;
      if (canPatent(s, seat)) return 7;
      // A gear from the market or a factory this round may still come before the token is resolved.
      return lacking <= 1 ? 5 : 1;
    case 'market':
      return lacking > 0 && lacking !== Infinity ? 6 : p.coins >= 2 ? 3 : 2;
    case 'inventions': {
      const cards = produceMoves(s, seat);
      if (cards.length === 0) return 1.5;
      let best = 0;
      for (const m of cards) if (m.kind === 'produce') best = Math.max(best, rewardWeight(cardOf(s, m.card).benefit));
      return 4 + best;
    }
    case 'production':
      return 3 + p.factories.length;
    case 'resources':
      return p.coins >= 1 ? 4 - Math.min(3, resourcesHeld(s, seat) / 3) : 0.5;
    case 'factories':
      return s.round < s.rounds - 1 ? 3.5 : 1;
  }
}

function resourcesHeld(s: EraState, seat: number): number {
  let n = 0;
  for (const v of Object.values(s.seats[seat]!.res)) n += v;
  return n;
}

/**
 * The order to resolve tokens in (§2.4: any order): what brings gears, resources and coins
 * first, cards next, development last, so what the first ones brought pays for it.
 */
const RESOLVE_ORDER: Readonly<Record<Area, number>> = {
  production: 7,
  resources: 6.5,
  market: 6,
  factories: 5,
  inventions: 4.5,
  development: 4,
};

/** Bonus actions (§2.6): a bonus token is worth nothing at the end (D14), so it is used when it does something. */
const BONUS_WEIGHT: Readonly<Record<BonusAction, number>> = { e: 9, f: 7, a: 6, b: 4, d: 3.5, c: 3, g: 3 };

function exchangeWeight(s: EraState, seat: number, trade: Exchange): number {
  const lastRound = s.round >= s.rounds;
  const lacking = gearsLacking(s, seat);
  switch (trade) {
    case 'U1':
      return lacking > 0 && lacking !== Infinity && !lastRound ? (s.seats[seat]!.coins >= 4 ? 8 : 6) : 1.5;
    case 'U2':
      return 0.2;
    case 'M1':
      return lastRound ? 5 : 1.8;
    // A gear is worth 1 IP at the end anyway (§2.10 B).
    case 'M2':
      return 0.2;
    case 'L1':
      return lastRound ? 0.1 : 1.2;
  }
}

/** The weight of one legal move: higher is what a sensible player would try first. */
export function moveWeight(s: EraState, seat: number, m: EraMove): number {
  switch (m.kind) {
    case 'place':
      return areaWeight(s, seat, m.area);
    case 'resolve':
      return RESOLVE_ORDER[m.area];
    case 'pass':
      return 0.1;
    case 'develop': {
      // §2.5 5A: IP now; a basic also brings its cards (and the innovative space behind it).
      const x = ix(s).data.inventionSpaces[ix(s).spaces.get(m.space)!]!;
      return 10 + x.developIP + (x.tier === 'basic' ? 1 : 0);
    }
    case 'patent': {
      const ip = nextPatentStep(s, seat)?.ip ?? 0;
      return m.space === null ? 1 + ip * 0.2 : 8 + ip;
    }
    case 'produce':
      return 5 + rewardWeight(cardOf(s, m.card).benefit);
    case 'gear':
      return 7;
    case 'exchange':
      return exchangeWeight(s, seat, m.trade);
    case 'swap':
      return 0.3;
    case 'gain':
      return m.item === 'coin' ? 1 : 1.5;
    case 'build': {
      const f = factoryOf(s, m.factory);
      const gears = f.output.some((g) => g.options.includes('gear')) ? 2 : 0;
      return 4 + f.ip + f.capacity * 0.5 + gears;
    }
    case 'take': {
      let w = 0;
      for (const [good, n] of Object.entries(m.goods))
        w += (n ?? 0) * (good === 'gear' ? 2 : good === 'coin' ? 0.7 : good === 'wood' ? 0.8 : 1);
      return 1 + w;
    }
    case 'factory':
      return 3;
    case 'buy': {
      const i = ix(s).points.get(m.point)!;
      return 3 + Math.min(4, s.supply[i] ?? 0) * 0.5;
    }
    case 'pay':
      return 1;
    case 'bonus':
      return BONUS_WEIGHT[m.action];
    case 'nobonus':
      return 1;
    case 'done':
      return developMoves(s, seat, 0).length > 0 ? 0.5 : 2;
  }
}

function weights(s: EraState, seat: number, moves: readonly EraMove[]): number[] {
  return moves.map((m) => Math.max(0, moveWeight(s, seat, m)));
}

function rollout(s: EraState, seat: number, moves: readonly EraMove[], rng: RngState): number {
  if (randomInt(rng, 1000) >= GREEDY * 1000) return randomInt(rng, moves.length);
  const w = weights(s, seat, moves);
  let best = 0;
  for (let i = 1; i < w.length; i++) if (w[i]! > w[best]!) best = i;
  return best;
}

export const eraOfInventionsPolicy: BotPolicy<EraState, EraMove> = {
  prior: weights,
  rollout,
  estimate: (s) => finalScores(s).map((f) => f.total),
  // Scores run to about 20-40 (placeholder data): a few points are a real lead.
  spread: 4,
};
