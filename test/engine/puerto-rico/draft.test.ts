/** Copy-on-write drafts (core Draft with Puerto Rico's copiers): a move never changes the state it was given, and keeps its shape. */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../engine/core/steps/draft';
import { buildingsOf, copyTop, rolesOf, seatOf, shipsOf } from '../../../engine/puerto-rico/copy';
import { invariantsOf } from '../../../engine/puerto-rico/invariants';
import type { PRState } from '../../../engine/puerto-rico/state';
import { newGame } from './helpers';

describe('Draft with the Puerto Rico copiers', () => {
  it('copies a part only when asked to write it, and the copy has the same shape', () => {
    const base = newGame(4);
    const before = JSON.stringify(base);
    const d = new Draft<PRState>(base, copyTop);
    expect(Object.keys(d.s).sort()).toEqual(Object.keys(base).sort());
    for (const key of ['rng', 'pile', 'row', 'discard', 'supply', 'goods', 'house', 'end'] as const) {
      const copy = d.mut(key);
      expect(copy).not.toBe(base[key]);
      expect(copy).toEqual(base[key]);
      expect(Array.isArray(copy)).toBe(true);
    }
    for (const [copy, original] of [
      [rolesOf(d), base.roles],
      [shipsOf(d), base.ships],
    ] as const) {
      expect(copy).not.toBe(original);
      expect(copy).toEqual(original);
      copy.forEach((item, i) => expect(item).not.toBe(original[i]));
    }
    d.mut('supply')[0]! -= 1;
    seatOf(d, 2).doubloons += 5;
    // The city is copied only for a write to it (buildingsOf), once.
    expect(d.s.seats[2]!.city).toBe(base.seats[2]!.city);
    buildingsOf(d, 2).city[0] = 1;
    const city = d.s.seats[2]!.city;
    expect(city).not.toBe(base.seats[2]!.city);
    expect(buildingsOf(d, 2).city).toBe(city);
    rolesOf(d)[0]!.doubloons += 1;
    shipsOf(d)[0]!.load = 1;
    expect(JSON.stringify(base)).toBe(before);
    expect(d.s.seats[1]).toBe(base.seats[1]);
    expect(d.s.seats[2]).not.toBe(base.seats[2]);
    expect(Object.keys(d.s.seats[2]!).sort()).toEqual(Object.keys(base.seats[2]!).sort());
  });

  it('the invariants notice a field that lost its array shape', () => {
    const s = newGame(3);
    expect(invariantsOf(s)).toEqual([]);
    expect(invariantsOf({ ...s, supply: { ...s.supply } as unknown as number[] })).toContain(
      'a state field that must be an array is not one',
    );
  });
});
