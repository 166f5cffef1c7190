/**
 * Barrage benchmark: complete random games per CPU second for 2, 3 and 4 players (engine calls
 * only, issue 18 target 300 for 4 players), the same through the match layer (forced steps,
 * notation: what the service and the play-outs pay), p99 of legalMoves+apply per decision, and
 * the state size at the end of a game.
 */
import { barrage, type BarrageState } from '../engine/barrage';
import { newMatch, playMove, type Match } from '../engine/core/match';
import { randomInt, seedRng } from '../engine/core/rng';
import { rateLines } from './support/rate';

function playOne(seed: string, timings: number[] | null): Match<BarrageState> {
  const created = newMatch(barrage, 4, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match = created.match as Match<BarrageState>;
  const chooser = seedRng(`bench:${seed}`);
  for (;;) {
    const pending = barrage.pending(match.state);
    if (pending.length === 0) return match;
    const seat = pending[0]!.seat;
    const t0 = timings ? performance.now() : 0;
    const legal = barrage.legalMoves(match.state, seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const outcome = playMove(barrage, match, seat, move);
    if (timings) timings.push((performance.now() - t0) * 1000);
    if (!outcome.ok) throw new Error(`bench: ${outcome.error.reason}`);
    match = outcome.match as Match<BarrageState>;
  }
}

export async function benchBarrage(): Promise<string[]> {
  // The JIT needs a few dozen games to settle (measured: the first 60 games run at a third of the speed).
  for (let i = 0; i < 40; i++) playOne(`warm-${i}`, null);
  const games = 100;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let last: Match<BarrageState> | null = null;
  for (let i = 0; i < games; i++) last = playOne(`bench-${i}`, null);
  const seconds = (performance.now() - t0) / 1000;
  // CPU time of this process: on a shared, loaded machine the wall clock overstates the cost.
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const timings: number[] = [];
  for (let i = 0; i < 20; i++) playOne(`timed-${i}`, timings);
  timings.sort((a, b) => a - b);
  const p99 = timings[Math.floor(timings.length * 0.99)] ?? 0;
  const bytes = Buffer.byteLength(JSON.stringify(last!.state));
  return [
    ...rateLines(barrage, () => 200),
    `barrage (match layer): ${(games / seconds).toFixed(1)} complete random 4-player games/s wall clock, ${(games / cpuSeconds).toFixed(1)} per CPU second (${games} games)`,
    `barrage: p99 legalMoves+apply ${p99.toFixed(0)} µs over ${timings.length} decisions`,
    `barrage: state at the end of a 4-player game ${bytes} bytes`,
  ];
}
