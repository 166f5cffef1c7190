/**
 * A game module from its step runner: the turn flow (`pending`, `legalMoves`, `apply`,
 * `neutral`) is the runner's, `setup` runs the set-up's automatic frames, and `parse` reads a
 * reply against the seat's legal moves. The game writes only what is its own.
 */
import type { BaseState, GameModule, Options, Parsed, Seat } from '../types';
import type { StepRunner } from './runner';

/** Everything of a GameModule that the runner does not give. */
export interface RunnerGame<S extends BaseState, M extends { kind: string }, V> extends Omit<
  GameModule<S, M, V>,
  'setup' | 'pending' | 'legalMoves' | 'apply' | 'neutral' | 'parse'
> {
  readonly runner: StepRunner<S, M, unknown>;
  /** The new game's state with its first frames on the stack; the runner then runs them to the first decision. */
  initial(players: number, options: Options, seed: string): S;
  /** Notation in, against `legal`, the legal moves of `seat` now (empty when the seat has no decision). */
  parse(text: string, legal: readonly M[], state: S, seat: Seat): Parsed<M>;
}

export function defineGame<S extends BaseState, M extends { kind: string }, V>(game: RunnerGame<S, M, V>): GameModule<S, M, V> {
  const { runner, initial, parse, ...rest } = game;
  return {
    ...rest,
    setup: (players, options, seed) => runner.start(initial(players, options, seed)),
    pending: runner.pending,
    legalMoves: runner.legalMoves,
    apply: runner.apply,
    neutral: runner.neutral,
    parse: (text, s, seat) => parse(text, runner.legalMoves(s, seat), s, seat),
  };
}
