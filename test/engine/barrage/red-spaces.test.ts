/**
 * Red-bordered building spaces (rules/barrage.md §1.2 table): a base or powerhouse there costs 3
 * credits more. One test per red-bordered space, and the free ones cost nothing.
 */
import { describe, expect, it } from 'vitest';
import { DAM_SITES, POWERHOUSE_SPACES } from '../../../engine/barrage/data/map';
import { lab, patchSeat, playAll, seat } from './helpers';

/** The §1.2 table, written out: red-bordered powerhouse spaces per zone. */
const RED_POWERHOUSES = ['P5_1', 'P6_1', 'P7_1', 'P8_2', 'P9_2', 'P10_1', 'P10_2', 'P11_2', 'P11_3', 'P12_1', 'P12_2', 'P12_3'];
const RED_DAM_SITES = ['1U', '2U', '3U', '4U', '5U', '6U', '7U', '8U', '9U', '10U'];

/** Seat 0 (USA, Adler: 3 excavators for any base) with plenty of machinery and 10 credits builds `type` at `site` from CB1. */
function creditsAfter(type: 'base' | 'powerhouse', site: string): number {
  const s = patchSeat(lab(2), 0, { credits: 10, ex: 10, mx: 10 });
  const after = playAll(s, 0, ['place CB1', `tile ${type}`, `build ${type} at ${site}`]);
  return seat(after, 0).credits;
}

describe('red-bordered spaces cost 3 credits (spec §1.2)', () => {
  it("the data marks exactly the table's spaces: 12 of 23 powerhouse spaces and the 10 upstream dam sites", () => {
    expect(
      POWERHOUSE_SPACES.filter((p) => p.paying)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...RED_POWERHOUSES].sort());
    expect(POWERHOUSE_SPACES.length).toBe(23);
    expect(
      DAM_SITES.filter((d) => d.paying)
        .map((d) => d.id)
        .sort(),
    ).toEqual([...RED_DAM_SITES].sort());
  });

  for (const site of RED_POWERHOUSES) {
    it(`a powerhouse at ${site} costs 3 credits`, () => expect(creditsAfter('powerhouse', site)).toBe(7));
  }
  for (const site of RED_DAM_SITES) {
    it(`a base at ${site} costs 3 credits`, () => expect(creditsAfter('base', site)).toBe(7));
  }
  for (const site of POWERHOUSE_SPACES.filter((p) => !RED_POWERHOUSES.includes(p.id)).map((p) => p.id)) {
    it(`a powerhouse at ${site} is free`, () => expect(creditsAfter('powerhouse', site)).toBe(10));
  }
});
