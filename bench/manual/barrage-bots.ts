/**
 * `npx tsx bench/manual/barrage-bots.ts [games] [iterations] [first]`: only the 4-searching-bot Barrage
 * games of the bots benchmark (same seeds `all-bots-<g>` as `npm run bench -- bots`, g from
 * `first`, default 0; another `first` checks a change on games it was not tuned on), for tuning the
 * Barrage policy quickly (mean winner ≥ 80 VP, every bot producing in most rounds).
 * Prints the winner mean, the mean score, the production share and contracts, the energy a seat
 * makes in a game, the decision CPU.
 */
import type { BarrageState } from '../../engine/barrage';
import { registry } from '../../engine/games';
import { DEFAULT_LIMITS } from '../../lambdas/play/limits/limit-settings';
import { deepFigures, mean, playGame, type Played } from '../support/bot-games';
import { percentile } from '../support/stats';

const games = Number(process.argv[2] ?? 3);
const iterations = Number(process.argv[3] ?? DEFAULT_LIMITS.botIterations);
const first = Number(process.argv[4] ?? 0);
const game = registry.get('barrage')!;
const bot = { iterations };
const all: Played[] = [];
const times: number[] = [];
const worst: number[] = [];
let energy = 0;
for (let g = first; g < first + games; g++) {
  const played = playGame(game, [bot, bot, bot, bot], `all-bots-${g}`);
  all.push(played);
  times.push(...played.decisionMs);
  // Rounds in which each seat produced: the worst seat of the game (every bot in most rounds).
  const rounds = [0, 1, 2, 3].map(
    (seat) => new Set(played.steps.flatMap((st, i) => (st.seat === seat && st.data.kind === 'produce' ? [played.rounds[i]] : []))).size,
  );
  worst.push(Math.min(...rounds));
  // Energy of every round, read back from the score lines (engine/barrage/score.ts).
  for (const line of (played.final as BarrageState).breakdown) energy += Number(/energy (\d+),/.exec(line.text)?.[1] ?? 0);
  console.log(`game ${g}: scores ${played.result.scores.join(' ')}; ${deepFigures('barrage', [played], 4).join('; ')}`);
}
times.sort((a, b) => a - b);
console.log(
  `${games} games, ${iterations} iterations: mean winner ${mean(all.map((p) => Math.max(...p.result.scores))).toFixed(1)} VP, mean score ${mean(all.flatMap((p) => p.result.scores)).toFixed(1)} VP; ${deepFigures('barrage', all, 4).join('; ')}; rounds with a production of the least producing seat ${worst.join(' ')} of 5; energy per seat and game ${(energy / games / 4).toFixed(1)}; decision CPU mean ${mean(times).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
);
