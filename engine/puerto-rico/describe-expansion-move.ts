/**
 * What the expansions' moves do (rules/puerto-rico-expansions.md §8), in English and Japanese
 * (names from the §0, §4.2 and §5.7 tables), beside each move in emails.
 */
import type { Seat } from '../core/types';
import { BUILDINGS, GOOD_PRICE, GOODS, TILE_NAMES_JA, type Good } from './data';
import { buildingCost } from './board';
import type { Discardable, PRMove } from './moves';
import { privilegeOf } from './pieces';
import { placeJa } from './words-ja';
import { aOrAn } from './step';
import { BUILDING_EFFECTS } from './building-effects';
import type { PRState } from './state';

/** Picks the English or the Japanese text of a description. */
export type Say = (en: string, ja: string) => string;

const goodJa = (g: Good): string => TILE_NAMES_JA[GOODS.indexOf(g)]!;
const tileEn = (t: Discardable): string => (t === 'forest' ? 'forest' : `${t} plantation`);
const tileJa = (t: Discardable): string => (t === 'forest' ? '森林タイル' : `${goodJa(t)}のプランテーション`);

export function describeExpansionMove(s: PRState, seat: Seat, m: PRMove, say: Say): string {
  const p = s.seats[seat]!;
  switch (m.kind) {
    case 'draft': {
      const b = BUILDINGS[m.building];
      // One line per building: what it does, after its cost and VP (expansions §3.6).
      const [effect, effectJa] = BUILDING_EFFECTS[m.building];
      return say(
        `cost ${buildingCost(s, m.building)}, ${b.vp} VP; ${effect}`,
        `${buildingCost(s, m.building)}ダブロン、勝利点${b.vp}。${effectJa}`,
      );
    }
    case 'guest': {
      const piece = m.noble ? say('noble', '貴族') : say('colonist', '労働者');
      const name = m.target in BUILDINGS ? BUILDINGS[m.target as keyof typeof BUILDINGS] : null;
      const en = name ? name.name : m.target === 'quarry' ? 'quarry' : `${m.target} plantation`;
      const ja = name ? name.ja[0]! : TILE_NAMES_JA[['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry'].indexOf(m.target)]!;
      return say(`move a ${piece} from your Guest house to your ${en}; it works at once`, `下宿の${piece}を${ja}へ移す（すぐに働く）`);
    }
    case 'takeForest':
      return say(
        `turn the ${m.tile} tile into a forest on your island: every 2 forests take 1 doubloon off buildings`,
        `${goodJa(m.tile)}のタイルを森林タイルとして島に置く（森林2枚ごとに建物が1ダブロン安い）`,
      );
    case 'discard':
      return say(`discard ${aOrAn(tileEn(m.tile))} from your island (Hunting lodge)`, '自分の島から1枚');
    case 'blackMarket': {
      const parts: [string, string][] = [];
      if (m.colonist) parts.push([`a colonist from ${m.colonist}`, `${placeJa(m.colonist)}の労働者1人`]);
      if (m.good) parts.push([`1 ${m.good}`, `${goodJa(m.good)}1樽`]);
      if (m.chip) parts.push(['1 VP chip', '勝利点チップ1枚']);
      return say(
        `pay all ${p.doubloons} doubloons and ${parts.map((x) => x[0]).join(', ')}`,
        `${p.doubloons}ダブロン全部と${parts.map((x) => x[1]).join('、')}で払う`,
      );
    }
    case 'post': {
      const price = GOOD_PRICE[GOODS.indexOf(m.good)]! + privilegeOf(s, seat);
      return say(
        `sell 1 ${m.good} to your Trading post for ${price} doubloons (no market bonus)`,
        `交易所に${goodJa(m.good)}を1つ売る：${price}ダブロン（市場の追加なし）`,
      );
    }
    case 'landBuy':
      return say(
        `pay 1 doubloon for the top face-down plantation (${s.pile.length} left)`,
        `1ダブロンで裏向きの山の一番上のプランテーションを買う（残り${s.pile.length}枚）`,
      );
    // The Japanese labels name the building and the tile or good (format-ja.ts): the notes say the rest.
    case 'landDiscard':
      return say(`discard ${aOrAn(tileEn(m.tile))} from your island for 1 doubloon (Land office)`, '自分の島から捨て、1ダブロンを得る');
    case 'deliver':
      return say(`deliver 1 ${m.good} to the supply for 1 VP (Royal supplier; not a shipment)`, '1樽で勝利点1（出荷ではない）');
    case 'smallWharf':
      return say(
        `add 1 ${m.good} to your Small wharf shipment (1 VP per 2 barrels)`,
        `小さい造船所の出荷に${goodJa(m.good)}1樽を加える（2樽ごとに勝利点1）`,
      );
    default:
      // The Japanese label already says パスする.
      return say('pass', '');
  }
}
