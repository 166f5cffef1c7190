/**
 * Nippon benchmark: complete random games per second for 2, 3 and 4 players (match runner,
 * forced steps included), p99 of legalMoves+apply per decision, and the largest state seen
 * (JSON bytes of any position of those games). `npm run bench -- nippon`.
 */
import { nippon } from '../engine/nippon';
import { playMatchGame, type Probe } from './support/match-game';

export async function benchNippon(): Promise<string[]> {
  const lines: string[] = [];
  for (let i = 0; i < 3; i++) playMatchGame(nippon, 4, `warm-${i}`);
  for (const players of [2, 3, 4]) {
    const games = 40;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < games; i++) playMatchGame(nippon, players, `bench-${players}-${i}`);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    lines.push(
      `nippon: ${(games / seconds).toFixed(1)} complete random ${players}-player games/s wall clock, ${(games / ((cpu.user + cpu.system) / 1e6)).toFixed(1)} per CPU second (${games} games)`,
    );
  }
  const probe: Probe = { timings: [], largest: 0 };
  for (let i = 0; i < 10; i++) playMatchGame(nippon, 4, `timed-${i}`, probe);
  const timings = probe.timings.sort((a, b) => a - b);
  lines.push(
    `nippon: p99 legalMoves+apply ${(timings[Math.floor(timings.length * 0.99)] ?? 0).toFixed(0)} µs over ${timings.length} decisions (4 players)`,
  );
  lines.push(`nippon: largest state of 10 random 4-player games ${probe.largest} bytes of JSON`);
  return lines;
}
