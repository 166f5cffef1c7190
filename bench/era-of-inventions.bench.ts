/**
 * Era of Inventions benchmark: complete random games per second for 3, 4 and 5 players, p99 of
 * legalMoves+apply per decision, and the largest state (JSON bytes) seen in any position.
 */
import { eraOfInventions } from '../engine/era-of-inventions';
import { playMatchGame, type Probe } from './support/match-game';

export async function benchEraOfInventions(): Promise<string[]> {
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) playMatchGame(eraOfInventions, 4, `warm-${i}`);
  const games = 60;
  for (const players of [3, 4, 5]) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < games; i++) playMatchGame(eraOfInventions, players, `bench-${i}`);
    const seconds = (performance.now() - t0) / 1000;
    // CPU time of this process: on a shared, loaded machine the wall clock overstates the cost.
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    lines.push(
      `era-of-inventions: ${(games / seconds).toFixed(1)} random ${players}-player games/s wall clock, ${(games / cpuSeconds).toFixed(1)} per CPU second (${games} games)`,
    );
  }
  const probe: Probe = { timings: [], largest: 0 };
  for (const players of [3, 4, 5]) for (let i = 0; i < 5; i++) playMatchGame(eraOfInventions, players, `timed-${players}-${i}`, probe);
  probe.timings.sort((a, b) => a - b);
  const p99 = probe.timings[Math.floor(probe.timings.length * 0.99)] ?? 0;
  lines.push(`era-of-inventions: p99 legalMoves+apply ${p99.toFixed(0)} µs over ${probe.timings.length} decisions`);
  lines.push(`era-of-inventions: largest state in any position of 15 games (3–5 players) ${probe.largest} bytes`);
  return lines;
}
