import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { formatted, lab, newGame, patchSeat, play, playAll, playE, playRaw, put, seat, top, turnOf } from './helpers';

describe('action spaces and player-count blocking (spec §1.12, §2.1 step 10)', () => {
  const places = (players: number) => formatted(lab(players), 0).filter((m) => m.startsWith('place'));
  it('blocks the 3+ rows with 2 players and the 4 rows with 3 players', () => {
    const two = places(2);
    expect(two).not.toContain('place R2L');
    expect(two).not.toContain('place MAL');
    expect(two).toContain('place R3L');
    expect(two).toContain('place K2L');
    const three = places(3);
    expect(three).toContain('place R2R');
    expect(three).not.toContain('place MAL');
    expect(three).not.toContain('place K1bL');
    const four = places(4);
    expect(four).toContain('place MAL');
    expect(four).toContain('place K1bR');
  });

  it('has no Patent Office in the introductory game, and one in the normal game', () => {
    expect(places(2).some((m) => m.startsWith('place PO'))).toBe(false);
    let s = newGame(2, 'po');
    while (top(s)?.kind === 'draft') s = play(s, top(s)!.seat, barrage.legalMoves(s, top(s)!.seat).map(barrage.format)[0]!);
    const who = top(s)!.seat;
    expect(formatted(s, who)).toContain('place PO1');
  });

  it('offers the Bank with any number of engineers and never a pass while engineers remain (E1)', () => {
    const moves = formatted(lab(2), 0);
    expect(moves).toContain('bank 1');
    expect(moves).toContain('bank 12');
    expect(moves).not.toContain('pass');
  });

  it('an occupied space is gone for everybody; the Bank stays open', () => {
    let s = play(lab(2), 0, 'place R1L');
    expect(top(s)).toMatchObject({ kind: 'turn', seat: 1 });
    expect(formatted(s, 1)).not.toContain('place R1L');
    s = play(s, 1, 'bank 2');
    expect(seat(s, 1).credits).toBe(8);
    expect(formatted(s, 0)).toContain('bank 1');
  });

  it('refuses an action that cannot be paid, with the numbers', () => {
    const s = patchSeat(lab(2), 0, { credits: 1 });
    expect(formatted(s, 0)).not.toContain('place R3L');
    const r = barrage.apply(s, 0, { kind: 'place', space: 'R3L' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reason).toMatch(/R3L.*5 credits.*1/);
  });

  it('pass is the only move with no engineers and no engineer-free tile; the round ends when all passed', () => {
    let s = playRaw(lab(2), 0, 'bank 12').state;
    s = playRaw(s, 1, 'bank 11').state;
    expect(formatted(s, 0)).toEqual(['pass']);
    s = playRaw(s, 0, 'pass').state;
    expect(top(s)).toMatchObject({ kind: 'turn', seat: 1 });
    s = play(s, 1, 'bank 1');
    // seat 1's pass is forced and applied like the runner does; the round ends.
    expect(s.round).toBe(2);
  });
});

describe('the actions (spec §4.4)', () => {
  it('construction: engineers on the company board, then tile, site, and the structure is built', () => {
    let s = play(lab(2), 0, 'place CB1');
    expect(seat(s, 0).engineers).toBe(11);
    expect(formatted(s, 0)).toEqual(expect.arrayContaining(['tile base', 'tile conduit', 'tile powerhouse', 'tile joker']));
    s = play(s, 0, 'tile base');
    expect(formatted(s, 0)).toContain('build base at 1L');
    s = play(s, 0, 'build base at 1L');
    expect(s.dams['1L']).toEqual({ owner: 0, level: 1, drops: 0 });
    expect(seat(s, 0).ex).toBe(6 - 3); // Adler: bases cost 3 excavators
    expect(seat(s, 0).pieces.base).toBe(4);
    expect(s.used['CB1#0']).toEqual([0]);
  });

  it('CB4 costs 3 credits on top; a red-bordered site costs 3 more', () => {
    let s = play(lab(2), 0, 'place CB4');
    expect(seat(s, 0).credits).toBe(3);
    s = playAll(s, 0, ['tile base', 'build base at 5U']);
    expect(seat(s, 0).credits).toBe(0);
    expect(formatted(s, 1)).toContain('place CB4');
  });

  it('production: dam, conduit, powerhouse; drops chosen; energy = value × drops + modifier', () => {
    let s = put(put(put(lab(2), 0, 'base', '2L', { level: 2, drops: 2 }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0');
    s = playRaw(s, 0, 'place T+2L').state;
    expect(formatted(s, 0)).toEqual(['produce 2L via C2L to P6_0']);
    s = play(s, 0, 'produce 2L via C2L to P6_0');
    expect(formatted(s, 0)).toEqual(['release 1 drop', 'release 2 drops']);
    s = play(s, 0, 'release 2 drops');
    expect(seat(s, 0).energy).toBe(3 * 2 + 2);
    // 8 energy reaches the starting contract S1 (3): the contract comes before the water flows on.
    expect(formatted(s, 0)).toEqual(['fulfil S1', 'skip']);
    expect(s.water.exited).toBe(0);
    s = play(s, 0, 'decline');
    // the water flows on from P6: 6U, 6L, P10, 10U, 10L, P12, off the map
    expect(s.water.exited).toBe(2);
    expect(s.dams['2L']!.drops).toBe(0);
  });

  it('a foreign conduit costs 1 credit per drop to its owner, who scores 1 VP per drop (E9)', () => {
    let s = put(put(put(lab(2), 0, 'base', '2L', { level: 1, drops: 1 }), 1, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0');
    s = playAll(s, 0, ['place T0L']);
    expect(seat(s, 0).credits).toBe(5);
    expect(seat(s, 1).credits).toBe(7);
    expect(seat(s, 1).vp).toBe(11);
    expect(seat(s, 0).energy).toBe(3);
  });

  it("production needs total ≥ 1 (E10) and never uses another player's dam", () => {
    let s = put(put(put(lab(2), 0, 'base', '9L', { drops: 1 }), 0, 'conduit', 'C9L'), 0, 'powerhouse', 'P11_0');
    expect(formatted(s, 0)).not.toContain('place T-2L');
    expect(formatted(s, 0)).toContain('place T0L');
    s = put(put(put(lab(2), 1, 'base', '2L', { drops: 1 }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0');
    expect(formatted(s, 0).some((m) => m.startsWith('place T'))).toBe(false);
  });

  it('W2 puts 2 waiting drops on headstreams; they flow in the Water Flow phase', () => {
    let s = put(lab(2), 1, 'base', '1U');
    s = playAll(s, 0, ['place W2L', 'drop on A', 'drop on A']);
    expect(s.headstreams.A.drops).toBe(2);
    expect(s.dams['1U']!.drops).toBe(0);
    s = play(s, 1, 'bank 12');
    s = play(s, 0, 'bank 11');
    expect(s.round).toBe(2);
    expect(s.dams['1U']!.drops).toBe(1);
    expect(s.water.exited).toBe(1);
  });

  it('W1 puts 1 drop on a headstream that flows at once', () => {
    let s = put(lab(2), 1, 'base', '3L');
    s = playAll(s, 0, ['place W1L', 'drop on C']);
    expect(s.dams['3L']!.drops).toBe(1);
    expect(s.headstreams.C.drops).toBe(0);
  });

  it('workshop turns the wheel and returns what comes round (R3: 5 credits, 3 turns)', () => {
    let s = play(lab(2), 0, 'place CB1');
    s = playAll(s, 0, ['tile base', 'build base at 1L']);
    expect(seat(s, 0).wheel.segments[0]!.tiles).toEqual(['base']);
    s = play(s, 1, 'bank 1');
    s = play(s, 0, 'place R3L');
    expect(seat(s, 0).credits).toBe(1);
    expect(seat(s, 0).wheel.open).toBe(4);
    s = play(s, 1, 'bank 1');
    s = play(s, 0, 'place R1L');
    expect(seat(s, 0).wheel.open).toBe(5);
    s = play(s, 1, 'bank 1');
    s = play(s, 0, 'place R1R');
    expect(seat(s, 0).wheel.open).toBe(0);
    expect(seat(s, 0).tiles).toContain('base');
    expect(seat(s, 0).ex).toBe(6);
  });

  it('machinery shop: 2 credits for an excavator, 5 for one of each, 4 for a choice (4 players)', () => {
    let s = play(lab(4), 0, 'place MEL');
    expect([seat(s, 0).credits, seat(s, 0).ex]).toEqual([4, 7]);
    s = turnOf(s, 1);
    s = play(s, 1, 'place MBL');
    expect([seat(s, 1).credits, seat(s, 1).ex, seat(s, 1).mx]).toEqual([1, 7, 5]);
    s = turnOf(s, 2);
    s = play(s, 2, 'place MAL');
    expect(formatted(s, 2)).toEqual(['gain 1 ex 0 mx', 'gain 0 ex 1 mx']);
    s = play(s, 2, 'gain 0 ex 1 mx');
    expect([seat(s, 2).credits, seat(s, 2).mx]).toEqual([2, 5]);
  });

  it('contract office: take 2 for 1 credit, discard down to 3, refill at the end of the turn', () => {
    let s = patchSeat(lab(2), 0, { hand: ['S1', 'G1'] });
    const up = Object.values(s.contracts.faceUp).flat();
    s = play(s, 0, 'place K2L');
    expect(seat(s, 0).credits).toBe(5);
    s = play(s, 0, `take ${up[0]}`);
    s = play(s, 0, `take ${up[2]}`);
    expect(top(s)).toMatchObject({ kind: 'discard', seat: 0 });
    s = play(s, 0, 'discard S1');
    expect(seat(s, 0).hand).toEqual(['G1', up[0], up[2]]);
    expect(Object.values(s.contracts.faceUp).flat()).toHaveLength(6);
  });

  it('patent office: 5 credits for the tile in that position; the position stays empty until the round ends', () => {
    let s = newGame(2, 'patent');
    while (top(s)?.kind === 'draft') s = play(s, top(s)!.seat, formatted(s, top(s)!.seat)[0]!);
    const who = top(s)!.seat;
    const tile = s.patent.positions[1]!;
    const before = seat(s, who).credits;
    s = play(s, who, 'place PO2');
    expect(seat(s, who).tiles).toContain(tile);
    expect(seat(s, who).credits).toBe(before - 5);
    expect(s.patent.positions[1]).toBeNull();
    expect(formatted(s, top(s)!.seat)).not.toContain('place PO2');
    const r = barrage.apply(s, top(s)!.seat, { kind: 'place', space: 'PO2' });
    expect(!r.ok && r.error.reason).toBe('PO2 is already taken this round.');
  });

  it('bank: 1 credit per engineer', () => {
    const s = play(lab(2), 0, 'bank 5');
    expect([seat(s, 0).credits, seat(s, 0).engineers]).toEqual([11, 7]);
  });

  it('events describe what happened in words', () => {
    const { events } = playE(lab(2), 0, 'bank 3');
    expect(events.map((e) => e.text)).toContain('places 3 engineers on BANK');
  });
});

describe('refusals say why, with the numbers', () => {
  it('a site that is taken, a second base in a basin, or a build that cannot be paid', () => {
    let s = put(put(lab(2), 1, 'base', '1U'), 0, 'base', '2L');
    s = playAll(s, 0, ['place CB1', 'tile base']);
    const why = (site: string) => {
      const r = barrage.apply(s, 0, { kind: 'site', type: 'base', site });
      return r.ok ? 'ok' : r.error.reason;
    };
    expect(why('1U')).toBe('1U already holds a dam.');
    expect(why('2U')).toBe('You already have a base in basin 2.');
    expect(why('99X')).toBe('99X is not a place for a base on the map.');
    // 3L (free) stays buildable, as in a real position: the decision always has a legal move.
    const poor = patchSeat(s, 0, { credits: 2 });
    const r = barrage.apply(poor, 0, { kind: 'site', type: 'base', site: '3U' });
    expect(!r.ok && r.error.reason).toBe('A base at 3U needs 3 excavators and 3 credits; you have 6 excavators, 4 mixers and 2 credits.');
  });
});
