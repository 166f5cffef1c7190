/**
 * Whole turns: the engine splits a big decision into small steps (a role, then a plantation;
 * an action space, then a tile, then a place), but a player by email should answer a whole
 * turn at once (ARCHITECTURE.md, "The engine contract": big decisions are small steps for the
 * engine, not for the player). This lists, for the seat deciding now, the complete turns that
 * start with each of its legal moves: every part is a legal move of the position it meets,
 * and the parts joined by "; " are one reply line the service plays in order.
 *
 * A turn goes on while the same seat is still deciding after a part (forced steps are played
 * in between, as always) and stops when:
 * - another seat decides, or the game ends;
 * - a part revealed hidden information or drew at random: what comes next depends on what
 *   the player has not seen yet, so it cannot be planned in the same reply;
 * - the game says a fresh turn of the same seat begins (`freshTurn`), e.g. when everybody
 *   else has passed and the seat simply plays again.
 *
 * The search is bounded so an email is written in bounded time: every choice is tried for the
 * first `fullLevels` parts, later parts take the step's neutral move (pass, done; or the first
 * listed), at most `perFirst` turns under each first move, `maxTurns` in all, and `budget`
 * moves applied. Turns that differ only in the order of their later parts (placing corn then
 * indigo, or indigo then corn) are listed once. Where the search stopped early, `more` says so:
 * the email keeps a "first part only" line for that first move.
 */
import { isPending, legalMovesFor, playMove, type Match, type MoveData } from './match';
import type { AnyGame, GameEvent, Seat } from './types';

export interface TurnPart {
  readonly move: MoveData;
  /** The move's notation, as the parser reads it back. */
  readonly text: string;
}

export interface WholeTurn {
  readonly parts: readonly TurnPart[];
  /** The parts' notation joined by "; ": one reply line. */
  readonly text: string;
  /** What the turn does, told as the game tells it (the seat's own view of the events). */
  readonly events: readonly GameEvent[];
  /** Why the turn ends there. */
  readonly ends: 'turn' | 'reveal' | 'game';
}

export interface FirstChoice {
  /** 0-based place of the first move in the legal list (the numbered list of today). */
  readonly index: number;
  readonly first: TurnPart;
  /** Complete turns that start with `first`; empty when `first` ends the turn by itself. */
  readonly turns: readonly WholeTurn[];
  /** The search stopped before every turn under `first` was listed. */
  readonly more: boolean;
}

export interface WholeTurnLimits {
  /** Turns listed in all. */
  readonly maxTurns: number;
  /** Turns listed under one first move. */
  readonly perFirst: number;
  /** Parts for which every legal choice is tried; later parts take the neutral move. */
  readonly fullLevels: number;
  /** Moves applied by the search in all (each costs one engine apply plus forced steps). */
  readonly budget: number;
  /** Parts in one turn, a guard against a game whose turn never ends. */
  readonly maxParts: number;
}

export const DEFAULT_TURN_LIMITS: WholeTurnLimits = { maxTurns: 60, perFirst: 8, fullLevels: 4, budget: 1_500, maxParts: 24 };

export interface WholeTurnHooks {
  /** True when, in `state`, a new turn of `seat` has begun although `seat` is still deciding (default: the game's own). */
  readonly freshTurn?: (state: unknown, seat: Seat) => boolean;
}

function visibleTo(event: GameEvent, seat: Seat): boolean {
  return event.visibleTo === undefined || event.visibleTo.includes(seat);
}

/** Every first move of `seat` with the complete turns it starts (bounded; see the module comment). */
export function wholeTurns(
  game: AnyGame,
  match: Match,
  seat: Seat,
  limits: WholeTurnLimits = DEFAULT_TURN_LIMITS,
  hooks: WholeTurnHooks = {},
): FirstChoice[] {
  const legal = legalMovesFor(game, match, seat) as readonly MoveData[];
  const freshTurn = hooks.freshTurn ?? game.freshTurn ?? (() => false);
  let spent = 0;
  let listed = 0;
  const out: FirstChoice[] = [];

  type Step = { match: Match; events: GameEvent[]; ends: WholeTurn['ends'] | null } | null;
  const step = (from: Match, move: MoveData): Step => {
    spent += 1;
    const r = playMove(game, from, seat, move);
    if (!r.ok) return null;
    const events = r.steps.flatMap((s) => s.events.filter((e) => visibleTo(e, seat)));
    let ends: WholeTurn['ends'] | null = null;
    if (game.pending(r.match.state).length === 0) ends = 'game';
    else if (r.steps.some((s) => s.reveals)) ends = 'reveal';
    else if (!isPending(game, r.match, seat) || freshTurn(r.match.state, seat)) ends = 'turn';
    return { match: r.match, events, ends };
  };

  legal.forEach((first, index) => {
    const firstPart: TurnPart = { move: first, text: game.format(first) };
    const turns: WholeTurn[] = [];
    const seen = new Set<string>();
    let more = false;
    const full = () => turns.length >= limits.perFirst || listed >= limits.maxTurns || spent >= limits.budget;

    const walk = (at: Match, parts: TurnPart[], events: GameEvent[]): void => {
      if (full()) {
        more = true;
        return;
      }
      if (parts.length >= limits.maxParts) {
        more = true;
        return;
      }
      const options = legalMovesFor(game, at, seat) as readonly MoveData[];
      const neutral = game.neutral(at.state, seat) as MoveData | null;
      const choices = parts.length < limits.fullLevels ? options : [neutral ?? options[0]!];
      if (choices.length < options.length) more = true;
      for (const move of choices) {
        if (full()) {
          more = true;
          return;
        }
        const next = step(at, move);
        if (next === null) continue;
        const nextParts = [...parts, { move, text: game.format(move) }];
        const nextEvents = [...events, ...next.events];
        if (next.ends === null) {
          walk(next.match, nextParts, nextEvents);
          continue;
        }
        // The same later parts in another order make the same turn: list it once.
        const key = nextParts
          .slice(1)
          .map((p) => p.text)
          .sort()
          .join('\n');
        if (seen.has(key)) continue;
        seen.add(key);
        turns.push({ parts: nextParts, text: nextParts.map((p) => p.text).join('; '), events: nextEvents, ends: next.ends });
        listed += 1;
      }
    };

    if (spent < limits.budget) {
      const after = step(match, first);
      if (after !== null && after.ends === null) walk(after.match, [firstPart], after.events);
    } else {
      more = true;
    }
    out.push({ index, first: firstPart, turns, more });
  });
  return out;
}
