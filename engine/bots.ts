/**
 * The bot policy of a registered game (its `bot` in the contract). A game without a policy
 * still gets a bot: the generic search with uniform roll-outs (weak, but legal).
 */
import type { BotPolicy } from './core/bot/types';
import { registry } from './games';

export function botPolicy(gameId: string): BotPolicy | undefined {
  return registry.get(gameId)?.bot as BotPolicy | undefined;
}
