/** Hidden information (§9, D10): VP chips per seat, the face-down pile order, the RNG. */
import { describe, expect, it } from 'vitest';
import { shuffle, seedRng } from '../../../engine/core/rng';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { randomPositions } from './positions';
import { gameOver, newGame, play, stepOf, takeRole, withBoard } from './helpers';

const SENTINEL = 987_654_321;

function viewers(s: PRState): (number | null)[] {
  return [null, ...s.seats.map((_, i) => i)];
}

describe('view(state, seat)', () => {
  const positions = [2, 3, 4, 5].flatMap((n) => randomPositions(n, 2, 37, 'view')).filter((s) => stepOf(s) !== 'over');

  it("no view, nor its JSON, nor describe(view), contains another seat's VP chips", () => {
    for (const s of positions) {
      for (let owner = 0; owner < s.players; owner++) {
        const secret: PRState = { ...s, seats: s.seats.map((p, i) => (i === owner ? { ...p, vp: SENTINEL } : p)) };
        for (const viewer of viewers(s)) {
          if (viewer === owner) continue;
          const v = puertoRico.view(secret, viewer);
          expect(JSON.stringify(v)).not.toContain(String(SENTINEL));
          expect(puertoRico.describe(v)).not.toContain(String(SENTINEL));
          // The view does not depend on the hidden value at all.
          expect(v).toEqual(puertoRico.view(s, viewer));
        }
        expect(JSON.stringify(puertoRico.view(secret, owner))).toContain(String(SENTINEL));
        expect(puertoRico.describe(puertoRico.view(secret, owner))).toContain(`VP chips ${SENTINEL}`);
      }
    }
  });

  it('no view depends on the order of the face-down pile or on the RNG state', () => {
    for (const s of positions) {
      const reordered: PRState = { ...s, pile: shuffle(seedRng('other'), s.pile), rng: [1, 2, 3, 4] };
      for (const viewer of viewers(s)) {
        const a = puertoRico.view(s, viewer);
        const b = puertoRico.view(reordered, viewer);
        expect(b).toEqual(a);
        expect(puertoRico.describe(b)).toBe(puertoRico.describe(a));
        expect(JSON.stringify(a)).not.toMatch(/"pile"|"rng"/);
      }
    }
  });

  it('everyone sees every VP total once the game is over', () => {
    const s = gameOver(withBoard(newGame(3), 1, { vp: 17 }));
    expect(puertoRico.view(s, 0).seats.map((x) => x.vp)).toEqual([0, 17, 0]);
  });

  it('the remaining VP pool and the pile size are public', () => {
    const v = puertoRico.view(newGame(4), null);
    expect(v.vpPool).toBe(100);
    expect(v.pileSize).toBe(41);
  });

  it('VP earned by a load is only in an event visible to the loader', () => {
    const s = withBoard(newGame(4), 2, { goods: { sugar: 3 } });
    const r = play(takeRole(s, 0, 'captain').state, 2, 'ship sugar 5');
    for (const e of r.events) {
      if (/VP/.test(e.text)) expect(e.visibleTo).toEqual([2]);
    }
  });
});

describe('describe(view)', () => {
  it('shows roles, supplies, ships, trading house and every board as plain text', () => {
    const s = withBoard(newGame(3), 0, {
      goods: { corn: 2 },
      city: { 'small-market': 1 },
      island: { indigo: [1, 0], corn: [1, 0] },
      sanJuan: 0,
    });
    const text = fillSeats(puertoRico.describe(puertoRico.view(s, 0)), seatNumberName);
    expect(text).toContain('Puerto Rico, round 1. Governor: Seat 1 (you).');
    expect(text).toContain('Now: Seat 1 (you) must choose a role.');
    expect(text).toContain('Roles: settler, mayor, builder, craftsman, trader, captain');
    expect(text).toContain('Ships: 4-ship: empty · 5-ship: empty · 6-ship: empty');
    expect(text).toContain('Trading house (0/4): empty');
    expect(text).toContain('Seat 1 (you) [Governor]: 2 doubloons, VP chips 0, building VP 1');
    expect(text).toContain('  City 1/12 (colonists/circles): small-market 1/1');
    expect(text).toContain('  Goods: corn 2; San Juan: 0');
    expect(text).toContain('Seat 2: 2 doubloons, VP chips hidden, building VP 0');
  });
});
