/**
 * The game policies (engine/barrage/bot.ts, engine/puerto-rico/bot.ts) with the generic search:
 * every bot move is legal and reproducible, and the cheap policy alone already plays far better
 * than uniform random (the strength figures proper are in `npm run bench -- bots`).
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

describe.each(['barrage', 'puerto-rico'])('%s bot', (id) => {
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

  it('policy play-outs finish and beat random play-outs on the winner score', () => {
    expect(meanWinner(id, 'policy', 3)).toBeGreaterThan(meanWinner(id, 'random', 3) + 10);
  });
});

describe('Barrage policy weights (spec §4.4.2, §4.4.6)', () => {
  const s = midGame('barrage', 4, 0).state as BarrageState;
  it('prefers a production space to the Bank, and fulfilling a contract to skipping it', () => {
    expect(barrageWeight(s, 0, { kind: 'place', space: 'T+2L' })).toBeGreaterThan(barrageWeight(s, 0, { kind: 'place', space: 'BANK', engineers: 1 }));
    expect(barrageWeight(s, 0, { kind: 'fulfil', contract: 'G1' })).toBeGreaterThan(barrageWeight(s, 0, { kind: 'decline' }));
  });
});
