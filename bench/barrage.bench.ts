/**
 * Barrage benchmark: complete random games per CPU second for 2, 3 and 4 players (engine calls
 * only, target 300 for 4 players), the same through the match layer (forced steps,
 * notation: what the service and the play-outs pay), p99 of legalMoves+apply per decision, and
 * the state size at the end of a game.
 */
import { barrage } from '../engine/barrage';
import type { Match } from '../engine/core/match';
import { playMatchGame, type Probe } from './support/match-game';
import { rateLines } from './support/rate';

export async function benchBarrage(): Promise<string[]> {
  // The JIT needs a few dozen games to settle (measured: the first 60 games run at a third of the speed).
  for (let i = 0; i < 40; i++) playMatchGame(barrage, 4, `warm-${i}`);
  const games = 100;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let last: Match | null = null;
  for (let i = 0; i < games; i++) last = playMatchGame(barrage, 4, `bench-${i}`);
  const seconds = (performance.now() - t0) / 1000;
  // CPU time of this process: on a shared, loaded machine the wall clock overstates the cost.
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const probe: Probe = { timings: [], largest: 0 };
  for (let i = 0; i < 20; i++) playMatchGame(barrage, 4, `timed-${i}`, probe);
  const timings = probe.timings.sort((a, b) => a - b);
  const p99 = timings[Math.floor(timings.length * 0.99)] ?? 0;
  const bytes = Buffer.byteLength(JSON.stringify(last!.state));
  return [
    ...rateLines(barrage, () => 200),
    `barrage (match layer): ${(games / seconds).toFixed(1)} complete random 4-player games/s wall clock, ${(games / cpuSeconds).toFixed(1)} per CPU second (${games} games)`,
    `barrage: p99 legalMoves+apply ${p99.toFixed(0)} µs over ${timings.length} decisions`,
    `barrage: state at the end of a 4-player game ${bytes} bytes`,
  ];
}
