/** Views, hidden information (§7), the text board, move descriptions, refusals and neutral moves. */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { newMatch, playMove, type Match } from '../../../engine/core/match';
import { randomInt, seedRng } from '../../../engine/core/rng';
import type { EraState } from '../../../engine/era-of-inventions';
import { game, newGame } from './helpers';

/** Positions of one seeded game, every few decisions. */
function positions(players: number, seed: string): EraState[] {
  const created = newMatch(game, players, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let m: Match = created.match;
  const rng = seedRng(seed);
  const out: EraState[] = [];
  for (let i = 0; game.pending(m.state as EraState).length > 0; i++) {
    if (i % 7 === 0) out.push(m.state as EraState);
    const seat = game.pending(m.state as EraState)[0]!.seat;
    const legal = game.legalMoves(m.state as EraState, seat);
    const o = playMove(game, m, seat, legal[randomInt(rng, legal.length)]!);
    if (!o.ok) throw new Error(o.error.reason);
    m = o.match;
  }
  out.push(m.state as EraState);
  return out;
}

const SAMPLE = positions(4, 'view');

describe('hidden information (§7)', () => {
  it("only the order of the draw piles is hidden: rehide changes it, no seat's view changes", () => {
    for (const s of SAMPLE) {
      const other = game.rehide!(s, 1, 'other');
      for (const seat of [null, 0, 1, 2, 3]) expect(game.view(other, seat)).toEqual(game.view(s, seat));
    }
    const s = SAMPLE[1]!;
    expect(JSON.stringify(game.view(s, 0))).not.toContain(JSON.stringify(s.invDraw));
  });

  it('dealing new cards at upkeep reveals hidden information (no undo past it)', () => {
    const created = newMatch(game, 3, {}, 'reveal');
    if (!created.ok) throw new Error('setup');
    let m = created.match;
    let revealed = false;
    while ((m.state as EraState).round === 1) {
      const seat = game.pending(m.state as EraState)[0]!.seat;
      const pass = game.legalMoves(m.state as EraState, seat).find((x) => x.kind === 'pass' || x.kind === 'place' || x.kind === 'nobonus')!;
      const o = playMove(game, m, seat, pass);
      if (!o.ok) throw new Error(o.error.reason);
      revealed ||= o.steps.some((x) => x.reveals);
      m = o.match;
    }
    expect(revealed).toBe(true);
  });
});

describe('the text board', () => {
  it('shows the placeholder notice, the areas, both displays, the inventions and every seat', () => {
    const text = fillSeats(game.describe(game.view(newGame(3, 'board'), 1)), seatNumberName);
    expect(text).toMatch(/^Era of Inventions, round 1 of 9/);
    expect(text).toContain('NOTE: Placeholder card and board data');
    expect(text).toContain('area 4: exchange market');
    expect(text).toContain('Invention display (oldest first):');
    expect(text).toContain('Factory display (oldest first):');
    expect(text).toContain('telephone-basic: 3 / 4 / 1 IP');
    expect(text).toContain('Seat 2 (you)');
  });

  it('shows the final scores when the game is over', () => {
    const last = SAMPLE[SAMPLE.length - 1]!;
    expect(fillSeats(game.describe(game.view(last, 0)), seatNumberName)).toMatch(/The game is over. Final: Seat 1 \(you\) \d+/);
  });
});

describe('every step: prompts, descriptions, refusals, neutral moves', () => {
  it('names the decision in English and Japanese, and describes every legal move in both', () => {
    for (const s of SAMPLE.slice(0, -1)) {
      for (const p of game.pending(s)) {
        expect(p.prompt.length).toBeGreaterThan(5);
        expect(p.promptJa).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
        for (const m of game.legalMoves(s, p.seat)) {
          expect(game.describeMove!(s, p.seat, m, 'en').length).toBeGreaterThan(3);
          // In Japanese a move whose label says it all (得る, このアクションを終える) has no note.
          const ja = game.describeMove!(s, p.seat, m, 'ja');
          if (['take', 'gain', 'nobonus', 'done'].includes(m.kind)) expect(ja).toBe('');
          else expect(ja.length).toBeGreaterThan(1);
        }
      }
    }
  });

  it('neutral is a listed move (pass, done, no bonus, the first choice) except placement, which is compulsory', () => {
    for (const s of SAMPLE.slice(0, -1)) {
      const seat = game.pending(s)[0]!.seat;
      const n = game.neutral(s, seat);
      const top = s.stack[s.stack.length - 1]!;
      if (top.kind === 'place') expect(n).toBeNull();
      else expect(game.legalMoves(s, seat)).toContainEqual(n);
    }
  });

  it('refuses a move of another decision or seat with a sentence', () => {
    const s = SAMPLE[3]!;
    const seat = game.pending(s)[0]!.seat;
    const wrong = game.apply(s, (seat + 1) % 4, game.legalMoves(s, seat)[0]!);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('not-your-turn');
    const nonsense = game.apply(s, seat, { kind: 'develop', space: 'airplane-innovative' });
    expect(nonsense.ok).toBe(false);
    if (!nonsense.ok) expect(nonsense.error.reason.length).toBeGreaterThan(20);
  });
});
