/**
 * Barrage's Japanese reads as Japanese (JA-STYLE): at positions of seeded play-outs (2–4 players,
 * with Automas), every Japanese text of the game (prompts, move notes, refusals, the board in words
 * and the email board, events, score lines) has none of the avoided words, no half-width `:`/`(`
 * after Japanese and no English words; a log line names its player with が.
 */
import { describe, expect, it } from 'vitest';
import { barrage, type BarrageState } from '../../../engine/barrage';
import { CONTRACTS } from '../../../engine/barrage/data/contracts';
import { ADVANCED_TILES, ANTON_TILE, BASIC_TILES, INTRO_JOKER } from '../../../engine/barrage/data/tiles';
import { contractWords } from '../../../engine/barrage/describe-move';
import { tileNameJa, tileShortJa } from '../../../engine/barrage/notation-ja';
import { englishWordsIn, jaStyleFaults, latinLeaksIn } from '../../support/japanese';
import { lab, playE } from './helpers';
import { sampledGame, SAMPLE_GAMES } from './sampled';
import { eventTexts, NAMES, positionTexts, type Text } from './texts';

describe('Barrage Japanese follows the style guide', () => {
  SAMPLE_GAMES.forEach(({ players, options }, i) => {
    it(`${players} player(s) ${JSON.stringify(options)}: no avoided word, no half-width punctuation after Japanese, no English`, () => {
      const game = sampledGame(players, `ja-style-${i}`, options, 30);
      const texts: Text[] = [...[...game.positions, game.last].flatMap((m) => positionTexts(m, 'ja')), ...eventTexts(game.events, 'ja')];
      const faults = texts.flatMap((t) =>
        [...jaStyleFaults(t.text), ...englishWordsIn(t.text).map((w) => `English "${w}": ${t.text.slice(0, 80)}`)].map(
          (f) => `${t.where}: ${f}`,
        ),
      );
      expect([...new Set(faults)].slice(0, 10)).toEqual([]);
      // A player's event is a sentence with its subject, 「<player>が…」; an Automa's 「オートマI（…）が…」.
      const own = eventTexts(
        game.events.filter((e) => e.seat !== null),
        'ja',
      );
      expect(own.length).toBeGreaterThan(20);
      const subject = new RegExp(`^(${NAMES.join('|')})が`);
      expect(own.filter((t) => !subject.test(t.text)).slice(0, 5)).toEqual([]);
      const automa = eventTexts(game.events, 'ja').filter((t) => t.text.startsWith('オートマ'));
      expect(automa.filter((t) => !/^オートマI{1,3}（[^）]+）が/.test(t.text)).slice(0, 5)).toEqual([]);
    });
  });

  it('writes a log line with its subject and particles', () => {
    const placed = playE(lab(2) as BarrageState, 0, 'place CB1');
    expect(placed.events.map((e) => e.ja)).toEqual([expect.stringMatching(/^\uE0000\uE001がCB1にワーカー1を置く$/)]);
    expect(barrage.formatJa!({ kind: 'tile', tile: 'base' })).toBe('技術タイル「ベース」を使う');
  });

  // A seeded game meets a few contracts and tiles; every one of them has words of its own.
  it('names every contract’s terms and every technology tile in Japanese, without an English id (plains-hills, joker-1)', () => {
    const texts = [
      ...[...CONTRACTS.keys()].map((id) => contractWords(id, 'ja')),
      ...[...BASIC_TILES, INTRO_JOKER, ANTON_TILE, ...ADVANCED_TILES.map((t) => t.id)].flatMap((id) => [tileNameJa(id), tileShortJa(id)]),
    ];
    expect(texts.flatMap((t) => latinLeaksIn(t).map((w) => `${w}: ${t}`))).toEqual([]);
  });
});
