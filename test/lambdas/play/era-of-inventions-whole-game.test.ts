/**
 * A whole Era of Inventions game (4 players: 8 rounds of 8 placements and 8 resolutions, the
 * fewest turns of any player count, rules/era-of-inventions.md §2.2) played through the module API by feeding raw reply
 * emails, from the `new` mail to the final scores: every turn is one reply from the player whose
 * turn it is, at their own reply address, its lines the moves of the whole turn chosen by a
 * seeded random chooser (whole-turn-replies.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { seedRng } from '../../../engine/core/rng';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../support/service';
import { playByTurns, randomChoice } from './whole-turn-replies';

const PLAYERS = ['ann@f.test', 'bo@f.test', 'cy@f.test', 'di@f.test'];
const eoi = registry.get('era-of-inventions')!;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe('a whole game by email', () => {
  it('plays a 4-player Era of Inventions game from invitation to final scores', async () => {
    const created = await h.receive(replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new era-of-inventions ${PLAYERS.slice(1).join(' ')}` }));
    const gameId = (created as { gameId: string }).gameId;
    await h.flush();
    for (const invited of PLAYERS.slice(1)) {
      const invite = (await h.inbox(invited)).at(-1)!;
      await h.receive(replyMail({ from: invited, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
    }

    const replies = await playByTurns(h, eoi, gameId, eoi.meta.title, randomChoice, seedRng('eoi-whole-game'));
    expect(replies).toBeGreaterThan(30);
    const game = (await h.store.getGame(gameId))!;
    expect(game.status).toBe('finished');
    const result = eoi.result(game.match!.state)!;
    expect(result.scores).toHaveLength(4);

    // Everyone's last email is the final result with the scores.
    await h.flush();
    for (const address of PLAYERS) {
      const last = (await h.inbox(address)).at(-1)!;
      expect(last.text).toContain('Game over');
      for (const score of result.scores) expect(last.text).toContain(String(score));
    }
    // Every email says the card and board data is a placeholder in its subject; every status
    // email also in the text and the HTML board header.
    for (const address of PLAYERS) {
      for (const mail of await h.inbox(address)) expect(mail.subject).toContain('Era of Inventions (placeholder card data)');
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
