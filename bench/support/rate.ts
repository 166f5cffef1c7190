/**
 * Engine speed as the issues state it: complete uniform-random games per CPU second, per player
 * count, through the engine's own calls (setup, pending, legalMoves, apply) and nothing else:
 * no match bookkeeping, no notation. CPU time, not wall time: the machine is shared.
 */
import { resolveOptions } from '../../engine/core/options';
import { randomInt, seedRng } from '../../engine/core/rng';
import type { AnyGame, OptionValue } from '../../engine/core/types';

/** One random game (default options unless `raw` says otherwise); returns the decisions it took. */
export function playRandom(game: AnyGame, players: number, seed: string, raw: Readonly<Record<string, OptionValue>> = {}): number {
  const options = resolveOptions(game.meta, raw);
  if (!options.ok) throw new Error(options.error.reason);
  const chooser = seedRng(`bench:${seed}`);
  let state = game.setup(players, options.options, seed);
  let decisions = 0;
  for (;;) {
    const pending = game.pending(state);
    if (pending.length === 0) return decisions;
    const seat = pending[pending.length === 1 ? 0 : randomInt(chooser, pending.length)]!.seat;
    const legal = game.legalMoves(state, seat);
    const applied = game.apply(state, seat, legal[randomInt(chooser, legal.length)]!);
    if (!applied.ok) throw new Error(`${game.meta.id} seed ${seed}: listed move refused: ${applied.error.reason}`);
    state = applied.state;
    decisions++;
  }
}

/**
 * "<game>: N random P-player games per CPU second (…)" for each player count, after a warm-up.
 * `games(players)`: how many to time (fewer for slow games, keeping the run short).
 */
export function rateLines(game: AnyGame, games: (players: number) => number): string[] {
  const out: string[] = [];
  for (let players = game.meta.minPlayers; players <= game.meta.maxPlayers; players++) {
    const n = games(players);
    for (let i = 0; i < Math.max(40, n / 5); i++) playRandom(game, players, `warm-${players}-${i}`);
    let decisions = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) decisions += playRandom(game, players, `rate-${players}-${i}`);
    const cpu = process.cpuUsage(cpu0);
    const wall = (performance.now() - t0) / 1000;
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    out.push(
      `${game.meta.id}: ${(n / cpuSeconds).toFixed(0)} random ${players}-player games per CPU second (${(n / wall).toFixed(0)} per wall second; ${n} games, ${(decisions / n).toFixed(0)} decisions/game)`,
    );
  }
  return out;
}

/**
 * Random games of every player count in turn until `cpuSeconds` of CPU time are spent: the
 * JIT compiles an engine's rarer paths only after many games, and a timed loop that starts
 * before that measures the compiler (a 4-player loop read 840 to 1,420).
 */
export function warmUp(game: AnyGame, cpuSeconds: number): void {
  const cpu0 = process.cpuUsage();
  const counts = game.meta.maxPlayers - game.meta.minPlayers + 1;
  for (let i = 0; ; i++) {
    playRandom(game, game.meta.minPlayers + (i % counts), `warm-up-${i}`);
    const cpu = process.cpuUsage(cpu0);
    if ((cpu.user + cpu.system) / 1e6 >= cpuSeconds) return;
  }
}

/** Games per CPU second of `blocks` consecutive timed loops of `size` games each (is the rate steady?). */
export function blockRates(game: AnyGame, players: number, blocks: number, size: number): number[] {
  const rates: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < size; i++) playRandom(game, players, `block-${players}-${b}-${i}`);
    const cpu = process.cpuUsage(cpu0);
    rates.push(size / ((cpu.user + cpu.system) / 1e6));
  }
  return rates;
}
