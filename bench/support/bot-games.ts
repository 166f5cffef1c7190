/**
 * Whole games between chosen players (uniform random, the cheap policy, or the searching bot
 * with a budget), for the bots benchmark: results, CPU time per bot decision, and the figures
 * that show how deep a game went (productions, contracts, large buildings).
 */
import { searchMove, rolloutChoice } from '../../engine/core/bot/search';
import { newMatch, playMove, type AppliedStep, type Match } from '../../engine/core/match';
import { randomInt, seedRng } from '../../engine/core/rng';
import type { AnyGame, GameResult, Options } from '../../engine/core/types';
import { botPolicy } from '../../engine/bots';
import { BUILDING_IDS, BUILDINGS } from '../../engine/puerto-rico/data';

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

export function playGame(game: AnyGame, players: readonly Player[], seed: string, options: Options = {}): Played {
  const created = newMatch(game, players.length, options, seed);
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

/**
 * A game as the bots bench plays it: a registered game and the options it starts with, so
 * Puerto Rico with both expansions is measured beside the base game.
 */
export interface BenchGame {
  readonly label: string;
  readonly id: string;
  readonly options: Options;
}

/** The bench's names for a game with options; any other name is a registered game without options. */
const VARIANTS: Readonly<Record<string, Omit<BenchGame, 'label'>>> = {
  'puerto-rico+expansions': { id: 'puerto-rico', options: { expansions: 'buildings,nobles' } },
};

export function benchGame(label: string): BenchGame {
  const v = VARIANTS[label];
  return v ? { label, ...v } : { label, id: label, options: {} };
}

/** What a game's deep states look like, per game (empty for games without figures). */
export function deepFigures(gameId: string, played: readonly Played[], players: number): string[] {
  const per = (n: number, digits = 1) => (n / Math.max(1, played.length)).toFixed(digits);
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
    return [
      `player-rounds with a production ${((100 * productive) / playerRounds).toFixed(0)}%`,
      `contracts fulfilled per game ${(fulfilled / played.length).toFixed(1)}`,
    ];
  }
  if (gameId === 'puerto-rico') {
    let large = 0;
    let expansion = 0;
    let kinds = 0;
    let nobles = 0;
    let withExpansions = false;
    for (const g of played) {
      for (const s of g.steps) {
        const b = (s.data as { building?: string }).building;
        if (s.data.kind === 'build' && b && LARGE.has(b)) large++;
      }
      const seats = (
        g.final as { seats: { city: number[]; nobleTiles?: number[]; nobleCity?: number[]; nobleSanJuan?: number }[]; nobles?: number }
      ).seats;
      const built = new Set<string>();
      for (const p of seats) {
        p.city.forEach((c, i) => {
          const id = BUILDING_IDS[i]!;
          if (c >= 0 && BUILDINGS[id].expansion) {
            expansion++;
            built.add(id);
          }
        });
        if (p.nobleTiles) {
          withExpansions = true;
          nobles += p.nobleTiles.reduce((a, b) => a + b, 0) + (p.nobleCity ?? []).reduce((a, b) => a + b, 0) + (p.nobleSanJuan ?? 0);
        }
      }
      if (built.size > 0) withExpansions = true;
      kinds += built.size;
    }
    const out = [`large buildings built per game ${per(large, 2)}`];
    if (withExpansions)
      out.push(
        `expansion buildings built per game ${per(expansion)} (${per(kinds)} of the 22 kinds)`,
        `nobles in the seats' colonies at the end per game ${per(nobles)}`,
      );
    return out;
  }
  if (gameId === 'nippon') {
    let exports = 0;
    let tiles = 0;
    for (const g of played) {
      const s = g.final as { seats: { contractsDone: string[] }[]; cities: { slots: (unknown | null)[] }[] };
      exports += s.seats.reduce((n, p) => n + p.contractsDone.length, 0);
      tiles += s.cities.reduce((n, c) => n + c.slots.filter((x) => x !== null).length, 0);
    }
    return [`exports (contracts fulfilled) per game ${per(exports)}`, `influence tiles on the board at the end per game ${per(tiles)}`];
  }
  if (gameId === 'era-of-inventions') {
    let developed = 0;
    let patents = 0;
    for (const g of played) {
      const s = g.final as { dev: (number | null)[]; seats: { patentStep: number }[] };
      developed += s.dev.filter((x) => x !== null).length;
      patents += s.seats.reduce((n, p) => n + p.patentStep, 0);
    }
    return [`inventions developed per game ${per(developed)}`, `patents registered per game ${per(patents)}`];
  }
  return [];
}

/** Puerto Rico's large buildings (rules/puerto-rico.md: the five 4-VP violet buildings). */
const LARGE = new Set(['guild-hall', 'residence', 'fortress', 'customs-house', 'city-hall']);

export function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
}
