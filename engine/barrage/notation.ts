/**
 * Notation (docs/barrage-notation.md): one canonical line per move, parsed back by matching
 * against the legal moves, forgiving about case, spaces, hyphens and underscores.
 */
import { assertNever, unreadable } from '../core/errors';
import { aliasTable, parseForgiving } from '../core/notation';
import { withNumber, type NumberChoice } from '../core/number-range';
import type { Parsed } from '../core/types';
import type { BarrageMove } from './moves';

function tileText(m: { tile: string; copy?: string; fromWheel?: true }): string {
  if (m.copy) return `${m.tile} as ${m.copy}`;
  return m.fromWheel ? `${m.tile} from wheel` : m.tile;
}

/** The Bank takes any number of your engineers, 1 credit each (spec §1.12, §4.4): a number range. */
const BANK = 'bank N';

/** The number range a move belongs to: the Bank's `bank N`. */
export function numberChoiceOf(m: BarrageMove): NumberChoice | null {
  return m.kind === 'place' && m.space === 'BANK' ? { pattern: BANK, value: m.engineers ?? 1 } : null;
}

export function formatMove(m: BarrageMove): string {
  switch (m.kind) {
    case 'draft':
      return `choose ${m.company} ${m.officer} ${m.contract}`;
    case 'place':
      return m.space === 'BANK' ? withNumber(BANK, m.engineers ?? 1) : `place ${m.space}`;
    case 'copy':
      return `copy ${m.officer} on ${m.space}`;
    case 'buildFree':
      return `build free with ${tileText(m)}`;
    case 'pass':
      return 'pass';
    case 'tile':
      return `tile ${tileText(m)}`;
    case 'site':
      return `build ${m.type} at ${m.site}`;
    case 'pay': {
      const parts = [m.ex ? `${m.ex} ex` : '', m.mx ? `${m.mx} mx` : '', m.cr ? `${m.cr} cr` : ''].filter(Boolean);
      return parts.length ? `pay ${parts.join(' ')}` : 'pay nothing';
    }
    case 'produce':
      return `produce ${m.dam} via ${m.conduit} to ${m.powerhouse}`;
    case 'release':
      return `release ${m.drops} drop${m.drops === 1 ? '' : 's'}`;
    case 'fulfil':
      return `fulfil ${m.contract}`;
    case 'take':
      return `take ${m.contract}`;
    case 'discard':
      return `discard ${m.contract}`;
    case 'drop':
      return `drop on ${m.headstream}`;
    case 'machinery':
      return `gain ${m.ex} ex ${m.mx} mx`;
    // Not "decline": that first word is the service's mail command.
    case 'decline':
      return 'skip';
    default:
      return assertNever(m, 'move');
  }
}

/** Japanese words from the seed, officers' first names (dropped) and a few English synonyms. */
export const ALIASES: Readonly<Record<string, string>> = {
  アメリカ: 'usa',
  ドイツ: 'germany',
  イタリア: 'italy',
  フランス: 'france',
  ベース: 'base',
  延長壁: 'elevation',
  取水塔: 'conduit',
  発電所: 'powerhouse',
  ショベル: 'ex',
  ミキサー: 'mx',
  現金: 'cr',
  wilhelm: '',
  graziano: '',
  viktor: '',
  jill: '',
  'solomon p': '',
  mahiri: '',
  パス: 'pass',
  辞退: 'skip',
  しない: 'skip',
  'no thanks': 'skip',
  decline: 'skip',
  銀行: 'bank',
  fulfill: 'fulfil',
  contract: 'fulfil',
  excavators: 'ex',
  excavator: 'ex',
  mixers: 'mx',
  mixer: 'mx',
  credits: 'cr',
};

const TABLE = aliasTable(ALIASES);

/** `formatJa`: the Japanese labels a Japanese refusal names the moves by. */
export function parseMove(text: string, legal: readonly BarrageMove[], formatJa?: (m: BarrageMove) => string): Parsed<BarrageMove> {
  if (legal.length === 0) return unreadable('You have no decision to take now.', 'unknown-move', '今あなたが決めることはありません。');
  return parseForgiving(text, legal, formatMove, TABLE, formatJa);
}
