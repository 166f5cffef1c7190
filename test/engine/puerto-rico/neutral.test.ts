/**
 * The neutral move each step declares for a seat that timed out or was dropped (* replaces guessing from words): pass where the rules allow it, "done" when the fill rule
 * holds, the compulsory action otherwise, nothing for a role choice.
 */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { GOODS } from '../../../engine/puerto-rico/data';
import { formatMove } from '../../../engine/puerto-rico/notation';
import { legal, newGame, play, stepOf, takeRole, withBoard, withRow } from './helpers';

function neutral(s: PRState, seat: number): string | null {
  const m = puertoRico.neutral(s, seat);
  if (m) expect(puertoRico.legalMoves(s, seat)).toContainEqual(m);
  return m ? formatMove(m) : null;
}

/** All three ships full, so the Captain phase goes straight to storage. */
function shipsFull(s: PRState): PRState {
  const next = structuredClone(s);
  (
    [
      [0, 5],
      [3, 6],
      [4, 7],
    ] as const
  ).forEach(([good, load], i) => {
    next.ships[i] = { capacity: load, good, load };
    next.goods[good]! -= load;
  });
  return next;
}

describe('neutral moves per step', () => {
  it('R1 role choice: none (every role changes the round for the others)', () => {
    expect(stepOf(newGame(4))).toBe('role');
    expect(neutral(newGame(4), 0)).toBeNull();
  });

  it('a seat that is not deciding has no neutral move', () => {
    expect(neutral(newGame(4), 2)).toBeNull();
  });

  it('S1/S2 settle: pass, even beside the Hacienda', () => {
    const s = withBoard(withRow(newGame(4), ['corn', 'indigo', 'sugar', 'coffee', 'coffee']), 0, { city: { hacienda: 1 } });
    const { state } = takeRole(s, 0, 'settler');
    expect(stepOf(state)).toBe('settle');
    expect(neutral(state, 0)).toBe('pass');
  });

  it('S3 Hospice and B2 University: pass', () => {
    const hospice = withBoard(withRow(newGame(4), ['corn', 'indigo', 'sugar', 'coffee', 'coffee']), 0, { city: { hospice: 1 } });
    const taken = play(takeRole(hospice, 0, 'settler').state, 0, 'take corn').state;
    expect(stepOf(taken)).toBe('hospice');
    expect(neutral(taken, 0)).toBe('pass');
    const uni = withBoard(newGame(4), 0, { city: { university: 1 }, doubloons: 5 });
    const built = play(takeRole(uni, 0, 'builder').state, 0, 'build small-market').state;
    expect(stepOf(built)).toBe('university');
    expect(neutral(built, 0)).toBe('pass');
  });

  it("M1 Mayor's privilege: pass", () => {
    const { state } = takeRole(newGame(4), 0, 'mayor');
    expect(stepOf(state)).toBe('mayor-privilege');
    expect(neutral(state, 0)).toBe('pass');
  });

  it('M2 placement: done when the fill rule holds, otherwise the first empty circle', () => {
    const s = withBoard(newGame(4), 0, { island: { corn: [2, 0], indigo: [1, 0] }, city: { 'small-indigo-plant': 0 }, sanJuan: 1 });
    let { state } = takeRole(s, 0, 'mayor');
    state = play(state, 0, 'pass').state;
    expect(stepOf(state)).toBe('place');
    expect(neutral(state, 0)).toBe('place corn');
    // Nothing arrives (empty ship) and the one colonist is already out: the fill rule holds.
    const idle = withBoard(newGame(4), 0, { island: { corn: [2, 1], indigo: [1, 0] } });
    const done = play(takeRole({ ...idle, colonists: idle.colonists + idle.ship, ship: 0 }, 0, 'mayor').state, 0, 'pass').state;
    expect(legal(done, 0)).toEqual(['remove corn', 'done']);
    expect(neutral(done, 0)).toBe('done');
  });

  it('B1 build, C1 barrel, T1 sell: pass', () => {
    const build = takeRole(withBoard(newGame(4), 0, { doubloons: 5 }), 0, 'builder').state;
    expect(stepOf(build)).toBe('build');
    expect(neutral(build, 0)).toBe('pass');
    const craft = takeRole(withBoard(newGame(4), 0, { island: { corn: [1, 1] } }), 0, 'craftsman').state;
    expect(stepOf(craft)).toBe('barrel');
    expect(neutral(craft, 0)).toBe('pass');
    const trade = takeRole(withBoard(newGame(4), 0, { goods: { corn: 1 } }), 0, 'trader').state;
    expect(stepOf(trade)).toBe('sell');
    expect(neutral(trade, 0)).toBe('pass');
  });

  it('K1 loading: the first cargo load when loading is compulsory; pass when only the Wharf is left', () => {
    const must = takeRole(withBoard(newGame(4), 0, { goods: { corn: 2, indigo: 1 } }), 0, 'captain').state;
    expect(stepOf(must)).toBe('load');
    expect(puertoRico.legalMoves(must, 0).some((m) => m.kind === 'pass')).toBe(false);
    expect(neutral(must, 0)).toBe(formatMove(puertoRico.legalMoves(must, 0)[0]!));
    const wharf = takeRole(withBoard(shipsFull(newGame(4)), 0, { goods: { sugar: 2 }, city: { wharf: 1 } }), 0, 'captain').state;
    expect(stepOf(wharf)).toBe('load');
    expect(neutral(wharf, 0)).toBe('pass');
  });

  it('K2 storage: keep the kind with the most barrels, in each stage', () => {
    const s = withBoard(shipsFull(newGame(4)), 1, { goods: { indigo: 2, sugar: 4, coffee: 1 }, city: { 'small-warehouse': 1 } });
    let { state } = takeRole(s, 0, 'captain');
    expect(stepOf(state)).toBe('store');
    expect(neutral(state, 1)).toBe('keep sugar');
    state = play(state, 1, 'keep sugar').state;
    expect(neutral(state, 1)).toBe('keep indigo');
    expect(GOODS.length).toBe(5);
  });
});
