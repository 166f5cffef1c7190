/**
 * How the generic bot (engine/core/bot) plays Nippon: a score estimate for unfinished
 * positions, read with the game's own scoring functions. Without it, a roll-out that stops
 * before the end of the game (40 decisions; a Nippon game is several hundred) told the search
 * nothing, and the bot won only half its 3-player games against uniform random players.
 *
 * The estimate is what a seat would have if the rest of the game went as the board stands:
 * - its VP now;
 * - the regional scorings still to come (rules/nippon.md §7), each scored on today's influence
 *   with that scoring's table, the later ones at a discount (the board will change);
 * - the achievements as they stand (§8.2 base × multiplier), and the yen achievement on the
 *   yen held now;
 * - money and coal at a small rate (they turn into actions, hence into the above).
 * Move weights (bot-weights.ts) that play the game's core, exports and influence, serve as the
 * search's priors and as a mostly greedy roll-out: with uniform roll-outs a play-out fulfilled
 * 0.5 contracts a game (engine/nippon/BOT-NOTES.md).
 */
import { randomInt, type RngState } from '../core/rng';
import type { BotPolicy } from '../core/bot/types';
import { moveWeight } from './bot-weights';
import type { NipponMove } from './moves';
import { achievementBase, achievementMultiplier, scoreRegion } from './scoring';
import { dataOf, type NipponState } from './state';

/** Share of roll-out decisions taken greedily (the rest uniform, so roll-outs still vary). */
const GREEDY = 0.85;

function weights(s: NipponState, seat: number, moves: readonly NipponMove[]): number[] {
  return moves.map((m) => Math.max(0, moveWeight(s, seat, m)));
}

function rollout(s: NipponState, seat: number, moves: readonly NipponMove[], rng: RngState): number {
  if (randomInt(rng, 1000) >= GREEDY * 1000) return randomInt(rng, moves.length);
  const w = weights(s, seat, moves);
  let best = 0;
  for (let i = 1; i < w.length; i++) if (w[i]! > w[best]!) best = i;
  return best;
}

/** Weight of each regional scoring still to come, the next one first: the board moves before the later ones. */
const SCORING_WEIGHTS = [0.8, 0.5, 0.3] as const;

/** Yen (in thousands, as the state holds them) and coal as VP: resources that become actions. */
const YEN_VP = 0.1;
const COAL_VP = 0.2;

function estimate(s: NipponState): number[] {
  if (s.over) return s.seats.map((p) => p.vp);
  const d = dataOf(s);
  const out = s.seats.map((p) => p.vp + p.yen * YEN_VP + p.coal * COAL_VP);
  for (let k = 0; s.scorings + 1 + k <= d.scoringVp.length && k < SCORING_WEIGHTS.length; k++) {
    const scoring = s.scorings + 1 + k;
    for (let r = 0; r < d.regions.length; r++) {
      const res = scoreRegion(s, r, scoring);
      for (let seat = 0; seat < s.players; seat++) out[seat]! += (res.rankVp[seat]! + res.shipVp[seat]!) * SCORING_WEIGHTS[k]!;
    }
  }
  for (let seat = 0; seat < s.players; seat++) {
    d.achievements.forEach((a, i) => {
      out[seat]! += achievementBase(s, seat, a.id) * achievementMultiplier(s, seat, i);
    });
  }
  return out;
}

export const nipponPolicy: BotPolicy<NipponState, NipponMove> = {
  prior: weights,
  rollout,
  estimate,
  spread: 10,
};
