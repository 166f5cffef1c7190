import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { randomPlayout } from '../../../engine/core/playout';
import { replay } from '../../../engine/core/match';
import { biasedPlayout } from './biased';
import { barragePolicy } from '../../../engine/barrage/bot';
import type { BotPolicy } from '../../../engine/core/bot/types';

describe('seeded random play-outs (engine/core/playout.ts)', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: 40 normal and 15 introductory games finish without error (light checks)`, () => {
      for (let i = 0; i < 55; i++) {
        const variant = i < 40 ? 'normal' : 'intro';
        const r = randomPlayout(barrage, players, `suite-${players}-${i}`, { checks: 'light', options: { variant } });
        expect(r.error, `seed suite-${players}-${i}`).toBeNull();
        expect(r.finished).toBe(true);
        expect(r.result!.scores).toHaveLength(players);
      }
    });
  }

  it('90 purposeful play-outs (producing, contracts, abilities) finish without error, and use the mechanisms', () => {
    const seen = new Map<string, number>();
    const words = [
      'produces',
      'fulfils',
      '(Italy)',
      '(USA)',
      "Germany's second production",
      'copies',
      'without engineers',
      'buys advanced',
      'income',
    ];
    for (let i = 0; i < 90; i++) {
      const r = biasedPlayout(2 + (i % 3), `purpose-${i}`, 'light', i % 5 === 4 ? { variant: 'intro' } : {});
      expect(r.error, `seed purpose-${i}`).toBeNull();
      expect(r.result).not.toBeNull();
      for (const e of r.events) for (const w of words) if (e.includes(w)) seen.set(w, (seen.get(w) ?? 0) + 1);
    }
    for (const w of words) expect(seen.get(w) ?? 0, w).toBeGreaterThan(0);
  });

  it("12 play-outs by the bot's cheap policy finish with light checks, produce and fulfil contracts", () => {
    let producing = 0;
    let fulfilled = 0;
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 3);
      const options: Record<string, string> = i % 4 === 3 ? { variant: 'intro' } : {};
      const r = randomPlayout(barrage, players, `policy-${i}`, { checks: 'light', chooser: barragePolicy as BotPolicy, options });
      expect(r.error, `seed policy-${i}`).toBeNull();
      expect(r.finished).toBe(true);
      // Forced steps are not in the play-out's list: the replay has every step.
      const steps = replay(barrage, { players, seed: `policy-${i}`, moves: r.moves, options }).steps;
      producing += steps.filter((st) => st.data.kind === 'produce').length;
      fulfilled += steps.filter((st) => st.data.kind === 'fulfil').length;
    }
    // Uniform random games produce in about 5% of player-rounds; the policy produces in most.
    expect(producing).toBeGreaterThan(12 * 5);
    expect(fulfilled).toBeGreaterThan(12);
  });

  it('10 games with full checks (purity, notation round trip, views, JSON resume), with the options', () => {
    const variants: Record<string, string | boolean>[] = [
      {},
      { energyTiePool: '8' },
      { releaseBeforeContract: true },
      { variant: 'intro' },
      { fieslerInSecondProduction: true },
    ];
    for (let i = 0; i < 10; i++) {
      const r = randomPlayout(barrage, 2 + (i % 3), `full-${i}`, { checks: 'full', options: variants[i % variants.length] });
      expect(r.error, `seed full-${i}`).toBeNull();
      expect(r.finished).toBe(true);
    }
  });

  it('3 purposeful play-outs with full checks (notation round trip of every listed move, views)', () => {
    for (let i = 0; i < 3; i++) expect(biasedPlayout(2 + i, `purpose-full-${i}`, 'full').error).toBeNull();
  });

  it('a recorded play-out replays to the same final state', () => {
    const r = randomPlayout(barrage, 3, 'replay-1', { checks: 'none' });
    const back = replay(barrage, { players: 3, seed: 'replay-1', moves: r.moves });
    expect(back.error).toBeNull();
    expect(barrage.result(back.match!.state as never)).toEqual(r.result);
  });
});
