/**
 * The runner behaviour Puerto Rico relies on for storage (K2, §4.6 step 3): one frame for
 * several seats who decide at once, in any order, each move returning the frame with that
 * seat's progress; when the last seat is done the frames below it run (full ships sail).
 */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { goodsOf, legal, newGame, pendingSeats, play, stepOf, takeRole, texts, top, withBoard } from './helpers';

/** 4 players, all three ships full (5 corn, 6 tobacco, 7 coffee): the Captain phase goes straight to storage. */
function storing(): PRState {
  const s = structuredClone(newGame(4));
  (
    [
      [0, 5],
      [3, 6],
      [4, 7],
    ] as const
  ).forEach(([good, load], i) => {
    s.ships[i] = { capacity: load, good, load };
    s.goods[good]! -= load;
  });
  let out = withBoard(s, 1, { goods: { indigo: 3, sugar: 2 }, city: { 'small-warehouse': 1 } });
  out = withBoard(out, 3, { goods: { indigo: 2, sugar: 1 } });
  return takeRole(out, 0, 'captain').state;
}

describe('the multi-seat storage frame (K2)', () => {
  it('names every seat that must decide, in order from the Captain, all pending at once', () => {
    const s = storing();
    expect(top(s)).toEqual({
      kind: 'store',
      turns: [
        { seat: 1, stored: [], single: false },
        { seat: 3, stored: [], single: true },
      ],
    });
    expect(pendingSeats(s)).toEqual([1, 3]);
    expect(legal(s, 1)).toEqual(['keep indigo', 'keep sugar', 'pass']);
    expect(legal(s, 3)).toEqual(['keep indigo', 'keep sugar', 'pass']);
  });

  it('the later seat may answer first; the frame stays with the other seat still waiting', () => {
    const r = play(storing(), 3, 'keep indigo');
    expect(goodsOf(r.state, 3)).toMatchObject({ indigo: 1, sugar: 0 });
    expect(texts(r.events)).toEqual(['S3 keeps 1 indigo and returns 2 barrels']);
    expect(pendingSeats(r.state)).toEqual([1]);
    expect(top(r.state)).toEqual({ kind: 'store', turns: [{ seat: 1, stored: [], single: false }] });
  });

  it("a seat's warehouse choice returns the frame with its progress and keeps the other seat waiting", () => {
    const r = play(storing(), 1, 'keep indigo');
    expect(texts(r.events)).toEqual(['S1 stores all 3 indigo in a warehouse']);
    expect(top(r.state)).toEqual({
      kind: 'store',
      turns: [
        { seat: 1, stored: [1], single: true },
        { seat: 3, stored: [], single: true },
      ],
    });
    expect(puertoRico.pending(r.state).map((p) => p.prompt)).toEqual(['choose the one barrel to keep', 'choose the one barrel to keep']);
  });

  it('a seat outside the frame is refused, naming every seat waited for', () => {
    const r = puertoRico.apply(storing(), 2, { kind: 'pass' });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-your-turn', seats: [1, 3] } });
  });

  it('when the last seat is done the ships sail and the next role is chosen', () => {
    let s = play(storing(), 1, 'keep indigo').state;
    s = play(s, 3, 'pass').state;
    expect(stepOf(s)).toBe('store');
    const last = play(s, 1, 'keep sugar');
    expect(texts(last.events)).toEqual([
      'S1 keeps 3 indigo, 1 sugar and returns 1 barrel',
      'The 5-ship sails with 5 corn.',
      'The 6-ship sails with 6 tobacco.',
      'The 7-ship sails with 7 coffee.',
    ]);
    expect(stepOf(last.state)).toBe('role');
    expect(pendingSeats(last.state)).toEqual([1]);
  });
});
