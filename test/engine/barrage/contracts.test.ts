import { describe, expect, it } from 'vitest';
import type { BarrageState } from '../../../engine/barrage';
import { formatted, lab, patchSeat, play, playAll, put, seat, top } from './helpers';

/** Seat 0 can produce 3 × k energy from 2L (drops) via C2L to P6_0. */
function ready(drops: number, hand: string[], national: string[] = []): BarrageState {
  const s = patchSeat(put(put(put(lab(2), 0, 'base', '2L', { level: 3, drops }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0'), 0, {
    hand,
  });
  return { ...s, contracts: { ...s.contracts, national } };
}

describe('contract fulfilment (spec §4.5)', () => {
  it('after a production: one contract in hand or national whose need ≤ that production', () => {
    const s = playAll(ready(3, ['S1', 'G13', 'R1'], ['N1']), 0, ['place T0L', 'release 2 drops']);
    expect(formatted(s, 0)).toEqual(['fulfil S1', 'fulfil G13', 'skip']);
  });

  it('fulfilling moves the contract to the fulfilled pile and resolves the reward at once', () => {
    const s = playAll(ready(3, ['G13']), 0, ['place T0L', 'release 2 drops', 'fulfil G13']);
    expect(seat(s, 0).hand).toEqual([]);
    expect(seat(s, 0).fulfilled).toEqual(['G13']);
    expect([seat(s, 0).vp, seat(s, 0).ex]).toEqual([15, 7]);
  });

  it('a national contract leaves the board and is not replaced', () => {
    let s = put(put(ready(3, [], ['N5', 'N1']), 0, 'conduit', 'C2R'), 0, 'powerhouse', 'P10_0');
    s = play(s, 0, 'place T+2L');
    expect(formatted(s, 0)).toEqual(['produce 2L via C2L to P6_0', 'produce 2L via C2R to P10_0']);
    s = playAll(s, 0, ['produce 2L via C2R to P10_0', 'release 3 drops']);
    expect(seat(s, 0).energy).toBe(5 * 3 + 2 + 1);
    expect(formatted(s, 0)).toEqual(['fulfil N5', 'fulfil N1', 'skip']);
    s = play(s, 0, 'fulfil N5');
    expect(s.contracts.national).toEqual(['N1']);
    expect(seat(s, 0).fulfilled).toEqual(['N5']);
    expect(seat(s, 0).vp).toBe(22);
  });

  it('energy is never pooled: two productions of 6 and 5 do not reach a 7 contract', () => {
    let s = playAll(ready(3, ['Y12']), 0, ['place T0L', 'release 2 drops']);
    expect(top(s)).toMatchObject({ kind: 'turn', seat: 1 });
    s = play(s, 1, 'bank 1');
    s = play(s, 0, 'place T+2L');
    expect(seat(s, 0).energy).toBe(11);
    expect(top(s)).toMatchObject({ kind: 'turn', seat: 1 });
  });

  it('rewards with choices: machinery split, drops on headstreams (optional, all or none), free structures', () => {
    let s = playAll(ready(3, ['G2']), 0, ['place T0L', 'release 1 drop', 'fulfil G2']);
    expect(formatted(s, 0)).toEqual(['gain 2 ex 0 mx', 'gain 1 ex 1 mx', 'gain 0 ex 2 mx']);
    s = play(s, 0, 'gain 1 ex 1 mx');
    expect([seat(s, 0).ex, seat(s, 0).mx]).toEqual([7, 5]);

    let d = playAll(ready(3, ['G5']), 0, ['place T0L', 'release 1 drop', 'fulfil G5']);
    expect(formatted(d, 0)).toEqual(['drop on A', 'drop on B', 'drop on C', 'drop on D', 'skip']);
    d = play(d, 0, 'drop on B');
    expect(formatted(d, 0)).toEqual(['drop on A', 'drop on B', 'drop on C', 'drop on D']);
    d = play(d, 0, 'drop on D');
    expect([d.headstreams.B.drops, d.headstreams.D.drops]).toEqual([1, 1]);

    let b = playAll(ready(3, ['G12']), 0, ['place T+2L', 'release 1 drop', 'fulfil G12']);
    expect(formatted(b, 0)).toEqual([
      'build base at 8U',
      'build base at 8L',
      'build base at 9U',
      'build base at 9L',
      'build base at 10U',
      'build base at 10L',
      'skip',
    ]);
    b = play(b, 0, 'build base at 9U');
    expect(b.dams['9U']?.owner).toBe(0);
    expect(seat(b, 0).credits).toBe(3); // red-bordered: 3 credits still due
    expect(seat(b, 0).ex).toBe(6); // no machinery, no tile
  });

  it('free conduit rewards are capped by production value', () => {
    const s = playAll(ready(3, ['G11']), 0, ['place T+2L', 'release 1 drop', 'fulfil G11']);
    expect(formatted(s, 0)).toEqual([
      'build conduit at C6R',
      'build conduit at C7L',
      'build conduit at C8R',
      'build conduit at C9L',
      'build conduit at C10L',
      'build conduit at C10R',
      'skip',
    ]);
  });

  it('the contract comes before the water flows on, so a dam built by the reward can catch it (A31)', () => {
    let s = playAll(ready(3, ['Y6']), 0, ['place T+2L', 'release 1 drop']);
    expect(seat(s, 0).energy).toBe(5);
    s = patchSeat(s, 0, { hand: ['R2'] });
    const t = playAll(ready(3, ['R2']), 0, ['place T+2L', 'release 2 drops', 'fulfil R2', 'build base at 6U']);
    expect(t.dams['6U']).toEqual({ owner: 0, level: 1, drops: 1 });
    const bga = playAll({ ...ready(3, ['R2']), options: { ...ready(3, []).options, releaseBeforeContract: true } }, 0, [
      'place T+2L',
      'release 2 drops',
      'fulfil R2',
      'build base at 6U',
    ]);
    expect(bga.dams['6U']).toEqual({ owner: 0, level: 1, drops: 0 });
  });

  it('contract limit: 3 unfulfilled; the starting contract counts (E22)', () => {
    let s = patchSeat(lab(2), 0, { hand: ['S1', 'G1', 'G2'] });
    const up = Object.values(s.contracts.faceUp).flat();
    s = playAll(s, 0, ['place K2L', `take ${up[0]}`, `take ${up[1]}`]);
    expect(formatted(s, 0)).toHaveLength(5);
    s = playAll(s, 0, ['discard S1', 'discard G1']);
    expect(seat(s, 0).hand).toHaveLength(3);
    expect(top(s)).toMatchObject({ kind: 'turn', seat: 1 });
  });
});
