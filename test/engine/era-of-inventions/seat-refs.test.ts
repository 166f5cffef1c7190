/**
 * Players in the game's texts are seat references (`seatRef`), which the service fills with the
 * reader's names: no text says "Seat N" or "seat N" for a player, in either language.
 */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName, seatRef } from '../../../engine/core/seat-text';
import { game } from './helpers';
import { seededPlay } from './positions';
import { movesSeen, textsAt } from './texts';

const SEAT_WORD = /\b[Ss]eat \d/;

describe('seat references', () => {
  it.each([3, 4, 5])('%i players: no text at seeded positions names a seat by number', (players) => {
    const play = seededPlay(players, `seat-refs-${players}`, 37);
    const candidates = movesSeen(play.positions);
    const texts: string[] = [];
    for (const match of [...play.positions, play.final]) {
      const t = textsAt(match, candidates);
      texts.push(...t.en, ...t.ja);
    }
    for (const e of play.events) texts.push(e.text, e.ja ?? '');
    for (const line of game.result(play.final.state)!.breakdown ?? []) texts.push(line.text, line.ja ?? '');
    expect(texts.length).toBeGreaterThan(500);
    const bad = texts.filter((t) => SEAT_WORD.test(t));
    expect(bad.slice(0, 3)).toEqual([]);
    // Where a text names a player, it holds a reference the service fills.
    expect(texts.some((t) => t.includes(seatRef(0)))).toBe(true);
    expect(texts.map((t) => fillSeats(t, seatNumberName)).some((t) => SEAT_WORD.test(t))).toBe(true);
  });
});
