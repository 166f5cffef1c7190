/**
 * `npm run bench -- bots`: how well the bots play, over seeded games, per game with
 * a policy:
 * - the searching bot in one seat (rotating) against uniform random: share of games won, per
 *   player count;
 * - 4 searching bots: mean winner score, and the deep-state figures (productions, contracts,
 *   large buildings);
 * - 4× the budget against 1× (2 players, seats alternating): share won by the larger budget;
 * - CPU time per bot decision (mean, p95);
 * - play-outs by the cheap policy against uniform random play-outs: mean scores and the same
 *   deep-state figures.
 * Figures only, never asserted. Defaults keep the run short on a shared machine; for firmer
 * figures: BOTS_GAMES=40 BOTS_ITERATIONS=32 BOTS_GAMES_LIST=barrage npm run bench -- bots.
 * `BOTS_GAMES_LIST` also takes `puerto-rico+expansions` (both expansions; support/bot-games.ts),
 * and `BOTS_PARTS` a subset of `random,all,budget,playouts` (default all) to keep a run short.
 */
import { botPolicy } from '../engine/bots';
import { BOT_ITERATIONS } from '../lambdas/play/schedule/bot-seats';
import { registry } from '../engine/games';
import { benchGame, deepFigures, mean, playGame, won, type Played, type Player } from './support/bot-games';
import { percentile } from './support/stats';

const GAMES = Number(process.env.BOTS_GAMES ?? 4);
// The service's budget by default (lambdas/play/schedule/bot-seats.ts), so the figures are those of the bots people meet.
const ITERATIONS = Number(process.env.BOTS_ITERATIONS ?? BOT_ITERATIONS);
const LIST = (process.env.BOTS_GAMES_LIST ?? 'barrage,puerto-rico').split(',');
const PARTS = new Set((process.env.BOTS_PARTS ?? 'random,all,budget,playouts').split(','));

function pct(n: number, d: number): string {
  return `${((100 * n) / Math.max(1, d)).toFixed(0)}% (${n}/${d})`;
}

/** "; " and the game's deep-state figures, or nothing for a game that has none. */
function deep(gameId: string, played: readonly Played[]): string {
  const figures = deepFigures(gameId, played, 4);
  return figures.length > 0 ? `; ${figures.join('; ')}` : '';
}

export async function benchBots(): Promise<string[]> {
  const out: string[] = [`budget ${ITERATIONS} iterations per decision, ${GAMES} games per figure`];
  const bot: Player = { iterations: ITERATIONS };
  for (const label of LIST) {
    const { id: gameId, options } = benchGame(label);
    const game = registry.get(gameId);
    if (!game) {
      out.push(`${label}: no such game`);
      continue;
    }
    const id = label;
    const play = (players: readonly Player[], seed: string) => playGame(game, players, seed, options);
    // A game without a policy still has a bot (uniform roll-outs, no estimate): measure that one.
    const hasPolicy = botPolicy(gameId) !== undefined;
    if (!hasPolicy) out.push(`${id}: no bot policy, uniform roll-outs`);
    const times: number[] = [];
    const { minPlayers, maxPlayers } = game.meta;
    for (let n = Math.max(2, minPlayers); PARTS.has('random') && n <= Math.min(4, maxPlayers); n++) {
      let wins = 0;
      for (let g = 0; g < GAMES; g++) {
        const seat = g % n;
        const players: Player[] = Array.from({ length: n }, (_x, i) => (i === seat ? bot : 'random'));
        const played = play(players, `vs-random-${n}-${g}`);
        times.push(...played.decisionMs);
        if (won(played.result, seat)) wins++;
      }
      out.push(`${id} ${n}p: bot vs uniform random wins ${pct(wins, GAMES)}`);
    }
    const all: Played[] = [];
    for (let g = 0; PARTS.has('all') && g < GAMES; g++) {
      const played = play([bot, bot, bot, bot], `all-bots-${g}`);
      times.push(...played.decisionMs);
      all.push(played);
    }
    const winners = all.map((p) => Math.max(...p.result.scores));
    if (PARTS.has('all'))
      out.push(
        `${id} 4 bots: mean winner ${mean(winners).toFixed(1)} VP, mean score ${mean(all.flatMap((p) => p.result.scores)).toFixed(1)} VP${deep(gameId, all)}`,
      );
    // 4× against 1×, at the smallest table the game allows (2 players, 3 for Era of Inventions), the larger budget's seat rotating.
    const n = Math.max(2, minPlayers);
    let bigWins = 0;
    for (let g = 0; PARTS.has('budget') && g < GAMES; g++) {
      const big = g % n;
      const players: Player[] = Array.from({ length: n }, (_x, i) => (i === big ? { iterations: ITERATIONS * 4 } : bot));
      if (won(play(players, `budget-${g}`).result, big)) bigWins++;
    }
    if (PARTS.has('budget'))
      out.push(
        `${id} ${n}p: ${ITERATIONS * 4} iterations vs ${ITERATIONS} wins ${pct(bigWins, GAMES)}${n > 2 ? ` (an even share is ${(100 / n).toFixed(0)}%)` : ''}`,
      );
    times.sort((a, b) => a - b);
    if (times.length > 0)
      out.push(
        `${id}: bot decision CPU ${mean(times).toFixed(0)} ms mean, p95 ${percentile(times, 95).toFixed(0)} ms over ${times.length} decisions (${ITERATIONS} iterations)`,
      );
    // Policy play-outs only where the policy has a roll-out choice (an estimate alone plays uniform random).
    for (const chooser of !PARTS.has('playouts')
      ? []
      : botPolicy(gameId)?.rollout
        ? (['random', 'policy'] as const)
        : (['random'] as const)) {
      const played = Array.from({ length: GAMES * 4 }, (_x, g) => play([chooser, chooser, chooser, chooser], `playout-${chooser}-${g}`));
      const scores = played.flatMap((p) => p.result.scores);
      out.push(
        `${id} 4p ${chooser} play-outs: mean score ${mean(scores).toFixed(1)}, mean winner ${mean(played.map((p) => Math.max(...p.result.scores))).toFixed(1)}${deep(gameId, played)}`,
      );
    }
  }
  return out;
}
