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
  'the',
  'and',
  'of',
  'for',
  'with',
  'from',
  'you',
  'your',
  'is',
  'are',
  'not',
  'none',
  'empty',
  'hidden',
  'left',
  'round',
  'rounds',
  'waiting',
  'must',
  'now',
  'turn',
  'order',
  'phase',
  'pile',
  'supply',
  'cost',
  'costs',
  'gives',
  'makes',
  'takes',
  'pays',
  'gains',
  'player',
  'players',
  'board',
  'tiles',
  'tile',
  'cards',
  'card',
  'goods',
  'buildings',
  'workers',
  'worker',
  'contracts',
  'contract',
  'score',
  'scores',
  'points',
  'money',
  'coins',
  'discard',
  'draw',
  'display',
  'market',
  'action',
  'actions',
  'bonus',
  'level',
  'drops',
  'energy',
  'credits',
  'engineers',
  'doubloons',
  'colonists',
  'plantations',
  'governor',
  'ship',
  'ships',
  'factory',
  'factories',
  'inventions',
  'invention',
  'resources',
  'area',
  'note',
  'provisional',
  'placeholder',
  'data',
];
const PATTERN = new RegExp(`\\b(${ENGLISH.join('|')})\\b`, 'gi');

/** The English words of the list found in `text` (lower case, each once). */
export function englishWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((m) => m[1]!.toLowerCase()))];
}

/**
 * Words the Japanese style guide rules out of our mail (JA-STYLE "Words"): shogi and go words for
 * moves, literal translations, and 投了 (a player leaves a game: 抜ける).
 */
export const AVOIDED_JA = [
  '手を指',
  '指せる手',
  '指して',
  '指され',
  '合法手',
  '着手',
  '手の言葉',
  'ゲームの言葉',
  '自分の決定',
  '投了',
  '席は自動',
] as const;

/**
 * What a Japanese mail breaks of the style guide (JA-STYLE "Words", "Punctuation and numbers"):
 * an avoided word, a half-width `:` or `(` right after a Japanese character, a space after 。.
 * Each fault is returned with a few characters around it, so a failing test shows where.
 */
export function jaStyleFaults(text: string): string[] {
  const faults: string[] = [];
  const around = (at: number) => text.slice(Math.max(0, at - 12), at + 12).replace(/\s+/g, ' ');
  for (const word of AVOIDED_JA) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) faults.push(`avoided word ${word}: …${around(at)}…`);
  }
  // 「知識を行う」: only an action (アクション) is 行う.
  for (const m of text.matchAll(/(?<!アクション)を行う/g)) faults.push(`noun + を行う: …${around(m.index!)}…`);
  // A date's weekday is written 29日(日) (JA-STYLE "Punctuation and numbers"): not a fault.
  for (const m of text.matchAll(/[\u3040-\u30ff\u4e00-\u9fff][:(]/g)) {
    if (/^\d日\([月火水木金土日]\)/.test(text.slice(m.index! - 1, m.index! + 4))) continue;
    faults.push(`half-width ${m[0].slice(-1)} after Japanese: …${around(m.index!)}…`);
  }
  for (const m of text.matchAll(/。 +(?=\S)/g)) faults.push(`space after 。: …${around(m.index!)}…`);
  return faults;
}

/** The commands a mail's text footer offers: the 「…」 quotes after its `--` line. */
export function footerCommands(text: string): string[] {
  const at = text.lastIndexOf('\n--\n');
  return at < 0 ? [] : [...text.slice(at).matchAll(/「([^」]+)」/g)].map((m) => m[1]!);
}
