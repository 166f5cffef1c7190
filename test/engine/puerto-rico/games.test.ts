/**
 * Recorded games, one per player count (test/fixtures/games/puerto-rico-<P>p.json, made
 * from seeded play-outs by a simple policy), replayed through the core and scored.
 * The expected scores were checked by hand from each final board (see the comments):
 * building VP from §1.6, VP chips = barrels shipped + Captain privileges + Harbor loads
 * (tallied from the public load events), large-building bonuses from §1.7.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';

function load(players: number) {
  const file = JSON.parse(readFileSync(new URL(`../../fixtures/games/puerto-rico-${players}p.json`, import.meta.url), 'utf8'));
  const report = replay(puertoRico, file);
  expect(report.error).toBeNull();
  const state = report.match!.state as PRState;
  // Barrels per seat from the public "ships N …" events (cargo ships and Wharf).
  const barrels = state.seats.map(() => 0);
  for (const step of report.steps) {
    for (const e of step.events) {
      const m = /^ships (\d+) /.exec(e.text);
      if (m && e.seat !== null) barrels[e.seat]! += Number(m[1]);
    }
  }
  return { state, result: puertoRico.result(state)!, barrels, report };
}

describe('recorded games', () => {
  it('2 players (ended by the colonist supply after round 10)', () => {
    const { state, result, barrels } = load(2);
    expect(state.end).toEqual(['colonists']);
    expect(state.round).toBe(10);
    // Seat 1: small indigo 1 + small sugar 1 + indigo plant 2 + sugar mill 2 + tobacco storage 3
    //         + hacienda 1 + hospice 2 = 12; chips: 6 barrels, never Captain on a load = 6 → 18.
    // Seat 2: small indigo 1 + small sugar 1 + indigo plant 2 + tobacco storage 3 + small market 1
    //         + construction hut 1 + small warehouse 1 = 10; chips: 13 barrels + 4 Captain
    //         privileges = 17 → 27.
    expect(barrels).toEqual([6, 13]);
    expect(state.seats.map((p) => p.vp)).toEqual([6, 17]);
    expect(result.scores).toEqual([18, 27]);
    expect(result.places).toEqual([2, 1]);
  });

  it('3 players (ended by the colonist supply after round 16)', () => {
    const { state, result, barrels } = load(3);
    expect(state.end).toEqual(['colonists']);
    // Seat 1: 1+1+2 (indigo plant) +2 (sugar mill) +3 (coffee roaster) +1 (construction hut)
    //         +1 (small warehouse) +2 (hospice) = 13; chips 7 barrels + 1 privilege = 8 → 21.
    // Seat 2: 1+1+2 (sugar mill) +3 (tobacco storage) +1 (small market) +1 (hacienda) +2 (office)
    //         +3 (wharf) = 14; chips 7 + 2 = 9 → 23.
    // Seat 3: 1+1+2+3 (tobacco storage) +1+1+1 +3 (factory) = 13; chips 14 + 2 = 16 → 29.
    expect(barrels).toEqual([7, 7, 14]);
    expect(state.seats.map((p) => p.vp)).toEqual([8, 9, 16]);
    expect(result.scores).toEqual([21, 23, 29]);
    expect(result.ranking).toEqual([2, 1, 0]);
  });

  it('4 players (a score tie broken by doubloons + barrels)', () => {
    const { state, result, barrels } = load(4);
    // Seat 1: 1+1+2 (sugar mill) +1 (small market) +1 (construction hut) +2 (hospice) = 8;
    //         chips 12 + 3 = 15 → 23; tie-break 7 doubloons + 4 barrels = 11.
    // Seat 2: 1+1+2+2+3 (tobacco storage) +1+1 = 11; chips 16 + 2 = 18 → 29.
    // Seat 3: 1+1+2+2+3+1 (hacienda) +1 (small warehouse) +2 (hospice) = 13; chips 9 + 1 = 10 → 23;
    //         tie-break 1 + 2 = 3, so seat 1 is third and seat 3 fourth.
    // Seat 4: 1+1+2+3+3 (coffee roaster) +1+1+2 (large warehouse) = 14; chips 14 + 0 = 14 → 28.
    expect(barrels).toEqual([12, 16, 9, 14]);
    expect(state.seats.map((p) => p.vp)).toEqual([15, 18, 10, 14]);
    expect(result.scores).toEqual([23, 29, 23, 28]);
    expect(result.tieBreak).toEqual([11, 11, 3, 10]);
    expect(result.ranking).toEqual([1, 3, 0, 2]);
    expect(result.places).toEqual([3, 1, 4, 2]);
  });

  it('5 players (an occupied Guild hall, and a tie that stays tied: shared place, D9)', () => {
    const { state, result, barrels } = load(5);
    // Seat 1: 1+1+2+2+3 +1 (construction hut) +2 (office) +2 (large warehouse) +3 (factory) = 17;
    //         chips 8 + 0 = 8 → 25.
    // Seat 2: 1 (small sugar) +2 (sugar mill) +3 (coffee roaster) +1 +1 +3 (university) = 11;
    //         chips 19 + 3 = 22 → 33.
    // Seat 3: 1+1+2+2 +1 (small market) +4 (guild hall) = 11; chips 22 + 2 = 24; the Guild hall
    //         is occupied: small indigo 1 + small sugar 1 + indigo plant 2 + sugar mill 2 = +6 → 41.
    // Seat 4: 1+1+2+3+3+1+1+1+2+3 = 18; chips 17 + 1 = 18 → 36; tie-break 0 + 11 barrels = 11.
    // Seat 5: 1 +3 (tobacco storage) +3 (coffee roaster) +1 +2 (hospice) +2 (office) +3 (wharf)
    //         = 15; chips 20 + 1 = 21 → 36; tie-break 4 + 7 barrels = 11: still tied with seat 4.
    expect(barrels).toEqual([8, 19, 22, 17, 20]);
    expect(result.scores).toEqual([25, 33, 41, 36, 36]);
    expect(result.tieBreak).toEqual([6, 10, 13, 11, 11]);
    expect(result.places).toEqual([5, 4, 1, 2, 2]);
    expect(result.breakdown![2]).toEqual({
      seat: 2,
      text: 'buildings 11 + VP chips 24 + Guild hall +6 = 41 (tie-break 13)',
      ja: '建物11 + 勝利点チップ24 + ギルドホール+6 = 41（タイブレーク13）',
    });
    expect(state.seats[2]!.vp).toBe(24);
  });

  it('replaying is deterministic and the final state stays small', () => {
    for (const players of [2, 3, 4, 5]) {
      const a = load(players);
      const b = load(players);
      expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
      expect(JSON.stringify(a.report.match).length).toBeLessThan(4000);
    }
  });
});
