/**
 * Puerto Rico's Japanese reads as Japanese (JA-STYLE): at seeded positions of play-outs of every
 * option set, the game's Japanese texts (events, prompts, the board, move notes, refusals, the
 * score breakdown) use none of the avoided words, no half-width `:`/`(` after Japanese, no
 * English words or notation; log lines, prompts and notes are phrases (no です・ます).
 */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName } from '../../../engine/index';
import { englishWordsIn, jaStyleFaults } from '../../support/japanese';
import { OPTION_SETS, playoutPositions, sample, textsAt } from './texts';

describe('Japanese style', () => {
  for (const options of OPTION_SETS) {
    const label =
      Object.entries(options)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ') || 'base game';
    it(`every Japanese text keeps JA-STYLE (${label})`, () => {
      let read = 0;
      for (const players of [3, 5]) {
        for (const at of sample(playoutPositions(players, `ja-style-${players}`, options), 5)) {
          const { ja, jaPhrases } = textsAt(at);
          for (const raw of ja) {
            const text = fillSeats(raw, seatNumberName);
            expect([...jaStyleFaults(text), ...englishWordsIn(text)], text).toEqual([]);
            // No notation left in Japanese either (`hacienda`, `san-juan`): the seed's names.
            expect(fillSeats(raw, () => '').match(/[A-Za-z]{2,}/g) ?? [], text).toEqual([]);
            read += 1;
          }
          for (const phrase of jaPhrases) expect(phrase, phrase).not.toMatch(/(です|ます)。?$/);
        }
      }
      expect(read).toBeGreaterThan(100);
    });
  }
});
