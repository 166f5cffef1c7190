/**
 * The bot policy of each game that has one (engine/<game>/bot.ts), by game id. A game without a
 * policy still gets a bot: the generic search with uniform roll-outs (weak, but legal).
 */
import type { BotPolicy } from './core/bot/types';
import { barragePolicy } from './barrage/bot';
import { eraOfInventionsPolicy } from './era-of-inventions/bot';
import { nipponPolicy } from './nippon/bot';
import { puertoRicoPolicy } from './puerto-rico/bot';

const POLICIES: Readonly<Record<string, BotPolicy>> = {
  barrage: barragePolicy as BotPolicy,
  'puerto-rico': puertoRicoPolicy as BotPolicy,
  nippon: nipponPolicy as BotPolicy,
  'era-of-inventions': eraOfInventionsPolicy as BotPolicy,
};

export function botPolicy(gameId: string): BotPolicy | undefined {
  return POLICIES[gameId];
}
