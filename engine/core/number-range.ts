/**
 * Number ranges: moves that differ in one number only (Barrage's `bank N`, N = 1–9). The game
 * still lists one move per number, so the numbered list, the notation and the move log stay
 * one move each; it also names the family a move belongs to (`GameModule.numberChoice`), so
 * the email can show the family as one row with a link per number without guessing families
 * by comparing notation.
 */

/** The letter that stands for the number in a family's pattern. */
export const NUMBER_MARK = 'N';

/** One member of a number range. */
export interface NumberChoice {
  /** The notation with the number written `N`: `bank N`. */
  readonly pattern: string;
  /** This member's number. */
  readonly value: number;
}

const MARK = new RegExp(`\\b${NUMBER_MARK}\\b`);

/** The notation of the member `value` of `pattern`: `bank N`, 3 → `bank 3`. */
export function withNumber(pattern: string, value: number): string {
  return pattern.replace(MARK, String(value));
}

/** `from`, `from + 1`, … `to` (none when `to` < `from`). */
export function numbersFrom(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}
