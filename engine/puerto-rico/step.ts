/** The shapes Puerto Rico's steps take on the core runner (STYLE.md §2): one file per decision. */
import type { AutomaticStep, DecisionStep } from '../core/steps/runner';
import type { PRFrame } from './frames';
import type { PRMove } from './moves';
import type { PRState } from './state';

export type FrameOf<K extends PRFrame['kind']> = Extract<PRFrame, { kind: K }>;

/** A decision step for frames of kind `K` (its `decision` is the spec §6 id). */
export type Decision<K extends PRFrame['kind']> = DecisionStep<PRState, PRMove, FrameOf<K>, PRFrame>;

/** An automatic step for frames of kind `K`. */
export type Automatic<K extends PRFrame['kind']> = AutomaticStep<PRState, FrameOf<K>, PRFrame>;

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "a" or "an" before `word` (English texts build "a <good>": "an indigo plantation"). */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** `phrase` with its article: "a corn plantation", "an indigo plantation". */
export function aOrAn(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** The move named `kind` in a legal list (for `neutral`). */
export function findKind(legal: readonly PRMove[], kind: PRMove['kind']): PRMove | null {
  return legal.find((m) => m.kind === kind) ?? null;
}
