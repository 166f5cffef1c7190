/** Turn-order presets and the shared ranking (engine/core/steps/). */
import { describe, expect, it } from 'vitest';
import { rankSeats } from '../../../../engine/core/steps/ranking';
import { clockwiseFrom, eachOnceFrom, nextActive, reversed } from '../../../../engine/core/steps/turn-order';

describe('turn order', () => {
  it('goes clockwise from a seat, wrapping', () => expect(clockwiseFrom(2, 4)).toEqual([2, 3, 0, 1]));
  it('skips seats with no choice', () => expect(eachOnceFrom(1, 4, (s) => s !== 2)).toEqual([1, 3, 0]));
  it('reverses without touching its input', () => {
    const order = [3, 1, 2];
    expect(reversed(order)).toEqual([2, 1, 3]);
    expect(order).toEqual([3, 1, 2]);
  });
  it('finds the next seat that has not passed, or null when all have', () => {
    const order = [2, 0, 1];
    expect(nextActive(order, 0, (s) => s === 0)).toBe(2);
    expect(nextActive(order, 2, () => false)).toBe(0);
    expect(nextActive(order, 1, () => true)).toBeNull();
  });
});

describe('rankSeats', () => {
  it('ranks by score, then by each tie-break in turn', () => {
    expect(rankSeats([10, 12, 10, 8], [[3, 0, 5, 9]])).toEqual({ ranking: [1, 2, 0, 3], places: [3, 1, 2, 4] });
  });
  it('seats tied on everything share a place and keep seat order', () => {
    expect(rankSeats([7, 9, 7], [[1, 0, 1]])).toEqual({ ranking: [1, 0, 2], places: [2, 1, 2] });
  });
  it('with no tie-break a tie on score shares the place', () => {
    expect(rankSeats([5, 5, 1])).toEqual({ ranking: [0, 1, 2], places: [1, 1, 3] });
  });
});
