import { describe, expect, it } from 'vitest';
import type { BarrageState } from '../../../engine/barrage';
import { formatted, lab, patchSeat, play, playAll, put, seat, top } from './helpers';

/** Seat 0 (USA, Adler) holding an extra advanced tile, no contracts in hand. */
function withTile(tile: string, s: BarrageState = lab(2)): BarrageState {
  return patchSeat(s, 0, { tiles: [...seat(s, 0).tiles, tile], hand: [] });
}

describe('advanced technology tiles (spec §1.11)', () => {
  it('Base I: 1 drop in each of your dams holding none (not neutral dams, not dams with water)', () => {
    let s = put(put(put(withTile('base-1'), 0, 'base', '1L'), 0, 'base', '2L', { drops: 1 }), -1, 'base', '3L');
    s = playAll(s, 0, ['place CB1', 'tile base-1', 'build base at 4L']);
    expect([s.dams['1L']!.drops, s.dams['2L']!.drops, s.dams['3L']!.drops, s.dams['4L']!.drops]).toEqual([1, 1, 0, 1]);
  });

  it('Base II: energy = bases built, and may fulfil a contract in hand (not national)', () => {
    let s = patchSeat(put(withTile('base-2'), 0, 'base', '1L'), 0, { hand: ['S3'] });
    s = { ...s, contracts: { ...s.contracts, national: ['N1'] } };
    s = playAll(s, 0, ['place CB1', 'tile base-2', 'build base at 2L']);
    expect(seat(s, 0).energy).toBe(2);
    expect(formatted(s, 0)).toEqual(['fulfil S3', 'skip']);
    s = play(s, 0, 'fulfil S3');
    expect(seat(s, 0).credits).toBe(6 + 3);
  });

  it('Base III: no excavators, and usable without engineers as a turn of its own', () => {
    let s = patchSeat(withTile('base-3'), 0, { ex: 0 });
    expect(formatted(s, 0)).toContain('build free with base-3');
    s = playAll(s, 0, ['build free with base-3', 'build base at 1L']);
    expect(s.dams['1L']?.owner).toBe(0);
    expect(seat(s, 0).engineers).toBe(12);
    expect(seat(s, 0).wheel.segments[0]!.tiles).toEqual(['base-3']);
  });

  it('Elevation I: wheel turns once per elevation built', () => {
    let s = put(withTile('elevation-1'), 0, 'base', '8L', { level: 2 });
    // the only site is taken at once; USA's elevation #2 bonus (1 machinery of choice) follows
    s = playAll(s, 0, ['place CB1', 'tile elevation-1', 'gain 1 ex 0 mx']);
    expect(seat(s, 0).wheel.open).toBe(1 + 2);
  });

  it('Elevation II: fills that dam to its capacity', () => {
    let s = put(withTile('elevation-2'), 0, 'base', '8L', { level: 2, drops: 1 });
    s = playAll(s, 0, ['place CB1', 'tile elevation-2', 'gain 1 ex 0 mx']);
    expect(s.dams['8L']).toEqual({ owner: 0, level: 3, drops: 3 });
  });

  it('Elevation III: 3 VP per own dam with an elevation', () => {
    let s = put(put(withTile('elevation-3'), 0, 'base', '8L', { level: 2 }), 0, 'base', '9L');
    s = playAll(s, 0, ['place CB1', 'tile elevation-3', 'build elevation at 9L']);
    expect(seat(s, 0).vp).toBe(10 + 6);
  });

  it('Conduit I: credits = 2 × production value', () => {
    const s = playAll(withTile('conduit-1'), 0, ['place CB1', 'tile conduit-1', 'build conduit at C6R']);
    expect(seat(s, 0).credits).toBe(6 + 4);
  });

  it('Conduit II: at most 5 excavators', () => {
    const s = playAll(withTile('conduit-2'), 0, ['place CB1', 'tile conduit-2', 'build conduit at C1L']);
    expect(seat(s, 0).ex).toBe(1);
  });

  it('Conduit III: energy = 2 × production value, may fulfil a contract', () => {
    let s = patchSeat(withTile('conduit-3'), 0, { hand: ['G10'] });
    s = playAll(s, 0, ['place CB1', 'tile conduit-3', 'build conduit at C6R']);
    expect(seat(s, 0).energy).toBe(4);
    expect(formatted(s, 0)).toEqual(['fulfil G10', 'skip']);
  });

  it('Powerhouse I: usable without engineers, even with none left', () => {
    let s = patchSeat(withTile('powerhouse-1'), 0, {});
    s = play(s, 0, 'bank 12');
    s = play(s, 1, 'bank 1');
    expect(formatted(s, 0)).toEqual(['build free with powerhouse-1', 'pass']);
    s = playAll(s, 0, ['build free with powerhouse-1', 'build powerhouse at P5_0']);
    expect(s.powerhouses.P5_0).toBe(0);
  });

  it('Powerhouse II: one production at once with +2, or decline', () => {
    let s = put(put(withTile('powerhouse-2'), 0, 'base', '2L', { drops: 1 }), 0, 'conduit', 'C2L');
    s = playAll(s, 0, ['place CB1', 'tile powerhouse-2', 'build powerhouse at P6_0']);
    expect(top(s)).toMatchObject({ kind: 'chooseSystem', modifier: 2, optional: true });
    s = play(s, 0, 'produce 2L via C2L to P6_0');
    expect(seat(s, 0).energy).toBe(3 + 2);
  });

  it('Powerhouse III: 3 VP per powerhouse built', () => {
    const s = playAll(put(withTile('powerhouse-3'), 0, 'powerhouse', 'P5_0'), 0, [
      'place CB1',
      'tile powerhouse-3',
      'build powerhouse at P6_0',
    ]);
    expect(seat(s, 0).vp).toBe(16);
  });

  it('Joker I: no 3 credits on a red-bordered space', () => {
    const s = playAll(withTile('joker-1'), 0, ['place CB1', 'tile joker-1', 'build base at 1U']);
    expect(seat(s, 0).credits).toBe(6);
  });

  it('Joker II: excavators and mixers interchangeable', () => {
    const s = playAll(patchSeat(withTile('joker-2'), 0, { ex: 1 }), 0, ['place CB1', 'tile joker-2', 'build base at 1L']);
    expect(formatted(s, 0)).toEqual(['pay 1 ex 2 mx', 'pay 3 mx']);
  });

  it('Joker III: 3 VP per advanced tile owned, this one included', () => {
    const s = playAll(patchSeat(withTile('joker-3'), 0, { tiles: [...seat(withTile('joker-3'), 0).tiles, 'conduit-1'] }), 0, [
      'place CB1',
      'tile joker-3',
      'build base at 1L',
    ]);
    expect(seat(s, 0).vp).toBe(16);
  });

  it('a tile on the wheel cannot be used (E4), and comes back after six turns of the wheel', () => {
    let s = playAll(withTile('joker-3'), 0, ['place CB1', 'tile joker-3', 'build base at 1L']);
    expect(seat(s, 0).tiles).not.toContain('joker-3');
    s = play(s, 1, 'bank 1');
    s = play(s, 0, 'place R3L');
    s = play(s, 1, 'bank 1');
    s = play(s, 0, 'place R1L');
    expect(seat(s, 0).tiles).not.toContain('joker-3');
    s = play(s, 1, 'bank 1');
    s = play(s, 0, 'place R1R');
    expect(seat(s, 0).tiles).toContain('joker-3');
  });
});
