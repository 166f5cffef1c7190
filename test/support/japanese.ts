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

/**
 * Words and ids in Latin letters that a Japanese text must not show (JA-STYLE "Words": game terms
 * in the seed's Japanese), each once, as written. A Japanese text may keep notation:
 * - codes and abbreviations that start with a capital or a digit (Y6, C9L, P6_0, S09, VP, CR, DAM-R),
 *   and proper names (Viktor Fiesler, McDowell),
 * - short codes in small letters: one or two letters (追加アクションb, 3e+3cr) or letters and a
 *   number (Nippon's a0 and c4, Era's wood2 and cw2),
 * - `allowed`: what the game's own Japanese labels write and the notation's verbs, so a player
 *   can type it back (a board legend's example `place T+2L`).
 * Everything else counts: a small-letter word or an id joined by - or _ (plains, plains-hills,
 * joker-1, paper-2), and any word of the `englishWordsIn` list however it is written (Empty).
 */
export function latinLeaksIn(text: string, allowed: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  for (const token of latinTokensIn(text)) {
    if (token.split(/[-_'’]/).some((part) => ENGLISH_WORD.test(part))) found.add(token);
    else if (allowed.has(token) || /^[^a-z]/.test(token)) continue;
    else if (/[-_'’]/.test(token) || (/[a-z]{3}/.test(token) && !/\d$/.test(token))) found.add(token);
  }
  return [...found];
}
const ENGLISH_WORD = new RegExp(`^(${ENGLISH.join('|')})$`, 'i');

/** The Latin-letter tokens of a text that `latinLeaksIn` reads (for building an `allowed` set). */
export function latinTokensIn(text: string): string[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z0-9_'’-]*[A-Za-z0-9]|[A-Za-z]/g)].map((m) => m[0]);
}

/**
 * Notes that say again what their label says (JA-STYLE: tell each thing once): the mail prints
 * 「label（note）」, so a note whose head (before its first ：, or the whole note) is already part
 * of the label reads twice, as 「契約Y6を捨てる（捨てる：契約Y6：…）」. One finding per head.
 */
export function doubledNotes(texts: readonly { where: string; text: string; label?: string }[]): { word: string; example: string }[] {
  const out = new Map<string, string>();
  for (const t of texts) {
    if (!t.label) continue;
    const head = t.text.split('：')[0]!.trim();
    if (head && t.label.includes(head) && !out.has(head)) out.set(head, `${t.where}: ${t.label}（${t.text}）`);
  }
  return [...out].map(([word, example]) => ({ word, example }));
}
