/**
 * The bot's view of future production (engine/barrage/bot.ts `systemCapacity`, spec §4.4.2): a
 * system is an own or neutral dam, a built conduit from its zone and an own powerhouse at the
 * conduit's end; its energy from a full dam is the conduit's value times the dam's capacity.
 */
import { describe, expect, it } from 'vitest';
import { systemCapacity } from '../../../engine/barrage/bot';
import { lab, put } from './helpers';

describe('Barrage bot: production systems in the score estimate', () => {
  it('counts a connected system by conduit value × dam capacity, and nothing for pieces apart', () => {
    // C1L runs from zone 1 (value 5) to the powerhouses of zone 8.
    let s = put(put(lab(2), 0, 'base', '1L', { level: 2 }), 0, 'conduit', 'C1L');
    expect(systemCapacity(s, 0)).toBe(0);
    s = put(s, 0, 'powerhouse', 'P8_0');
    expect(systemCapacity(s, 0)).toBe(5 * 2);
    expect(systemCapacity(s, 1)).toBe(0);
  });

  it("uses a neutral dam and another player's conduit, never another player's dam", () => {
    // C2R (zone 2 → 10, value 5) is seat 1's; seat 0 owns the powerhouse in zone 10.
    let s = put(put(lab(2), 1, 'conduit', 'C2R'), 0, 'powerhouse', 'P10_0');
    s = put(s, 1, 'base', '2U', { level: 3 });
    expect(systemCapacity(s, 0)).toBe(0);
    s = put(s, -1, 'base', '2L', { level: 1 });
    expect(systemCapacity(s, 0)).toBe(5);
  });

  it('counts the second best system half', () => {
    let s = put(put(put(lab(2), 0, 'base', '1L', { level: 1 }), 0, 'conduit', 'C1L'), 0, 'powerhouse', 'P8_0');
    s = put(put(put(s, 0, 'base', '3L', { level: 1 }), 0, 'conduit', 'C3L'), 0, 'powerhouse', 'P5_0');
    // C1L value 5 into zone 8, C3L value 4 into zone 5.
    expect(systemCapacity(s, 0)).toBe(5 + 4 / 2);
  });
});
