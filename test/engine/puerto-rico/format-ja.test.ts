/**
 * Japanese move labels (JA-STYLE "Moves in Japanese mail"): at positions of seeded play-outs of
 * every player count and option set, every legal move has its own label, the label is Japanese
 * in the seed's words, names no player, and reads back to its move.
 */
import { describe, expect, it } from 'vitest';
import { hasSeatRef, readMove } from '../../../engine/index';
import { puertoRico } from '../../../engine/puerto-rico';
import { englishWordsIn, hasJapanese, jaStyleFaults } from '../../support/japanese';
import { OPTION_SETS, playoutPositions, sample } from './texts';

describe('formatJa', () => {
  for (const options of OPTION_SETS) {
    const label =
      Object.entries(options)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ') || 'base game';
    it(`labels are unique and read back to their moves (${label}, 2–5 players)`, () => {
      let checked = 0;
      for (const players of [2, 3, 4, 5]) {
        for (const { match } of sample(playoutPositions(players, `format-ja-${players}`, options), 20)) {
          for (const p of puertoRico.pending(match.state)) {
            const legal = puertoRico.legalMoves(match.state, p.seat);
            const labels = legal.map((m) => puertoRico.formatJa!(m));
            expect(new Set(labels).size, labels.join(' / ')).toBe(labels.length);
            legal.forEach((m, i) => {
              const text = labels[i]!;
              expect(hasJapanese(text) && !hasSeatRef(text), text).toBe(true);
              expect([...jaStyleFaults(text), ...englishWordsIn(text)], text).toEqual([]);
              const read = readMove(puertoRico, match, p.seat, text);
              expect(read.ok && read.move, text).toEqual(m);
              checked += 1;
            });
          }
        }
      }
      expect(checked).toBeGreaterThan(200);
    });
  }

  it("names the role, the good and the ship in the seed's words", () => {
    expect(puertoRico.formatJa!({ kind: 'chooseRole', role: 'craftsman' })).toBe('監督を選ぶ');
    expect(puertoRico.formatJa!({ kind: 'ship', good: 'indigo', ship: 5 })).toBe('インディゴを5樽積みの船に積む');
    expect(puertoRico.formatJa!({ kind: 'place', target: 'small-market', noble: true })).toBe('小さい市場に貴族を置く');
    expect(puertoRico.formatJa!({ kind: 'blackMarket', colonist: 'san-juan', good: 'corn' })).toBe(
      '闇市でサンファンの労働者とコーン1樽を払う',
    );
  });
});
