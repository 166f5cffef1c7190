/**
 * A whole Era of Inventions game (4 players: 8 rounds of 8 placements and 8 resolutions, the
 * fewest turns of any player count, rules/era-of-inventions.md §2.2) played through the module API by feeding raw reply
 * emails, from the `new` mail to the final scores: every turn is one reply from the player whose
 * turn it is, at their own reply address, its lines the moves of the whole turn chosen by a
 * seeded random chooser (whole-turn-replies.ts).
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { seedRng } from '../../../engine/core/rng';
import { expectFinished, startGameByEmail, useHarness } from '../../support/whole-game';
import { playByTurns, randomChoice } from './whole-turn-replies';

const PLAYERS = ['ann@f.test', 'bo@f.test', 'cy@f.test', 'di@f.test'];
const eoi = registry.get('era-of-inventions')!;
const suite = useHarness();

describe('a whole game by email', () => {
  it('plays a 4-player Era of Inventions game from invitation to final scores', async () => {
    const h = suite.h;
    const gameId = await startGameByEmail(h, eoi.meta.id, PLAYERS);

    const replies = await playByTurns(h, eoi, gameId, eoi.meta.title, randomChoice, seedRng('eoi-whole-game'));
    expect(replies).toBeGreaterThan(30);
    await expectFinished(h, eoi, gameId, PLAYERS);
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
  }, 600_000);
});
