/** Positions of seeded random Nippon play-outs, for the tests that read every text of a position. */
import { newMatch, playText, type Match } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { nippon, type NipponState } from '../../../engine/nippon';

/** Every `every`-th decision of one seeded play-out with `players` players (the first included). */
export function sampledPositions(players: number, seed: string, every: number): Match[] {
  const played = randomPlayout(nippon, players, seed, { checks: 'none' });
  const made = newMatch(nippon, players, {}, seed);
  if (!made.ok) throw new Error(made.error.reason);
  let match = made.match;
  const out: Match[] = [match];
  played.moves.forEach((record, i) => {
    const step = playText(nippon, match, record.seat, record.move);
    if (!step.ok) throw new Error(step.error.reason);
    match = step.match;
    if (i % every === 0 && nippon.pending(match.state as NipponState).length > 0) out.push(match);
  });
  return out;
}
