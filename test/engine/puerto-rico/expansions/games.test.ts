/**
 * Recorded games with the expansions (test/fixtures/games/puerto-rico-{buildings,nobles,both}-*.json,
 * seeded random play-outs), replayed through the core and scored. Every expected score was
 * checked by hand from the final board (comments): printed building VP (§4.2, §5.7 and base
 * §1.6), VP chips = the sum of each seat's private "You score N VP" events (shipments with
 * their Captain and Harbor extras, Royal supplier deliveries, Small wharf) less chips paid to a
 * Black market, large-building bonuses (§6.5) and 1 VP per noble (§5.6).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../../engine/core/match';
import { puertoRico, type PRState } from '../../../../engine/puerto-rico';

function load(name: string) {
  const file = JSON.parse(readFileSync(new URL(`../../../fixtures/games/${name}.json`, import.meta.url), 'utf8'));
  const report = replay(puertoRico, file);
  expect(report.error).toBeNull();
  const state = report.match!.state as PRState;
  const scored = state.seats.map(() => 0);
  for (const step of report.steps) {
    for (const e of step.events) {
      const m = /^You score (\d+) VP/.exec(e.text);
      if (m && e.seat !== null) scored[e.seat]! += Number(m[1]);
    }
  }
  return { state, result: puertoRico.result(state)!, scored };
}

describe('recorded games with the expansions', () => {
  it('New Buildings, 3 players, draft (ended by the colonists after round 22)', () => {
    const { state, result, scored } = load('puerto-rico-buildings-3p');
    expect(state.end).toEqual(['colonists']);
    expect(state.selected).toContain('trading-post');
    // Seat 0: small indigo 1 + small sugar 1 + indigo plant 2 + hospice 2 + customs house 4
    //         + storehouse 1 + trading post 2 = 13; chips 1+2+2+2+2+1+3 = 13, all in Captain
    //         phases; Customs house (occupied) ⌊13/4⌋ = 3 → 29.
    // Seat 1: 1 + 1 + 2 + 2 (sugar mill) + 1 (small market) + 2 (large market) + 1 (black market)
    //         + 1 (forest house) + 1 (storehouse) + 3 (specialty factory) = 15; chips
    //         4+1+3+1+3+1+1+1 = 15 → 30. (3 forests on the island; no large building.)
    // Seat 2: 1 + 2 + 2 + 3 (coffee roaster) + 1 + 2 (hospice) + 2 + 1 + 1 = 15; chips
    //         2+3+3+2+1+1+2+2+1 = 17 → 32, the winner.
    expect(scored).toEqual([13, 15, 17]);
    expect(state.seats.map((p) => [p.vp, p.vpOther])).toEqual([
      [13, 0],
      [15, 0],
      [17, 0],
    ]);
    expect(state.seats[1]!.forests).toBe(3);
    expect(result.scores).toEqual([29, 30, 32]);
    expect(result.places).toEqual([3, 2, 1]);
  });

  it('Nobles, 4 players, random selection (ended by a full city after round 29)', () => {
    const { state, result, scored } = load('puerto-rico-nobles-4p');
    expect(state.end).toEqual(['city']);
    // Seat 0: 1+1+2 + construction hut 1 + land office 1 + hunting lodge 2 + zoning office 2
    //         + royal supplier 2 = 12; chips 1; nobles on construction hut, royal supplier and
    //         3 tiles = 5 → 18.
    // Seat 1: 1+1+2+2 + small warehouse 1 + office 2 + university 3 + villa 3 = 15; chips
    //         2+2+3+2+2+1+3+2+2+2+3+2+1 = 27; nobles 2 on buildings + 5 on tiles = 7 → 49.
    // Seat 2: 1+1+2 (sugar mill) +3 (tobacco storage) +1 (small market) +2 (office) +3 (university)
    //         +1 (land office) +2 (hunting lodge) +2 (royal supplier) = 18; chips 25, five of
    //         them Royal supplier deliveries; nobles 2 on buildings + 1 on a tile + 1 in San Juan
    //         = 4 → 47.
    // Seat 3: 1+1+2+2+3+3+1+1+1+3 (wharf) +2 (zoning office) +3 (villa) = 23; chips 34; nobles
    //         on indigo plant, small market, small warehouse, villa = 4 → 61, the winner.
    expect(scored).toEqual([1, 27, 25, 34]);
    expect(state.seats.map((p) => p.vp)).toEqual(scored);
    expect(result.scores).toEqual([18, 49, 47, 61]);
    expect(result.places).toEqual([4, 2, 3, 1]);
    // §5.5: no colonist-shortage trigger with the Nobles; 20 nobles in all.
    expect(state.end).not.toContain('colonists');
  });

  it('both expansions, 3 players, draft (ended by a full city after round 25)', () => {
    const { state, result, scored } = load('puerto-rico-both-3p');
    expect(state.end).toEqual(['city']);
    // Seat 0: 1+1+2+3 + construction hut 1 + residence 4 + black market 1 + storehouse 1
    //         + trading post 2 + statue 8 = 24; chips 2+2+1+1+1 = 7; Residence with 12 island
    //         tiles → +7; nobles on the indigo plant and 4 tiles = 5 → 43.
    // Seat 1: 1 + 2 + 3 + 2 (large market) + 3 (factory) + 1 + 2 (guest house) + 2 (small wharf)
    //         = 16; chips 1 (Small wharf) +3+1+1+1+2+1+1 = 11; nobles 3 → 30.
    // Seat 2: 1+1+2+3+1+1+2+1+2+2 + cloister 4 = 20; chips scored 18, one paid back to the Black
    //         market = 17; Cloister: 4 indigo and 3 tobacco tiles = 2 sets → +3; nobles 6 on
    //         buildings + 1 on corn = 7 → 47, the winner.
    expect(scored).toEqual([7, 11, 18]);
    expect(state.seats.map((p) => p.vp)).toEqual([7, 11, 17]);
    expect(result.scores).toEqual([43, 30, 47]);
    expect(result.places).toEqual([2, 3, 1]);
  });
});
