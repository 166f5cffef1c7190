import { describe, expect, it } from 'vitest';
import { flowDrop, riverPath } from '../../../engine/barrage/water';
import type { Dam } from '../../../engine/barrage/state';
import { flowOne } from '../../../engine/barrage/drops';
import { Draft } from '../../../engine/core/steps/draft';
import { lab, put, patchSeat } from './helpers';

const level = (_site: string, dam: Dam) => dam.level;

describe('water flow on the base map (spec §4.9, §1.2 rivers)', () => {
  it('follows the four complete paths from the headstreams to the exits', () => {
    expect(riverPath('A')).toEqual(['1U', '1L', 'P8', '8U', '8L', 'P11', 'EXIT']);
    expect(riverPath('B')).toEqual(['2U', '2L', 'P5', '5U', '5L', 'P9', '9U', '9L', 'P11', 'EXIT']);
    expect(riverPath('C')).toEqual(['3U', '3L', 'P6', '6U', '6L', 'P10', '10U', '10L', 'P12', 'EXIT']);
    expect(riverPath('D')).toEqual(['4U', '4L', 'P7', '7U', '7L', 'P10', '10U', '10L', 'P12', 'EXIT']);
  });

  it('a drop with no dam on its way leaves the map and passes every powerhouse area', () => {
    const dams: Record<string, Dam> = {};
    expect(flowDrop(dams, 'B', level)).toEqual({ stoppedAt: 'EXIT', passed: ['P5', 'P9', 'P11'] });
    expect(dams).toEqual({});
  });

  it('the upstream site of a basin catches water first (E31)', () => {
    const dams: Record<string, Dam> = { '3U': { owner: 0, level: 1, drops: 0 }, '3L': { owner: 1, level: 1, drops: 0 } };
    expect(flowDrop(dams, 'C', level).stoppedAt).toBe('3U');
    expect(flowDrop(dams, 'C', level).stoppedAt).toBe('3L');
    expect(flowDrop(dams, 'C', level).stoppedAt).toBe('EXIT');
    expect(dams['3U']!.drops).toBe(1);
    expect(dams['3L']!.drops).toBe(1);
  });

  it('fills a chain of dams down the river, each to its level', () => {
    const dams: Record<string, Dam> = {
      '4U': { owner: 0, level: 2, drops: 1 },
      '7L': { owner: 1, level: 1, drops: 0 },
      '10U': { owner: -1, level: 3, drops: 0 },
    };
    const stops = Array.from({ length: 6 }, () => flowDrop(dams, 'D', level).stoppedAt);
    expect(stops).toEqual(['4U', '7L', '10U', '10U', '10U', 'EXIT']);
    expect(dams['4U']!.drops).toBe(2);
  });

  it('rivers merge: 6L and 7L both feed P10, 8L and 9L both feed P11', () => {
    expect(riverPath('6L')[0]).toBe('P10');
    expect(riverPath('7L')[0]).toBe('P10');
    expect(riverPath('8L')[0]).toBe('P11');
    expect(riverPath('9L')[0]).toBe('P11');
  });

  it('water released at a powerhouse does not count that area but counts the ones below', () => {
    const dams: Record<string, Dam> = {};
    expect(flowDrop(dams, 'P5', level)).toEqual({ stoppedAt: 'EXIT', passed: ['P9', 'P11'] });
  });

  it('the final state does not depend on the order drops are processed (merge-only tree)', () => {
    const start = (): Record<string, Dam> => ({ '10U': { owner: 0, level: 2, drops: 0 }, '6L': { owner: 1, level: 1, drops: 0 } });
    const a = start();
    for (const from of ['C', 'D', 'C', 'D']) flowDrop(a, from, level);
    const b = start();
    for (const from of ['D', 'D', 'C', 'C']) flowDrop(b, from, level);
    expect(a).toEqual(b);
  });

  it('USA scores 1 energy per drop passing an area with its powerhouse, once the ability is active (E13)', () => {
    let s = lab(2);
    s = put(put(put(s, 0, 'powerhouse', 'P8_0'), 0, 'powerhouse', 'P11_0'), 0, 'powerhouse', 'P5_0');
    const d = { ...s, seats: s.seats.map((p) => ({ ...p })), dams: { ...s.dams }, water: { ...s.water } };
    d.water.added = 1;
    flowOne(d, 'A', new Draft(d));
    expect(d.seats[0]!.energy).toBe(2); // P8 and P11
    expect(d.water.exited).toBe(1);
    const two = patchSeat(put(put(lab(2), 0, 'powerhouse', 'P8_0'), 0, 'powerhouse', 'P11_0'), 0, {});
    const d2 = { ...two, seats: two.seats.map((p) => ({ ...p })), dams: {}, water: { added: 1, exited: 0 } };
    flowOne(d2, 'A', new Draft(d2));
    expect(d2.seats[0]!.energy).toBe(0); // only 2 powerhouses: ability not active
  });
});
