/** Number ranges (engine/core/number-range.ts): one family of moves that differ in one number. */
import { describe, expect, it } from 'vitest';
import { numbersFrom, withNumber } from '../../../engine/core/number-range';
import { registry } from '../../../engine/index';

describe('number ranges', () => {
  it('puts the number in place of N, and only as a word of its own', () => {
    expect(withNumber('bank N', 3)).toBe('bank 3');
    expect(withNumber('N engineers on NW', 2)).toBe('2 engineers on NW');
  });

  it('counts from the first number to the last, none when the last is smaller', () => {
    expect(numbersFrom(1, 4)).toEqual([1, 2, 3, 4]);
    expect(numbersFrom(1, 0)).toEqual([]);
  });

  it("Barrage's Bank is one range: `bank N`, one move per number of engineers", () => {
    const barrage = registry.get('barrage')!;
    expect(barrage.numberChoice?.({ kind: 'place', space: 'BANK', engineers: 4 })).toEqual({ pattern: 'bank N', value: 4 });
    expect(barrage.numberChoice?.({ kind: 'place', space: 'W1L' })).toBeNull();
  });
});
