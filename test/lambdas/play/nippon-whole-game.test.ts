/**
 * A whole Nippon game (2 players) played through the module API by feeding raw reply emails,
 * from the `new` mail to the final scores: every turn is one reply from the player whose turn
 * it is, at their own reply address, its lines the moves of the whole turn (whole-turn-replies.ts).
 * Cheap-moves policy, seeded: take a worker whenever one may be taken (the game moves on only
 * as workers are taken, rules/nippon.md §4.3), finish the turn without conversions, otherwise a
 * seeded random choice; so the game is short in emails but still reaches the final scoring.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { randomInt, seedRng } from '../../../engine/core/rng';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../support/service';
import { playByTurns, type Chooser } from './whole-turn-replies';

const PLAYERS = ['ann@f.test', 'bo@f.test'];
const pr = registry.get('nippon')!;

const cheapMoves: Chooser = (_s, _seat, legal, rng) => {
  if (legal.includes('done')) return 'done';
  const takes = legal.filter((m) => m !== 'consolidate');
  const from = takes.length > 0 ? takes : legal;
  return from[randomInt(rng, from.length)]!;
};
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe('a whole game by email', () => {
  it('plays a 2-player Nippon game from invitation to final scores', async () => {
    const created = await h.receive(replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new nippon ${PLAYERS[1]}` }));
    const gameId = (created as { gameId: string }).gameId;
    await h.flush();
    const invite = (await h.inbox(PLAYERS[1]!)).at(-1)!;
    await h.receive(replyMail({ from: PLAYERS[1]!, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));

    const replies = await playByTurns(h, pr, gameId, pr.meta.title, cheapMoves, seedRng('nippon-whole-game'));
    expect(replies).toBeGreaterThan(30);
    const game = (await h.store.getGame(gameId))!;
    expect(game.status).toBe('finished');
    const result = pr.result(game.match!.state)!;
    expect(result.scores).toHaveLength(2);

    // Everyone's last email is the final result with the scores.
    await h.flush();
    for (const address of PLAYERS) {
      const last = (await h.inbox(address)).at(-1)!;
      expect(last.text).toContain('Game over');
      for (const score of result.scores) expect(last.text).toContain(String(score));
    }
    // Every Nippon status email says that some component data is provisional, in the text and the HTML board.
    for (const address of PLAYERS) {
      const mails = await h.inbox(address);
      for (const mail of mails) expect(mail.subject).toContain('Nippon (provisional component data)');
      const status = mails.filter((m) => m.text.includes('Nippon (data nippon-data-1)'));
      expect(status.length).toBeGreaterThan(10);
      for (const mail of status) {
        expect(mail.text).toContain('component data');
        expect(mail.html).toContain('is provisional until checked against the physical game');
      }
    }
    // The log is complete and the game is no longer due for reminders.
    expect((await h.store.listMoves(gameId)).length).toBe(game.match!.step);
    expect(game.dueAt).toBeUndefined();
  }, 600_000);
});
