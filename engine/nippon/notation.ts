/**
 * Nippon notation (docs/nippon-notation.md): plain words out, forgiving words in, the seed's
 * Japanese names accepted. Parsing matches against the legal moves, so a parsed move is legal.
 */
import { aliasTable, parseForgiving } from '../core/notation';
import { withNumber, type NumberChoice } from '../core/number-range';
import type { Parsed } from '../core/types';
import { DATA_V1 } from './data';
import type { NipponMove } from './moves';

const REGION_IDS = DATA_V1.regions.map((r) => r.id);
const COLUMN = (c: number) => `x${c + 2}`;
const BONUS = ['yen', 'blueprints', 'coal'];
/** A domestic tile's value, a number range (D11). */
const TILE = 'tile N';

/** The number range a move belongs to: a domestic tile's `tile N`. */
export function numberChoiceOf(m: NipponMove): NumberChoice | null {
  return m.kind === 'tile' ? { pattern: TILE, value: m.value } : null;
}

/** City a/b of a region and the slot's printed foreign value (0–3) name a slot: `a2`. */
export const slotName = (city: number, slot: number, foreign: readonly number[] = DATA_V1.foreignValues): string =>
  `${city % 2 === 0 ? 'a' : 'b'}${foreign[slot]}`;

export function formatMove(m: NipponMove): string {
  switch (m.kind) {
    case 'action':
      return m.action;
    case 'consolidate':
      return 'consolidate';
    case 'convert':
      return `convert ${m.track}`;
    case 'worker':
      return `worker ${DATA_V1.workerColours[m.colour] ?? m.colour}`;
    case 'count':
      return `count ${m.n}`;
    case 'build':
      return `build ${m.good}`;
    case 'factory':
      return `factory ${m.id}`;
    case 'install':
    case 'upgrade':
    case 'run':
    case 'pay':
      return `${m.kind} ${m.good}`;
    case 'hold':
      return 'hold';
    case 'region':
      return `region ${REGION_IDS[m.region] ?? m.region}`;
    case 'contract':
      return `contract ${m.id}`;
    case 'slot':
      return `slot ${slotName(m.city, m.slot)}`;
    case 'cubes':
      return `cubes ${m.n}`;
    case 'tile':
      return withNumber(TILE, m.value);
    case 'remove':
      return `remove ${slotName(m.city, m.slot)}`;
    case 'reward':
      return `reward ${COLUMN(m.column)} ${BONUS[m.bonus] ?? m.bonus}`;
    case 'space':
      return `space ${m.achievement}`;
    case 'done':
      return 'done';
  }
}

/** The seed's Japanese names (rules/nippon.md §1) and a few English synonyms. */
export const ALIASES = aliasTable({
  国内市場: 'domestic',
  統合整理: 'consolidate',
  機械化: 'mechanize',
  知識: 'knowledge',
  生産: 'produce',
  輸出: 'export',
  投資: 'invest',
  鉱山: 'mines',
  造船: 'ships',
  鉄道: 'trains',
  絹糸: 'silk',
  製紙: 'paper',
  紙: 'paper',
  弁当: 'bento',
  レンズ: 'lens',
  時計: 'clock',
  電球: 'bulb',
  西日本: 'west',
  中日本: 'central',
  東日本: 'east',
  北海道: 'hokkaido',
  石炭: 'coal',
  収入: 'money',
  青写真: 'convert',
  報賞: 'reward',
  契約: 'contract',
  地域: 'region',
  導入: 'install',
  向上: 'upgrade',
  保持: 'hold',
  工場: 'factory',
  完了: 'done',
  終了: 'done',
  // Worker colours as the Japanese board writes them (words.ts WORKER_COLOURS_JA).
  ワーカー: 'worker',
  白: 'white',
  黒: 'black',
  緑: 'green',
  橙: 'orange',
  桃: 'pink',
  灰: 'grey',
  consolidation: 'consolidate',
  'domestic market': 'domestic',
  mechanise: 'mechanize',
  railways: 'trains',
  shipbuilding: 'ships',
  'light bulb': 'bulb',
});

/** `formatJa`: the Japanese labels a Japanese refusal names the moves by. */
export function parseMove(text: string, legal: readonly NipponMove[], formatJa?: (m: NipponMove) => string): Parsed<NipponMove> {
  return parseForgiving(text, legal, formatMove, ALIASES, formatJa);
}
