/** Positions of seeded random play-outs, for tests that read every text or move of a position. */
import { newMatch, playText, type Match } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import type { GameEvent } from '../../../engine/core/types';
import type { EraState } from '../../../engine/era-of-inventions';
import { game } from './helpers';

export interface SeededPlay {
  /** Every `every`-th decision (the first one included). */
  readonly positions: Match<EraState>[];
  /** Every event of the game, forced steps included. */
  readonly events: GameEvent[];
  /** The finished game. */
  readonly final: Match<EraState>;
}

export function seededPlay(players: number, seed: string, every: number): SeededPlay {
  const played = randomPlayout(game, players, seed, { checks: 'none' });
  const made = newMatch(game, players, {}, seed);
  if (!made.ok) throw new Error(made.error.reason);
  const positions: Match<EraState>[] = [];
  const events: GameEvent[] = made.steps.flatMap((s) => s.events);
  let match = made.match;
  played.moves.forEach((record, i) => {
    if (i % every === 0) positions.push(match as Match<EraState>);
    const step = playText(game, match, record.seat, record.move);
    if (!step.ok) throw new Error(step.error.reason);
    events.push(...step.steps.flatMap((s) => s.events));
    match = step.match;
  });
  return { positions, events, final: match as Match<EraState> };
}

export function seededPositions(players: number, seed: string, every: number): Match<EraState>[] {
  return seededPlay(players, seed, every).positions;
}
