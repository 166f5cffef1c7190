/**
 * How the generic bot (engine/core/bot) plays Era of Inventions: a score estimate for
 * unfinished positions, the final scoring as if the game ended now (§2.10: track IP, leftovers
 * through the exchange market, the three 5-point bonuses). Without it, a roll-out that stopped
 * before the end told the search nothing: the bot still beat uniform random players, but four
 * bots' winner scored 19 VP and 4× the budget won none of 4 games against 1×. Roll-outs stay
 * uniform (cheap); the estimate does the work.
 */
import type { BotPolicy } from '../core/bot/types';
import { finalScores } from './score';
import type { EraMove, EraState } from './state';

export const eraOfInventionsPolicy: BotPolicy<EraState, EraMove> = {
  estimate: (s) => finalScores(s).map((f) => f.total),
  // Scores run to about 20-40 (placeholder data): a few points are a real lead.
  spread: 4,
};
