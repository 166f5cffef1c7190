/**
 * The automatic mover: what the service plays for a seat that timed out or was dropped
 * (issue 7). Deterministic from the game seed and the decision number, so the move is
 * recorded like any other and `replay` reproduces it.
 */
import { compact, type AnyGame, type Match, type Seat } from '../../engine/index';
import { randomInt, seedRng } from '../../engine/core/rng';

/** Words that mark a step's neutral choice, in the order we prefer them. */
const NEUTRAL_WORDS = ['pass', 'done', 'skip', 'keep nothing', 'decline'] as const;

/** The step's pass/neutral move, if it has one. */
export function neutralMove(game: AnyGame, match: Match, seat: Seat): { kind: string } | null {
  const legal = game.legalMoves(match.state, seat) as readonly { kind: string }[];
  for (const word of NEUTRAL_WORDS) {
    const found = legal.find((m) => compact(game.format(m)) === compact(word) || m.kind === word);
    if (found) return found;
  }
  return null;
}

/** A seeded random legal move: the same game at the same decision always gets the same move. */
export function seededRandomMove(game: AnyGame, match: Match, seat: Seat): { kind: string } {
  const legal = game.legalMoves(match.state, seat) as readonly { kind: string }[];
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal move at decision #${match.step}`);
  const rng = seedRng(`${match.seed}:auto:${match.step}:${seat}`);
  return legal[randomInt(rng, legal.length)]!;
}

/** What a dropped player's seat plays: the neutral move where there is one, else a seeded random one. */
export function automaticMove(game: AnyGame, match: Match, seat: Seat): { kind: string } {
  return neutralMove(game, match, seat) ?? seededRandomMove(game, match, seat);
}
