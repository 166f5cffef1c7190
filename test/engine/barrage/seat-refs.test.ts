/**
 * Players in Barrage's texts are seat references the service fills with names: no text at a
 * position of a seeded play-out (2–4 players, with Automas) writes "Seat N" or a player "P<n>"
 * (map ids such as P6_0 or a conduit's end zone "→P7" stay).
 */
import { describe, expect, it } from 'vitest';
import { hasSeatRef } from '../../../engine/core/seat-text';
import { sampledGame, SAMPLE_GAMES } from './sampled';
import { eventTexts, positionTexts, type Text } from './texts';

/** "Seat 2", "seat 2", or "P2" standing for a player (not P6_0, not a zone after an arrow or in "zone P3"). */
const SEAT_WORDS = /\b[Ss]eat \d|(?<![→\w_])P\d\b(?!_)/;

describe('players are seat references in every Barrage text', () => {
  SAMPLE_GAMES.forEach(({ players, options }, i) => {
    it(`${players} player(s) ${JSON.stringify(options)}: no "Seat N" or player "P<n>" in any text, every reference filled`, () => {
      const game = sampledGame(players, `seat-refs-${i}`, options);
      expect(game.finished).toBe(true);
      const texts: Text[] = [];
      for (const lang of ['en', 'ja'] as const) {
        for (const m of [...game.positions, game.last]) texts.push(...positionTexts(m, lang));
        texts.push(...eventTexts(game.events, lang));
      }
      const bad = texts
        .filter((t) => SEAT_WORDS.test(t.text) || hasSeatRef(t.text))
        .map((t) => `${t.where}: ${t.text.match(new RegExp(`.{0,40}(${SEAT_WORDS.source}).{0,40}`))?.[0] ?? t.text.slice(0, 80)}`);
      expect([...new Set(bad)].slice(0, 12)).toEqual([]);
    });
  });
});
