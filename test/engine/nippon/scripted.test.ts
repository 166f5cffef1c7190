/**
 * One scripted game per player count (rules/nippon.md §4–§8), played from set-up to the end by
 * the plain player of script-driver.ts. Nobody places influence, so every regional scoring goes
 * to the foreign companies (§7, A7) and the final VP are: starting VP (§3) − 2 per unpaid wage
 * colour (§6.3) + achievements (§8). Track data set 1: coal stars at marker positions 5, 8, 9;
 * knowledge stars 4 at the top (position 10); money stays at ¥12,000 (no money steps).
 */
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../engine/nippon';
import { scriptedGame } from './script-driver';

describe('scripted whole games, scores checked by hand', () => {
  it('2 players', () => {
    const g = scriptedGame(2, 'scripted-2');
    const r = nippon.result(g.state)!;
    // Seat 0: 10 VP; wages always paid (3 colours from ¥17,000; 4 from ¥12,000).
    //   Final: ¥12,000 − 3 colours ¥9,000 = ¥3,000 → Yen 0. Coal marker 6 → 1 star × 2 (reward tile) = 2.
    //   Knowledge at the top → 4 stars × 2 (a ×2 tile covers the printed ×1) = 8. Total 10 + 10 = 20.
    // Seat 1: 11 VP − 2 (5 colours, ¥12,000 pays 4). Final: ¥12,000 − 2 colours = ¥6,000 → Yen 1 × 1 = 1.
    //   Coal marker 5 → 1 star × 2 = 2. Knowledge 4 × 2 = 8. Total 9 + 11 = 20.
    expect(r.scores).toEqual([20, 20]);
    // Tie: seat 0 triggered the final phase, so it took the very last turn and wins (§8.3).
    expect(r.ranking).toEqual([0, 1]);
    expect(g.log.filter((l) => l.includes('loses 2 VP'))).toEqual(['1 pays wages for 5 colour(s): ¥12,000, loses 2 VP']);
    expect(g.state.scorings).toBe(3);
  });

  it('3 players', () => {
    const g = scriptedGame(3, 'scripted-3');
    const r = nippon.result(g.state)!;
    // Seat 0: 10 VP, no wage lost. Final ¥12,000 − ¥9,000 = ¥3,000 → 0. Coal 8 → 2 stars × 2 = 4; Knowledge 4 × 2 = 8. 22.
    // Seat 1: 11 VP, no workers at the end: ¥12,000 → Yen 2 × 3 (×3 tile) = 6. Coal 7 → 1 × 3 = 3; Knowledge 8. 28.
    // Seat 2: 12 VP; ¥12,000 pays 4 colours → Yen 0. Coal 8 → 2 × 2 = 4; Knowledge 8. 24.
    expect(r.scores).toEqual([22, 28, 24]);
    expect(r.ranking).toEqual([1, 2, 0]);
    expect(g.log.some((l) => l.includes('loses'))).toBe(false);
  });

  it('4 players', () => {
    const g = scriptedGame(4, 'scripted-4');
    const r = nippon.result(g.state)!;
    // Seat 0: 10 VP. ¥3,000 left → 0. Coal 9 → 3 stars × 3 = 9; Knowledge 8. 27.
    // Seat 1: 11 VP. No workers: ¥12,000 → 2 × 3 = 6. Coal 8 → 2 × 2 = 4; Knowledge 8. 29.
    // Seat 2: 12 − 2 (5 colours after scoring 1) = 10. ¥0 left. Coal 8 → 2 × 2 = 4; Knowledge 8. 22.
    // Seat 3: 13 − 2 = 11. ¥3,000 → 0. Coal 7 → 1 × 3 = 3; Knowledge 8. 22.
    expect(r.scores).toEqual([27, 29, 22, 22]);
    // Seats 2 and 3 tie at 22: seat 2's last turn came later (§8.3, A31).
    expect(r.ranking).toEqual([1, 0, 2, 3]);
    expect(r.places).toEqual([2, 1, 3, 4]);
  });
});
