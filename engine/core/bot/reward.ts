/**
 * Scores to a reward in [0, 1] for one seat: the share of the other seats it is estimated to
 * beat, with a soft edge of `spread` points (a lead of one spread counts as about 73 % sure).
 * Final results use the places, so a win is a win whatever the margin, plus a small share for
 * the margin itself so that the bot also prefers winning by more (and losing by less).
 */
import type { GameResult, Seat } from '../types';

const MARGIN_SHARE = 0.1;

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Expected share of the other seats beaten, from score estimates. */
export function estimateReward(scores: readonly number[], seat: Seat, spread: number): number {
  const mine = scores[seat] ?? 0;
  let sum = 0;
  for (let j = 0; j < scores.length; j++) if (j !== seat) sum += logistic((mine - (scores[j] ?? 0)) / spread);
  return scores.length > 1 ? sum / (scores.length - 1) : 0.5;
}

/** The reward of a finished game: seats beaten by place, and a little for the score margin. */
export function resultReward(result: GameResult, seat: Seat, spread: number): number {
  const n = result.places.length;
  if (n < 2) return 1;
  const mine = result.places[seat] ?? n;
  let beaten = 0;
  for (let j = 0; j < n; j++) {
    if (j === seat) continue;
    const other = result.places[j] ?? n;
    beaten += mine < other ? 1 : mine === other ? 0.5 : 0;
  }
  const byPlace = beaten / (n - 1);
  return (1 - MARGIN_SHARE) * byPlace + MARGIN_SHARE * estimateReward(result.scores, seat, spread);
}
