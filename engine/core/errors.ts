/**
 * Player-facing refusals are values (`RuleError`), not exceptions (STYLE.md §8).
 * Exceptions are for bugs only: `EngineBug` marks "this should never happen".
 */
import type { Applied, Parsed, RuleError } from './types';

export function ruleError(code: string, reason: string): RuleError {
  return { code, reason };
}

/** Shorthand for a refused `apply`. */
export function refuse(code: string, reason: string): Applied<never> {
  return { ok: false, error: { code, reason } };
}

/** Shorthand for a refused `parse`. */
export function unreadable(reason: string, code = 'unknown-move'): Parsed<never> {
  return { ok: false, error: { code, reason } };
}

/** A broken invariant or impossible branch inside the engine: a bug, never a player's mistake. */
export class EngineBug extends Error {
  override readonly name = 'EngineBug';
}

/** Exhaustiveness check for `switch` over a union's `kind`. */
export function assertNever(value: never, what = 'value'): never {
  throw new EngineBug(`unexpected ${what}: ${JSON.stringify(value)}`);
}
