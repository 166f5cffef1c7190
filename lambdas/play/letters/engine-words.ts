/**
 * Engine words as a player reads them: names instead of seat numbers, the player's language
 * where the game has it (`promptJa`, event `ja`, `describeMove`), players in turn order.
 * Everything an email shows about the game passes through here or status-model.ts.
 */
import {
  fillSeats,
  seatNumberName,
  type AnyGame,
  type GameEvent,
  type Match,
  type PendingDecision,
  type RuleError,
  type Seat,
} from '../../../engine/index';
import { joinNames, type Lang } from '../../../templates/i18n/index';

/** The decision a pending seat must take, in the reader's language. */
export function promptText(p: PendingDecision, lang: Lang | undefined): string {
  return lang === 'ja' && p.promptJa ? p.promptJa : p.prompt;
}

export function eventText(e: GameEvent, lang: Lang | undefined): string {
  return lang === 'ja' && e.ja ? e.ja : e.text;
}

/**
 * Engine text as a player reads it: every seat reference (engine/core/seat-text.ts) replaced by
 * the player's name. Nothing else in the text is touched: a map id such as P6_0 or a count stays
 * as the game wrote it. A seat without a name (a namer's gap) reads "Seat N".
 */
export function nameSeats(text: string, names: readonly string[] | ((seat: Seat) => string)): string {
  const lookup = typeof names === 'function' ? names : (s: Seat) => names[s];
  return fillSeats(text, (s) => lookup(s) || seatNumberName(s));
}

/**
 * A refusal's reason in the reader's language (the engine's Japanese reason where it gives one)
 * with names instead of seat numbers ("waiting for Bo (choose a role)").
 */
export function reasonText(error: RuleError, names: readonly string[], lang?: Lang): string {
  return nameSeats(lang === 'ja' && error.reasonJa ? error.reasonJa : error.reason, names);
}

/** Seats in turn order for the email's player list: the game's `turnOrder(view)`, else seat order. */
export function turnOrderOf(game: AnyGame, view: unknown, players: number): Seat[] {
  const seats = Array.from({ length: players }, (_, s) => s);
  return game.turnOrder ? [...game.turnOrder(view)] : seats;
}

/**
 * A move's big label in the reader's language: in Japanese mail the game's Japanese label
 * (`formatJa`, which the core reads back), else, and in English, its notation.
 */
export function moveLabel(game: AnyGame, move: { kind: string }, lang: Lang | undefined): string {
  if (lang === 'ja' && game.formatJa) {
    try {
      return game.formatJa(move);
    } catch {
      // A label is a courtesy like the notes: the notation still works.
    }
  }
  return game.format(move);
}

/** What a legal move does and costs, from the game (`describeMove`); null where the game says nothing. */
export function moveNote(game: AnyGame, match: Match, seat: Seat, move: { kind: string }, lang: Lang | undefined): string | null {
  if (!game.describeMove) return null;
  try {
    const note = game.describeMove(match.state, seat, move, lang ?? 'en');
    return note ? note : null;
  } catch {
    // A description is a courtesy: a game bug here must not cost the player their email.
    return null;
  }
}

export function namesOf(names: readonly string[], seats: readonly Seat[], lang: Lang | undefined): string {
  return joinNames(
    seats.map((s) => names[s] ?? ''),
    lang,
  );
}
