/** Final scoring (§5.2), large buildings (§1.7), winner and ties (§5.3, D9); §7.39–7.41. */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { largeBonus, scoreSeat } from '../../../engine/puerto-rico/score';
import { gameOver, newGame, withBoard } from './helpers';

const seat = (s: PRState, i = 0) => s.seats[i]!;

describe('large building bonuses (rulebook examples)', () => {
  it('Guild hall: small sugar mill, sugar mill, small indigo plant, coffee roaster → +6', () => {
    const s = withBoard(newGame(4), 0, {
      city: { 'small-sugar-mill': 0, 'sugar-mill': 0, 'small-indigo-plant': 0, 'coffee-roaster': 0, 'guild-hall': 1 },
    });
    expect(largeBonus(seat(s), 'guild-hall')).toBe(6);
  });

  it('Guild hall (seed): small indigo plant + sugar mill + tobacco storage = 1+2+2 = 5', () => {
    const s = withBoard(newGame(4), 0, { city: { 'small-indigo-plant': 0, 'sugar-mill': 0, 'tobacco-storage': 0, 'guild-hall': 1 } });
    expect(largeBonus(seat(s), 'guild-hall')).toBe(5);
  });

  it('Residence: ≤9 filled island spaces → 4, 10 → 5, 11 → 6, 12 → 7; quarries and unoccupied tiles count', () => {
    const bonus = (corn: number, quarries: number) =>
      largeBonus(seat(withBoard(newGame(4), 0, { island: { corn: [corn, 0], quarry: [quarries, 1] } })), 'residence');
    expect([bonus(5, 4), bonus(7, 3), bonus(8, 3), bonus(9, 3)]).toEqual([4, 5, 6, 7]);
  });

  it('Fortress: 18 placed + 2 in San Juan = 20 colonists → +6', () => {
    const s = withBoard(newGame(4), 0, {
      island: { corn: [8, 8], quarry: [4, 4] },
      city: { 'indigo-plant': 3, 'sugar-mill': 2, fortress: 1 },
      sanJuan: 2,
    });
    expect(largeBonus(seat(s), 'fortress')).toBe(6);
  });

  it('Customs house: 23 VP in chips → +5', () => {
    expect(largeBonus(seat(withBoard(newGame(4), 0, { vp: 23, city: { 'customs-house': 1 } })), 'customs-house')).toBe(5);
  });

  it('City hall: hacienda, harbor, office, construction hut, large warehouse, residence and City hall → +7', () => {
    const s = withBoard(newGame(4), 0, {
      city: { hacienda: 0, harbor: 0, office: 0, 'construction-hut': 0, 'large-warehouse': 0, residence: 0, 'city-hall': 1 },
    });
    expect(largeBonus(seat(s), 'city-hall')).toBe(7);
  });

  it('City hall (seed): small indigo plant, small market, hacienda, harbor, wharf, residence, city hall → 6', () => {
    const s = withBoard(newGame(4), 0, {
      city: { 'small-indigo-plant': 0, 'small-market': 0, hacienda: 0, harbor: 0, wharf: 0, residence: 0, 'city-hall': 1 },
    });
    expect(largeBonus(seat(s), 'city-hall')).toBe(6);
  });
});

describe('final score', () => {
  it('building VP count occupied or not; a bonus only for an occupied large building (§7.39)', () => {
    const s = withBoard(newGame(4), 0, { vp: 12, city: { 'small-market': 0, harbor: 1, 'guild-hall': 0, 'city-hall': 1 } });
    // Buildings 1 + 3 + 4 + 4 = 12; chips 12; City hall (occupied): 4 violet buildings → +4; Guild hall empty: 0.
    expect(scoreSeat(seat(s))).toEqual({ buildings: 12, chips: 12, bonuses: { 'city-hall': 4 }, total: 28 });
  });

  it('the result ranks by score, breaks ties by doubloons + barrels, and shares a place when still tied (D9)', () => {
    let s = newGame(4);
    s = withBoard(s, 0, { vp: 20, doubloons: 3, goods: { corn: 1 } }); // 20, tie-break 4
    s = withBoard(s, 1, { vp: 20, doubloons: 5 }); // 20, tie-break 5: wins the tie
    s = withBoard(s, 2, { vp: 10, doubloons: 2 }); // 10, tie-break 2
    s = withBoard(s, 3, { vp: 10, doubloons: 1, goods: { sugar: 1 } }); // 10, tie-break 2: shares 3rd
    s = gameOver(s);
    const result = puertoRico.result(s)!;
    expect(result.scores).toEqual([20, 20, 10, 10]);
    expect(result.tieBreak).toEqual([4, 5, 2, 2]);
    expect(result.ranking).toEqual([1, 0, 2, 3]);
    expect(result.places).toEqual([2, 1, 3, 3]);
    expect(result.breakdown![0]).toEqual({
      seat: 0,
      text: 'buildings 0 + VP chips 20 = 20 (tie-break 4)',
      ja: '建物0 + 勝利点チップ20 = 20（タイブレーク4）',
    });
  });

  it('no result while the game runs', () => {
    expect(puertoRico.result(newGame(3))).toBeNull();
  });
});
