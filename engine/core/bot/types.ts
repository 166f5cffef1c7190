/**
 * What a game may tell the generic bot (engine/core/bot/search.ts) to play well: an order of
 * preference for moves, a cheap choice for roll-outs, and a score estimate for unfinished
 * positions. Every part is optional; without a policy the bot plays uniform random roll-outs
 * and scores unfinished positions as even.
 */
import type { RngState } from '../rng';
import type { Seat } from '../types';

export interface BotPolicy<S = unknown, M = unknown> {
  /**
   * Prior weights of `moves` (the legal list of `seat` in `s`), higher is better, any scale
   * at or above 0: the search tries likely moves first and spends its visits on them.
   * Default: every move alike.
   */
  prior?(s: S, seat: Seat, moves: readonly M[]): readonly number[];
  /**
   * The roll-out's choice for `seat`: an index into `moves`. Must be cheap (it is called for
   * every decision of every roll-out) and may draw from `rng` only. Default: uniform random.
   */
  rollout?(s: S, seat: Seat, moves: readonly M[], rng: RngState): number;
  /**
   * A score estimate per seat (victory points the seat may expect at the end) of an unfinished
   * position. Default: the same for every seat (nothing known).
   */
  estimate?(s: S): readonly number[];
  /** Victory points that make a lead count as "likely ahead" (the scale of the win estimate). Default 10. */
  readonly spread?: number;
  /** Decisions a roll-out plays before it is scored by `estimate` (default 40). */
  readonly depth?: number;
}

export interface BotSettings {
  /** Search iterations per decision: the budget (no clock in the engine). Default 64. */
  readonly iterations?: number;
  /** Decisions per roll-out before the estimate (overrides the policy's `depth`). */
  readonly depth?: number;
  /** Exploration constant of the tree policy (default 1.2). */
  readonly exploration?: number;
}
