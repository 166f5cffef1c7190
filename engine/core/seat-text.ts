/**
 * Seats in the game's words. An event, prompt, refusal, board text or move note that speaks of a
 * player writes `seatRef(seat)` where the player's name belongs; the service (and the CLI) puts
 * the reader's names in with `fillSeats`, so the engine never guesses names and the service
 * never guesses which numbers in a text are players (a map id such as `P6_0` or a count is left
 * alone, because only the marker is replaced).
 *
 * The marker is the seat number between two characters of Unicode's private use area, which no
 * game text, notation or player name contains (player names are cleaned of them on the way in).
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = /\uE000(\d{1,2})\uE001/g;

/** The place of `seat`'s name in a text. */
export function seatRef(seat: number): string {
  return `${OPEN}${seat}${CLOSE}`;
}

/** `text` with every seat reference replaced by `nameOf(seat)`. */
export function fillSeats(text: string, nameOf: (seat: number) => string): string {
  return text.includes(OPEN) ? text.replace(MARKER, (_, n: string) => nameOf(Number(n))) : text;
}

/** True when `text` still holds a seat reference (a test's check that every text was filled). */
export function hasSeatRef(text: string): boolean {
  return text.includes(OPEN) || text.includes(CLOSE);
}

/** Names for texts read outside a game with players (engine tests, bench output): "Seat 1" for seat 0. */
export function seatNumberName(seat: number): string {
  return `Seat ${seat + 1}`;
}
