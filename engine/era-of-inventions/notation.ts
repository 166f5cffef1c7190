/**
 * Notation (docs/era-of-inventions-notation.md): plain words a player can type back. Moves are
 * stored as JSON, so this spelling may change freely; `parse(format(m))` returns `m`.
 */
import { aliasTable, parseForgiving } from '../core/notation';
import type { Parsed } from '../core/types';
import type { Good } from './data';
import type { BonusAction, EraMove, Exchange } from './state';

/** Bonus actions a–g (§2.6) by the verb of the action they repeat. */
export const BONUS_WORDS: Record<BonusAction, string> = {
  a: 'produce',
  b: 'factory',
  c: 'buy',
  d: 'exchange',
  e: 'develop',
  f: 'patent',
  g: 'build',
};

export const EXCHANGE_WORDS: Record<Exchange, string> = {
  U1: 'buy gear',
  U2: 'sell gear',
  M1: 'influence coins',
  M2: 'influence gear',
  L1: 'buy token',
};

function counts(goods: Partial<Record<string, number>>): string {
  return Object.entries(goods)
    .filter(([, n]) => (n as number) > 0)
    .map(([g, n]) => `${n} ${g}`)
    .join(' ');
}

/** Space ids are `<invention>-basic` / `<invention>-innovative`: written with a space. */
const spaceWords = (id: string): string => id.replace(/-(basic|innovative)$/, ' $1');

export function formatMove(m: EraMove): string {
  switch (m.kind) {
    case 'place':
    case 'resolve':
    case 'pass':
      return `${m.kind} ${m.area}`;
    case 'build':
      return `build ${m.factory}`;
    case 'take':
      return `take ${counts(m.goods as Partial<Record<Good, number>>)}`;
    case 'factory':
      return `factory ${m.factory}`;
    case 'buy':
      return `buy ${m.point}`;
    case 'gear':
      return 'gear';
    case 'exchange':
      return EXCHANGE_WORDS[m.trade];
    case 'swap':
      return `swap ${m.pay[0]} ${m.pay[1]}`;
    case 'gain':
      return `gain ${m.item}`;
    case 'develop':
      return `develop ${spaceWords(m.space)}`;
    case 'patent':
      return m.space === null ? 'patent none' : `patent ${spaceWords(m.space)}`;
    case 'produce':
      return `produce ${m.card}`;
    case 'pay':
      return `pay ${counts(m.pay)}`;
    case 'bonus':
      return `bonus ${BONUS_WORDS[m.action]}`;
    case 'nobonus':
      return 'no bonus';
    case 'done':
      return 'done';
  }
}

/** Japanese names from the seed (and the usual Japanese names of the nine inventions). */
export const ALIASES = aliasTable({
  配置: 'place',
  解決: 'resolve',
  パス: 'pass',
  工場の建設: 'factories',
  工場での生産: 'production',
  資源の購入: 'resources',
  交換市場: 'market',
  発明品の開発: 'development',
  特許の登録: 'development',
  発明品の生産: 'inventions',
  建設: 'build',
  購入: 'buy',
  支払い: 'pay',
  支払う: 'pay',
  交換: 'swap',
  得る: 'gain',
  開発歯車: 'gear',
  歯車: 'gear',
  開発: 'develop',
  特許: 'patent',
  生産: 'produce',
  基本: 'basic',
  革新的: 'innovative',
  追加アクション: 'bonus',
  追加なし: 'no bonus',
  終了: 'done',
  石炭: 'coal',
  木材: 'wood',
  金属: 'metal',
  技術: 'tech',
  工具: 'tools',
  金貨: 'coin',
  倉庫: 'warehouse',
  船: 'ship',
  レジスター: 'cash register',
  ミシン: 'sewing machine',
  タイプライター: 'typewriter',
  電話: 'telephone',
  蓄音機: 'gramophone',
  カメラ: 'camera',
  自動車: 'automobile',
  蒸気機関車: 'steam locomotive',
  飛行機: 'airplane',
});

/** `formatJa`: the Japanese labels a Japanese refusal names the moves by. */
export function parseMove(text: string, legal: readonly EraMove[], formatJa?: (m: EraMove) => string): Parsed<EraMove> {
  return parseForgiving(text, legal, formatMove, ALIASES, formatJa);
}
