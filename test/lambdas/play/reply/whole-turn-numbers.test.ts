/**
 * Numbers in a reply mean the lines the email numbered (lambdas/play/letters/turn-list.ts):
 * whole turns, one line each. A bare number is read as that line, recomputed from the same
 * position, and all its parts are played; once the game has moved on it is refused.
 */
import { describe, expect, it } from 'vitest';
import { isPending, newMatch, playText, registry, type Match } from '../../../../engine/index';
import { movesWithNotes } from '../../../../lambdas/play/letters/status-model';
import { listTurns } from '../../../../lambdas/play/letters/turn-list';
import { runReplyLines } from '../../../../lambdas/play/reply/move-lines';

const pr = registry.get('puerto-rico')!;

/** A 3-player Puerto Rico game at its first decision (the Governor chooses a role). */
function start(): { match: Match; seat: number } {
  const made = newMatch(pr, 3, {}, 'whole-turn-numbers');
  if (!made.ok) throw new Error(made.error.reason);
  return { match: made.match, seat: pr.pending(made.match.state)[0]!.seat };
}

describe('numbers of whole turns', () => {
  it('the email numbers whole turns, each line the compound reply its link sends', () => {
    const { match, seat } = start();
    const moves = movesWithNotes(pr, match, seat);
    const { lines } = listTurns(pr, match, seat);
    expect(moves.map((m) => [m.n, m.text])).toEqual(lines.map((l) => [l.n, l.text]));
    // Today's list numbered the roles only; the Builder's buildings now have numbers of their own.
    expect(moves.some((m) => /^role builder; build /.test(m.text))).toBe(true);
    expect(moves.length).toBeGreaterThan(pr.legalMoves(match.state, seat).length);
  });

  it('a bare number plays every part of the line the email numbered, and the turn is over', () => {
    const { match, seat } = start();
    const line = listTurns(pr, match, seat).lines.find((l) => l.parts.length > 1 && l.text.startsWith('role builder; build'))!;
    const out = runReplyLines({ game: pr, match, seat, lines: [String(line.n)], answeredStep: match.step });
    expect(out.lines[0]).toMatchObject({ status: 'applied', played: line.text });
    // The same parts typed out reach the same position.
    let typed = match;
    for (const part of line.text.split('; ')) {
      const r = playText(pr, typed, seat, part);
      if (!r.ok) throw new Error(r.error.reason);
      typed = r.match;
    }
    expect(out.match).toEqual(typed);
    expect(isPending(pr, out.match, seat) && !pr.freshTurn?.(out.match.state, seat)).toBe(false);
  });

  it('a number past the list is refused with the range of the list', () => {
    const { match, seat } = start();
    const count = listTurns(pr, match, seat).lines.length;
    const out = runReplyLines({ game: pr, match, seat, lines: [String(count + 1)], answeredStep: match.step });
    expect(out.lines[0]!.status).toBe('failed');
    expect(out.lines[0]!.reason).toContain(`choose 1 to ${count}`);
  });

  it('is refused once the game has moved on since the email', () => {
    const { match, seat } = start();
    const moved = playText(pr, match, seat, 'role builder');
    if (!moved.ok) throw new Error(moved.error.reason);
    const out = runReplyLines({ game: pr, match: moved.match, seat, lines: ['2'], answeredStep: match.step });
    expect(out.lines[0]!.status).toBe('failed');
    expect(out.lines[0]!.reason).toContain('moved on');
  });
});
