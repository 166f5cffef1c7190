/** rehide: the hidden parts drawn again (spec §9) leave the viewer's view unchanged. */
import { describe, expect, it } from 'vitest';
import { puertoRico } from '../../../engine/puerto-rico';
import { invariantsOf } from '../../../engine/puerto-rico/invariants';
import { gameOver, newGame, withBoard } from './helpers';
import { randomPositions } from './positions';

describe('rehide', () => {
  it("keeps every viewer's view and the game's totals while redrawing the pile order and others' VP chips", () => {
    let changedPile = 0;
    let changedVp = 0;
    for (const s of [2, 3, 4, 5].flatMap((n) => randomPositions(n, 2, 23, 'rehide'))) {
      for (const viewer of [null, ...s.seats.map((_p, seat) => seat)]) {
        const other = puertoRico.rehide!(s, viewer, `r-${viewer}`);
        expect(puertoRico.view(other, viewer)).toEqual(puertoRico.view(s, viewer));
        expect(invariantsOf(other)).toEqual([]);
        if (JSON.stringify(other.pile) !== JSON.stringify(s.pile)) changedPile++;
        if (other.seats.some((p, seat) => p.vp !== s.seats[seat]!.vp)) changedVp++;
      }
    }
    // The redraw really moves hidden values (a rehide returning the same state would prove nothing).
    expect(changedPile).toBeGreaterThan(50);
    expect(changedVp).toBeGreaterThan(20);
  });

  it("never changes the viewer's own VP chips, and changes nobody's once the game is over", () => {
    const s = withBoard(withBoard(newGame(3), 1, { vp: 12 }), 2, { vp: 5 });
    for (let i = 0; i < 20; i++) expect(puertoRico.rehide!(s, 1, `own-${i}`).seats[1]!.vp).toBe(12);
    const over = gameOver(s);
    expect(puertoRico.rehide!(over, 0, 'over').seats.map((p) => p.vp)).toEqual([0, 12, 5]);
  });
});
