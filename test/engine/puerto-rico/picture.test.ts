/**
 * Puerto Rico's board picture and hidden information (§9, D10): a seat's picture shows its own
 * VP chips and "?" for every other seat's; changing one seat's chips changes that seat's picture
 * and no other seat's. Everything else on the table is public, so it is in every seat's picture.
 */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { randomPositions } from './positions';
import { stepOf } from './helpers';

const SENTINEL = 987;

describe('picture(view(state, seat))', () => {
  const positions = [3, 4].flatMap((n) => randomPositions(n, 2, 37, 'picture')).filter((s) => stepOf(s) !== 'over');
  const picture = (s: PRState, seat: number | null) => puertoRico.picture!(puertoRico.view(s, seat), 'en')!.svg;

  it("shows a seat its own VP chips and only a '?' for the others'", () => {
    for (const s of positions) {
      const secret: PRState = { ...s, seats: s.seats.map((p, i) => (i === 1 ? { ...p, vp: SENTINEL } : p)) };
      expect(picture(secret, 1)).toContain(`>VP ${SENTINEL}<`);
      for (const viewer of [0, 2, null]) {
        expect(picture(secret, viewer)).not.toContain(String(SENTINEL));
        expect(picture(secret, viewer).split('>VP ?<').length - 1).toBe(viewer === null ? s.players : s.players - 1);
      }
    }
  });

  it("differs where a seat's hidden VP chips differ, for that seat only", () => {
    for (const s of positions) {
      const changed: PRState = { ...s, seats: s.seats.map((p, i) => (i === 2 ? { ...p, vp: p.vp + 5 } : p)) };
      expect(picture(changed, 2)).not.toBe(picture(s, 2));
      for (const viewer of [0, 1, null]) expect(picture(changed, viewer)).toBe(picture(s, viewer));
    }
  });

  it('shows every seat the same public table: the role cards, ships and trading house are drawn alike', () => {
    for (const s of positions) {
      const top = (svg: string) => svg.slice(0, svg.indexOf('<line'));
      expect(top(picture(s, 0))).toBe(top(picture(s, 1)));
    }
  });
});
