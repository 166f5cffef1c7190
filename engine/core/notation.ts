/**
 * Shared notation helpers: forgiving text in, one canonical spelling out.
 * Games call these from their `parse`; the core handles bare numbers.
 */
import { unreadable } from './errors';
import { nearestIndex } from './near-miss';
import type { Parsed } from './types';

/**
 * Canonical comparison form: Unicode NFKC (full-width letters and digits become ASCII,
 * as Japanese phone keyboards often type them), lower case, hyphens/underscores/dots as
 * spaces, runs of spaces collapsed.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐‑‒–—―ー−_.,;:!?'"`’“”・、。]/g, (ch) => (ch === 'ー' ? ch : ' '))
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `normalize` without any spaces: lets `indigoplant` match `indigo plant`. */
export function compact(text: string): string {
  return normalize(text).replace(/ /g, '');
}

/**
 * Replace alias words (e.g. the seed's Japanese names) by their English notation words.
 * Longest aliases first so `大倉庫` wins over `倉庫`. Keys and values are normalized.
 */
export function translateAliases(text: string, aliases: Readonly<Record<string, string>>): string {
  let out = normalize(text);
  const keys = Object.keys(aliases).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    const k = normalize(key);
    if (!k) continue;
    if (out.includes(k)) out = out.split(k).join(` ${normalize(aliases[key] as string)} `);
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Alias keys normalized once, longest first (so `大倉庫` wins over `倉庫`). Build it once per game. */
export type AliasTable = readonly (readonly [string, string])[];

export function aliasTable(aliases: Readonly<Record<string, string>>): AliasTable {
  return Object.entries(aliases)
    .map(([k, v]) => [normalize(k), ` ${normalize(v)} `] as const)
    .filter(([k]) => k.length > 0)
    .sort((a, b) => b[0].length - a[0].length);
}

function translateWith(text: string, table: AliasTable): string {
  let out = normalize(text);
  for (const [key, value] of table) if (out.includes(key)) out = out.split(key).join(value);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The one forgiving parser every game uses: match `text` against the legal moves' notation.
 * The exact words first (after normalizing and translating aliases, e.g. the rules'
 * Japanese names); then, if exactly one move fits, the words without the verb (`harbor`
 * for `build harbor`), the verb written last (`harbor build`), or a word prefix (`ship
 * corn` when only one ship takes corn). Several fits are refused as ambiguous, naming them.
 */
export function parseForgiving<M>(
  text: string,
  legal: readonly M[],
  format: (move: M) => string,
  table: AliasTable = [],
  formatJa?: (move: M) => string,
): Parsed<M> {
  // A Japanese refusal names moves by their Japanese labels (JA-STYLE "Moves in Japanese mail").
  const ja = formatJa ?? format;
  const words = translateWith(text, table).split(' ').filter(Boolean);
  if (words.length === 0) return unreadable('The move is empty.', 'empty-move', '行動が書かれていません。');
  if (legal.length === 0) return unreadable('You have no decision to take now.', 'not-your-turn', '今あなたが決めることはありません。');
  const wanted = words.join('');
  const formatted = legal.map((m) => normalize(format(m)).split(' '));
  const exact = legal.filter((_, i) => (formatted[i] as string[]).join('') === wanted);
  if (exact.length === 1) return { ok: true, move: exact[0] as M };

  const rotated = [words[words.length - 1] as string, ...words.slice(0, -1)].join('');
  const tries: ((f: string[]) => boolean)[] = [
    (f) => f.slice(1).join('') === wanted,
    (f) => f.join('') === rotated,
    (f) => f.length > words.length && f.slice(0, words.length).join('') === wanted,
  ];
  for (const fits of tries) {
    const hits = legal.filter((_, i) => fits(formatted[i] as string[]));
    if (hits.length === 1) return { ok: true, move: hits[0] as M };
    if (hits.length > 1) {
      return unreadable(
        `"${text.trim()}" could mean ${hits.map(format).join(' or ')}: please write it in full.`,
        'ambiguous-move',
        `「${text.trim()}」は${hits.map((m) => `「${ja(m)}」`).join('、')}のどれのことか分かりません。省略せずに書いてください。`,
      );
    }
  }
  return notLegal(
    text,
    legal,
    format,
    formatted.map((f) => f.join('')),
    wanted,
    formatJa,
  );
}

/**
 * The refusal of a move that is not among the legal ones: one message per language, with the
 * nearest legal move suggested when the text is a near miss of exactly one
 * (engine/core/near-miss.ts), then the legal moves.
 */
function notLegal<M>(
  text: string,
  legal: readonly M[],
  format: (move: M) => string,
  compacts: readonly string[],
  wanted: string,
  formatJa?: (move: M) => string,
): Parsed<never> {
  const said = text.trim();
  const list = legal.map(format).join(', ');
  // In Japanese the moves by their labels, the guess with its notation: 「知識（knowledge）」.
  const labels = formatJa ? legal.map(formatJa) : null;
  // Labels that hold a 、 of their own are set apart by ／.
  const listJa = labels ? labels.join(labels.some((l) => l.includes('、')) ? ' ／ ' : '、') : list;
  const guessJa = (m: M) => (formatJa ? `${formatJa(m)}（${format(m)}）` : format(m));
  if (legal.length === 0) {
    return unreadable(
      `"${said}" is not a legal move: you have no decision to take now.`,
      'unknown-move',
      `「${said}」は選べません。今あなたが決めることはありません。`,
    );
  }
  const hit = nearestIndex(
    wanted,
    compacts.map((c, i) => {
      const words = normalize(format(legal[i] as M)).split(' ');
      return words.length > 1 ? [c, words.slice(1).join('')] : [c];
    }),
  );
  const guess = hit >= 0 ? format(legal[hit] as M) : null;
  return unreadable(
    guess
      ? `"${said}" is not a legal move now. Did you mean "${guess}"? You can: ${list}.`
      : `"${said}" is not a legal move now. You can: ${list}.`,
    'unknown-move',
    guess
      ? `「${said}」は今選べる行動ではありません。もしかして「${guessJa(legal[hit] as M)}」ですか？選べる行動：${listJa}`
      : `「${said}」は今選べる行動ではありません。選べる行動：${listJa}`,
  );
}

/**
 * Find the legal move whose formatted notation matches `text` (after normalizing and
 * translating aliases). Ambiguity is impossible as long as `format` is injective on the
 * legal list, which the contract tests check.
 */
export function parseAmongLegal<M>(
  text: string,
  legal: readonly M[],
  format: (move: M) => string,
  aliases: Readonly<Record<string, string>> = {},
): Parsed<M> {
  const wanted = compact(translateAliases(text, aliases));
  if (!wanted) return unreadable('The move is empty.', 'empty-move', '行動が書かれていません。');
  const compacts = legal.map((move) => compact(format(move)));
  const at = compacts.indexOf(wanted);
  if (at >= 0) return { ok: true, move: legal[at] as M };
  return notLegal(text, legal, format, compacts, wanted);
}
