/** Copy-on-write drafts: a move never changes the state it was given, and keeps its shape. */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../engine/puerto-rico/draft';
import { invariantsOf } from '../../../engine/puerto-rico/invariants';
import { newGame } from './helpers';

describe('Draft', () => {
  it('copies a part only when asked to write it, and the copy has the same shape', () => {
    const base = newGame(4);
    const before = JSON.stringify(base);
    const d = new Draft(base);
    for (const key of ['rng', 'roles', 'pile', 'row', 'discard', 'supply', 'goods', 'ships', 'house', 'end'] as const) {
      const copy = d.mut(key);
      expect(copy).not.toBe(base[key]);
      expect(copy).toEqual(base[key]);
      expect(Array.isArray(copy)).toBe(true);
    }
    d.mut('supply')[0]! -= 1;
    d.seat(2).doubloons += 5;
    d.seat(2).city[0] = 1;
    expect(JSON.stringify(base)).toBe(before);
    expect(d.s.seats[1]).toBe(base.seats[1]);
    expect(d.s.seats[2]).not.toBe(base.seats[2]);
    expect(Object.keys(d.s).sort()).toEqual(Object.keys(base).sort());
  });

  it('the invariants notice a field that lost its array shape', () => {
    const s = newGame(3);
    expect(invariantsOf(s)).toEqual([]);
    expect(invariantsOf({ ...s, supply: { ...s.supply } as unknown as number[] })).toContain('a state field that must be an array is not one');
  });
});
