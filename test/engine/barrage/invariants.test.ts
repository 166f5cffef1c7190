import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { lab, patchSeat, put, seat } from './helpers';

const check = barrage.invariants!;

describe('invariants catch broken states', () => {
  it('a fresh game and a hand-built position are clean', () => {
    expect(check(lab(4))).toEqual([]);
    expect(check(put(put(lab(2), 0, 'base', '1L', { level: 3, drops: 2 }), 1, 'conduit', 'C1L'))).toEqual([]);
  });

  it('negative resources', () => {
    expect(check(patchSeat(lab(2), 0, { credits: -1 }))).toEqual(['seat 1 has -1 credits']);
  });

  it('pieces not conserved between the board and the map', () => {
    const s = lab(2);
    expect(check({ ...s, conduits: { C1L: 0 } })).toContain('seat 1: 1 conduits on the map but 0 taken from the board');
  });

  it('engineers not conserved', () => {
    expect(check(patchSeat(lab(2), 1, { engineers: 11 }))[0]).toMatch(/seat 2: 11 engineers in hand \+ 0 placed/);
  });

  it('water not accounted for', () => {
    const s = lab(2);
    expect(check({ ...s, water: { added: 2, exited: 0 } })[0]).toMatch(/^water: 0 on the map/);
  });

  it('a tile lost or duplicated, or a non-empty open wheel segment', () => {
    const s = lab(2);
    expect(check(patchSeat(s, 0, { tiles: seat(s, 0).tiles.slice(1) }))).toContain(
      'seat 1: tile base is not exactly once in supply + wheel',
    );
    const w = seat(s, 0).wheel;
    const bad = patchSeat(s, 0, { wheel: { open: 0, segments: w.segments.map((g, i) => (i === 0 ? { ...g, ex: 1 } : g)) } });
    expect(check(bad)).toContain("seat 1: the wheel's open segment is not empty");
  });
});
