/**
 * Whole games between chosen players (uniform random, the cheap policy, or the searching bot
 * with a budget), for the bots benchmark: results, CPU time per bot decision, and the figures
 * that show how deep a game went (productions, contracts, large buildings).
 */
import { searchMove, rolloutChoice } from '../../engine/core/bot/search';
import { newMatch, playMove, type AppliedStep, type Match } from '../../engine/core/match';
import { randomInt, seedRng } from '../../engine/core/rng';
import type { AnyGame, GameResult } from '../../engine/core/types';
import { botPolicy } from '../../engine/bots';

export type Player = 'random' | 'policy' | { readonly iterations: number };

export interface Played {
  readonly result: GameResult;
  readonly final: unknown;
  readonly steps: readonly AppliedStep[];
  /** The round each step was played in (games without rounds: 0). */
  readonly rounds: readonly number[];
  /** CPU milliseconds per searching-bot decision. */
  readonly decisionMs: readonly number[];
}

function roundOf(state: unknown): number {
  const r = (state as { round?: unknown }).round;
  return typeof r === 'number' ? r : 0;
}

export function playGame(game: AnyGame, players: readonly Player[], seed: string): Played {
  const created = newMatch(game, players.length, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match: Match = created.match;
  const policy = botPolicy(game.meta.id);
  const rng = seedRng(`bench-bots:${seed}`);
  const steps: AppliedStep[] = [...created.steps];
  const rounds: number[] = created.steps.map(() => roundOf(match.state));
  const decisionMs: number[] = [];
  for (;;) {
    const pending = game.pending(match.state);
    if (pending.length === 0) break;
    const seat = pending[0]!.seat;
    const legal = game.legalMoves(match.state, seat) as readonly { kind: string }[];
    const who = players[seat]!;
    let move: { kind: string };
    if (who === 'random') move = legal[randomInt(rng, legal.length)]!;
    else if (who === 'policy') move = rolloutChoice(policy, match.state, seat, legal, rng);
    else {
      const t0 = process.cpuUsage();
      move = searchMove(game, policy, match.state, seat, `${seed}:${match.step}`, { iterations: who.iterations }).move;
      const cpu = process.cpuUsage(t0);
      decisionMs.push((cpu.user + cpu.system) / 1000);
    }
    const round = roundOf(match.state);
    const outcome = playMove(game, match, seat, move);
    if (!outcome.ok) throw new Error(`${game.meta.id} ${seed}: ${outcome.error.reason}`);
    for (const step of outcome.steps) {
      steps.push(step);
      rounds.push(step === outcome.steps[0] ? round : roundOf(outcome.match.state));
    }
    match = outcome.match;
  }
  const result = game.result(match.state);
  if (!result) throw new Error(`${game.meta.id} ${seed}: no result at the end`);
  return { result, final: match.state, steps, rounds, decisionMs };
}

/** Did `seat` win outright or share first place? */
export function won(result: GameResult, seat: number): boolean {
  return result.places[seat] === 1;
}

/** What a game's deep states look like, per game (empty for games without figures). */
export function deepFigures(gameId: string, played: readonly Played[], players: number): string[] {
  if (gameId === 'barrage') {
    let productive = 0;
    let fulfilled = 0;
    for (const g of played) {
      const seen = new Set<string>();
      g.steps.forEach((s, i) => {
        if (s.data.kind === 'produce') seen.add(`${s.seat}:${g.rounds[i]}`);
      });
      productive += seen.size;
      const seats = (g.final as { seats: { fulfilled: string[] }[] }).seats;
      fulfilled += seats.reduce((n, p) => n + p.fulfilled.length, 0);
    }
    const playerRounds = played.length * players * 5;
    return [`player-rounds with a production ${((100 * productive) / playerRounds).toFixed(0)}%`, `contracts fulfilled per game ${(fulfilled / played.length).toFixed(1)}`];
  }
  if (gameId === 'puerto-rico') {
    let large = 0;
    for (const g of played) {
      for (const s of g.steps) {
        const b = (s.data as { building?: string }).building;
        if (s.data.kind === 'build' && b && LARGE.has(b)) large++;
      }
    }
    return [`large buildings built per game ${(large / played.length).toFixed(2)}`];
  }
  return [];
}

/** Puerto Rico's large buildings (rules/puerto-rico.md: the five 4-VP violet buildings). */
const LARGE = new Set(['guild-hall', 'residence', 'fortress', 'customs-house', 'city-hall']);

export function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
}
