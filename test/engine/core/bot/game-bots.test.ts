/**
 * The game policies (engine/barrage/bot.ts, engine/puerto-rico/bot.ts, engine/nippon/bot.ts,
 * engine/era-of-inventions/bot.ts) with the generic search: every bot move is legal and reproducible, and the cheap policy alone
 * already plays far better than uniform random (the strength figures proper are in
 * `npm run bench -- bots`; what each policy does for its game's core is in policy-core.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { botPolicy } from '../../../../engine/bots';
import { searchMove } from '../../../../engine/core/bot/search';
import { newMatch, playMove, type Match } from '../../../../engine/core/match';
import { randomPlayout } from '../../../../engine/core/playout';
import { randomInt, seedRng } from '../../../../engine/core/rng';
import { registry } from '../../../../engine/games';
import { moveWeight as barrageWeight } from '../../../../engine/barrage/bot';
import type { BarrageState } from '../../../../engine/barrage';
import { nipponPolicy } from '../../../../engine/nippon/bot';
import { eraOfInventionsPolicy } from '../../../../engine/era-of-inventions/bot';
import type { EraState } from '../../../../engine/era-of-inventions/state';
import { dataOf, type NipponState } from '../../../../engine/nippon/state';

/** A position `moves` random decisions into a seeded game. */
function midGame(id: string, players: number, moves: number): Match {
  const game = registry.get(id)!;
  const created = newMatch(game, players, {}, `mid-${id}`);
  if (!created.ok) throw new Error(created.error.reason);
  let match = created.match;
  const rng = seedRng('mid');
  for (let i = 0; i < moves; i++) {
    const seat = game.pending(match.state)[0]!.seat;
    const legal = game.legalMoves(match.state, seat);
    const out = playMove(game, match, seat, legal[randomInt(rng, legal.length)]!);
    if (!out.ok) throw new Error(out.error.reason);
    match = out.match;
  }
  return match;
}

function meanWinner(id: string, chooser: 'random' | 'policy', games: number): number {
  const game = registry.get(id)!;
  let sum = 0;
  for (let g = 0; g < games; g++) {
    const report = randomPlayout(game, 4, `strength-${g}`, { chooser: chooser === 'random' ? 'random' : botPolicy(id)!, checks: 'none' });
    expect(report.error).toBeNull();
    sum += Math.max(...report.result!.scores);
  }
  return sum / games;
}

describe.each(['barrage', 'puerto-rico', 'nippon', 'era-of-inventions'])('%s bot', (id) => {
  const game = registry.get(id)!;

  it('has a policy', () => {
    expect(botPolicy(id)).toBeDefined();
  });

  it('plays a legal move, the same one for the same state and seed', () => {
    const match = midGame(id, 3, 25);
    const seat = game.pending(match.state)[0]!.seat;
    const a = searchMove(game, botPolicy(id), match.state, seat, 'seed', { iterations: 8 });
    const b = searchMove(game, botPolicy(id), match.state, seat, 'seed', { iterations: 8 });
    expect(b.move).toEqual(a.move);
    expect(game.apply(match.state, seat, a.move).ok).toBe(true);
  });
});

describe.each(['barrage', 'puerto-rico', 'era-of-inventions'])('%s roll-out policy', (id) => {
  it('policy play-outs finish and beat random play-outs on the winner score', () => {
    expect(meanWinner(id, 'policy', 3)).toBeGreaterThan(meanWinner(id, 'random', 3) + 10);
  });
});

describe('Barrage policy weights (spec §4.4.2, §4.4.6)', () => {
  const s = midGame('barrage', 4, 0).state as BarrageState;
  it('prefers a production space to the Bank, and fulfilling a contract to skipping it', () => {
    expect(barrageWeight(s, 0, { kind: 'place', space: 'T+2L' })).toBeGreaterThan(
      barrageWeight(s, 0, { kind: 'place', space: 'BANK', engineers: 1 }),
    );
    expect(barrageWeight(s, 0, { kind: 'fulfil', contract: 'G1' })).toBeGreaterThan(barrageWeight(s, 0, { kind: 'decline' }));
  });
});

describe('Nippon estimate (rules/nippon.md §7, §8)', () => {
  const estimate = nipponPolicy.estimate!;
  const start = midGame('nippon', 3, 0).state as NipponState;

  it("at the start is each seat's VP (§3: later seats start with more) plus the same for all: no influence yet, the same money, coal and achievements", () => {
    const e = estimate(start);
    const extra = e.map((x, seat) => (x - start.seats[seat]!.vp).toFixed(6));
    expect(new Set(extra).size).toBe(1);
    expect(start.seats.map((p) => p.vp)).not.toEqual([start.seats[0]!.vp, start.seats[0]!.vp, start.seats[0]!.vp]);
  });

  it('values an influence tile in a region at the scorings to come (§7: the 1st place takes the most VP)', () => {
    const s = structuredClone(start);
    s.cities[0]!.slots[0] = { seat: 1, value: 3 };
    const before = estimate(start);
    const after = estimate(s);
    // Seat 1 alone contends with the foreign companies in region 0: at least a third place in each scoring to come.
    const third = dataOf(s).scoringVp.reduce((sum, table, k) => sum + table[2]! * [0.8, 0.5, 0.3][k]!, 0);
    expect(after[1]! - before[1]!).toBeGreaterThanOrEqual(third);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
  });

  it('counts VP one for one, and is the VP itself once the game is over', () => {
    const s = structuredClone(start);
    s.seats[2]!.vp += 7;
    expect(estimate(s)[2]! - estimate(start)[2]!).toBeCloseTo(7, 9);
    s.over = true;
    expect(estimate(s)).toEqual(s.seats.map((p) => p.vp));
  });
});

describe('Era of Inventions estimate: the final scoring as if the game ended now (§2.10)', () => {
  const estimate = eraOfInventionsPolicy.estimate!;
  const start = midGame('era-of-inventions', 3, 0).state as EraState;

  it('counts track IP one for one', () => {
    const s = structuredClone(start);
    s.seats[1]!.ip += 4;
    expect(estimate(s)[1]! - estimate(start)[1]!).toBe(4);
  });

  it('gives the sole most patents the 5-point bonus (§2.10 C)', () => {
    const s = structuredClone(start);
    s.seats[2]!.patentStep = Math.max(...s.seats.map((p) => p.patentStep)) + 1;
    expect(estimate(s)[2]! - estimate(start)[2]!).toBe(5);
  });
});
