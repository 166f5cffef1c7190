/**
 * Bots at the table: seats played by the engine's searching bot (engine/core/bot)
 * with the game's policy. A bot seat is a player who joined at once, is played automatically
 * like a dropped seat, and gets no mail: its address is in the reserved `.invalid` domain
 * (RFC 2606), so no mail could ever reach anybody. Dropped, resigned and `timeout=bot` seats
 * are played by the same bot.
 *
 * The bot's move is deterministic from the game seed, the decision number and the seat, and is
 * logged with `by: 'bot'` as JSON: replay reads the stored move and never runs the bot again.
 */
import type { AnyGame, Match, Seat } from '../../../engine/index';
import { searchMove } from '../../../engine/core/bot/search';
import { botPolicy } from '../../../engine/bots';

import { DEFAULT_LIMITS } from '../limits/limit-settings';

/**
 * Search iterations per bot decision by default: the budget is a setting (`botIterations` in
 * the service limits, `PBEM_LIMIT_BOT_ITERATIONS` / `LIMIT_BOT_ITERATIONS`; README "Bots").
 * Its figures (decision CPU, strength against random players and against a 4× budget) are
 * measured by `npm run bench -- bots` and `npm run bench -- bots-cold` and listed in the README.
 */
export const BOT_ITERATIONS = DEFAULT_LIMITS.botIterations;

export const BOT_DOMAIN = 'bots.invalid';

/** The word in `new <game> … bot bot` that asks for a bot. */
export const BOT_WORD = 'bot';

export function botAddress(n: number): string {
  return `bot-${n}@${BOT_DOMAIN}`;
}

export function botName(n: number): string {
  return `Bot ${n}`;
}

export function isBotAddress(address: string): boolean {
  return address.toLowerCase().endsWith(`@${BOT_DOMAIN}`);
}

export function isBot(player: { readonly address: string }): boolean {
  return isBotAddress(player.address);
}

/** The bot's move for `seat` now, searching `iterations` times (the configured budget). */
export function botMove(game: AnyGame, match: Match, seat: Seat, iterations: number = BOT_ITERATIONS): { kind: string } {
  return searchMove(game, botPolicy(game.meta.id), match.state, seat, `${match.seed}:bot:${match.step}:${seat}`, { iterations }).move;
}
