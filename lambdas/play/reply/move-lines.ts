/**
 * Run the move lines of one reply against a game, in order, stopping at the first failure.
 * Pure: no store, no mail. The caller turns the outcome into a
 * transaction and emails.
 *
 * Bare numbers pick from the numbered list of the email being answered, so they are only
 * accepted while the game still stands at that email's decision (`answeredStep`). Once the
 * game has moved on (another player acted, or an earlier line of this same reply applied),
 * a number could mean a different move than the player saw, so it is refused; named moves
 * are always checked against the current position. The email numbers whole turns
 * (letters/turn-list.ts): a number is read as the line the email showed, recomputed from the
 * same position, and its parts are played in order.
 */
import {
  gameOver,
  notYourTurn,
  playMove,
  readMove,
  ruleError,
  type AnyGame,
  type AppliedStep,
  type Match,
  type RuleError,
  type Seat,
} from '../../../engine/index';
import { messages, type Lang, type Messages } from '../../../templates/i18n/index';
import { isJapanese } from './settings-words';
import { reasonText } from '../letters/engine-words';
import { listTurns } from '../letters/turn-list';

export type LineStatus = 'applied' | 'failed' | 'not-run';

export interface LineOutcome {
  readonly line: string;
  readonly status: LineStatus;
  /** For a failed line: the rule's reason, a sentence a player understands. */
  readonly reason?: string;
  /** For an applied line: the notation actually played (a number becomes its move). */
  readonly played?: string;
}

export interface ReplyOutcome {
  readonly match: Match;
  readonly lines: readonly LineOutcome[];
  /** Every step applied, forced ones included, in order. */
  readonly steps: readonly AppliedStep[];
  readonly failed: boolean;
}

export interface ReplyInput {
  readonly game: AnyGame;
  readonly match: Match;
  readonly seat: Seat;
  /** The move lines, as typed. */
  readonly lines: readonly string[];
  /** The decision id of the email being answered (from its subject), if any. */
  readonly answeredStep: number | null;
  /** An earlier line of the same reply already moved the game (its numbers no longer apply). */
  readonly earlierLineApplied?: boolean;
  /** Name per seat, for refusals that name whom the game waits for. */
  readonly names?: readonly string[];
  /** The player's language; a line in Japanese is answered in Japanese whatever it is. */
  readonly lang?: Lang;
}

const BARE_NUMBER = /^#?\s*[0-9０-９]+\s*[.)]?$/;

export function isBareNumber(line: string): boolean {
  return BARE_NUMBER.test(line.normalize('NFKC').trim());
}

export function runReplyLines(input: ReplyInput): ReplyOutcome {
  const { game, seat } = input;
  let match = input.match;
  const outcomes: LineOutcome[] = [];
  const steps: AppliedStep[] = [];
  let failedAt = -1;

  for (let i = 0; i < input.lines.length; i++) {
    const line = input.lines[i]!;
    if (failedAt >= 0) {
      outcomes.push({ line, status: 'not-run' });
      continue;
    }
    const t = messages(isJapanese(line) ? 'ja' : input.lang);
    const refusal = numberRefusal(line, match, input.answeredStep, steps.length > 0 || Boolean(input.earlierLineApplied), t);
    if (refusal) {
      outcomes.push({ line, status: 'failed', reason: refusal });
      failedAt = i;
      continue;
    }
    const listed = isBareNumber(line) ? listedLine(game, match, seat, Number(line.normalize('NFKC').replace(/[#.)\s]/g, ''))) : null;
    if (listed !== null && !listed.ok) {
      outcomes.push({ line, status: 'failed', reason: refusalText(listed.error, line, input.names ?? [], t) });
      failedAt = i;
      continue;
    }
    // A numbered line may be a whole turn: its parts, each read and played where the turn meets it.
    const parts = listed !== null ? listed.parts : [line];
    let at = match;
    const played: AppliedStep[] = [];
    let refused: RuleError | null = null;
    for (const part of parts) {
      const parsed = readMove(game, at, seat, part);
      const outcome = parsed.ok ? playMove(game, at, seat, parsed.move) : parsed;
      if (!outcome.ok) {
        refused = outcome.error;
        break;
      }
      at = outcome.match;
      played.push(...outcome.steps);
    }
    if (refused !== null) {
      outcomes.push({ line, status: 'failed', reason: refusalText(refused, line, input.names ?? [], t) });
      failedAt = i;
      continue;
    }
    match = at;
    steps.push(...played);
    outcomes.push({ line, status: 'applied', played: listed !== null ? listed.parts.join('; ') : played[0]!.move });
  }
  return { match, lines: outcomes, steps, failed: failedAt >= 0 };
}

/** Line `n` of the email's numbered list at `match`: the notation of its parts, or why there is none. */
function listedLine(game: AnyGame, match: Match, seat: Seat, n: number): { ok: true; parts: string[] } | { ok: false; error: RuleError } {
  // Not this seat's decision (or the game is over): the core's refusal says whom it waits for.
  const pending = game.pending(match.state);
  if (pending.length === 0) return { ok: false, error: gameOver() };
  if (!pending.some((p) => p.seat === seat)) return { ok: false, error: notYourTurn(pending) };
  const { lines } = listTurns(game, match, seat);
  const listed = lines[n - 1];
  if (!listed) {
    return {
      ok: false,
      error: ruleError(
        'bad-number',
        `There is no move number ${n}: choose 1 to ${lines.length}.`,
        `${n}番の選択肢はありません。1〜${lines.length}から選んでください。`,
      ),
    };
  }
  return { ok: true, parts: listed.parts.map((p) => p.text) };
}

function numberRefusal(line: string, match: Match, answeredStep: number | null, earlierLineApplied: boolean, t: Messages): string | null {
  if (!isBareNumber(line)) return null;
  if (earlierLineApplied) return t.numberAfterMove;
  if (answeredStep === null) return t.numberNoEmail;
  if (answeredStep !== match.step) return t.numberStale({ answered: answeredStep, now: match.step });
  return null;
}

/**
 * The engine's refusal as the player reads it: in their language (the engine gives every
 * reason in English and Japanese), names instead of seat numbers; in Japanese an unknown word
 * without a Japanese reason gets a Japanese sentence first.
 */
function refusalText(error: RuleError, line: string, names: readonly string[], t: Messages): string {
  const ja = t === messages('ja');
  const reason = reasonText(error, names, ja ? 'ja' : 'en');
  // One message, never two: the engine's Japanese reason already names the word it did not read.
  if (ja && (error.code === 'unknown-move' || error.code === 'unreadable'))
    return error.reasonJa ? reason : `${t.unknownWord({ word: line.trim() })}${reason}`;
  return t.ruleRefusal({ reason });
}
