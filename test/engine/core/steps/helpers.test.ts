/** Turn-order presets, the shared ranking, face-down piles and simultaneous decisions (engine/core/steps/). */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../../engine/core/rng';
import { Draft } from '../../../../engine/core/steps/draft';
import { drawFrom } from '../../../../engine/core/steps/hidden-pile';
import { rankSeats } from '../../../../engine/core/steps/ranking';
import { decidedOnce } from '../../../../engine/core/steps/simultaneous';
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

describe('face-down piles (hidden-pile.ts)', () => {
  const base = { players: 2, rng: seedRng('pile'), deck: [4, 1, 6], row: [] as number[] };

  it('a draw takes the top of the pile (its end) and marks the move as revealing', () => {
    const d = new Draft(base);
    expect(drawFrom(d, 'deck')).toBe(6);
    expect(d.s.deck).toEqual([4, 1]);
    expect(d.reveals).toBe(true);
  });

  it('an empty pile gives nothing and shows nothing', () => {
    const d = new Draft({ ...base, deck: [] as number[] });
    expect(drawFrom(d, 'deck')).toBeUndefined();
    expect(d.reveals).toBe(false);
  });

  it('never changes the state the move started from', () => {
    const d = new Draft(base);
    drawFrom(d, 'deck');
    drawFrom(d, 'deck');
    expect(base.deck).toEqual([4, 1, 6]);
    expect(d.s.deck).toEqual([4]);
  });
});

describe('everyone decides once (simultaneous.ts)', () => {
  const frame = { kind: 'bid', seats: [0, 2, 3] };

  it('keeps the frame for the seats still to decide, in their order', () => {
    expect(decidedOnce(frame, 2, [{ kind: 'reveal' }])).toEqual([{ kind: 'bid', seats: [0, 3] }]);
    expect(frame.seats).toEqual([0, 2, 3]);
  });

  it('gives way to what follows once the last seat has decided', () => {
    expect(decidedOnce({ kind: 'bid', seats: [3] }, 3, [{ kind: 'reveal' }])).toEqual([{ kind: 'reveal' }]);
    expect(decidedOnce({ kind: 'bid', seats: [3] }, 3)).toEqual([]);
  });

  it("keeps the frame's other fields", () => {
    expect(decidedOnce({ kind: 'window', seats: [0, 1], phase: 'captain' }, 0)).toEqual([{ kind: 'window', seats: [1], phase: 'captain' }]);
  });
});
