/** The shape every decision step shares (STYLE.md §2): list legal moves, process one. */
import type { RuleError, Seat } from '../../core/types';
import type { Draft } from '../draft';
import type { PRMove } from '../moves';
import type { PRState } from '../state';

export interface Step {
  /** Short imperative phrase for subjects and prompts. */
  prompt(s: PRState, seat: Seat): string;
  /** Every legal move for `seat` now; empty if the decision is not his. */
  legal(s: PRState, seat: Seat): PRMove[];
  /** Carry out a move that `legal` listed (the caller has checked). */
  apply(d: Draft, seat: Seat, move: PRMove): void;
  /** Why an unlisted move is refused, in a player's words with the numbers. */
  explain?(s: PRState, seat: Seat, move: PRMove): RuleError | null;
}
