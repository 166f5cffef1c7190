import { describe, expect, it } from 'vitest';
import { formatted, lab, patchSeat, play, playAll, put, seat, top } from './helpers';
import type { BarrageState } from '../../../engine/barrage';

/** Seat 0 with a dam at 2L (level 2, water), conduit C2L (value 3) and powerhouses P6_0 + others. */
function producer(company: 'usa' | 'germany' | 'italy' | 'france', powerhouses: string[], drops = 2): BarrageState {
  let s = patchSeat(lab(2), 0, { company, hand: [] });
  s = put(put(s, 0, 'base', '2L', { level: 2, drops }), 0, 'conduit', 'C2L');
  for (const ph of powerhouses) s = put(s, 0, 'powerhouse', ph);
  return s;
}

describe('company boards (spec §1.9)', () => {
  it('the n-th piece uncovers its bonus at once (USA base #2: wheel 1) and pays it as income later', () => {
    let s = put(lab(2), 0, 'base', '1L');
    s = playAll(s, 0, ['place CB1', 'tile base', 'build base at 5L']);
    expect(seat(s, 0).wheel.open).toBe(2); // 1 for the construction, 1 for the bonus
    expect(seat(s, 0).tiles).not.toContain('base');
    s = play(s, 1, 'bank 12');
    s = play(s, 0, 'bank 11'); // round ends; round 2 income turns the wheel again
    expect(s.round).toBe(2);
    expect(seat(s, 0).wheel.open).toBe(3);
  });

  it('Italy conduit #2 gives 1 machinery of choice, as a decision', () => {
    let s = patchSeat(put(lab(2), 0, 'conduit', 'C1L'), 0, { company: 'italy' });
    s = playAll(s, 0, ['place CB1', 'tile conduit', 'build conduit at C9L']);
    expect(formatted(s, 0)).toEqual(['gain 1 ex 0 mx', 'gain 0 ex 1 mx']);
    s = play(s, 0, 'gain 0 ex 1 mx');
    expect(seat(s, 0).mx).toBe(5);
  });

  it('powerhouses: +1 production from the 2nd, +3 with the 4th', () => {
    const one = play(producer('usa', ['P6_0']), 0, 'place T0L');
    expect(formatted(one, 0)).toEqual(['release 1 drop', 'release 2 drops']);
    expect(seat(play(one, 0, 'release 1 drop'), 0).energy).toBe(3);
    const two = playAll(producer('usa', ['P6_0', 'P5_0']), 0, ['place T0L', 'release 1 drop']);
    expect(seat(two, 0).energy).toBe(4);
    const four = playAll(producer('usa', ['P6_0', 'P5_0', 'P7_0', 'P8_0']), 0, ['place T0L', 'release 1 drop']);
    expect(seat(four, 0).energy).toBe(6);
  });

  it('USA (3 powerhouses): production water flowing through its other powerhouse areas scores energy', () => {
    // Released at P6 (not counted), then through P10 where USA has a powerhouse.
    const s = playAll(producer('usa', ['P6_0', 'P10_0', 'P12_0']), 0, ['place T0L', 'release 1 drop']);
    expect(seat(s, 0).energy).toBe(3 + 1 + 1 + 1); // 3×1 +1 bonus (P10, P12 passed)
  });

  it('Germany (3 powerhouses): a second production with another powerhouse, no modifier, no bonus', () => {
    let s = producer('germany', ['P6_0', 'P5_0', 'P9_0'], 2);
    s = put(s, 0, 'conduit', 'C2R'); // value 5 from zone 2 to zone 10
    s = put(s, 0, 'powerhouse', 'P10_0');
    s = playAll(s, 0, ['place T+2L', 'produce 2L via C2L to P6_0', 'release 1 drop']);
    expect(seat(s, 0).energy).toBe(3 + 2 + 3);
    expect(top(s)).toMatchObject({ kind: 'chooseSystem', second: true, exclude: 'P6_0' });
    expect(formatted(s, 0)).toEqual(['produce 2L via C2R to P10_0', 'skip']);
    s = play(s, 0, 'produce 2L via C2R to P10_0');
    expect(seat(s, 0).energy).toBe(8 + 5);
  });

  it('Italy (3 powerhouses): +3 energy after each production, which cannot fulfil a contract', () => {
    let s = patchSeat(producer('italy', ['P6_0', 'P5_0', 'P9_0'], 1), 0, { hand: ['S4'] });
    s = play(s, 0, 'place T0L');
    // 3×1 + 1 = 4 energy: S4 (4) can be fulfilled; Italy's +3 comes after the contract
    expect(formatted(s, 0)).toEqual(['fulfil S4', 'skip']);
    expect(seat(s, 0).energy).toBe(4);
    s = play(s, 0, '辞退');
    expect(seat(s, 0).energy).toBe(7);
  });

  it('France (3 powerhouses): contracts need 3 less energy from a production', () => {
    const s = play(patchSeat(producer('france', ['P6_0', 'P5_0', 'P9_0'], 1), 0, { hand: ['G6'] }), 0, 'place T-2L');
    // 3×1 − 2 + 1 = 2 energy; G6 needs 3 → 2 + 3 reaches it
    expect(seat(s, 0).energy).toBe(2);
    expect(formatted(s, 0)).toEqual(['fulfil G6', 'skip']);
    const usa = play(patchSeat(producer('usa', ['P6_0', 'P5_0', 'P9_0'], 1), 0, { hand: ['G6'] }), 0, 'place T-2L');
    expect(top(usa)).toMatchObject({ kind: 'turn', seat: 1 });
  });
});

describe('executive officers (spec §1.10)', () => {
  const buildOptions = (s: BarrageState, tile: string, site: string) =>
    formatted(playAll(s, 0, ['place CB1', `tile ${tile}`, `build ${tile} at ${site}`]), 0);

  it('Wilhelm Adler: bases cost 3 excavators anywhere (a mountain base costs 5 otherwise)', () => {
    const adler = playAll(lab(2), 0, ['place CB1', 'tile base', 'build base at 1L']);
    expect(seat(adler, 0).ex).toBe(3);
    const plain = playAll(patchSeat(lab(2), 0, { officer: 'del-monte' }), 0, ['place CB1', 'tile base', 'build base at 1L']);
    expect(seat(plain, 0).ex).toBe(1);
  });

  it('Graziano Del Monte: his level-3 dams hold 4 drops', () => {
    let s = patchSeat(put(lab(2), 0, 'base', '3U', { level: 3, drops: 3 }), 0, { officer: 'del-monte' });
    s = playAll(s, 0, ['place W1L', 'drop on C']);
    expect(s.dams['3U']!.drops).toBe(4);
    let t = put(lab(2), 0, 'base', '3U', { level: 3, drops: 3 });
    t = playAll(t, 0, ['place W1L', 'drop on C']);
    expect(t.dams['3U']!.drops).toBe(3);
  });

  it('Viktor Fiesler: value × drops ≤ 3 counts as 4 before the modifier and bonus', () => {
    let s = patchSeat(put(put(put(lab(2), 0, 'base', '9L', { drops: 1 }), 0, 'conduit', 'C9L'), 0, 'powerhouse', 'P11_0'), 0, {
      officer: 'fiesler',
      hand: [],
    });
    s = play(s, 0, 'place T-2L');
    expect(seat(s, 0).energy).toBe(4 - 2);
  });

  it('Jill McDowell: a conduit may be paid with 1 mixer per production value instead', () => {
    const s = patchSeat(lab(2), 0, { officer: 'mcdowell' });
    // C1R (value 4) needs 8 excavators; with 6, the 4 mixers are the only way and are taken at once
    const built = playAll(s, 0, ['place CB1', 'tile conduit', 'build conduit at C1R']);
    expect([seat(built, 0).ex, seat(built, 0).mx]).toEqual([6, 0]);
    const rich = patchSeat(s, 0, { ex: 8 });
    expect(buildOptions(rich, 'conduit', 'C1R')).toEqual(['pay 8 ex', 'pay 4 mx']);
  });

  it('Solomon P. Jordan: 3 credits may replace any machinery item', () => {
    const s = patchSeat(lab(2), 0, { officer: 'jordan', ex: 0, credits: 8 });
    // the cheapest base (plains, 3 excavators) would need 9 credits instead
    expect(formatted(play(s, 0, 'place CB1'), 0)).not.toContain('tile base');
    const rich = patchSeat(s, 0, { ex: 4, credits: 6 });
    expect(buildOptions(rich, 'base', '1L')).toEqual(['pay 4 ex 3 cr', 'pay 3 ex 6 cr']);
  });

  it('Anton Krylov: his special tile copies a tile on his wheel, type and effect, and goes into the wheel', () => {
    let s = patchSeat(lab(2), 0, { officer: 'krylov', tiles: ['elevation', 'conduit', 'powerhouse', 'joker', 'anton'] });
    s = {
      ...s,
      seats: s.seats.map((p, i) =>
        i === 0
          ? { ...p, wheel: { open: 0, segments: p.wheel.segments.map((g, j) => (j === 3 ? { tiles: ['base'], ex: 0, mx: 0 } : g)) } }
          : p,
      ),
    };
    s = play(s, 0, 'place CB1');
    expect(formatted(s, 0)).toContain('tile anton as base');
    s = playAll(s, 0, ['tile anton as base', 'build base at 1L']);
    expect(s.dams['1L']?.owner).toBe(0);
    expect(seat(s, 0).wheel.segments[0]!.tiles).toEqual(['anton']);
  });

  it('Mahiri Sekibo: an engineer on XO1 copies another officer for this turn, then a normal action follows', () => {
    let s = patchSeat(lab(2), 0, { officer: 'sekibo', ex: 3 });
    const copies = formatted(s, 0).filter((m) => m.startsWith('copy'));
    expect(copies).toEqual(['copy mcdowell on XO1', 'copy mcdowell on XO2']);
    s = patchSeat(s, 1, { officer: 'adler' });
    s = play(s, 0, 'copy adler on XO1');
    expect(seat(s, 0).copy).toBe('adler');
    expect(formatted(s, 0)).not.toContain('pass');
    s = playAll(s, 0, ['place CB1', 'tile base', 'build base at 1L']);
    expect(seat(s, 0).ex).toBe(0);
    expect(seat(s, 0).copy).toBeNull();
    expect(seat(s, 0).engineers).toBe(10);
    // XO1 is used for the round; XO2 costs 3 credits
    s = play(s, 1, 'bank 1');
    expect(formatted(s, 0).filter((m) => m.startsWith('copy'))).toEqual(['copy adler on XO2']);
  });

  it('Mahiri may not place her last engineer unless an engineer-free build follows (E21)', () => {
    const s = patchSeat(lab(2), 0, { officer: 'sekibo', engineers: 1 });
    const fixed = { ...s, used: { BANK: Array(11).fill(0) } };
    expect(formatted(fixed, 0).filter((m) => m.startsWith('copy'))).toEqual([]);
  });
});

describe('Mahiri copying Graziano and Anton (spec §1.10, A3)', () => {
  it('copying Graziano: her level-3 dam takes a 4th drop this turn, and keeps it afterwards', () => {
    let s = patchSeat(put(lab(2), 0, 'base', '3U', { level: 3, drops: 3 }), 0, { officer: 'sekibo' });
    s = patchSeat(s, 1, { officer: 'del-monte' });
    s = playAll(s, 0, ['copy del-monte on XO1', 'place W1L', 'drop on C']);
    expect(s.dams['3U']!.drops).toBe(4);
    expect(seat(s, 0).copy).toBeNull();
  });

  it('copying Anton: a tile on her wheel is used as if in supply, nothing is inserted, the wheel still turns', () => {
    let s = patchSeat(lab(2), 0, { officer: 'sekibo', tiles: ['elevation', 'conduit', 'powerhouse', 'joker'] });
    s = {
      ...s,
      seats: s.seats.map((p, i) =>
        i === 0
          ? { ...p, wheel: { open: 0, segments: p.wheel.segments.map((g, j) => (j === 2 ? { tiles: ['base'], ex: 0, mx: 0 } : g)) } }
          : p,
      ),
    };
    s = patchSeat(s, 1, { officer: 'krylov', tiles: [...seat(s, 1).tiles, 'anton'] });
    s = playAll(s, 0, ['copy krylov on XO1', 'place CB1']);
    expect(formatted(s, 0)).toContain('tile base from wheel');
    s = playAll(s, 0, ['tile base from wheel', 'build base at 8L']);
    expect(s.dams['8L']?.owner).toBe(0);
    expect(seat(s, 0).wheel.open).toBe(1);
    expect(seat(s, 0).wheel.segments[0]).toEqual({ tiles: [], ex: 3, mx: 0 });
    expect(seat(s, 0).wheel.segments[2]!.tiles).toEqual(['base']);
  });

  it("Anton's tile copying Base III builds without engineers (E5)", () => {
    let s = patchSeat(lab(2), 0, { officer: 'krylov', tiles: ['elevation', 'conduit', 'powerhouse', 'joker', 'base', 'anton'] });
    s = {
      ...s,
      seats: s.seats.map((p, i) =>
        i === 0
          ? { ...p, wheel: { open: 0, segments: p.wheel.segments.map((g, j) => (j === 4 ? { tiles: ['base-3'], ex: 0, mx: 0 } : g)) } }
          : p,
      ),
    };
    expect(formatted(s, 0)).toContain('build free with anton as base-3');
    s = playAll(s, 0, ['build free with anton as base-3', 'build base at 1L']);
    expect([seat(s, 0).engineers, seat(s, 0).ex]).toEqual([12, 6]);
  });
});
