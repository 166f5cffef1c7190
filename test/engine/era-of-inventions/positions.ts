/** Positions of seeded random play-outs, for tests that read every text or move of a position. */
import { newMatch, playText, type Match } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import type { EraState } from '../../../engine/era-of-inventions';
import { game } from './helpers';

/** Every `every`-th decision of the seeded play-out `seed` (the first decision included). */
export function seededPositions(players: number, seed: string, every: number): Match<EraState>[] {
  const played = randomPlayout(game, players, seed, { checks: 'none' });
  const made = newMatch(game, players, {}, seed);
  if (!made.ok) throw new Error(made.error.reason);
  const out: Match<EraState>[] = [];
  let match = made.match;
  played.moves.forEach((record, i) => {
    if (i % every === 0) out.push(match as Match<EraState>);
    const step = playText(game, match, record.seat, record.move);
    if (!step.ok) throw new Error(step.error.reason);
    match = step.match;
  });
  return out;
}
