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
export const EMAIL_TURN_LIMITS: WholeTurnLimits = { maxTurns: 40, perFirst: 6, fullLevels: 4, budget: 500, maxParts: 24 };

/**
 * Lines an email's list may hold (long turns count as several, `lineCost`). Whole turns are shared out one per first move in turn until
 * the list is full, so every first move gets its likeliest turn before any gets many; the rest
 * stay one tap away as a "first part only" line. A late Japanese Puerto Rico email (the largest
 * board) holds about this many lines under the 80 KB budget. The bound counts lines, not words,
 * so the same lines are listed in every language and a reply's number reads back the same line.
 */
export const MAX_LINES = 20;

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
    return (legalMovesFor(game, match, seat) as readonly MoveData[]).map((move, index) => ({
      index,
      first: { move, text: game.format(move) },
      turns: [],
      more: false,
    }));
  }
}

/** The numbered lines of `seat`'s email at `match` (empty when `seat` does not decide). */
export function listTurns(game: AnyGame, match: Match, seat: Seat, limits: WholeTurnLimits = EMAIL_TURN_LIMITS): TurnList {
  const choices = choicesOf(game, match, seat, limits);
  const shown = shareOut(game, choices, MAX_LINES);
  const lines: ListedLine[] = [];
  const push = (line: Omit<ListedLine, 'n' | 'text'>) =>
    lines.push({ ...line, n: lines.length + 1, text: line.parts.map((p) => p.text).join('; ') });
  choices.forEach((c, choice) => {
    const turns = c.turns.slice(0, shown[choice]);
    const more = c.more || turns.length < c.turns.length;
    if (turns.length === 0) {
      push({ parts: [c.first], shape: more ? 'first-only' : 'move', choice, nested: false });
      return;
    }
    if (turns.length === 1 && !more) {
      push({ parts: turns[0]!.parts, shape: 'turn', choice, nested: false, turn: turns[0]! });
      return;
    }
    for (const turn of turns) push({ parts: turn.parts, shape: 'turn', choice, nested: true, turn });
    if (more) push({ parts: [c.first], shape: 'first-only', choice, nested: true });
  });
  return { choices, lines };
}

/**
 * How many of each first move's turns fit in a list of `max` lines. Every first move has a line
 * whatever happens. First the moves whose turns are few are listed whole, fewest first (a move
 * listed whole needs no "first part only" line, so the most replies finish a turn); the lines
 * left are shared out one turn per remaining move in turn, in list order.
 */
/**
 * What a whole turn's line costs of the list, in lines: one, and one more for every 48
 * characters of its notation (a long turn's link, label and note weigh as much as several short
 * moves, and the list is bounded to keep the email under its size budget).
 */
function lineCost(text: string): number {
  return 1 + Math.floor(text.length / 48);
}

function shareOut(game: AnyGame, choices: readonly FirstChoice[], max: number): number[] {
  const shown = choices.map(() => 0);
  // Members of a number range share one row of small links (templates/move-groups.ts): a quarter line each.
  let left = max - choices.reduce((sum, c) => sum + (game.numberChoice?.(c.first.move) ? 0.25 : 1), 0);
  const whole = choices
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.turns.length > 0 && !c.more)
    .sort((a, b) => a.c.turns.length - b.c.turns.length || a.i - b.i);
  for (const { c, i } of whole) {
    // Its turns take the place of its line.
    const cost = c.turns.reduce((sum, t) => sum + lineCost(t.text), 0) - 1;
    if (cost > left) continue;
    left -= cost;
    shown[i] = c.turns.length;
  }
  for (let round = 0; ; round++) {
    let added = false;
    for (let i = 0; i < choices.length; i++) {
      const c = choices[i]!;
      const turn = c.turns[round];
      // A move listed in part keeps its "first part only" line in place of its own: each turn costs its own line.
      if (!turn || shown[i] !== round || left < lineCost(turn.text)) continue;
      left -= lineCost(turn.text);
      shown[i] = round + 1;
      added = true;
    }
    if (!added) return shown;
  }
}
