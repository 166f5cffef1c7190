/** Scoring with every module on: worked examples (rules/puerto-rico-expansions.md §6.5, §4.3.13, §4.3.14, §5.6, §5.8.8). */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRState } from '../../../../engine/puerto-rico';
import { cloisterBonus, largeBonus, scoreSeat } from '../../../../engine/puerto-rico/score';
import { gameOver, withBoard } from '../helpers';
import { expansionGame, withForests, withNobles } from './helpers';

const seat = (s: PRState, i = 0) => s.seats[i]!;
const both = (wanted: Parameters<typeof expansionGame>[2]) => expansionGame(4, 'buildings,nobles', wanted);

describe('§4.3.13 Cloister', () => {
  it('seed: forest 6, quarry 3, corn 2, coffee 1 → 3 sets → 6 VP; with 3 corn → 4 sets → 10 VP', () => {
    let s = withForests(
      withBoard(both(['cloister']), 0, { island: { quarry: [3, 0], corn: [2, 0], coffee: [1, 0] }, city: { cloister: 1 } }),
      0,
      6,
    );
    expect(cloisterBonus(seat(s))).toBe(6);
    s = withBoard(s, 0, { island: { quarry: [3, 0], corn: [3, 0], coffee: [1, 0] } });
    expect(cloisterBonus(seat(s))).toBe(10);
    expect(scoreSeat(seat(s)).bonuses.cloister).toBe(10);
  });

  it('1 set → 1, 2 sets → 3; an empty Cloister scores only its 4 printed VP', () => {
    expect(cloisterBonus(seat(withBoard(both([]), 0, { island: { corn: [3, 0] } })))).toBe(1);
    expect(cloisterBonus(seat(withBoard(both([]), 0, { island: { corn: [3, 0], indigo: [5, 0] } })))).toBe(3);
    const empty = withBoard(both(['cloister']), 0, { island: { corn: [6, 0] }, city: { cloister: 0 } });
    expect(scoreSeat(seat(empty))).toMatchObject({ buildings: 4, bonuses: {} });
  });
});

describe('§6.5 worked examples', () => {
  it('Statue 8 VP with no circle; City hall counts it and every violet building, not the Jeweler (A-03, A-38)', () => {
    const s = withBoard(both(['statue', 'jeweler', 'church', 'city-hall']), 0, {
      city: { statue: 0, jeweler: 0, church: 0, 'small-market': 0, 'city-hall': 1 },
    });
    // Printed VP: Statue 8 + Jeweler 3 + Church 2 + Small market 1 + City hall 4 = 18.
    // City hall: Statue, Church, Small market, City hall = 4 (Jeweler is production-type).
    expect(scoreSeat(seat(s))).toEqual({ buildings: 18, chips: 0, bonuses: { 'city-hall': 4 }, total: 22 });
  });

  it('Guild hall: the Jeweler counts as a large production building (+2)', () => {
    const s = withBoard(both(['jeweler', 'guild-hall']), 0, { city: { jeweler: 0, 'small-indigo-plant': 0, 'guild-hall': 1 } });
    expect(largeBonus(seat(s), 'guild-hall')).toBe(3);
  });

  it('Residence counts forests as island tiles (A-13): 8 plantations + 2 forests = 10 → 5', () => {
    const s = withForests(withBoard(both(['residence']), 0, { island: { corn: [8, 0] }, city: { residence: 1 } }), 0, 2);
    expect(largeBonus(seat(s), 'residence')).toBe(5);
  });

  it('Fortress counts colonists and nobles, on the island and in San Juan (A-29): 4 + 2 nobles = 6 → 2', () => {
    let s = withBoard(both(['fortress']), 0, { island: { corn: [3, 3] }, city: { fortress: 1 }, sanJuan: 2 });
    s = withNobles(s, 0, { corn: 1, 'san-juan': 1 });
    expect(largeBonus(seat(s), 'fortress')).toBe(2);
  });

  it('Customs house counts only chips earned in Captain phases (A-28): 13 chips of which 3 from the Church → 10 → +2', () => {
    const s = structuredClone(withBoard(both(['customs-house']), 0, { vp: 13, city: { 'customs-house': 1 } }));
    s.seats[0]!.vpOther = 3;
    expect(largeBonus(seat(s), 'customs-house')).toBe(2);
  });

  it("Royal garden +1 per noble owned, on top of each noble's own 1 VP (§5.6, §5.8.8)", () => {
    let s = withBoard(both(['royal-garden']), 0, { island: { corn: [2, 2] }, city: { 'royal-garden': 1 }, sanJuan: 1, vp: 5 });
    s = withNobles(s, 0, { corn: 1, 'royal-garden': 1, 'san-juan': 1 });
    // Printed 4 + chips 5 + Royal garden 3 + nobles 3 = 15.
    expect(scoreSeat(seat(s))).toEqual({ buildings: 4, chips: 5, bonuses: { 'royal-garden': 3 }, nobles: 3, total: 15 });
    const result = puertoRico.result(gameOver(s))!;
    expect(result.breakdown![0]!.text).toBe('buildings 4 + VP chips 5 + Royal garden +3 + nobles 3 = 15 (tie-break 3)');
  });
});
