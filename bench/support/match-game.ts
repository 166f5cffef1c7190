/**
 * One complete random game through the match layer (what the service and play-outs pay: forced
 * steps, notation), the first pending seat deciding. `probe` collects the time of each
 * legalMoves+apply in µs and the largest state (JSON bytes) of any position.
 */
import { newMatch, playMove, type Match, type MoveData } from '../../engine/core/match';
import { randomInt, seedRng } from '../../engine/core/rng';
import type { AnyGame } from '../../engine/core/types';

export interface Probe {
  readonly timings: number[];
  largest: number;
}

export function playMatchGame(game: AnyGame, players: number, seed: string, probe: Probe | null = null): Match {
  const created = newMatch(game, players, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match = created.match;
  const chooser = seedRng(`bench:${seed}`);
  for (;;) {
    if (probe) probe.largest = Math.max(probe.largest, Buffer.byteLength(JSON.stringify(match.state)));
    const pending = game.pending(match.state);
    if (pending.length === 0) return match;
    const seat = pending[0]!.seat;
    const t0 = probe ? performance.now() : 0;
    const legal = game.legalMoves(match.state, seat) as readonly MoveData[];
    const outcome = playMove(game, match, seat, legal[randomInt(chooser, legal.length)]!);
    if (probe) probe.timings.push((performance.now() - t0) * 1000);
    if (!outcome.ok) throw new Error(`bench ${game.meta.id} ${seed}: ${outcome.error.reason}`);
    match = outcome.match;
  }
}
