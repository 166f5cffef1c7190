/**
 * How the generic bot (engine/core/bot) plays Warehouse Sale. A crate is worth, on average,
 * its share of the cheques to come (§1: crates 1–30 against cheques 0–14, so about half its
 * number); coins count in full (§5). So:
 * - a bid is worth what the crate it may win is worth, less the coins it costs: the prior
 *   prefers bids near a fair share of the coins for the round's crates;
 * - in a selling round the best cheque goes to the highest crate: the prior prefers the
 *   highest crate when the cheques on offer are far apart, and the lowest when they are close;
 * - the estimate is coins + cheques + half the number of each crate held.
 */
import { randomInt, type RngState } from '../core/rng';
import type { BotPolicy, Seat } from '../core/types';
import { BUYING_ROUNDS, TOP_CHEQUE, TOP_CRATE } from './data';
import type { SaleMove, SaleState } from './state';
import { moneyOf } from './score';

/** A crate's expected cheque (§1: the cheques' range over the crates'). */
const CRATE_WORTH = TOP_CHEQUE / TOP_CRATE;

/** The bid the bot aims at this round: the coins spread over the buying rounds left, scaled by the best crate on offer. */
function targetBid(s: SaleState, seat: Seat): number {
  const roundsLeft = Math.max(1, BUYING_ROUNDS - s.round + 1);
  const best = Math.max(0, ...s.offer);
  return Math.round(((s.coins[seat] as number) / roundsLeft) * (best / TOP_CRATE) * 1.5);
}

function weights(s: SaleState, seat: Seat, moves: readonly SaleMove[]): number[] {
  const target = targetBid(s, seat);
  const spread = s.offer.length > 1 ? Math.max(...s.offer) - Math.min(...s.offer) : 0;
  return moves.map((m) => {
    if (m.kind === 'bid') return 1 / (1 + Math.abs(m.coins - target));
    // Far-apart cheques: put the best crate forward; close ones: keep it for later.
    return spread >= TOP_CHEQUE / 2 ? 1 + m.crate / TOP_CRATE : 1 + (TOP_CRATE - m.crate) / TOP_CRATE;
  });
}

function rollout(s: SaleState, seat: Seat, moves: readonly SaleMove[], rng: RngState): number {
  // Mostly the preferred move, sometimes any, so roll-outs still vary.
  if (randomInt(rng, 4) === 0) return randomInt(rng, moves.length);
  const w = weights(s, seat, moves);
  let best = 0;
  for (let i = 1; i < w.length; i++) if ((w[i] as number) > (w[best] as number)) best = i;
  return best;
}

function estimate(s: SaleState): number[] {
  return s.coins.map((_c, seat) => moneyOf(s, seat) + (s.crates[seat] as number[]).reduce((sum, c) => sum + c * CRATE_WORTH, 0));
}

export const warehouseSalePolicy: BotPolicy<SaleState, SaleMove> = {
  prior: weights,
  rollout,
  estimate,
  spread: 8,
  depth: 24,
};
