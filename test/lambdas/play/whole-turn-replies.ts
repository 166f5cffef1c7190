/**
 * Drives a whole game by email with one reply per turn: the player whose turn it is writes
 * every move of their turn as lines of one reply (the service runs a reply's lines in order).
 * The lines are found by playing the turn on a local copy of the stored match with the same core functions the service uses, so forced steps are skipped exactly as
 * the service skips them. Fewer emails than one reply per decision keeps the whole-game tests
 * of the long games fast while every move still arrives by email.
 */
import { expect } from 'vitest';
import { playMove, type AnyGame, type Match } from '../../../engine/index';
import { randomInt, type RngState } from '../../../engine/core/rng';
import { replyAddressOf } from '../../../lambdas/play/letters/compose-letters';
import { replyMail, type Harness } from '../../support/service';

/** Picks one move (by its notation) from the legal list of `seat` in `state`. */
export type Chooser = (state: unknown, seat: number, legal: readonly string[], rng: RngState) => string;

export const randomChoice: Chooser = (_s, _seat, legal, rng) => legal[randomInt(rng, legal.length)]!;

/** At most this many lines in one reply (a real player's turn is a handful). */
const MAX_LINES = 40;

/** The lines `seat` writes for its whole turn, from `match`: while `seat` is among the seats that must decide. */
export function turnLines(game: AnyGame, match: Match, seat: number, choose: Chooser, rng: RngState): { lines: string[]; after: Match } {
  const lines: string[] = [];
  let m = match;
  for (;;) {
    const pending = game.pending(m.state);
    if (!pending.some((p) => p.seat === seat) || lines.length >= MAX_LINES) return { lines, after: m };
    const legal = game.legalMoves(m.state, seat);
    const text = choose(
      m.state,
      seat,
      legal.map((x) => game.format(x)),
      rng,
    );
    const move = legal.find((x) => game.format(x) === text)!;
    const out = playMove(game, m, seat, move as never);
    if (!out.ok) throw new Error(`local play refused "${text}": ${out.error.reason}`);
    lines.push(text);
    m = out.match;
  }
}

/**
 * Plays the game `gameId` to its end, one reply per turn; returns the number of replies.
 * Every reply must be applied whole: the stored game then stands where the local copy stands.
 */
export async function playByTurns(
  h: Harness,
  game: AnyGame,
  gameId: string,
  subject: string,
  choose: Chooser,
  rng: RngState,
): Promise<number> {
  let replies = 0;
  let expected: { step: number; lines: string[] } | null = null;
  for (;;) {
    const stored = (await h.store.getGame(gameId))!;
    if (expected) expect(stored.match!.step, `reply ${replies}: ${JSON.stringify(expected.lines)}`).toBe(expected.step);
    if (stored.status !== 'active') return replies;
    const seat = game.pending(stored.match!.state)[0]!.seat;
    const player = stored.players.find((p) => p.seat === seat)!;
    const { lines, after } = turnLines(game, stored.match!, seat, choose, rng);
    const out = await h.receive(
      replyMail({
        from: player.address,
        to: replyAddressOf(h.deps.config, gameId, player),
        subject: `Re: [${subject} ${gameId}] your turn`,
        body: lines.join('\n'),
      }),
    );
    expect(out.kind, `reply ${replies}: ${JSON.stringify(lines)}`).toBe('applied');
    expected = { step: after.step, lines };
    replies++;
    expect(replies).toBeLessThan(1000);
  }
}
