/**
 * Run the move lines of one reply against a game, in order, stopping at the first failure.
 * Pure: no store, no mail. The caller turns the outcome into a
 * transaction and emails.
 *
 * Bare numbers pick from the numbered list of the email being answered, so they are only
 * accepted while the game still stands at that email's decision (`answeredStep`). Once the
 * game has moved on (another player acted, or an earlier line of this same reply applied),
 * a number could mean a different move than the player saw, so it is refused; named moves
 * are always checked against the current position.
 */
import { playMove, readMove, type AnyGame, type AppliedStep, type Match, type RuleError, type Seat } from '../../../engine/index';
import { messages, type Lang, type Messages } from '../../../templates/i18n/index';
import { isJapanese } from './settings-words';
import { reasonText } from '../letters/engine-words';

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
    const text = isBareNumber(line) ? line.normalize('NFKC').replace(/[#.)\s]/g, '') : line;
    const parsed = readMove(game, match, seat, text);
    if (!parsed.ok) {
      outcomes.push({ line, status: 'failed', reason: refusalText(parsed.error, line, input.names ?? [], t) });
      failedAt = i;
      continue;
    }
    const outcome = playMove(game, match, seat, parsed.move);
    if (!outcome.ok) {
      outcomes.push({ line, status: 'failed', reason: refusalText(outcome.error, line, input.names ?? [], t) });
      failedAt = i;
      continue;
    }
    match = outcome.match;
    steps.push(...outcome.steps);
    outcomes.push({ line, status: 'applied', played: outcome.steps[0]!.move });
  }
  return { match, lines: outcomes, steps, failed: failedAt >= 0 };
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
  if (ja && (error.code === 'unknown-move' || error.code === 'unreadable')) return error.reasonJa ? reason : `${t.unknownWord({ word: line.trim() })}${reason}`;
  return t.ruleRefusal({ reason });
}
