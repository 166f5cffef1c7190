/**
 * Gmail clips mail over 102 KB; our budget is 80 KB of composed MIME. For every
 * registered game: the decision with the longest move list in a seeded 3-player play-out,
 * composed as sent (headers, text and HTML parts, transfer encoding), in English and in
 * Japanese (whose notes cost most), with long names. `npm run bench -- emails` measures the
 * worst case over every decision of several play-outs; this keeps the worst kind of email in
 * the suite.
 */
import { describe, expect, it } from 'vitest';
import { legalMovesFor, newMatch, playMove, registry, type Match } from '../../engine/index';
import { randomInt, seedRng } from '../../engine/core/rng';
import { EMAIL_BUDGET } from '../../templates/email-budget';
import { sizedStatusEmail } from '../support/sized-email';

const BUDGET = EMAIL_BUDGET;

function longestList(kind: string): { match: Match; seat: number; moves: number } {
  const game = registry.get(kind)!;
  const created = newMatch(game, 3, {}, `size-test-${kind}`);
  if (!created.ok) throw new Error(created.error.reason);
  let match = created.match;
  const chooser = seedRng(`size-test-${kind}`);
  let best = { match, seat: 0, moves: 0 };
  for (let i = 0; i < 600 && game.pending(match.state).length > 0; i++) {
    const seat = game.pending(match.state)[0]!.seat;
    const legal = legalMovesFor(game, match, seat);
    if (legal.length > best.moves) best = { match, seat, moves: legal.length };
    const out = playMove(game, match, seat, legal[randomInt(chooser, legal.length)]!);
    if (!out.ok) throw new Error(out.error.reason);
    match = out.match;
  }
  return best;
}

describe.each(registry.all.map((g) => g.meta.id))('%s: the largest status email', (kind) => {
  it(`stays under ${BUDGET / 1024} KB composed, in English and Japanese`, async () => {
    const game = registry.get(kind)!;
    const { match, seat, moves } = longestList(kind);
    expect(moves).toBeGreaterThan(5);
    for (const lang of ['en', 'ja'] as const) {
      const { bytes } = await sizedStatusEmail(game, match, seat, lang);
      expect(bytes, `${kind} ${lang}, decision #${match.step}, ${moves} moves`).toBeLessThan(BUDGET);
    }
  });
});
