/**
 * Japanese move labels (the big label of a move in Japanese mail), in the seed's words: エリア,
 * アクショントークン, 配置, 解決, 工場, 資源, 交換市場の上段・中段・下段区画, 開発歯車, 発明品, 特許,
 * 模造品の「?」, 追加アクション a–g. A label names what the move takes or does, so the labels of the
 * moves legal at one position differ; the core reads a label back to its move (`readMove`).
 *
 * A label has no position to read, so ships, warehouses and invention spaces are named from the
 * shipped data set's words, and by their id where a game's data set has other ones.
 */
import { SHIPPED, type Good } from './data';
import { countJa, ix } from './economy';
import type { EraMove, Exchange } from './state';
import { pairJa } from './steps/market';
import { BONUS_JA, AREA_JA } from './steps/turn';

const shipped = { dataset: SHIPPED.data.id };

/** The exchanges of the market's upper, middle and lower sections (§2.5 area 4). */
const EXCHANGE_LABEL_JA: Record<Exchange, string> = {
  U1: '上段区画：金貨2枚を開発歯車1個に交換',
  U2: '上段区画：開発歯車1個を金貨2枚に交換',
  M1: '中段区画：金貨2枚を1影響点に交換',
  M2: '中段区画：開発歯車1個を1影響点に交換',
  L1: '下段区画：金貨2枚で追加アクショントークンを購入',
};

function factoryName(id: string): string {
  return ix(shipped).factories.get(id)?.start ? '初期工場' : `工場${id}`;
}

function goodsJa(goods: Partial<Record<Good, number>>): string {
  return Object.entries(goods)
    .filter(([, n]) => (n as number) > 0)
    .map(([g, n]) => countJa(g as Good, n as number))
    .join('と');
}

const spaceName = (id: string): string => ix(shipped).spaceJa.get(id) ?? id;
const pointName = (id: string): string => ix(shipped).pointJa.get(id) ?? id;

export function formatMoveJa(m: EraMove): string {
  switch (m.kind) {
    case 'place':
      return `${AREA_JA[m.area]}に配置`;
    case 'resolve':
      return `${AREA_JA[m.area]}を解決`;
    case 'pass':
      return `${AREA_JA[m.area]}を解決せずに戻す`;
    case 'build':
      return `${factoryName(m.factory)}を建設`;
    case 'take':
      return goodsJa(m.goods) ? `${goodsJa(m.goods)}を得る` : '何も得ない';
    case 'factory':
      return `${factoryName(m.factory)}で生産`;
    case 'buy':
      return `${pointName(m.point)}の山を購入`;
    case 'gear':
      return '開発歯車1個を受け取る';
    case 'exchange':
      return EXCHANGE_LABEL_JA[m.trade];
    case 'swap':
      return `下段区画：${pairJa(m.pay)}を支払う`;
    case 'gain':
      return `${countJa(m.item, 1)}を得る`;
    case 'develop':
      return `${spaceName(m.space)}を開発`;
    case 'patent':
      return m.space === null ? '特許を登録（発明品マーカーを置く発明品なし）' : `特許を登録し、${spaceName(m.space)}に発明品マーカー`;
    case 'produce':
      return `${m.card}を生産`;
    case 'pay':
      return `「?」を${goodsJa(m.pay)}で支払う`;
    case 'bonus':
      return `追加アクション${m.action}：${BONUS_JA[m.action]}`;
    case 'nobonus':
      return '追加アクショントークンを使わない';
    case 'done':
      return 'このアクションを終える';
  }
}
