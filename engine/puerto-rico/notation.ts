/**
 * Puerto Rico notation (docs/puerto-rico-notation.md): plain words out, forgiving words in.
 * Parsing always matches against the current legal moves, so a parsed move is legal.
 */
import { EngineBug, unreadable } from '../core/errors';
import { normalize } from '../core/notation';
import type { Parsed } from '../core/types';
import { GOODS, JAPANESE_ALIASES } from './data';
import type { PRMove } from './moves';

export function formatMove(m: PRMove): string {
  switch (m.kind) {
    case 'chooseRole':
      return `role ${m.role}`;
    case 'useHacienda':
      return 'hacienda';
    case 'takePlantation':
      return `take ${m.tile}`;
    case 'takeQuarry':
      return 'take quarry';
    case 'useHospice':
      return 'hospice';
    case 'takeColonist':
      return 'take colonist';
    case 'place':
      return `place ${m.target}`;
    case 'remove':
      return `remove ${m.target}`;
    case 'done':
      return 'done';
    case 'build':
      return `build ${m.building}`;
    case 'useUniversity':
      return 'university';
    case 'takeBarrel':
      return `take ${m.good}`;
    case 'sell':
      return `sell ${m.good}`;
    case 'ship':
      return `ship ${m.good} ${m.ship}`;
    case 'wharf':
      return `wharf ${m.good}`;
    case 'keep':
      return `keep ${m.good}`;
    case 'pass':
      return 'pass';
    default: {
      const never: never = m;
      throw new EngineBug(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

/** Extra spellings: the seed's Japanese names, "<kind> plantation", Japanese particles dropped. */
const ALIASES: Readonly<Record<string, string>> = {
  ...JAPANESE_ALIASES,
  ...Object.fromEntries(GOODS.map((g) => [`${g} plantation`, g])),
  を: '',
  に: '',
  で: '',
};

/** Alias keys normalized once and longest first, so `大きい倉庫` wins over `倉庫` (as core translateAliases). */
const ALIAS_TABLE: readonly (readonly [string, string])[] = Object.entries(ALIASES)
  .map(([k, v]) => [normalize(k), ` ${normalize(v)} `] as const)
  .filter(([k]) => k.length > 0)
  .sort((a, b) => b[0].length - a[0].length);

function translate(text: string): string {
  let out = normalize(text);
  for (const [key, value] of ALIAS_TABLE) if (out.includes(key)) out = out.split(key).join(value);
  return out.replace(/\s+/g, ' ').trim();
}


/**
 * Match `text` against the legal moves: the exact words first; then, if exactly one move
 * fits, the words without the verb (`harbor` for `build harbor`, `建築家` for `role builder`),
 * a word prefix (`ship corn` when only one ship takes corn), or the verb written last.
 */
export function parseMove(text: string, legal: readonly PRMove[]): Parsed<PRMove> {
  const words = translate(text).split(' ').filter(Boolean);
  if (words.length === 0) return unreadable('The move is empty.', 'empty-move');
  const wanted = words.join('');
  const formatted = legal.map((m) => normalize(formatMove(m)).split(' '));
  const exact = legal.filter((_, i) => formatted[i]!.join('') === wanted);
  if (exact.length === 1) return { ok: true, move: exact[0]! };

  const rotated = [words[words.length - 1]!, ...words.slice(0, -1)].join('');
  const tries: ((f: string[]) => boolean)[] = [
    (f) => f.slice(1).join('') === wanted,
    (f) => f.join('') === rotated,
    (f) => f.length > words.length && f.slice(0, words.length).join('') === wanted,
  ];
  for (const fits of tries) {
    const hits = legal.filter((_, i) => fits(formatted[i]!));
    if (hits.length === 1) return { ok: true, move: hits[0]! };
    if (hits.length > 1) {
      return unreadable(`"${text.trim()}" could mean ${hits.map(formatMove).join(' or ')}: please write it in full.`, 'ambiguous-move');
    }
  }
  const list = legal.map(formatMove).join(', ');
  return unreadable(legal.length > 0 ? `"${text.trim()}" is not a legal move now. You can: ${list}.` : 'You have no decision to take now.');
}

