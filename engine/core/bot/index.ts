/** The generic automatic player (search.ts) and what a game may give it (types.ts). */
export type { BotPolicy, BotSettings } from './types';
export { searchMove, rolloutChoice, type BotChoice } from './search';
export { estimateReward, resultReward } from './reward';
