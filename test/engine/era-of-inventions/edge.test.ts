/**
 * Edge cases of rules/era-of-inventions.md §4 not tested with the areas: a shared area resolved
 * first come, first served (E1), a basic invention developed in the final round (E6), a bonus
 * token bought in the very last action (E22), unlimited stocks (E27, D15), bonus g gaining a
 * factory's IP (E33) and two cards of one invention produced in one action (E34); and the
 * patent/developer invariants and counts of §2.8.
 */
import { describe, expect, it } from 'vitest';
import { invariantsOf } from '../../../engine/era-of-inventions/invariants';
import { finalScores, gearsSpent, inventionsDeveloped, leftoverIp, patentCount } from '../../../engine/era-of-inventions/score';
import type { EraState } from '../../../engine/era-of-inventions/state';
import { at, data, developed, done, game, legal, newGame, NO_RES, play, top, withState } from './helpers';

/** Seat patch helper: the same state with `fields` on `seat`. */
const patchSeat = (s: EraState, seat: number, fields: object): EraState =>
  withState(s, { seats: s.seats.map((p, i) => (i === seat ? { ...p, ...fields } : p)) });

describe('E1: two players in one area', () => {
  it('each resolves it fully; the second acts on what the first left (an emptied pile is gone)', () => {
    let s = withState(at([{ kind: 'resolve', seat: 0 }], { 0: { coins: 3, res: NO_RES }, 1: { coins: 3, res: NO_RES } }), {
      areas: [[], [], [0, 1], [], [], []],
      supply: [3, 2, 2, 2, 2],
    });
    s = play(s, 0, 'resolve resources');
    s = play(s, 0, 'buy coal-warehouse');
    s = play(s, 0, 'done');
    expect(top(s)).toEqual({ kind: 'resolve', seat: 1 });
    s = play(s, 1, 'resolve resources');
    expect(legal(s, 1)).not.toContain('buy coal-warehouse');
    expect(legal(s, 1)).toContain('buy wood-warehouse');
    s = play(s, 1, 'buy wood-warehouse');
    s = play(s, 1, 'done');
    expect(done(s)).toBe(true);
    expect([s.seats[0]!.res.coal, s.seats[1]!.res.coal, s.seats[1]!.res.wood]).toEqual([3, 0, 2]);
  });
});

describe('E6 / E31: the final round', () => {
  it('a basic invention developed in the last round sets its 3 cards aside, which never reach the display; final scoring follows', () => {
    const s0 = newGame(3, 'e6');
    const last = withState(s0, {
      round: s0.rounds,
      areas: [[], [], [], [], [], []],
      stack: [{ kind: 'lab', seat: 0, mode: 'develop', left: 1, gears: 0, bonus: true }],
      seats: s0.seats.map((p, i) => (i === 0 ? { ...p, gears: 7 } : p)),
    });
    const display = last.invDisplay.slice();
    const s = play(last, 0, 'develop telephone basic');
    expect(s.invNew).toEqual(['telephone-a', 'telephone-b', 'telephone-c']);
    expect(s.invDisplay).toEqual(display);
    expect(s.final).not.toBeNull();
    expect(game.pending(s)).toEqual([]);
    expect(game.result(s)).not.toBeNull();
  });
});

describe('E22: a bonus token bought in the very last action of the game', () => {
  it('is never usable (no bonus window follows) and is worth 0 at the end (D14)', () => {
    const s0 = newGame(3, 'e22');
    const last = withState(s0, {
      round: s0.rounds,
      areas: [[], [], [], [0], [], []],
      stack: [{ kind: 'resolve', seat: 0 }],
      seats: s0.seats.map((p, i) => (i === 0 ? { ...p, bonus: [], coins: 6 } : p)),
    });
    let s = play(last, 0, 'resolve market');
    s = play(s, 0, 'buy token');
    s = play(s, 0, 'done');
    expect(s.seats[0]!.bonus).toHaveLength(1);
    expect(game.pending(s)).toEqual([]);
    // Worth 0: the same seat without the token scores the same leftovers.
    expect(leftoverIp(s.seats[0]!)).toBe(leftoverIp({ ...s.seats[0]!, bonus: [] }));
    expect(finalScores(s)[0]).toEqual(finalScores(patchSeat(s, 0, { bonus: [] }))[0]);
  });
});

describe('E27 / D15: stocks are unlimited by default', () => {
  it('a gain is never capped by a stock: 40 gears become 41 with the free gear', () => {
    const s = at([{ kind: 'market', seat: 0, left: 5, used: [0, 0, 0], first: true, bonus: false }], { 0: { gears: 40 } });
    const t = play(s, 0, 'gear');
    expect(t.seats[0]!.gears).toBe(41);
  });
});

describe('E33: bonus g builds a factory with an IP number', () => {
  it('gains the IP as area 1 does', () => {
    const metal2 = data().factories.find((f) => f.id === 'metal2')!;
    expect(metal2.ip).toBeGreaterThan(0);
    const s = withState(at([{ kind: 'build', seat: 0, left: 1, bonus: true }], { 0: { ip: 0, res: { ...NO_RES, wood: 5, coal: 5 } } }), {
      facDisplay: ['metal2#1', null, null, null, null, null],
    });
    const t = play(s, 0, 'build metal2');
    expect(t.seats[0]!.ip).toBe(metal2.ip);
    expect(done(t)).toBe(true);
  });
});

describe('E34: cards of one invention side by side on the display', () => {
  it('each production is separate: both cards pay their benefit and the developer is paid twice', () => {
    const base = at([{ kind: 'make', seat: 0, left: 3, cards: [], bonus: false }], {
      0: { res: { coal: 9, wood: 9, metal: 9, tech: 9, tools: 9 }, ip: 0 },
    });
    const s0 = developed(withState(base, { invDisplay: ['telephone-a', 'telephone-b', null, null, null, null, null] }), {
      'telephone-basic': [1],
    });
    const reward = data().inventionSpaces.find((x) => x.id === 'telephone-basic')!.developerReward.ip ?? 0;
    const cards = data().inventionCards;
    let s = play(s0, 0, 'produce telephone-a');
    s = play(s, 0, 'produce telephone-b');
    s = play(s, 0, 'done');
    expect(s.seats[0]!.ip).toBe(
      (cards.find((c) => c.id === 'telephone-a')!.benefit.ip ?? 0) + (cards.find((c) => c.id === 'telephone-b')!.benefit.ip ?? 0),
    );
    expect(reward).toBeGreaterThan(0);
    expect(s.seats[1]!.ip).toBe(2 * reward);
    expect(s.invDisplay.slice(0, 2)).toEqual([null, null]);
  });
});

describe('§2.8 patents and developers', () => {
  it('patent count = steps moved, wasted ones included (D11); invention count = spaces developed; gears spent = printed costs', () => {
    const lab = { kind: 'lab' as const, seat: 0, mode: 'choose' as const, left: 2, gears: 0, bonus: false };
    let s = developed(at([lab], { 0: { coins: 20 } }), { 'telephone-basic': [0], 'telephone-innovative': [0], 'camera-basic': [1] });
    s = play(s, 0, 'patent telephone basic');
    s = play(s, 0, 'patent telephone innovative');
    s = play(at([lab], {}, s), 0, 'patent none'); // nothing left to mark: wasted, still a patent
    const spaces = data().inventionSpaces;
    const cost = (id: string) => spaces.find((x) => x.id === id)!.gearCost;
    expect(patentCount(s)[0]).toBe(3);
    expect(s.seats[0]!.wasted).toBe(1);
    expect(inventionsDeveloped(s)).toEqual([2, 1, 0]);
    expect(gearsSpent(s)).toEqual([cost('telephone-basic') + cost('telephone-innovative'), cost('camera-basic'), 0]);
    // Markers: 15 = in supply + developments + patent markers + wasted.
    const p = s.seats[0]!;
    expect(p.markers + 2 + 2 + p.wasted).toBe(data().limits.inventionMarkersPerPlayer);
  });
  it("a patent marker belongs to the space's developer: anything else is caught by the invariants", () => {
    const s = developed(newGame(3, 'inv'), { 'telephone-basic': [0] });
    const i = data().inventionSpaces.findIndex((x) => x.id === 'telephone-basic');
    const wrong = withState(s, { patent: s.patent.map((x, k) => (k === i ? 1 : x)) });
    expect(invariantsOf(wrong)).toContain('space telephone-basic has a patent of someone who did not develop it');
  });
});
