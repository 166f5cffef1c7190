/** Checks for Japanese text: is there Japanese in it, and which English words slipped in. */

/** Hiragana, katakana or kanji. */
export function hasJapanese(text: string): boolean {
  return /[\u3040-\u30ff\u4e00-\u9fff]/.test(text);
}

/**
 * English words a board or a sentence is made of. Notation (`build harbor`, `W2L`), names,
 * ids and units such as VP may stay in a Japanese mail; these words may not.
 */
const ENGLISH = [
  'the', 'and', 'of', 'for', 'with', 'from', 'you', 'your', 'is', 'are', 'not', 'none', 'empty', 'hidden', 'left',
  'round', 'rounds', 'waiting', 'must', 'now', 'turn', 'order', 'phase', 'pile', 'supply', 'cost', 'costs', 'gives',
  'makes', 'takes', 'pays', 'gains', 'player', 'players', 'board', 'tiles', 'tile', 'cards', 'card', 'goods',
  'buildings', 'workers', 'worker', 'contracts', 'contract', 'score', 'scores', 'points', 'money', 'coins',
  'discard', 'draw', 'display', 'market', 'action', 'actions', 'bonus', 'level', 'drops', 'energy', 'credits',
  'engineers', 'doubloons', 'colonists', 'plantations', 'governor', 'ship', 'ships', 'factory', 'factories',
  'inventions', 'invention', 'resources', 'area', 'note', 'provisional', 'placeholder', 'data',
];
const PATTERN = new RegExp(`\\b(${ENGLISH.join('|')})\\b`, 'gi');

/** The English words of the list found in `text` (lower case, each once). */
export function englishWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((m) => m[1]!.toLowerCase()))];
}
