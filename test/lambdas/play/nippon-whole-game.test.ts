/**
 * A whole Nippon game (2 players) played through the module API by feeding raw reply emails,
 * from the `new` mail to the final scores: every turn is one reply from the player whose turn
 * it is, at their own reply address, its lines the moves of the whole turn (whole-turn-replies.ts).
 * Cheap-moves policy, seeded: take a worker whenever one may be taken (the game moves on only
 * as workers are taken, rules/nippon.md §4.3), finish the turn without conversions, otherwise a
 * seeded random choice; so the game is short in emails but still reaches the final scoring.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { randomInt, seedRng } from '../../../engine/core/rng';
import { expectFinished, startGameByEmail, useHarness } from '../../support/whole-game';
import { playByTurns, type Chooser } from './whole-turn-replies';

const PLAYERS = ['ann@f.test', 'bo@f.test'];
const pr = registry.get('nippon')!;

const cheapMoves: Chooser = (_s, _seat, legal, rng) => {
  if (legal.includes('done')) return 'done';
  const takes = legal.filter((m) => m !== 'consolidate');
  const from = takes.length > 0 ? takes : legal;
  return from[randomInt(rng, from.length)]!;
};
const suite = useHarness();

describe('a whole game by email', () => {
  it('plays a 2-player Nippon game from invitation to final scores', async () => {
    const h = suite.h;
    const gameId = await startGameByEmail(h, pr.meta.id, PLAYERS);

    const replies = await playByTurns(h, pr, gameId, pr.meta.title, cheapMoves, seedRng('nippon-whole-game'));
    expect(replies).toBeGreaterThan(30);
    await expectFinished(h, pr, gameId, PLAYERS);
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
  }, 600_000);
});
