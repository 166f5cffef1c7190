/** A game's bot policy is part of its contract (engine/core/types.ts `GameModule.bot`). */
import type { BotPolicy } from '../types';

export type { BotPolicy };

export interface BotSettings {
  /** Search iterations per decision: the budget (no clock in the engine). Default 64. */
  readonly iterations?: number;
  /** Decisions per roll-out before the estimate (overrides the policy's `depth`). */
  readonly depth?: number;
  /** Exploration constant of the tree policy (default 1.2). */
  readonly exploration?: number;
}
