/**
 * A whole Puerto Rico game played through the module API by feeding raw reply emails,
 * from the `new` mail to the final scores: every decision is a reply from the player
 * whose turn it is, at their own reply address, with a move chosen by a seeded chooser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { randomInt, seedRng } from '../../../engine/core/rng';
import { replyAddressOf } from '../../../lambdas/play/letters/compose-letters';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../support/service';

const PLAYERS = ['ann@f.test', 'bo@f.test'];
const pr = registry.get('puerto-rico')!;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe('a whole game by email', () => {
  it('plays a 2-player Puerto Rico game from invitation to final scores', async () => {
    const created = await h.receive(replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${PLAYERS[1]}` }));
    const gameId = (created as { gameId: string }).gameId;
    await h.flush();
    const invite = (await h.inbox(PLAYERS[1]!)).at(-1)!;
    await h.receive(replyMail({ from: PLAYERS[1]!, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));

    const chooser = seedRng('whole-game');
    let replies = 0;
    for (;;) {
      const game = (await h.store.getGame(gameId))!;
      if (game.status !== 'active') break;
      const seat = pr.pending(game.match!.state)[0]!.seat;
      const player = game.players.find((p) => p.seat === seat)!;
      const legal = pr.legalMoves(game.match!.state, seat);
      const move = pr.format(legal[randomInt(chooser, legal.length)]);
      const out = await h.receive(
        replyMail({ from: player.address, to: replyAddressOf(h.deps.config, gameId, player), subject: `Re: [Puerto Rico ${gameId}] your turn`, body: move }),
      );
      expect(out.kind, `reply ${replies}: "${move}"`).toBe('applied');
      replies++;
      expect(replies).toBeLessThan(1500);
    }
    const game = (await h.store.getGame(gameId))!;
    expect(game.status).toBe('finished');
    const result = pr.result(game.match!.state)!;
    expect(result.scores).toHaveLength(2);

    // Everyone's last email is the final result with the scores.
    await h.flush();
    for (const address of PLAYERS) {
      const last = (await h.inbox(address)).at(-1)!;
      expect(last.text).toMatch(/^Game over/);
      for (const score of result.scores) expect(last.text).toContain(String(score));
    }
    // The log is complete and the game is no longer due for reminders.
    expect((await h.store.listMoves(gameId)).length).toBe(game.match!.step);
    expect(game.dueAt).toBeUndefined();
  }, 600_000);
});
