/**
 * The HTML board of every game in Japanese: the board partials carry no words of
 * their own (every label comes from the data, in the reader's language), and the data made for
 * a Japanese reader holds Japanese game words and none of the English words a board is made of.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { registry, replay, randomPlayout } from '../../engine/index';
import { englishWordsIn, hasJapanese } from '../support/japanese';

/** The visible words of an MJML partial: no comments, tags, attributes, mustache tags or entities. */
function literalWords(mjml: string): string[] {
  const text = mjml
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/** Every string in the data a reader may see (styles and colours are not read). */
function visibleStrings(data: unknown, key = ''): string[] {
  if (typeof data === 'string') return /style|colou?r|^bg$|^fg$|border|href|url|class|id$/i.test(key) ? [] : [data];
  if (Array.isArray(data)) return data.flatMap((d) => visibleStrings(d, key));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => visibleStrings(v, k));
  return [];
}

/** Every registered game that draws its own board. */
const boardKinds = registry.all.filter((g) => g.board).map((g) => g.meta.id);

it.each(boardKinds)('%s: the board partial has no words of its own', (kind) => {
  const mjml = readFileSync(`engine/${kind}/email/board.mjml`, 'utf8');
  expect(literalWords(mjml)).toEqual([]);
});

it.each(boardKinds)('%s: the board data for a Japanese reader is Japanese', (kind) => {
  const game = registry.get(kind)!;
  const board = game.board!;
  const seed = `board-ja-${kind}`;
  const full = randomPlayout(game, 3, seed, { checks: 'none' });
  const records = full.moves.filter((m) => m.by !== 'forced');
  const players = [0, 1, 2].map((seat) => ({ seat, name: ['Ann', 'Bo', 'Cy'][seat]!, isYou: seat === 0 }));
  for (const k of [0, Math.floor(records.length / 3), Math.floor((2 * records.length) / 3), records.length]) {
    const state = replay(game, { players: 3, seed, moves: records.slice(0, k) }).match!.state;
    for (const seat of [0, 1, 2, null]) {
      const words = visibleStrings(board.data(game.view(state, seat), players, 'ja')).join('\n');
      expect(hasJapanese(words), `${kind} move ${k} seat ${seat}`).toBe(true);
      expect(englishWordsIn(words), `${kind} move ${k} seat ${seat}:\n${words}`).toEqual([]);
      // The English board stays English.
      const en = visibleStrings(board.data(game.view(state, seat), players, 'en')).join('\n');
      expect(hasJapanese(en), `${kind} English board move ${k}`).toBe(false);
    }
  }
});
