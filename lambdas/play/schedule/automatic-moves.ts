/**
 * The automatic mover: what the service plays for a seat that timed out or was dropped.
 * Deterministic from the game seed and the decision number, so the move is
 * recorded like any other and `replay` reproduces it.
 */
import type { AnyGame, Match, Seat } from '../../../engine/index';
import { randomInt, seedRng } from '../../../engine/core/rng';
import { botMove } from './bot-seats';

/** The neutral move the current step declares (engine contract `neutral`), if it has one. */
export function neutralMove(game: AnyGame, match: Match, seat: Seat): { kind: string } | null {
  return (game.neutral(match.state, seat) as { kind: string } | null) ?? null;
}

/** A seeded random legal move: the same game at the same decision always gets the same move. */
export function seededRandomMove(game: AnyGame, match: Match, seat: Seat): { kind: string } {
  const legal = game.legalMoves(match.state, seat) as readonly { kind: string }[];
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal move at decision #${match.step}`);
  const rng = seedRng(`${match.seed}:auto:${match.step}:${seat}`);
  return legal[randomInt(rng, legal.length)]!;
}

/** What a dropped or resigned player's seat, or a bot seat, plays: the bot's move. */
export function automaticMove(game: AnyGame, match: Match, seat: Seat, iterations?: number): { kind: string } {
  return botMove(game, match, seat, iterations);
}
