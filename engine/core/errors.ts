/**
 * Player-facing refusals are values (`RuleError`), not exceptions (STYLE.md §8).
 * Exceptions are for bugs only: `EngineBug` marks "this should never happen".
 */
import { seatRef } from './seat-text';
import type { Applied, Parsed, PendingDecision, RuleError } from './types';

export function ruleError(code: string, reason: string, reasonJa?: string): RuleError {
  return reasonJa === undefined ? { code, reason } : { code, reason, reasonJa };
}

/** Shorthand for a refused `apply`. */
export function refuse(code: string, reason: string, reasonJa?: string): Applied<never> {
  return { ok: false, error: ruleError(code, reason, reasonJa) };
}

/** Shorthand for a refused `parse`. */
export function unreadable(reason: string, code = 'unknown-move', reasonJa?: string): Parsed<never> {
  return { ok: false, error: ruleError(code, reason, reasonJa) };
}

/** The move came after the end. */
export function gameOver(): RuleError {
  return ruleError('game-over', 'The game is over: no more moves can be made.', 'ゲームは終わりました。もう手は指せません。');
}

/** Somebody else decides now: says who and what, with seat references the service fills with names. */
export function notYourTurn(pending: readonly PendingDecision[]): RuleError {
  const who = pending.map((p) => `${seatRef(p.seat)} (${p.prompt})`).join(', ');
  const whoJa = pending.map((p) => `${seatRef(p.seat)}（${p.promptJa ?? p.prompt}）`).join('、');
  return {
    ...ruleError('not-your-turn', `It is not your turn: waiting for ${who}.`, `あなたの番ではありません。${whoJa}を待っています。`),
    seats: pending.map((p) => p.seat),
  };
}

/** A broken invariant or impossible branch inside the engine: a bug, never a player's mistake. */
export class EngineBug extends Error {
  override readonly name = 'EngineBug';
}

/** Exhaustiveness check for `switch` over a union's `kind`. */
export function assertNever(value: never, what = 'value'): never {
  throw new EngineBug(`unexpected ${what}: ${JSON.stringify(value)}`);
}
