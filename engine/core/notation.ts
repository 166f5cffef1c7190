/**
 * Shared notation helpers: forgiving text in, one canonical spelling out.
 * Games call these from their `parse`; the core handles bare numbers.
 */
import { unreadable } from './errors';
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
  if (!wanted) return unreadable('The move is empty.', 'empty-move');
  for (const move of legal) {
    if (compact(format(move)) === wanted) return { ok: true, move };
  }
  const list = legal.map(format).join(', ');
  return unreadable(
    legal.length > 0
      ? `"${text.trim()}" is not a legal move now. You can: ${list}.`
      : `"${text.trim()}" is not a legal move: you have no decision to take now.`,
  );
}
