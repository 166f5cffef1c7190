/**
 * Puerto Rico notation (docs/puerto-rico-notation.md): plain words out, forgiving words in.
 * Parsing always matches against the current legal moves, so a parsed move is legal.
 */
import { EngineBug } from '../core/errors';
import { aliasTable, parseForgiving } from '../core/notation';
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

/** Built once: alias keys normalized, longest first (so `大きい倉庫` wins over `倉庫`). */
const ALIAS_TABLE = aliasTable(ALIASES);

/**
 * Match `text` against the legal moves with the core's forgiving parser: the exact words
 * first; then, if exactly one move fits, the words without the verb (`harbor` for `build
 * harbor`, `建築家` for `role builder`), the verb written last, or a word prefix (`ship
 * corn` when only one ship takes corn).
 */
export function parseMove(text: string, legal: readonly PRMove[]): Parsed<PRMove> {
  return parseForgiving(text, legal, formatMove, ALIAS_TABLE);
}
