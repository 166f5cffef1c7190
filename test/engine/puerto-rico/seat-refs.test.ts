/**
 * Players in Puerto Rico's texts are seat references (engine/core/seat-text.ts), never
 * "Seat N": the service puts each reader's names in. Read at seeded positions of play-outs of
 * every player count, base game and each option set of `meta.variants`.
 */
import { describe, expect, it } from 'vitest';
import { fillSeats, hasSeatRef, seatNumberName } from '../../../engine/index';
import { puertoRico } from '../../../engine/puerto-rico';
import { newGame, play } from './helpers';
import { OPTION_SETS, playoutPositions, sample, textsAt } from './texts';

const SEAT_NUMBER = /\b[Ss]eat \d/;

describe('seat references', () => {
  for (const options of OPTION_SETS) {
    const label =
      Object.entries(options)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ') || 'base game';
    it(`no text writes "Seat N" for a player (${label}, 2–5 players)`, () => {
      let refs = 0;
      for (const players of [2, 3, 4, 5]) {
        for (const at of sample(playoutPositions(players, `seat-refs-${players}`, options), 6)) {
          const { en, ja } = textsAt(at);
          for (const text of [...en, ...ja]) {
            expect(text, text).not.toMatch(SEAT_NUMBER);
            if (hasSeatRef(text)) refs += 1;
          }
        }
      }
      // The boards name every seat, so references are there to fill.
      expect(refs).toBeGreaterThan(0);
    });
  }

  it('the board names the Governor and the pending seat by reference, filled by the reader', () => {
    const text = fillSeats(puertoRico.describe(puertoRico.view(newGame(3), 1)), (s) => ['Ann', 'Bo', 'Cy'][s]!);
    expect(text).toContain('Governor: Ann.');
    expect(text).toContain('Now: Ann must choose a role.');
    expect(text).toContain('Bo (you):');
  });

  it('a Japanese log line starts with its actor and が (JA-STYLE "Log lines and events")', () => {
    const events = play(newGame(4), 0, 'role prospector').events;
    expect(events.map((e) => fillSeats(e.ja ?? '', seatNumberName))).toEqual([
      'Seat 1が金鉱掘りを選んだ',
      'Seat 1が金鉱掘りとして1ダブロンを得た',
    ]);
    // English lines stay verb phrases after the actor's name, which the service writes.
    expect(events.map((e) => e.text)).toEqual(['takes the Prospector', 'gets 1 doubloon as Prospector']);
  });
});
