/**
 * Japanese move labels (JA-STYLE "Moves in Japanese mail"): at positions of seeded play-outs of every
 * player count, with and without Automas, every legal move has a Japanese label, no two legal moves
 * share one, and the core reads each label back to its move.
 */
import { describe, expect, it } from 'vitest';
import { barrage, type BarrageMove, type BarrageState } from '../../../engine/barrage';
import { readMove } from '../../../engine/core/match';
import { compact } from '../../../engine/core/notation';
import { hasSeatRef } from '../../../engine/core/seat-text';
import { hasJapanese, jaStyleFaults } from '../../support/japanese';
import { lab, playAll } from './helpers';
import { sampledGame, SAMPLE_GAMES } from './sampled';

describe('Japanese move labels', () => {
  SAMPLE_GAMES.forEach(({ players, options }, i) => {
    it(`${players} player(s) ${JSON.stringify(options)}: unique, Japanese, and read back to the same move`, () => {
      const game = sampledGame(players, `labels-ja-${i}`, options, 7);
      let checked = 0;
      for (const match of game.positions) {
        const s = match.state as BarrageState;
        for (const p of barrage.pending(s)) {
          const legal = barrage.legalMoves(s, p.seat);
          const labels = legal.map((m) => barrage.formatJa!(m));
          expect(new Set(labels.map(compact)).size, labels.join(' | ')).toBe(labels.length);
          legal.forEach((m: BarrageMove, k) => {
            const label = labels[k]!;
            expect(hasJapanese(label), label).toBe(true);
            expect(hasSeatRef(label)).toBe(false);
            expect(jaStyleFaults(label)).toEqual([]);
            const read = readMove(barrage, match, p.seat, label);
            expect(read.ok && read.move, label).toEqual(m);
            checked++;
          });
        }
      }
      expect(checked).toBeGreaterThan(50);
    });
  });

  it('reads the seed’s words: a construction in three labels', () => {
    const s = playAll(lab(2), 0, ['place CB1']);
    expect(barrage.legalMoves(s, 0).map((m) => barrage.formatJa!(m))).toContain('技術タイル「ベース」を使う');
    expect(barrage.formatJa!({ kind: 'site', type: 'conduit', site: 'C9L' })).toBe('C9Lに取水塔を建設');
    expect(barrage.formatJa!({ kind: 'place', space: 'BANK', engineers: 3 })).toBe('銀行にワーカー3を置く');
    expect(barrage.formatJa!({ kind: 'tile', tile: 'joker-2' })).toBe('新技術タイル「？2」を使う');
  });
});
