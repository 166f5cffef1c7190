/**
 * Puerto Rico engine benchmark (target: 1,500 random 4-player games per CPU second,
 * in every loop): complete random games per CPU second for 2 to 5 players, then 4 more
 * 4-player loops of 500 games (min, median, max: is the rate steady?), p50/p99 of one
 * decision (legalMoves + apply), and the end-of-game state size. Every loop runs after a
 * warm-up of every player count, and times the engine's calls only (bench/support/rate.ts).
 * Run through `npm run bench -- puerto-rico` (the engine bundled as deployed: support/bundled.ts)
 * or directly with tsx (slower: tsx names every closure at run time).
 */
import { resolveOptions } from '../engine/core/options';
import { randomInt, seedRng } from '../engine/core/rng';
import { puertoRico, type PRState } from '../engine/puerto-rico';
import { blockRates, rateLines, warmUp } from './support/rate';

/** One random game (as rate.ts plays them); `timings` gets each decision's legalMoves + apply time. */
function playTimed(players: number, seed: string, timings: number[]): PRState {
  const options = resolveOptions(puertoRico.meta, {});
  if (!options.ok) throw new Error(options.error.reason);
  const chooser = seedRng(`bench:${seed}`);
  let state = puertoRico.setup(players, options.options, seed);
  for (;;) {
    const pending = puertoRico.pending(state);
    if (pending.length === 0) return state;
    const seat = pending[pending.length === 1 ? 0 : randomInt(chooser, pending.length)]!.seat;
    const t0 = performance.now();
    const legal = puertoRico.legalMoves(state, seat);
    const applied = puertoRico.apply(state, seat, legal[randomInt(chooser, legal.length)]!);
    timings.push(performance.now() - t0);
    if (!applied.ok) throw new Error(`seed ${seed}: listed move refused: ${applied.error.reason}`);
    state = applied.state;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchPuertoRico(): Promise<string[]> {
  warmUp(puertoRico, 2);
  const perCount = rateLines(puertoRico, () => 1000);
  const blocks = blockRates(puertoRico, 4, 4, 500).sort((a, b) => a - b);

  const timings: number[] = [];
  for (let i = 0; i < 200; i++) playTimed(4, `timed${i}`, timings);
  timings.sort((a, b) => a - b);

  let maxBytes = 0;
  let sumBytes = 0;
  for (let i = 0; i < 200; i++) {
    const bytes = JSON.stringify(playTimed(5, `size${i}`, [])).length;
    maxBytes = Math.max(maxBytes, bytes);
    sumBytes += bytes;
  }
  const rate = (x: number) => x.toFixed(0);
  return [
    ...perCount,
    `puerto-rico: 4 more loops of 500 random 4-player games: ${rate(blocks[0]!)} min, ${rate((blocks[1]! + blocks[2]!) / 2)} median, ${rate(blocks[3]!)} max per CPU second`,
    `puerto-rico: legalMoves+apply p50 ${(percentile(timings, 50) * 1000).toFixed(1)} µs, p99 ${(percentile(timings, 99) * 1000).toFixed(1)} µs (${timings.length} decisions)`,
    `puerto-rico: 5-player end-of-game state ${(sumBytes / 200).toFixed(0)} bytes average, ${maxBytes} max (200 games)`,
  ];
}

if (process.argv[1]?.endsWith('puerto-rico.bench.ts')) {
  void benchPuertoRico().then((lines) => console.log(lines.join('\n')));
}
