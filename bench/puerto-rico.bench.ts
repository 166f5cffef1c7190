/**
 * Puerto Rico engine benchmark: complete random games per CPU second for 3 to 5 players (issue
 * 18 target 1,500 for 4 players), the 4-player figure of the original loop below,
 * p50/p99 of one decision (legalMoves + apply), and the end-of-game state size.
 * Run through `npm run bench` (the lead wires `benchPuertoRico` in) or directly with tsx.
 */
import { randomInt, seedRng } from '../engine/core/rng';
import { puertoRico, type PRState } from '../engine/puerto-rico';
import { rateLines } from './support/rate';

interface GameRun {
  decisions: number;
  bytes: number;
}

function playRandom(players: number, seed: string, timings: number[] | null): GameRun {
  const chooser = seedRng(`bench:${seed}`);
  let state: PRState = puertoRico.setup(players, {}, seed);
  let decisions = 0;
  for (;;) {
    const pending = puertoRico.pending(state);
    if (pending.length === 0) break;
    const seat = pending[randomInt(chooser, pending.length)]!.seat;
    const t0 = timings ? performance.now() : 0;
    const legal = puertoRico.legalMoves(state, seat);
    const applied = puertoRico.apply(state, seat, legal[randomInt(chooser, legal.length)]!);
    if (timings) timings.push(performance.now() - t0);
    if (!applied.ok) throw new Error(`seed ${seed}: listed move refused: ${applied.error.reason}`);
    state = applied.state;
    decisions++;
  }
  return { decisions, bytes: JSON.stringify(state).length };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchPuertoRico(games = 2000): Promise<string[]> {
  // Warm up the JIT so the timed run measures steady state.
  for (let i = 0; i < 100; i++) playRandom(4, `warm${i}`, null);

  // CPU time as well as wall time: the machine is shared, and the target is per core.
  let decisions = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < games; i++) decisions += playRandom(4, `bench${i}`, null).decisions;
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - t0) / 1000;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const timings: number[] = [];
  for (let i = 0; i < 200; i++) playRandom(4, `timed${i}`, timings);
  timings.sort((a, b) => a - b);

  let maxBytes = 0;
  let sumBytes = 0;
  for (let i = 0; i < 200; i++) {
    const { bytes } = playRandom(5, `size${i}`, null);
    maxBytes = Math.max(maxBytes, bytes);
    sumBytes += bytes;
  }
  return [
    ...rateLines(puertoRico, () => 1000),
    `puerto-rico: ${(games / cpuSeconds).toFixed(0)} random 4-player games per CPU second, ${(games / seconds).toFixed(0)} per wall second (${games} games, ${(decisions / games).toFixed(0)} decisions/game)`,
    `puerto-rico: legalMoves+apply p50 ${(percentile(timings, 50) * 1000).toFixed(1)} µs, p99 ${(percentile(timings, 99) * 1000).toFixed(1)} µs (${timings.length} decisions)`,
    `puerto-rico: 5-player end-of-game state ${(sumBytes / 200).toFixed(0)} bytes average, ${maxBytes} max (200 games)`,
  ];
}

if (process.argv[1]?.endsWith('puerto-rico.bench.ts')) {
  void benchPuertoRico().then((lines) => console.log(lines.join('\n')));
}
