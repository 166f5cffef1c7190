/**
 * Names everywhere ("Names everywhere (HTML, plain text, CLI, errors): never "Seat
 * N" or "P1""): for every registered game, status emails at many positions of a seeded
 * play-out (board, "since your last email", move notes; English and Japanese) and `pbem
 * show` name the players. The engines write "Seat N"; the service puts the name there.
 */
import { describe, expect, it } from 'vitest';
import { legalMovesFor, newMatch, playMove, registry, replay, randomPlayout } from '../../engine/index';
import { randomInt, seedRng } from '../../engine/core/rng';
import { describePosition } from '../../cli/commands';
import { buildStatusModel, movesWithNotes, withBoard } from '../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../templates';

const NAMES = ['Ann', 'Bo', 'Cy'];
/** What a seat number looks like in text: "Seat 2", "seat 2", "P2 " (Barrage's old style), a colour's possessive. */
const SEAT_WORDS = /\b[Ss]eat \d\b|\bP[1-4]\b(?![_\d])|\b(?:red|yellow|purple|blue|green|orange)'s\b|Seat \dの/;
const POSITIONS = 12;

function positions(kind: string) {
  const game = registry.get(kind)!;
  const full = randomPlayout(game, 3, `names-${kind}`, { checks: 'none' });
  const every = Math.max(1, Math.floor(full.moves.length / POSITIONS));
  const out = [];
  for (let k = every; k < full.moves.length; k += every) {
    const part = replay(game, { players: 3, seed: `names-${kind}`, moves: full.moves.slice(0, k) });
    out.push({ game, match: part.match!, since: part.steps.slice(-12), k });
  }
  return out;
}

describe.each(registry.all.map((g) => g.meta.id))('%s names the players', (kind) => {
  const cases = positions(kind);

  it('in status emails: board, digest and move notes, English and Japanese, to the seat deciding and to another', () => {
    expect(cases.length).toBeGreaterThanOrEqual(POSITIONS - 1);
    let notes = 0;
    for (const { game, match, since, k } of cases) {
      const deciding = game.pending(match.state)[0]?.seat ?? 0;
      for (const seat of [deciding, (deciding + 1) % 3]) {
        for (const lang of ['en', 'ja'] as const) {
          const model = buildStatusModel({
            game,
            match,
            seat,
            names: NAMES,
            gameId: 'n4m3',
            recipientAddress: 'ann@example.com',
            replyAddress: 'g-n4m3-0-abcdefgh12345678@play.example.org',
            since,
            lang,
          });
          notes += (model.yourMoves ?? []).filter((m) => m.note).length;
          const email = renderStatusEmail(withBoard(model));
          const where = `${kind} after ${k} moves, seat ${seat}, ${lang}`;
          expect(email.text, where).not.toMatch(SEAT_WORDS);
          expect(email.html, where).not.toMatch(SEAT_WORDS);
          expect(email.text, where).toContain(NAMES[seat]!);
        }
      }
    }
    expect(notes, 'the move lists carried notes').toBeGreaterThan(0);
  });

  it('in the note of every legal move at every decision of a play-out (a note about another seat names them)', () => {
    const game = registry.get(kind)!;
    const created = newMatch(game, 3, {}, `notes-${kind}`);
    if (!created.ok) throw new Error(created.error.reason);
    let match = created.match;
    const chooser = seedRng(`notes-${kind}`);
    let decisions = 0;
    for (; decisions < 3_000 && game.pending(match.state).length > 0; decisions++) {
      const seat = game.pending(match.state)[0]!.seat;
      for (const lang of ['en', 'ja'] as const) {
        for (const m of movesWithNotes(game, match, seat, lang, NAMES)) {
          expect(m.note ?? '', `${kind} #${match.step} "${m.text}" (${lang})`).not.toMatch(SEAT_WORDS);
        }
      }
      const legal = legalMovesFor(game, match, seat);
      const out = playMove(game, match, seat, legal[randomInt(chooser, legal.length)]!);
      if (!out.ok) throw new Error(out.error.reason);
      match = out.match;
    }
    // A short game (Warehouse Sale: one sealed decision a round) has a dozen or so.
    expect(decisions).toBeGreaterThan(10);
  });

  it('in `pbem show`', () => {
    for (const { game, match, k } of cases) {
      for (const seat of [0, 1, 2]) {
        const text = describePosition(game, match, seat, { names: NAMES });
        expect(text, `${kind} after ${k} moves, seat ${seat}`).not.toMatch(SEAT_WORDS);
      }
    }
  });
});
