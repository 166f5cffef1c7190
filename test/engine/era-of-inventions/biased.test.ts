/**
 * Play-outs with a chooser that prefers doing things (develop, patent, produce, build) over
 * passing: uniform random play seldom saves up the gears to develop, so this is what walks the
 * development, patent, developer-reward and reshuffle paths. Every position is checked.
 */
import { describe, expect, it } from 'vitest';
import { newMatch, playMove, type Match } from '../../../engine/core/match';
import { checkPosition } from '../../../engine/core/playout';
import { randomInt, seedRng } from '../../../engine/core/rng';
import type { EraMove, EraState } from '../../../engine/era-of-inventions';
import { game } from './helpers';

const RANK: Partial<Record<EraMove['kind'], number>> = {
  develop: 9,
  patent: 9,
  produce: 7,
  build: 6,
  bonus: 6,
  resolve: 5,
  gear: 5,
  exchange: 4,
  buy: 4,
  take: 3,
  factory: 3,
  place: 3,
  swap: 1,
  pass: 0,
  nobonus: 0,
  done: 0,
};

function preferred(legal: readonly EraMove[], rng: ReturnType<typeof seedRng>): EraMove {
  const best = Math.max(...legal.map((m) => RANK[m.kind] ?? 0));
  // Mostly the best kind, sometimes anything (so exchanges towards gears happen too).
  const pool = randomInt(rng, 4) === 0 ? legal : legal.filter((m) => (RANK[m.kind] ?? 0) === best);
  return pool[randomInt(rng, pool.length)]!;
}

function biasedGame(players: number, seed: string) {
  const created = newMatch(game, players, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let m: Match = created.match;
  const rng = seedRng(`biased:${seed}`);
  let royalties = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const problem = checkPosition(game, m, 'light');
    expect(problem, `${seed} step ${m.step}`).toBeNull();
    const pending = game.pending(m.state as EraState);
    if (pending.length === 0) break;
    const seat = pending[0]!.seat;
    const out = playMove(game, m, seat, preferred(game.legalMoves(m.state as EraState, seat), rng));
    if (!out.ok) throw new Error(out.error.reason);
    royalties += out.steps.flatMap((x) => x.events).filter((e) => e.text.includes('(developer of')).length;
    m = out.match;
  }
  return { state: m.state as EraState, royalties };
}

describe('biased play-outs', () => {
  it.each([3, 4, 5])('%i players: inventions are developed, patented and paid for, and every position holds', (players) => {
    let developed = 0;
    let patented = 0;
    let royalties = 0;
    for (let i = 0; i < 6; i++) {
      const g = biasedGame(players, `biased-${players}-${i}`);
      expect(game.result(g.state)).not.toBeNull();
      developed += g.state.dev.filter((x) => x !== null).length;
      patented += g.state.seats.reduce((n, p) => n + p.patentStep, 0);
      royalties += g.royalties;
    }
    expect(developed).toBeGreaterThan(4);
    expect(patented).toBeGreaterThan(0);
    expect(royalties).toBeGreaterThan(0);
  });
});
