/**
 * Every decision step says why a move is refused, with the numbers (STYLE.md §8), and declares
 * its neutral move for a seat that timed out (DecisionStep.neutral).
 */
import { describe, expect, it } from 'vitest';
import { barrage, type BarrageMove, type BarrageState } from '../../../engine/barrage';
import { formatted, lab, newGame, patchSeat, playAll, put, top, turnOf } from './helpers';

function why(s: BarrageState, seat: number, move: BarrageMove): string {
  const r = barrage.apply(s, seat, move);
  if (r.ok) throw new Error(`${barrage.format(move)} was accepted`);
  expect(r.error.reason).not.toMatch(/not possible now/);
  return r.error.reason;
}

/** Seat 0 produces from 2L (level 3, `drops`) via C2L to P6_0, and from 1L (1 drop) via C1L to P8_0. */
function twoSystems(drops: number): BarrageState {
  let s = put(put(put(lab(2), 0, 'base', '2L', { level: 3, drops }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0');
  s = put(put(put(s, 0, 'base', '1L', { level: 1, drops: 1 }), 0, 'conduit', 'C1L'), 0, 'powerhouse', 'P8_0');
  return s;
}

describe('refusals name the reason with the numbers, for every step', () => {
  it('draft (DP-01): a company that is gone, or not with that officer', () => {
    const s = newGame(2, 'draft-why');
    const f = top(s)!;
    const left = s.draft!.pairs;
    const gone = (['usa', 'germany', 'italy', 'france'] as const).find((c) => !left.some((p) => p.company === c))!;
    expect(why(s, f.seat, { kind: 'draft', company: gone, officer: left[0]!.officer, contract: s.draft!.starting[0]! })).toBe(
      `${gone} is not left to choose; left: ${left.map((p) => `${p.company} with ${p.officer}`).join(', ')}.`,
    );
    const other = left[1]!.officer;
    expect(why(s, f.seat, { kind: 'draft', company: left[0]!.company, officer: other, contract: s.draft!.starting[0]! })).toBe(
      `${left[0]!.company} comes with ${left[0]!.officer}, not ${other}.`,
    );
  });

  it('turn (DP-03): engineers, credits, the Bank, pass, copy, engineer-free builds, a move of another step', () => {
    const one = patchSeat(lab(2), 0, { engineers: 1 });
    expect(why(one, 0, { kind: 'place', space: 'W2R' })).toBe('You cannot place on W2R: it needs 2 engineers and you have 1.');
    const poor = patchSeat(lab(2), 0, { credits: 2 });
    expect(why(poor, 0, { kind: 'place', space: 'R3L' })).toBe('You cannot place on R3L: it costs 5 credits and you have 2.');
    expect(why(lab(2), 0, { kind: 'place', space: 'BANK', engineers: 13 })).toBe(
      'You have 12 engineers: you can put 1 to 12 on the Bank, not 13.',
    );
    expect(why(lab(2), 0, { kind: 'pass' })).toBe('You cannot pass: you still have 12 engineers.');
    expect(why(lab(2), 0, { kind: 'copy', officer: 'adler', space: 'XO1' })).toBe(
      'Only the player with Mahiri Sekibo may copy an officer.',
    );
    const mahiri = patchSeat(lab(2), 0, { officer: 'sekibo', credits: 2 });
    expect(why(mahiri, 0, { kind: 'copy', officer: 'mcdowell', space: 'XO2' })).toBe('You cannot pay 3 credits for XO2: you have 2.');
    expect(why(mahiri, 0, { kind: 'copy', officer: 'jordan', space: 'XO1' })).toBe(
      'Solomon P. Jordan is not in play to copy; you can copy: mcdowell.',
    );
    expect(why(lab(2), 0, { kind: 'buildFree', tile: 'powerhouse-1' })).toBe(
      'You have no tile powerhouse-1 in your supply (tiles: base, elevation, conduit, powerhouse, joker).',
    );
    expect(why(lab(2), 0, { kind: 'buildFree', tile: 'base' })).toBe(
      'Only base-3 and powerhouse-1 build without engineers; base does not.',
    );
    expect(why(lab(2), 0, { kind: 'tile', tile: 'base' })).toMatch(
      /^"tile base" does not answer this decision: choose an action space\. You can: place CB1, /,
    );
  });

  it('construction (DP-04): a tile not held, a site, a payment that is short', () => {
    const s = playAll(lab(2), 0, ['place CB1']);
    expect(why(s, 0, { kind: 'tile', tile: 'joker-3' })).toBe(
      'You have no tile joker-3 to build with (supply: base, elevation, conduit, powerhouse, joker).',
    );
    // Solomon P. Jordan (seat 2 of 3) may pay 3 credits instead of each machine: a payment choice.
    let j = turnOf(lab(3), 2);
    j = playAll(j, 2, ['place CB1', 'tile base', 'build base at 5L']);
    expect(top(j)).toMatchObject({ kind: 'choosePayment' });
    expect(why(j, 2, { kind: 'pay', ex: 9, mx: 0, cr: 0 })).toBe('You cannot pay 9 excavators: you have 6.');
    expect(why(j, 2, { kind: 'pay', ex: 0, mx: 0, cr: 12 })).toBe('You cannot pay 12 credits: you have 6.');
    expect(why(j, 2, { kind: 'pay', ex: 1, mx: 0, cr: 0 })).toBe(
      'A base at 5L costs 4 excavators (3 credits may replace each machine); pay 1 ex is not that.',
    );
  });

  it('production (DP-05): no such dam, too many drops, a contract beyond the energy', () => {
    let s = playAll(twoSystems(2), 0, ['place T0L']);
    expect(top(s)).toMatchObject({ kind: 'chooseSystem' });
    expect(why(s, 0, { kind: 'produce', dam: '3L', conduit: 'C1L', powerhouse: 'P8_0' })).toBe('There is no dam at 3L.');
    expect(why(s, 0, { kind: 'produce', dam: '2L', conduit: 'C1L', powerhouse: 'P8_0' })).toBe(
      'Conduit C1L starts in zone 1, not at the dam 2L.',
    );
    expect(why(s, 0, { kind: 'decline' })).toMatch(/^This decision cannot be skipped/);
    s = playAll(s, 0, ['produce 2L via C2L to P6_0']);
    expect(why(s, 0, { kind: 'release', drops: 3 })).toBe('You can release 1 to 2 drops from 2L, not 3.');
    s = playAll(s, 0, ['release 1 drop']);
    expect(top(s)).toMatchObject({ kind: 'fulfil', energy: 4 }); // 3 × 1 drop + 1 for the second powerhouse
    expect(why(s, 0, { kind: 'fulfil', contract: 'G1' })).toBe(
      'Contract G1 is not in your hand nor among the national contracts (hand: S1).',
    );
  });

  it('contracts (DP-10, DP-11): not face up; not in hand', () => {
    let s = patchSeat(lab(2), 0, { hand: ['S1', 'G1', 'G2'] });
    s = playAll(s, 0, ['place K1L']);
    const up = Object.values(s.contracts.faceUp).flat();
    expect(why(s, 0, { kind: 'take', contract: 'R15' })).toBe(`Contract R15 is not face up; face up: ${up.join(', ')}.`);
    s = playAll(s, 0, [`take ${up[0]}`]);
    expect(top(s)).toMatchObject({ kind: 'discard' });
    expect(why(s, 0, { kind: 'discard', contract: 'Y9' })).toBe(
      `Contract Y9 is not in your hand; you hold S1, G1, G2, ${up[0]} (limit 3).`,
    );
  });

  it('drops and machinery (DP-09, DP-13): W2 cannot be skipped; the machinery count must add up', () => {
    const w = playAll(lab(2), 0, ['place W2L']);
    expect(why(w, 0, { kind: 'decline' })).toBe(
      "This step cannot be skipped: place 2 drops on headstreams (A, B, C, D); a reward's drops are all or none once the first is placed (spec A10/A12).",
    );
    const m = playAll(lab(4), 0, ['place MAL']);
    expect(why(m, 0, { kind: 'machinery', ex: 2, mx: 0 })).toBe('Take exactly 1 machinery in all: 2 excavators + 0 mixers makes 2.');
  });

  it("free structures (DP-14): the reward's type, value cap and area", () => {
    // A position with a free-structure reward on top (the frames a contract reward pushes).
    const cap = playAll(twoSystems(3), 0, ['place T+2L', 'produce 2L via C2L to P6_0', 'release 1 drop']);
    const free = {
      ...cap,
      stack: [
        ...cap.stack.slice(0, -1),
        { kind: 'freeStructure' as const, seat: 0, type: 'conduit' as const, maxValue: 2, areas: 'any' as const },
      ],
    };
    expect(why(free, 0, { kind: 'site', type: 'conduit', site: 'C1L' })).toBe('The free conduit may have a value of at most 2; C1L has 5.');
    expect(why(free, 0, { kind: 'site', type: 'base', site: '8L' })).toBe('This reward builds a free conduit, not a base.');
    const base = {
      ...cap,
      stack: [
        ...cap.stack.slice(0, -1),
        { kind: 'freeStructure' as const, seat: 0, type: 'base' as const, maxValue: 99, areas: 'plains' as const },
      ],
    };
    expect(why(base, 0, { kind: 'site', type: 'base', site: '5U' })).toBe('The free base goes in the plains; 5U is in the hills.');
  });
});

describe('neutral moves for a seat that timed out', () => {
  it('a turn passes when it may, else puts 1 engineer on the Bank', () => {
    expect(barrage.neutral(lab(2), 0)).toEqual({ kind: 'place', space: 'BANK', engineers: 1 });
    expect(barrage.neutral(patchSeat(lab(2), 0, { engineers: 0 }), 0)).toEqual({ kind: 'pass' });
  });

  it('optional decisions are skipped; forced ones with no cheaper choice have none (the service picks)', () => {
    const s = playAll(twoSystems(2), 0, ['place T0L', 'produce 2L via C2L to P6_0', 'release 1 drop']);
    expect(top(s)).toMatchObject({ kind: 'fulfil' });
    expect(barrage.neutral(s, 0)).toEqual({ kind: 'decline' });
    expect(barrage.neutral(playAll(lab(2), 0, ['place CB1']), 0)).toBeNull();
    expect(barrage.neutral(playAll(lab(2), 0, ['place W2L']), 0)).toBeNull();
  });

  it('a payment takes the fewest credits', () => {
    const j = playAll(turnOf(lab(3), 2), 2, ['place CB1', 'tile base', 'build base at 5L']);
    expect(formatted(j, 2).length).toBeGreaterThan(1);
    expect(barrage.neutral(j, 2)).toEqual({ kind: 'pay', ex: 4, mx: 0, cr: 0 });
  });
});
