import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { randomPlayout } from '../../../engine/core/playout';
import { replay } from '../../../engine/core/match';

describe('seeded random play-outs (engine/core/playout.ts)', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: 50 normal and 20 introductory games finish without error (light checks)`, () => {
      for (let i = 0; i < 70; i++) {
        const variant = i < 50 ? 'normal' : 'intro';
        const r = randomPlayout(barrage, players, `suite-${players}-${i}`, { checks: 'light', options: { variant } });
        expect(r.error, `seed suite-${players}-${i}`).toBeNull();
        expect(r.finished).toBe(true);
        expect(r.result!.scores).toHaveLength(players);
      }
    });
  }

  it('10 games with full checks (purity, notation round trip, views, JSON resume), with the options', () => {
    const variants: Record<string, string | boolean>[] = [{}, { energyTiePool: '8' }, { releaseBeforeContract: true }, { variant: 'intro' }, { fieslerInSecondProduction: true }];
    for (let i = 0; i < 10; i++) {
      const r = randomPlayout(barrage, 2 + (i % 3), `full-${i}`, { checks: 'full', options: variants[i % variants.length] });
      expect(r.error, `seed full-${i}`).toBeNull();
      expect(r.finished).toBe(true);
    }
  });

  it('a recorded play-out replays to the same final state', () => {
    const r = randomPlayout(barrage, 3, 'replay-1', { checks: 'none' });
    const back = replay(barrage, { players: 3, seed: 'replay-1', moves: r.moves });
    expect(back.error).toBeNull();
    expect(barrage.result(back.match!.state as never)).toEqual(r.result);
  });
});
