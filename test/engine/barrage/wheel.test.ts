import { describe, expect, it } from 'vitest';
import { emptyWheel, insert, rotate, tilesOnWheel } from '../../../engine/barrage/wheel';
import { newPlayer } from '../../../engine/barrage/setup';

describe('construction wheel (spec §1.11)', () => {
  it('inserts into the open segment; items come back after six single rotations', () => {
    const p = newPlayer('usa', 'adler', 'S1', false);
    p.tiles = ['elevation', 'conduit', 'powerhouse'];
    p.ex = 3;
    insert(p, 'base', 3, 0);
    rotate(p, 1);
    expect(p.wheel.open).toBe(1);
    expect(tilesOnWheel(p.wheel)).toEqual(['base']);
    rotate(p, 4);
    expect(p.ex).toBe(3);
    expect(p.tiles).not.toContain('base');
    rotate(p, 1);
    expect(p.wheel.open).toBe(0);
    expect(p.tiles).toContain('base');
    expect(p.ex).toBe(6);
    expect(p.wheel).toEqual(emptyWheel());
  });

  it('rotating an empty wheel is legal and returns nothing (E19)', () => {
    const p = newPlayer('usa', 'adler', 'S1', false);
    rotate(p, 3);
    expect(p.wheel.open).toBe(3);
    expect([p.ex, p.mx, p.tiles.length]).toEqual([6, 4, 4]);
  });

  it('several rotations return each segment as it opens (Wheel N)', () => {
    const p = newPlayer('usa', 'adler', 'S1', false);
    insert(p, null, 0, 2);
    rotate(p, 1);
    insert(p, null, 1, 0);
    rotate(p, 1);
    p.mx = 0;
    p.ex = 0;
    rotate(p, 4);
    expect([p.ex, p.mx]).toEqual([0, 2]);
    rotate(p, 1);
    expect([p.ex, p.mx]).toEqual([1, 2]);
  });
});
