/**
 * `npm run bench -- bots-cold`: bot decisions in a fresh process, as a Lambda started cold for
 * a bot's turn pays them (the `bots` figures are of a warmed-up process). Each run is a new
 * Node process on the bundled engine (support/bundled.ts) that plays 60 random decisions of a
 * 4-player game and then times 12 bot decisions in a row (support/cold-decisions.ts).
 */
import { execFileSync } from 'node:child_process';
import { registry } from '../engine/games';
import { BOT_ITERATIONS } from '../lambdas/play/schedule/bot-seats';
import { withBundle } from './support/bundled';
import { percentile } from './support/stats';

const RUNS = Number(process.env.BOTS_COLD_RUNS ?? 5);
/** Every registered game. */
const GAMES = registry.all.map((g) => g.meta.id);

export async function benchBotsCold(): Promise<string[]> {
  return withBundle('support/cold-decisions.ts', async (file) => {
    const out: string[] = [];
    for (const id of GAMES) {
      const first: number[] = [];
      const all: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const text = execFileSync(process.execPath, [file, id, `cold-${run}`, '60', String(BOT_ITERATIONS)], { encoding: 'utf8' });
        const { ms } = JSON.parse(text.trim().split('\n').pop()!) as { ms: number[] };
        first.push(ms[0]!);
        all.push(...ms);
      }
      first.sort((a, b) => a - b);
      all.sort((a, b) => a - b);
      out.push(
        `${id}: bot decision in a fresh process (${BOT_ITERATIONS} iterations, ${RUNS} processes): first ${first.map((x) => x.toFixed(0)).join(' / ')} ms CPU; first 12 of each: p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, max ${all[all.length - 1]!.toFixed(0)} ms`,
      );
    }
    return out;
  });
}
