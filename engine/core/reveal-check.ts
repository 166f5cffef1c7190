/**
 * Does a move show hidden information? `undo` may take a move back only when it showed
 * nothing hidden (ARCHITECTURE "Email protocol"), and it trusts the move's `reveals` mark; the
 * match only adds a mark of its own when the generator was drawn from. A game that shuffles at
 * set-up and deals later draws nothing at the deal, so an unmarked deal could be undone and
 * played again knowing the new cards. The contract suite asks this question of every move.
 *
 * The question, for each seat and a spectator: would what I see after the move have been
 * different, had what I could not see before it been different? The game's `rehide` draws
 * everything a seat may not see again (face-down piles reshuffled, other seats' secrets
 * changed); the move is applied to the real position and to the redrawn one, and where the
 * seat's view or the events it reads differ, the move showed that seat something hidden.
 */
import { deepEqual } from './json';
import { resolveOptions } from './options';
import { randomInt, sameRng, seedRng } from './rng';
import type { AnyGame, BaseState, GameEvent, OptionValue, Seat } from './types';

/** Guards against a game that never ends: a bug, not a position. */
const MAX_STEPS = 20_000;

/** Who a move showed hidden information to, and where it showed it. */
export interface Revealed {
  /** The seat that saw something hidden (null: a spectator). */
  readonly viewer: Seat | null;
  /** `view`: the seat's view after the move; `events`: the move's events the seat reads. */
  readonly through: 'view' | 'events';
}

/** The events `viewer` reads: public ones, and private ones addressed to it. */
function eventsFor(events: readonly GameEvent[], viewer: Seat | null): unknown[] {
  return events.filter((e) => !e.visibleTo || (viewer !== null && e.visibleTo.includes(viewer))).map((e) => [e.seat, e.text, e.ja ?? null]);
}

/**
 * The first seat (in seat order, then a spectator) that `seat`'s `move` in `state` shows
 * hidden information to, or null when it shows nothing hidden to anybody. Needs the game's
 * `rehide`; a move that is not legal in a redrawn position (it depended on what that viewer
 * cannot see) is not compared for that viewer. `seed` picks the redrawing.
 */
export function revealedBy(game: AnyGame, state: unknown, seat: Seat, move: { kind: string }, seed: string): Revealed | null {
  if (!game.rehide) throw new Error(`${game.meta.id} declares no rehide: what its seats may not see is unknown`);
  const real = game.apply(state, seat, move);
  if (!real.ok) throw new Error(`"${game.format(move)}" is not legal for seat ${seat}: ${real.error.reason}`);
  const players = (state as { players: number }).players;
  const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_x, i) => i), null];
  for (const viewer of viewers) {
    const redrawn = game.apply(game.rehide(state, viewer, `${seed}:${viewer ?? 'spectator'}`), seat, move);
    if (!redrawn.ok) continue;
    if (!deepEqual(game.view(real.state, viewer), game.view(redrawn.state, viewer))) return { viewer, through: 'view' };
    if (!deepEqual(eventsFor(real.events, viewer), eventsFor(redrawn.events, viewer))) return { viewer, through: 'events' };
  }
  return null;
}

/** A move that showed hidden information without being marked revealing. */
export interface UnmarkedReveal extends Revealed {
  /** Its step number in the game (every move counts, forced ones too). */
  readonly step: number;
  readonly seat: Seat;
  readonly move: string;
}

/**
 * Every step of a seeded random game (each decision picked at random among the legal moves,
 * forced ones included) that showed hidden information without being marked revealing. At
 * most `most` unmarked steps are examined, about evenly spread over a game of `expected`
 * steps. The step that ends the game is not examined: the end shows what was hidden (Puerto
 * Rico's face-down VP chips) and the result is final.
 */
export function unmarkedReveals(
  game: AnyGame,
  players: number,
  seed: string,
  options: Readonly<Record<string, OptionValue>> = {},
  most = 400,
  expected = 400,
): UnmarkedReveal[] {
  const resolved = resolveOptions(game.meta, options);
  if (!resolved.ok) throw new Error(resolved.error.reason);
  const chooser = seedRng(`reveals:${seed}`);
  const every = Math.max(1, Math.round(expected / most));
  const out: UnmarkedReveal[] = [];
  let state = game.setup(players, resolved.options, seed) as BaseState;
  for (let step = 1; step <= MAX_STEPS; step++) {
    const pending = game.pending(state);
    if (pending.length === 0) return out;
    const seat = pending[randomInt(chooser, pending.length)]!.seat;
    const legal = game.legalMoves(state, seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const next = game.apply(state, seat, move);
    if (!next.ok) throw new Error(`listed move "${game.format(move)}" was refused: ${next.error.reason}`);
    const marked = next.reveals === true || !sameRng(state.rng, (next.state as BaseState).rng);
    if (!marked && step % every === 0 && game.result(next.state) === null) {
      const shown = revealedBy(game, state, seat, move, `${seed}#${step}`);
      if (shown) out.push({ step, seat, move: game.format(move), ...shown });
    }
    state = next.state;
  }
  throw new Error(`${game.meta.id}: not finished after ${MAX_STEPS} steps`);
}
