/**
 * Era of Inventions benchmark: complete random games per second for 3, 4 and 5 players, p99 of
 * legalMoves+apply per decision, and the largest state (JSON bytes) seen in any position.
 */
import { newMatch, playMove, type Match } from '../engine/core/match';
import { randomInt, seedRng } from '../engine/core/rng';
import { eraOfInventions, type EraState } from '../engine/era-of-inventions';

interface Probe {
  timings: number[];
  largest: number;
}

function playOne(players: number, seed: string, probe: Probe | null): Match<EraState> {
  const created = newMatch(eraOfInventions, players, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match = created.match as Match<EraState>;
  const chooser = seedRng(`bench:${seed}`);
  for (;;) {
    if (probe) probe.largest = Math.max(probe.largest, Buffer.byteLength(JSON.stringify(match.state)));
    const pending = eraOfInventions.pending(match.state);
    if (pending.length === 0) return match;
    const seat = pending[0]!.seat;
    const t0 = probe ? performance.now() : 0;
    const legal = eraOfInventions.legalMoves(match.state, seat);
    const outcome = playMove(eraOfInventions, match, seat, legal[randomInt(chooser, legal.length)]!);
    if (probe) probe.timings.push((performance.now() - t0) * 1000);
    if (!outcome.ok) throw new Error(`bench: ${outcome.error.reason}`);
    match = outcome.match as Match<EraState>;
  }
}

export async function benchEraOfInventions(): Promise<string[]> {
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) playOne(4, `warm-${i}`, null);
  const games = 60;
  for (const players of [3, 4, 5]) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < games; i++) playOne(players, `bench-${i}`, null);
    const seconds = (performance.now() - t0) / 1000;
    // CPU time of this process: on a shared, loaded machine the wall clock overstates the cost.
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    lines.push(`era-of-inventions: ${(games / seconds).toFixed(1)} random ${players}-player games/s wall clock, ${(games / cpuSeconds).toFixed(1)} per CPU second (${games} games)`);
  }
  const probe: Probe = { timings: [], largest: 0 };
  for (const players of [3, 4, 5]) for (let i = 0; i < 5; i++) playOne(players, `timed-${players}-${i}`, probe);
  probe.timings.sort((a, b) => a - b);
  const p99 = probe.timings[Math.floor(probe.timings.length * 0.99)] ?? 0;
  lines.push(`era-of-inventions: p99 legalMoves+apply ${p99.toFixed(0)} µs over ${probe.timings.length} decisions`);
  lines.push(`era-of-inventions: largest state in any position of 15 games (3–5 players) ${probe.largest} bytes`);
  return lines;
}
