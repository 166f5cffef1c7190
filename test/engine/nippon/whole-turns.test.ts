/**
 * Whole turns for Nippon (engine/core/whole-turns.ts, what the status email lists): a worker
 * taken, its action and the action's choices are one reply line. At seeded positions of 2–4
 * players, every listed turn plays back part by part from its notation and hands the turn on
 * (§4.3: turns rotate, so the seat never decides again right after its own turn), and the list
 * stays short enough for an email.
 */
import { describe, expect, it } from 'vitest';
import { isPending, playText, type Match } from '../../../engine/core/match';
import { wholeTurns } from '../../../engine/core/whole-turns';
import { nippon, type NipponState } from '../../../engine/nippon';
import { sampledPositions } from './positions';

function playLine(match: Match, seat: number, parts: readonly string[]): Match {
  let at = match;
  for (const part of parts) {
    const r = playText(nippon, at, seat, part);
    if (!r.ok) throw new Error(`"${part}" of "${parts.join('; ')}" refused: ${r.error.reason}`);
    at = r.match;
  }
  return at;
}

describe('Nippon whole turns', () => {
  for (const players of [2, 3, 4]) {
    it(`each listed turn plays back and ends the seat's turn (${players} players)`, () => {
      const positions = sampledPositions(players, `whole-turns-${players}`, 37).slice(0, 3);
      let turns = 0;
      for (const match of positions) {
        const seat = nippon.pending(match.state as NipponState)[0]!.seat;
        const choices = wholeTurns(nippon, match, seat);
        const lines = choices.reduce((n, c) => n + Math.max(1, c.turns.length), 0);
        expect(lines).toBeLessThanOrEqual(70);
        for (const c of choices) {
          const ends = c.turns.length === 0 ? [[c.first.text]] : c.turns.map((t) => t.parts.map((p) => p.text));
          for (const parts of ends) {
            expect(parts[0]).toBe(c.first.text);
            const after = playLine(match, seat, parts);
            const over = nippon.pending(after.state as NipponState).length === 0;
            // A turn ends by handing on to the next seat (§4.3) or by ending the game; Nippon draws
            // workers only at the end of a turn, so no listed turn stops half-way at a reveal.
            expect(over || !isPending(nippon, after, seat), parts.join('; ')).toBe(true);
            turns++;
          }
        }
      }
      expect(turns).toBeGreaterThan(20);
    });
  }

  it('a take lists the worker, the action and its choices as one turn (§4.2, §5.4)', () => {
    const match = sampledPositions(3, 'whole-turns-3', 37)[0]!;
    const choices = wholeTurns(nippon, match, 0);
    const knowledge = choices.find((c) => c.first.text === 'knowledge')!;
    expect(knowledge.turns.length).toBeGreaterThan(0);
    for (const t of knowledge.turns) expect(t.text).toMatch(/^knowledge(; worker \w+)?; count [123](; .+)?$/);
  });
});
