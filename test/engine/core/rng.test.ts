import { describe, expect, it } from 'vitest';
import { nextUint32, pick, randomInt, seedRng, shuffle } from '../../../engine/core/rng';

describe('seeded generator', () => {
  // Stored games replay from their seeds for years: the stream itself may never change (rng.ts).
  it('gives the stream it always gave', () => {
    const r = seedRng('golden');
    expect(r).toEqual([2125050103, 1953323632, 1645954111, 3202479121]);
    expect(Array.from({ length: 6 }, () => nextUint32(r))).toEqual([2985885560, 2788083494, 985492087, 3688101022, 725418035, 810003068]);
  });

  it('gives the same stream for the same seed', () => {
    const a = seedRng('abc');
    const b = seedRng('abc');
    expect(Array.from({ length: 20 }, () => nextUint32(a))).toEqual(Array.from({ length: 20 }, () => nextUint32(b)));
  });

  it('gives different streams for neighbouring seeds', () => {
    const a = seedRng('game-1');
    const b = seedRng('game-2');
    const xs = Array.from({ length: 8 }, () => nextUint32(a));
    const ys = Array.from({ length: 8 }, () => nextUint32(b));
    expect(xs).not.toEqual(ys);
  });

  it('keeps a known stream across versions (stored games must replay)', () => {
    const r = seedRng('pbem');
    // Pinned: if this changes, every stored game would replay differently.
    expect([nextUint32(r), nextUint32(r), nextUint32(r)]).toMatchInlineSnapshot(`
      [
        788451348,
        2726491001,
        644573164,
      ]
    `);
  });

  it('round-trips its state through JSON mid-stream', () => {
    const r = seedRng('x');
    nextUint32(r);
    const copy = JSON.parse(JSON.stringify(r));
    expect(nextUint32(copy)).toBe(nextUint32(r));
  });

  it('draws integers uniformly in range', () => {
    const r = seedRng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[randomInt(r, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('refuses a non-positive range', () => {
    expect(() => randomInt(seedRng('x'), 0)).toThrow(RangeError);
  });

  it('shuffles a copy and keeps every element', () => {
    const r = seedRng('s');
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(r, input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
    expect(out).not.toEqual(input);
    expect(input).toContain(pick(r, input));
  });
});
