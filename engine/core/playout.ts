/**
 * Seeded random play-outs with invariant checks, for any registered game.
 *
 * The harness picks uniformly among legal moves with its own generator (seeded from
 * the same seed, on a separate stream), so a failing game is reproduced by its seed
 * alone; the report also carries the move list to replay it with `pbem replay`.
 */
import { rolloutChoice } from './bot/search';
import type { BotPolicy } from './bot/types';
import { findNonJson, deepEqual } from './json';
import { newMatch, playMove, type Match, type MoveRecord } from './match';
import { randomInt, seedRng } from './rng';
import type { AnyGame, GameResult, OptionValue } from './types';

export type CheckLevel = 'none' | 'light' | 'full';

export interface PlayoutOptions {
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Decisions after which the game counts as stuck. */
  readonly maxSteps?: number;
  /**
   * `light`: pending/legal consistency and game invariants every step.
   * `full`: also JSON purity, input not mutated, parse(format(m)) = m for every listed
   * move, views for every seat, and resuming from a JSON copy every 50 steps.
   */
  readonly checks?: CheckLevel;
  /**
   * Who picks the moves: uniform random (default) or a game's cheap bot policy (its roll-out
   * choice), which reaches the deep states random play never does (productions, big buildings).
   */
  readonly chooser?: 'random' | BotPolicy;
}

export interface PlayoutReport {
  readonly seed: string;
  readonly players: number;
  readonly finished: boolean;
  /** Decisions applied, forced ones included. */
  readonly steps: number;
  /** Decisions chosen by the harness (not forced). */
  readonly decisions: number;
  readonly result: GameResult | null;
  readonly error: null | { readonly step: number; readonly message: string };
  /** The chosen moves, replayable with `replay`. */
  readonly moves: readonly MoveRecord[];
}

export function randomPlayout(game: AnyGame, players: number, seed: string, opts: PlayoutOptions = {}): PlayoutReport {
  const maxSteps = opts.maxSteps ?? 20_000;
  const checks = opts.checks ?? 'light';
  const chooser = seedRng(`playout:${seed}`);
  const policy = opts.chooser && opts.chooser !== 'random' ? opts.chooser : null;
  const moves: MoveRecord[] = [];
  let decisions = 0;
  const report = (match: Match | null, error: PlayoutReport['error']): PlayoutReport => ({
    seed,
    players,
    finished: match !== null && error === null && game.result(match.state) !== null,
    steps: match?.step ?? 0,
    decisions,
    result: match ? game.result(match.state) : null,
    error,
    moves,
  });

  let match: Match;
  try {
    const created = newMatch(game, players, opts.options ?? {}, seed);
    if (!created.ok) return report(null, { step: 0, message: created.error.reason });
    match = created.match;
  } catch (e) {
    return report(null, { step: 0, message: `setup threw: ${describeError(e)}` });
  }

  // Legal moves of the current position, when the runner already computed them.
  let known: ReadonlyMap<number, readonly { kind: string }[]> | null = null;
  try {
    for (;;) {
      const problem = checkPosition(game, match, checks);
      if (problem) return report(match, { step: match.step, message: problem });
      const pending = game.pending(match.state);
      if (pending.length === 0) return report(match, null);
      if (match.step >= maxSteps) return report(match, { step: match.step, message: `not finished after ${maxSteps} steps (stuck?)` });

      const decision = pending[randomInt(chooser, pending.length)]!;
      const legal = known?.get(decision.seat) ?? game.legalMoves(match.state, decision.seat);
      const move = policy ? rolloutChoice(policy, match.state, decision.seat, legal, chooser) : legal[randomInt(chooser, legal.length)]!;
      const before = checks === 'full' ? JSON.stringify(match.state) : '';
      const outcome = playMove(game, match, decision.seat, move);
      if (!outcome.ok) {
        return report(match, {
          step: match.step,
          message: `listed move "${game.format(move)}" for seat ${decision.seat} was refused: ${outcome.error.reason}`,
        });
      }
      if (checks === 'full' && JSON.stringify(match.state) !== before) {
        return report(match, { step: match.step, message: `apply mutated its input state (move "${game.format(move)}")` });
      }
      moves.push({ seat: decision.seat, move: outcome.steps[0]!.move });
      decisions++;
      match = outcome.match;
      known = outcome.legal;
      if (checks === 'full' && decisions % 50 === 0) {
        match = JSON.parse(JSON.stringify(match)) as Match;
        known = null;
      }
    }
  } catch (e) {
    return report(match, { step: match.step, message: `threw: ${describeError(e)}` });
  }
}

/** The checks every position must pass; returns the first violation found. */
export function checkPosition(game: AnyGame, match: Match, checks: CheckLevel): string | null {
  if (checks === 'none') return null;
  const state = match.state;
  const pending = game.pending(state);
  const result = game.result(state);
  if (pending.length === 0 && result === null) return 'no seat is pending but the game has no result';
  if (pending.length > 0 && result !== null) return 'the game has a result but seats are still pending';
  if (result !== null) {
    const problem = checkResult(result, match.players);
    if (problem) return problem;
  }
  const pendingSeats = new Set(pending.map((p) => p.seat));
  if (pendingSeats.size !== pending.length) return 'a seat is listed twice as pending';
  for (let seat = 0; seat < match.players; seat++) {
    const legal = game.legalMoves(state, seat);
    if (pendingSeats.has(seat) && legal.length === 0) return `seat ${seat} is pending but has no legal move`;
    if (!pendingSeats.has(seat) && legal.length > 0) return `seat ${seat} is not pending but has ${legal.length} legal moves`;
    if (checks === 'full' && legal.length > 0) {
      const problem = checkNotation(game, match, seat, legal);
      if (problem) return problem;
    }
  }
  const violations = game.invariants?.(state) ?? [];
  if (violations.length > 0) return `invariant broken: ${violations.join('; ')}`;
  if (checks === 'full') {
    const bad = findNonJson(state);
    if (bad) return `state is not plain JSON: ${bad}`;
    for (let seat = -1; seat < match.players; seat++) {
      const view = game.view(state, seat < 0 ? null : seat);
      const badView = findNonJson(view);
      if (badView) return `view for seat ${seat} is not plain JSON: ${badView}`;
      if (typeof game.describe(view) !== 'string') return `describe() did not return text for seat ${seat}`;
    }
  }
  return null;
}

function checkNotation(game: AnyGame, match: Match, seat: number, legal: readonly { kind: string }[]): string | null {
  const seen = new Map<string, number>();
  for (let i = 0; i < legal.length; i++) {
    const move = legal[i]!;
    const text = game.format(move);
    const dup = seen.get(text);
    if (dup !== undefined) return `moves ${dup + 1} and ${i + 1} for seat ${seat} are both written "${text}"`;
    seen.set(text, i);
    const parsed = game.parse(text, match.state, seat);
    if (!parsed.ok) return `"${text}" (seat ${seat}) does not parse back: ${parsed.error.reason}`;
    if (!deepEqual(parsed.move, move))
      return `"${text}" (seat ${seat}) parses to ${JSON.stringify(parsed.move)}, not ${JSON.stringify(move)}`;
  }
  return null;
}

function checkResult(result: GameResult, players: number): string | null {
  if (result.scores.length !== players) return `result has ${result.scores.length} scores for ${players} players`;
  if (result.places.length !== players) return `result has ${result.places.length} places for ${players} players`;
  const ranked = [...result.ranking].sort((a, b) => a - b);
  if (ranked.length !== players || ranked.some((s, i) => s !== i))
    return `ranking ${JSON.stringify(result.ranking)} is not a permutation of the seats`;
  return null;
}

function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}
