/**
 * A whole Era of Inventions game (3 players) played through the module API by feeding raw reply
 * emails, from the `new` mail to the final scores: every decision is a reply from the player
 * whose turn it is, at their own reply address, with a move chosen by a seeded chooser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { randomInt, seedRng } from '../../../engine/core/rng';
import { replyAddressOf } from '../../../lambdas/play/emails';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../support/service';

const PLAYERS = ['ann@f.test', 'bo@f.test', 'cy@f.test'];
const eoi = registry.get('era-of-inventions')!;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe('a whole game by email', () => {
  it('plays a 3-player Era of Inventions game from invitation to final scores', async () => {
    const created = await h.receive(replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new era-of-inventions ${PLAYERS[1]} ${PLAYERS[2]}` }));
    const gameId = (created as { gameId: string }).gameId;
    await h.flush();
    for (const invited of PLAYERS.slice(1)) {
      const invite = (await h.inbox(invited)).at(-1)!;
      await h.receive(replyMail({ from: invited, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
    }

    const chooser = seedRng('eoi-whole-game');
    let replies = 0;
    for (;;) {
      const game = (await h.store.getGame(gameId))!;
      if (game.status !== 'active') break;
      const seat = eoi.pending(game.match!.state)[0]!.seat;
      const player = game.players.find((p) => p.seat === seat)!;
      const legal = eoi.legalMoves(game.match!.state, seat);
      const move = eoi.format(legal[randomInt(chooser, legal.length)]);
      const out = await h.receive(
        replyMail({ from: player.address, to: replyAddressOf(h.deps.config, gameId, player), subject: `Re: [Era of Inventions ${gameId}] your turn`, body: move }),
      );
      expect(out.kind, `reply ${replies}: "${move}"`).toBe('applied');
      replies++;
      expect(replies).toBeLessThan(1500);
    }
    const game = (await h.store.getGame(gameId))!;
    expect(game.status).toBe('finished');
    const result = eoi.result(game.match!.state)!;
    expect(result.scores).toHaveLength(3);

    // Everyone's last email is the final result with the scores.
    await h.flush();
    for (const address of PLAYERS) {
      const last = (await h.inbox(address)).at(-1)!;
      expect(last.text).toContain('Game over');
      for (const score of result.scores) expect(last.text).toContain(String(score));
    }
    // Every status email says the card and board data is a placeholder, in the text and the HTML board header.
    for (const address of PLAYERS) {
      const status = (await h.inbox(address)).filter((m) => m.text.includes('Era of Inventions, round'));
      expect(status.length).toBeGreaterThan(10);
      for (const mail of status) {
        expect(mail.text).toContain('NOTE: Placeholder card and board data');
        expect(mail.html).toContain('Placeholder data.');
      }
    }
    // The log is complete and the game is no longer due for reminders.
    expect((await h.store.listMoves(gameId)).length).toBe(game.match!.step);
    expect(game.dueAt).toBeUndefined();
  }, 600_000);
});
