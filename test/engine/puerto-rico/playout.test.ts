/** Seeded random play-outs through the core harness: every game finishes, invariants hold. */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../engine/core/playout';
import { puertoRico } from '../../../engine/puerto-rico';

const LIGHT_GAMES = 80;
const FULL_GAMES = 5;

describe('random play-outs', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: ${LIGHT_GAMES} games with light checks finish without error`, () => {
      for (let i = 0; i < LIGHT_GAMES; i++) {
        const r = randomPlayout(puertoRico, players, `light-${players}-${i}`, { checks: 'light' });
        expect(r.error, `seed light-${players}-${i}`).toBeNull();
        expect(r.finished).toBe(true);
      }
    });

    it(`${players} players: ${FULL_GAMES} games with full checks (notation round trip, views, purity, JSON resume)`, () => {
      for (let i = 0; i < FULL_GAMES; i++) {
        const r = randomPlayout(puertoRico, players, `full-${players}-${i}`, { checks: 'full' });
        expect(r.error, `seed full-${players}-${i}`).toBeNull();
        expect(r.finished).toBe(true);
      }
    });
  }

  it('options change the game and still finish: BGA variants and Craftsman Angst', () => {
    const options = { 'bga-start-doubloons': true, 'bga-building-prices': true, 'craftsman-angst': true };
    for (let i = 0; i < 20; i++) {
      const r = randomPlayout(puertoRico, 2, `options-${i}`, { checks: 'light', options });
      expect(r.error).toBeNull();
    }
    expect(randomPlayout(puertoRico, 2, 'options-full', { checks: 'full', options }).error).toBeNull();
  });
});
