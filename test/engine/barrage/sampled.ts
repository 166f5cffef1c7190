/**
 * Positions of seeded purposeful play-outs (the biased chooser), for tests that read every text
 * the game writes at a position: a few per game, cheap enough for the suite.
 */
import { barrage, type BarrageMove, type BarrageState } from '../../../engine/barrage';
import { newMatch, playMove, type Match } from '../../../engine/core/match';
import { seedRng } from '../../../engine/core/rng';
import type { GameEvent, OptionValue } from '../../../engine/core/types';
import { choose } from './biased';

export interface SampledGame {
  /** Every `every`-th position where a seat decides (the first decision included). */
  readonly positions: readonly Match[];
  /** Every event of the game, in order. */
  readonly events: readonly GameEvent[];
  /** The position after the last move (game over when `finished`). */
  readonly last: Match;
  readonly finished: boolean;
}

/** Games by player count, automas and variant that the text tests walk through. */
export const SAMPLE_GAMES: readonly { readonly players: number; readonly options: Record<string, OptionValue> }[] = [
  { players: 2, options: {} },
  { players: 3, options: {} },
  { players: 4, options: { variant: 'intro' } },
  { players: 1, options: { automas: '2' } },
  { players: 2, options: { automas: '1', variant: 'intro' } },
  { players: 2, options: { automas: '2', 'automa-level': 'easy' } },
];

export function sampledGame(players: number, seed: string, options: Record<string, OptionValue>, every = 40): SampledGame {
  const created = newMatch(barrage, players, options, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match: Match = created.match;
  const rng = seedRng(`sampled:${seed}`);
  const positions: Match[] = [];
  const events: GameEvent[] = [];
  for (let decision = 0; decision < 5000; decision++) {
    const pending = barrage.pending(match.state as BarrageState)[0];
    if (!pending) return { positions, events, last: match, finished: true };
    if (decision % every === 0) positions.push(match);
    const legal = barrage.legalMoves(match.state as BarrageState, pending.seat);
    const move: BarrageMove = choose(rng, legal);
    const out = playMove(barrage, match, pending.seat, move);
    if (!out.ok) throw new Error(`"${barrage.format(move)}" refused: ${out.error.reason}`);
    for (const st of out.steps) events.push(...st.events);
    match = out.match;
  }
  return { positions, events, last: match, finished: false };
}
