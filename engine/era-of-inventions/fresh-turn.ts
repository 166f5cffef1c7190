/**
 * Where a seat's turn begins, for the email's whole turns: each placement of an action token
 * (§2.3, DP-1) and each resolution of one (§2.4, DP-2) is a turn of its own; what follows a
 * resolution (the action's choices, the bonus window of §2.6) belongs to that turn.
 */
import type { EraState } from './state';
import { runner } from './steps';

export function freshTurn(s: EraState): boolean {
  const top = runner.top(s);
  return top === null || top.kind === 'place' || top.kind === 'resolve';
}
