/**
 * The numbered list of an email: whole turns, one line each (ARCHITECTURE.md, "The engine
 * contract": big decisions are small steps for the engine, not for the player). For the seat
 * deciding now, every legal first move with the complete turns it starts
 * (engine/core/whole-turns.ts) becomes:
 * - one line when the move ends the turn by itself, or starts exactly one complete turn (the
 *   line then carries that whole turn);
 * - else one line per complete turn, listed under the first move, and a "first part only" line
 *   where the search stopped before every turn was listed (the rest is then chosen in the next
 *   email).
 *
 * A line's `text` is the reply it stands for: the parts' notation joined by "; ", which the
 * service plays in order. The list is a pure function of (game, match, seat, limits), so the
 * reply service recomputes it to read a bare number as the line the email numbered, as long as
 * the game still stands at that email's decision (move-lines.ts).
 */
import { legalMovesFor, type AnyGame, type Match, type MoveData, type Seat } from '../../../engine/index';
import { wholeTurns, type FirstChoice, type TurnPart, type WholeTurn, type WholeTurnLimits } from '../../../engine/core/whole-turns';

/**
 * The search bounds of an email's list. Tight enough that a Barrage email stays well under the
 * 80 KB budget and is written in well under a second; wide enough that most first moves list
 * every turn they start, so few lines leave the rest of the turn to another email.
 */
export const EMAIL_TURN_LIMITS: WholeTurnLimits = { maxTurns: 60, perFirst: 8, fullLevels: 4, budget: 1_500, maxParts: 24 };

export type LineShape =
  /** A move that ends the turn by itself (or whose turns were not searched). */
  | 'move'
  /** A complete turn. */
  | 'turn'
  /** The first move alone: the search listed only some of the turns it starts. */
  | 'first-only';

export interface ListedLine {
  /** The number the email shows and a reply may carry (1-based). */
  readonly n: number;
  /** The reply line: the parts' notation joined by "; ". */
  readonly text: string;
  readonly parts: readonly TurnPart[];
  readonly shape: LineShape;
  /** Position of its first move in the list of first choices. */
  readonly choice: number;
  /** Several lines share this first move: the email lists them under it. */
  readonly nested: boolean;
  /** The complete turn, for a 'turn' line (its events tell what it does). */
  readonly turn?: WholeTurn;
}

export interface TurnList {
  readonly choices: readonly FirstChoice[];
  readonly lines: readonly ListedLine[];
}

/** The first choices of `seat` with their complete turns; the plain legal moves where the search fails (a game bug must not cost the player their email). */
function choicesOf(game: AnyGame, match: Match, seat: Seat, limits: WholeTurnLimits): FirstChoice[] {
  try {
    return wholeTurns(game, match, seat, limits);
  } catch {
    return (legalMovesFor(game, match, seat) as readonly MoveData[]).map((move, index) => ({ index, first: { move, text: game.format(move) }, turns: [], more: false }));
  }
}

/** The numbered lines of `seat`'s email at `match` (empty when `seat` does not decide). */
export function listTurns(game: AnyGame, match: Match, seat: Seat, limits: WholeTurnLimits = EMAIL_TURN_LIMITS): TurnList {
  const choices = choicesOf(game, match, seat, limits);
  const lines: ListedLine[] = [];
  const push = (line: Omit<ListedLine, 'n' | 'text'>) => lines.push({ ...line, n: lines.length + 1, text: line.parts.map((p) => p.text).join('; ') });
  choices.forEach((c, choice) => {
    if (c.turns.length === 0) {
      push({ parts: [c.first], shape: 'move', choice, nested: false });
      return;
    }
    if (c.turns.length === 1 && !c.more) {
      push({ parts: c.turns[0]!.parts, shape: 'turn', choice, nested: false, turn: c.turns[0]! });
      return;
    }
    for (const turn of c.turns) push({ parts: turn.parts, shape: 'turn', choice, nested: true, turn });
    if (c.more) push({ parts: [c.first], shape: 'first-only', choice, nested: true });
  });
  return { choices, lines };
}
