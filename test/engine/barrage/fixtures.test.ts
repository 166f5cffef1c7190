/**
 * Scripted games, one per player count, replayed from test/fixtures/games/barrage-<P>p.json.
 * Every final score below was checked by hand against the rules; the breakdown is in the comments.
 * Seats are 0-based in code, "P1".. in the comments (P1 = seat 0).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { barrage, type BarrageState } from '../../../engine/barrage';
import { replay } from '../../../engine/core/match';

function load(players: number) {
  const fx = JSON.parse(readFileSync(new URL(`../../fixtures/games/barrage-${players}p.json`, import.meta.url), 'utf8'));
  expect(fx.game).toBe('barrage');
  const r = replay(barrage, { players: fx.players, seed: fx.seed, options: fx.options, moves: fx.moves });
  expect(r.error).toBeNull();
  const state = r.match!.state as BarrageState;
  return { state, result: barrage.result(state)! };
}

describe('recorded games with hand-checked scores', () => {
  it('2 players, introductory game (P1 Germany/McDowell, P2 USA/Adler)', () => {
    const { state, result } = load(2);
    // Rounds (energy P1/P2 → ranking VP): R1 0/0 → both −3 VP (0 energy), R2 5/5 → tie for 1st,
    // 6 shared = 3 each; R3 5/3 → 6/2; R4 5/3 → 6/2; R5 3/5 → 2/6. No bonus tile scores (energy < 6).
    // P1: 10 − 3 + 3 + 6 + 6 + 2 = 24; objective "least area": both have no plains structure → 0,
    //     tied 1st (15 + 10) / 2 = 12.5 → 13; credits 6 − 2 + 8 + 3 | −5 + 2 + 7 + 3 | +10 + 3 | +9 + 3 |
    //     +4 + 10 + 2 = 63, 4 Ex, 0 Mx → 67 / 5 = 13; water 0 → 24 + 13 + 13 = 50.
    // P2: 10 − 3 + 3 + 2 + 2 + 6 = 20; objective 13; 43 cr + 1 Ex + 0 Mx → 44 / 5 = 8; water 0 → 41.
    expect(result.scores).toEqual([50, 41]);
    expect(result.ranking).toEqual([0, 1]);
    expect(state.seats.map((p) => p.fulfilled)).toEqual([['S2', 'G6'], ['S1']]);
  });

  it('3 players, normal game with draft (P1 Italy/Krylov, P2 Germany/Jordan, P3 France/Del Monte)', () => {
    const { state, result } = load(3);
    // R1: P2 produces 8L → C8R (P1's conduit: P1 +1 cr +1 VP) → P9_0 with T+2: 2 + 2 = 4 → 6 VP;
    //     P1, P3 at 0 energy → −3 VP. P2 paid a powerhouse with Jordan's 3-credit substitute.
    // R2: P1 produces 4 (T+2), S1 adds 2 E → 6 → 6 VP; rb-advtech 1 tile × 4 − 4 × (2 − 1) = 0. P2, P3 −3.
    // R3: P3 produces 8L → C8L → P11_0: 3 + 2 = 5 → 6 VP, fulfils G11 (free conduit C10L; France
    //     conduit #2 bonus 3 cr, then 3 cr income in R4 and R5). P1, P2 −3. R4, R5: everybody −3.
    // P1: 10 + 1 − 3 + 6 − 3 − 3 − 3 = 5; objective "most area": 2 plains structures → 2nd, 10;
    //     72 cr + 2 Ex + 2 Mx = 76 → 15 → 30.
    // P2: 10 + 6 − 3 − 3 − 3 − 3 = 4; 1 structure → 3rd, 5; 70 + 6 + 3 = 79 → 15 → 24.
    // P3: 10 − 3 − 3 + 6 − 3 − 3 = 4; 3 structures → 1st, 15; 77 + 0 + 2 = 79 → 15 → 34.
    expect(result.scores).toEqual([30, 24, 34]);
    expect(result.ranking).toEqual([2, 0, 1]);
    expect(state.seats.map((p) => p.company)).toEqual(['italy', 'germany', 'france']);
  });

  it('4 players, normal game with Mahiri copying Jordan (P1 France/Jordan, P2 USA/Sekibo, P3 Italy/Fiesler, P4 Germany/Del Monte)', () => {
    const { state, result } = load(4);
    // R1: P3 produces 6L → C6R (P4's conduit: P4 +1 cr +1 VP) → P7_0: 2 × 1 ≤ 3 → 4 (Viktor) + 2 = 6,
    //     S1 adds 2 E → 8 → 6 VP, 4 cr. P2 copied Jordan (XO1) and paid a base 4 Ex + 3 cr.
    //     Everybody else at 0 energy → −3 VP. R2–R5: everybody banks, 0 energy → −3 VP each round.
    // Objective "zones with a structure": all have 1 → 4-way tie (15 + 10 + 5 + 0) / 4 = 7.5 → 8.
    // P1: 10 − 3 − 12 = −5 + 8 + (79 + 6 + 2) / 5 = 17 → 20.
    // P2: 10 − 3 − 12 = −5 + 8 + (79 + 2 + 4) / 5 = 17 + 1 drop in 4L → 21.
    // P3: 10 + 6 − 12 = 4 + 8 + (80 + 6 + 2) / 5 = 17 → 29.
    // P4: 10 + 1 − 3 − 12 = −4 + 8 + (80 + 2 + 4) / 5 = 17 → 21 (tied with P2, both 0 energy in R5).
    expect(result.scores).toEqual([20, 21, 29, 21]);
    expect(result.places).toEqual([4, 2, 1, 2]);
    expect(state.dams['4L']).toEqual({ owner: 1, level: 1, drops: 1 });
  });
});
