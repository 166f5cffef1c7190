/**
 * Seeded random play-outs: every position keeps the invariants, a pending seat always has a move
 * (so placement never runs out of legal areas, §2.3), and every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../engine/core/playout';
import { game } from './helpers';

describe('seeded play-outs', () => {
  it.each([3, 4, 5])('%i players: 15 games finish with every check', (players) => {
    for (let i = 0; i < 15; i++) {
      const r = randomPlayout(game, players, `eoi-${players}-${i}`, { checks: i < 3 ? 'full' : 'light' });
      expect(r.error, `seed eoi-${players}-${i}`).toBeNull();
      expect(r.finished).toBe(true);
      expect(r.result!.breakdown).toHaveLength(players);
    }
  });
});
