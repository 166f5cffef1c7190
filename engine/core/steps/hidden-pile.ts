/**
 * Face-down piles: a deck shuffled at set-up, a stack of tiles. Their order is hidden, so
 * every draw shows something nobody knew and marks the move as revealing (`undo` may not take
 * it back, and the match only notices draws from the generator, not from a pile shuffled
 * long before). Draw through these helpers and the mark cannot be forgotten.
 *
 * A pile is an array in the state's top level; its top is the array's end.
 */
import type { Draft } from './draft';

/** The top-level fields of `S` that hold arrays. */
export type PileKey<S> = { [K in keyof S]-?: S[K] extends readonly unknown[] ? K : never }[keyof S];

type Card<S, K extends keyof S> = S[K] extends readonly (infer C)[] ? C : never;

/** The top item of the face-down pile at `key`, taken off it; undefined when the pile is empty (nothing shown). */
export function drawFrom<S extends object, K extends PileKey<S>>(d: Draft<S>, key: K): Card<S, K> | undefined {
  if ((d.s[key] as readonly unknown[]).length === 0) return undefined;
  d.reveal();
  return (d.mut(key) as unknown as Card<S, K>[]).pop();
}
