/**
 * Nippon benchmark: complete random games per second for 2, 3 and 4 players (match runner,
 * forced steps included), p99 of legalMoves+apply per decision, and the largest state seen
 * (JSON bytes of any position of those games). `npm run bench -- nippon`.
 */
import { newMatch, playMove, type Match } from '../engine/core/match';
import { randomInt, seedRng } from '../engine/core/rng';
import { nippon, type NipponState } from '../engine/nippon';

function playOne(players: number, seed: string, timings: number[] | null, sizes: { max: number } | null): Match<NipponState> {
  const created = newMatch(nippon, players, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match = created.match as Match<NipponState>;
  const chooser = seedRng(`bench:${seed}`);
  for (;;) {
    if (sizes) sizes.max = Math.max(sizes.max, JSON.stringify(match.state).length);
    const pending = nippon.pending(match.state);
    if (pending.length === 0) return match;
    const seat = pending[0]!.seat;
    const t0 = timings ? performance.now() : 0;
    const legal = nippon.legalMoves(match.state, seat);
    const move = legal[randomInt(chooser, legal.length)]!;
    const outcome = playMove(nippon, match, seat, move);
    if (timings) timings.push((performance.now() - t0) * 1000);
    if (!outcome.ok) throw new Error(`bench: ${outcome.error.reason}`);
    match = outcome.match as Match<NipponState>;
  }
}

export async function benchNippon(): Promise<string[]> {
  const lines: string[] = [];
  for (let i = 0; i < 3; i++) playOne(4, `warm-${i}`, null, null);
  for (const players of [2, 3, 4]) {
    const games = 40;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < games; i++) playOne(players, `bench-${players}-${i}`, null, null);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    lines.push(`nippon: ${(games / seconds).toFixed(1)} complete random ${players}-player games/s wall clock, ${(games / ((cpu.user + cpu.system) / 1e6)).toFixed(1)} per CPU second (${games} games)`);
  }
  const timings: number[] = [];
  const sizes = { max: 0 };
  for (let i = 0; i < 10; i++) playOne(4, `timed-${i}`, timings, sizes);
  timings.sort((a, b) => a - b);
  lines.push(`nippon: p99 legalMoves+apply ${(timings[Math.floor(timings.length * 0.99)] ?? 0).toFixed(0)} µs over ${timings.length} decisions (4 players)`);
  lines.push(`nippon: largest state of 10 random 4-player games ${sizes.max} bytes of JSON`);
  return lines;
}
