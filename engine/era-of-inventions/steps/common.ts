/** What every step of this game shares: the step types and the `done` move of the optional loops. */
import type { AutomaticStep, DecisionStep } from '../../core/steps/runner';
import type { RuleError } from '../../core/types';
import type { EraFrame, EraMove, EraState, FrameOf } from '../state';

export type Step<K extends EraFrame['kind']> = DecisionStep<EraState, EraMove, FrameOf<K>, EraFrame>;
export type Auto<K extends EraFrame['kind']> = AutomaticStep<EraState, FrameOf<K>, EraFrame>;

export const DONE: EraMove = { kind: 'done' };

/** "Up to N" loops may stop at any time (§2.5), except a bonus action, which was chosen to be carried out. */
export function withDone(moves: EraMove[], bonus: boolean): EraMove[] {
  return bonus ? moves : [...moves, DONE];
}

/** A refusal in both languages (a player in either is a seat reference, `seatRef`). */
export function refusal(reason: string, reasonJa: string, code = 'illegal-move'): RuleError {
  return { code, reason, reasonJa };
}

/** Why a move is not possible, in both languages (the checks that list moves also word refusals). */
export interface Why {
  readonly en: string;
  readonly ja: string;
}

export function refusalOf(why: Why, code = 'illegal-move'): RuleError {
  return refusal(why.en, why.ja, code);
}

/** The neutral move of an optional loop: stop; a chosen bonus action: its first listed move. */
export function stopOrFirst(_s: unknown, _f: unknown, _seat: unknown, legal: readonly EraMove[]): EraMove | null {
  return legal.find((m) => m.kind === 'done') ?? legal[0] ?? null;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
