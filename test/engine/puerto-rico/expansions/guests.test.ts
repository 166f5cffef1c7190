/** Guest house (rules/puerto-rico-expansions.md §4.3.5, §7.0 windows W1/W2/W3, §8 #2; ). */
import { describe, expect, it } from 'vitest';
import { GOODS } from '../../../../engine/puerto-rico/data';
import { legal, pendingSeats, play, stepOf, takeRole, withBoard } from '../helpers';
import { expansionGame, withNobles } from './helpers';

function guestGame() {
  let s = expansionGame(3, 'buildings,nobles', ['guest-house', 'wharf', 'storehouse']);
  s = withBoard(s, 1, {
    island: { corn: [1, 0] },
    city: { 'guest-house': 2, wharf: 0, storehouse: 0 },
    goods: { corn: 3, indigo: 2, sugar: 1 },
  });
  return withNobles(s, 1, { 'guest-house': 1 });
}

describe('guest windows (§7.0)', () => {
  it('W1: right after a role is chosen, every seat with a guest may move guests to empty circles of its own island, then done', () => {
    const state = takeRole(guestGame(), 0, 'captain').state;
    expect(stepOf(state)).toBe('guests');
    expect(pendingSeats(state)).toEqual([1]);
    expect(legal(state, 1)).toEqual([
      'guest corn',
      'guest noble corn',
      'guest wharf',
      'guest noble wharf',
      'guest storehouse',
      'guest noble storehouse',
      'done',
    ]);
  });

  it('seed example: a guest moved to the Wharf at the start of the Captain phase can use it this phase; it stays an ordinary piece', () => {
    let state = takeRole(guestGame(), 0, 'captain').state;
    state = play(state, 1, 'guest noble wharf').state;
    // One guest left: the window stays open for it.
    expect(legal(state, 1)).toContain('guest corn');
    state = play(state, 1, 'done').state;
    expect(state.seats[1]!.nobleCity!.some((n) => n > 0)).toBe(true);
    // The Captain (seat 0) has nothing to load; seat 1 may use the Wharf.
    expect(pendingSeats(state)).toEqual([1]);
    expect(legal(state, 1)).toContain('wharf corn');
  });

  it("W2: beside the owner's own decision, and the same decision is asked again", () => {
    let state = takeRole(guestGame(), 0, 'captain').state;
    state = play(state, 1, 'done').state;
    expect(legal(state, 1)).toContain('guest wharf');
    const before = legal(state, 1).filter((m) => !m.startsWith('guest'));
    state = play(state, 1, 'guest wharf').state;
    expect(stepOf(state)).toBe('load');
    expect(legal(state, 1)).toContain('wharf indigo');
    expect(legal(state, 1).filter((m) => !m.startsWith('guest') && !m.startsWith('wharf'))).toEqual(
      before.filter((m) => !m.startsWith('wharf')),
    );
  });

  it('W3: before storage, a guest may move to the Storehouse (seed example: the other guest, end of the Captain phase)', () => {
    let s = guestGame();
    // Full ships: nothing to load, so the phase goes from W1 straight to W3 and storage.
    for (const [ship, good] of [
      [0, 'coffee'],
      [1, 'tobacco'],
      [2, 'corn'],
    ] as const) {
      s.ships[ship] = { capacity: s.ships[ship]!.capacity, good: GOODS.indexOf(good), load: s.ships[ship]!.capacity };
      s.goods[GOODS.indexOf(good)]! -= s.ships[ship]!.capacity;
    }
    let state = play(takeRole(s, 0, 'captain').state, 1, 'done').state;
    expect(stepOf(state)).toBe('guests');
    state = play(state, 1, 'guest storehouse').state;
    state = play(state, 1, 'done').state;
    expect(stepOf(state)).toBe('store');
    // 1 + 3 single barrels with the Storehouse now occupied: 6 barrels, 4 kept.
    expect(legal(state, 1)).toEqual(['keep corn', 'keep indigo', 'keep sugar', 'pass']);
  });

  it('not in the Mayor phase after W1: placement moves every piece anyway', () => {
    let state = takeRole(guestGame(), 0, 'mayor').state;
    expect(stepOf(state)).toBe('guests');
    state = play(state, 1, 'done').state;
    for (const seat of pendingSeats(state)) expect(legal(state, seat).some((m) => m.startsWith('guest'))).toBe(false);
  });
});
