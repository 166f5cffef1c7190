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
      return m.noble ? `place noble ${m.target}` : `place ${m.target}`;
    case 'remove':
      return m.noble ? `remove noble ${m.target}` : `remove ${m.target}`;
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
    case 'draft':
      return `draft ${m.building}`;
    case 'guest':
      return m.noble ? `guest noble ${m.target}` : `guest ${m.target}`;
    case 'takeForest':
      return `forest ${m.tile}`;
    case 'discard':
      return `discard ${m.tile}`;
    case 'blackMarket': {
      const parts = ['pay'];
      if (m.colonist) parts.push(`colonist ${m.colonist}`);
      if (m.good) parts.push(`good ${m.good}`);
      if (m.chip) parts.push('chip');
      return parts.join(' ');
    }
    case 'post':
      return `post ${m.good}`;
    case 'landBuy':
      return 'land buy';
    case 'landDiscard':
      return `land discard ${m.tile}`;
    case 'deliver':
      return `deliver ${m.good}`;
    case 'smallWharf':
      return `small-wharf ${m.good}`;
    default: {
      const never: never = m;
      throw new EngineBug(`unknown move ${JSON.stringify(never)}`);
    }
  }
}

/** Extra spellings: the seed's Japanese names, "<kind> plantation", Japanese particles dropped. */
const ALIASES: Readonly<Record<string, string>> = {
  ...JAPANESE_ALIASES,
  // Expansions §0: forest, noble, and the verbs of the new decisions.
  森林: 'forest',
  森林タイル: 'forest',
  貴族: 'noble',
  貴族コマ: 'noble',
  ドラフト: 'draft',
  捨てる: 'discard',
  納品: 'deliver',
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
/** `formatJa`: the Japanese labels a Japanese refusal names the moves by. */
export function parseMove(text: string, legal: readonly PRMove[], formatJa?: (m: PRMove) => string): Parsed<PRMove> {
  return parseForgiving(text, legal, formatMove, ALIAS_TABLE, formatJa);
}
