/**
 * Nippon texts name players only by seat reference (engine/core/seat-text.ts), never as
 * "Seat N": the board in both languages, prompts, move notes, events, refusals and score lines,
 * at positions of seeded play-outs (the end included, for the score lines).
 */
import { describe, expect, it } from 'vitest';
import { playMove, replay } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { fillSeats, hasSeatRef, seatNumberName } from '../../../engine/core/seat-text';
import { nippon, type NipponMove, type NipponState } from '../../../engine/nippon';
import { candidates } from '../../../engine/nippon/candidates';
import { sampledPositions } from './positions';

const SEAT_WORD = /\b[Ss]eat \d/;

describe('Nippon texts use seat references', () => {
  it('no text of a position writes "Seat N" (3 and 4 players)', () => {
    const texts: string[] = [];
    for (const players of [3, 4]) {
      for (const match of sampledPositions(players, `seat-text-${players}`, 41)) {
        const s = match.state as NipponState;
        const pending = nippon.pending(s)[0]!;
        const seat = pending.seat;
        for (const lang of ['en', 'ja'] as const) texts.push(nippon.describe(nippon.view(s, seat), lang));
        texts.push(pending.prompt, pending.promptJa ?? '');
        for (const m of nippon.legalMoves(s, seat)) {
          texts.push(nippon.describeMove!(s, seat, m, 'en'), nippon.describeMove!(s, seat, m, 'ja'));
          const played = playMove(nippon, match, seat, m);
          if (played.ok) for (const step of played.steps) for (const e of step.events) texts.push(e.text, e.ja ?? '');
        }
        for (const m of (candidates(s, seat) as NipponMove[]).slice(0, 30)) {
          const out = nippon.apply(s, seat, m);
          if (!out.ok) texts.push(out.error.reason, out.error.reasonJa ?? '');
        }
      }
    }
    const end = randomPlayout(nippon, 2, 'seat-text-end', { checks: 'none' });
    const last = replay(nippon, { players: 2, seed: 'seat-text-end', moves: end.moves }).match!.state as NipponState;
    for (const line of nippon.result(last)!.breakdown ?? []) texts.push(line.text, line.ja ?? '');
    for (const o of nippon.meta.options) texts.push(o.description, o.descriptionJa ?? '');
    const offending = texts.filter((t) => SEAT_WORD.test(t));
    expect(offending).toEqual([]);
    // The board names every player by reference, and a reference fills to a name.
    const boards = texts.filter((t) => hasSeatRef(t));
    expect(boards.length).toBeGreaterThan(10);
    expect(boards.map((t) => fillSeats(t, seatNumberName)).some((t) => SEAT_WORD.test(t))).toBe(true);
  });
});
