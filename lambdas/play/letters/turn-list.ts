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
import { MIN_VARIANTS } from '../../../templates/move-groups';

/**
 * The search bounds of an email's list. Tight enough that a Barrage list is written in well
 * under a second; wide enough that most first moves list every turn they start, so few lines
 * leave the rest of the turn to another email.
 */
export const EMAIL_TURN_LIMITS: WholeTurnLimits = { maxTurns: 160, perFirst: 16, fullLevels: 4, budget: 1_500, maxParts: 24 };

/**
 * Lines an email's list may hold (long turns count as several, `lineCost`; a turn shown as a
 * small link in a row of variants as less than half, `VARIANT_COST`). Whole turns are shared
 * out one per first move in turn until the list is full, so every first move gets its likeliest
 * turn before any gets many; the rest stay one tap away as a "first part only" line. The bound
 * counts lines, not words, so the same lines are listed in every language and a reply's number
 * reads back the same line; the email's size budget is kept at render time
 * (templates/status.ts drops notes, then the drawn board, where a list would pass it).
 */
export const MAX_LINES = 36;

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
  /**
   * For a turn listed under its first move: what it shares with its neighbours and the word in
   * which it differs (`variantOf`). A run of such turns is shown as one row of small links.
   */
  readonly variant?: Variant;
}

/**
 * Turns that differ only in the last word of their last part (`place CB1; tile base; build base
 * at 2L` and `… at 3U`; `take G8; discard S4; discard G4` and `… discard Y1`): `key` is all the
 * rest, `value` that word. A run of them reads as one choice with its variants: the email shows
 * them as one row of small links (templates/move-groups.ts), each still a whole turn in one tap.
 */
export interface Variant {
  readonly key: string;
  readonly value: string;
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
    for (const turn of turns) {
      const variant = variantOf(turn.parts);
      push({ parts: turn.parts, shape: 'turn', choice, nested: true, turn, ...(variant ? { variant } : {}) });
    }
    if (more) push({ parts: [c.first], shape: 'first-only', choice, nested: true });
  });
  return { choices, lines };
}

/** The variant a turn's parts make (see `Variant`); none for a one-part turn or a last part of one word. */
export function variantOf(parts: readonly TurnPart[]): Variant | null {
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1]!.text;
  const space = last.lastIndexOf(' ');
  if (space <= 0) return null;
  const key = [...parts.slice(0, -1).map((p) => p.text), last.slice(0, space)].join('; ');
  return { key, value: last.slice(space + 1) };
}

/**
 * What a whole turn's line costs of the list, in lines: one (its link, number and note), and one
 * more for every 128 bytes of its notation and its Japanese label together (a Japanese character
 * is three bytes; a late Puerto Rico Mayor's turn of four placements weighs as much as four short
 * lines). Both are counted whatever the reader's language, so every language lists the same lines.
 */
function lineCost(game: AnyGame, turn: WholeTurn): number {
  const japanese = game.formatJa ? turn.parts.reduce((sum, p) => sum + japaneseLabel(game, p).length, 0) : 0;
  return 1 + Math.floor((turn.text.length + 3 * japanese) / 128);
}

function japaneseLabel(game: AnyGame, part: TurnPart): string {
  try {
    return game.formatJa?.(part.move) ?? '';
  } catch {
    return '';
  }
}

/** A turn shown as one small link in a row of variants: its link and a word, no label or note. */
const VARIANT_COST = 0.4;

/**
 * What a turn costs as a small link: `VARIANT_COST`, and where the Japanese label of its last part
 * does not contain the word it differs in (`take corn`, `コーンのプランテーションを取る`), the
 * Japanese mail's link shows that label, less the ending the row shares (status-model.ts), which weighs too.
 */
function linkCost(game: AnyGame, turn: WholeTurn): number {
  const variant = variantOf(turn.parts);
  if (!variant || !game.formatJa) return VARIANT_COST;
  const last = turn.parts[turn.parts.length - 1]!;
  const label = japaneseLabel(game, last);
  return label.split(variant.value).length === 2 && /[A-Za-z]/.test(variant.value)
    ? VARIANT_COST
    : VARIANT_COST + (1.5 * label.length) / 128;
}

/**
 * What one first move's lines cost when its first `shown` turns are listed: its own line where
 * none is (a quarter for a member of a number range, which shares a row of small links), else
 * each turn's line, a run of `MIN_VARIANTS` or more turns with the same `Variant.key` at
 * `linkCost` each (they fold into one row, templates/move-groups.ts), and the "first part
 * only" line where not every turn is listed.
 */
function choiceCost(
  game: AnyGame,
  choice: FirstChoice,
  shown: number,
  costs: readonly { line: number; link: number }[],
  keys: readonly (string | null)[],
): number {
  if (shown === 0) return game.numberChoice?.(choice.first.move) ? 0.25 : 1;
  let total = choice.more || shown < choice.turns.length ? 1 : 0;
  for (let start = 0; start < shown;) {
    let end = start + 1;
    while (end < shown && keys[start] !== null && keys[end] === keys[start]) end++;
    for (let k = start; k < end; k++) total += end - start >= MIN_VARIANTS ? costs[k]!.link : costs[k]!.line;
    start = end;
  }
  return total;
}

/**
 * How many of each first move's turns fit in a list of `max` lines (`choiceCost`). Every first
 * move has a line whatever happens. First the moves whose turns are few are listed whole,
 * fewest first (a move listed whole needs no "first part only" line, so the most replies finish
 * a turn); the room left is shared out one turn per remaining move in turn, in list order.
 */
function shareOut(game: AnyGame, choices: readonly FirstChoice[], max: number): number[] {
  const shown = choices.map(() => 0);
  const costs = choices.map((c) => c.turns.map((t) => ({ line: lineCost(game, t), link: linkCost(game, t) })));
  const keys = choices.map((c) => c.turns.map((t) => variantOf(t.parts)?.key ?? null));
  const cost = (i: number, n: number) => choiceCost(game, choices[i]!, n, costs[i]!, keys[i]!);
  const spent = choices.map((_, i) => cost(i, 0));
  let left = max - spent.reduce((sum, k) => sum + k, 0);
  const grow = (i: number, n: number): boolean => {
    const next = cost(i, n);
    if (next - spent[i]! > left) return false;
    left -= next - spent[i]!;
    spent[i] = next;
    shown[i] = n;
    return true;
  };
  const whole = choices
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.turns.length > 0 && !c.more)
    .sort((a, b) => a.c.turns.length - b.c.turns.length || a.i - b.i);
  for (const { c, i } of whole) grow(i, c.turns.length);
  for (let round = 0; ; round++) {
    let added = false;
    for (let i = 0; i < choices.length; i++) {
      if (shown[i] !== round || round >= choices[i]!.turns.length) continue;
      if (grow(i, round + 1)) added = true;
    }
    if (!added) return shown;
  }
}
