/**
 * Barrage's English reads right where numbers meet nouns ("1 engineer", not "1 engineers"), with
 * "a"/"an" by sound, and where water leaves the map ("flows off the map"): on known positions and
 * in every text of seeded play-outs.
 */
import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { lab, patchSeat } from './helpers';
import { sampledGame, SAMPLE_GAMES } from './sampled';
import { eventTexts, positionTexts } from './texts';

const NOUNS = 'engineers|credits|drops|excavators|mixers|bases|elevations|conduits|powerhouses|contracts|moves';
const SLIPS = [new RegExp(`(?<![\\d.,])1 (${NOUNS})\\b`), /\ba [aeiou]/i, /\ban [b-df-hj-np-tv-z]/i, /flows to off/, /pays 0 credits/];

describe('Barrage English', () => {
  it('a seat with one engineer and one credit reads "1 engineer", "1 credit"', () => {
    const s = patchSeat(lab(2), 0, { engineers: 1, credits: 1 });
    const text = fillSeats(barrage.describe(barrage.view(s, 0)), seatNumberName);
    expect(text).toContain('1 cr, 6 Ex, 4 Mx, 1 engineer');
    expect(text).not.toMatch(/\b1 engineers\b/);
  });

  it('the Workshop for free only turns the wheel; "an elevation"', () => {
    const s = lab(2);
    const r1 = barrage.apply(s, 0, { kind: 'place', space: 'R1L' });
    expect(r1.ok && r1.events.map((e) => e.text)).toEqual(['places 1 engineer on R1L', 'turns the wheel 1']);
  });

  SAMPLE_GAMES.slice(0, 4).forEach(({ players, options }, i) => {
    it(`${players} player(s) ${JSON.stringify(options)}: no "1 <plural>", "a"/"an" slip or "flows to off the map" in any text`, () => {
      const game = sampledGame(players, `english-${i}`, options, 30);
      const texts = [...[...game.positions, game.last].flatMap((m) => positionTexts(m, 'en')), ...eventTexts(game.events, 'en')];
      const bad = texts.flatMap((t) =>
        SLIPS.filter((re) => re.test(t.text)).map(
          (re) => `${t.where}: ${t.text.match(new RegExp(`.{0,30}${re.source}.{0,30}`, re.flags))?.[0]}`,
        ),
      );
      expect([...new Set(bad)].slice(0, 10)).toEqual([]);
    });
  });
});
