/** Area 3: buy resources (§2.5 area 3, DP-5) and bonus action c. */
import type { Seat } from '../../core/types';
import { countEn, GOOD_JA, ix, pointJa, seatW } from '../economy';
import type { EraMove, EraState } from '../state';
import { refusal, stopOrFirst, withDone, type Step } from './common';

/** Piles that can be bought: not empty (D21), not bought this action, and 1 coin in hand. */
export function buyMoves(s: EraState, seat: Seat, bought: readonly string[]): EraMove[] {
  if (s.seats[seat]!.coins < 1) return [];
  return ix(s)
    .data.supplyPoints.filter((p, i) => (s.supply[i] as number) > 0 && !bought.includes(p.id))
    .map((p) => ({ kind: 'buy', point: p.id }));
}

export const buy: Step<'buy'> = {
  decision: 'DP-5',
  prompt: (_s, f) => (f.bonus ? 'buy 1 pile for 1 coin (bonus action c)' : `buy piles for 1 coin each (up to ${f.left} more)`),
  promptJa: (_s, f) => (f.bonus ? '金貨1枚で資源1山を購入する（追加アクションc）' : `資源の山を金貨1枚で購入する（あと${f.left}山まで）`),
  legal: (s, f, seat) => withDone(buyMoves(s, seat, f.bought), f.bonus),
  apply(d, f, seat, move) {
    if (move.kind !== 'buy') {
      d.say(seat, 'buys no more piles', '資源の購入を終えた');
      return [];
    }
    const i = ix(d.s).points.get(move.point) as number;
    const point = ix(d.s).data.supplyPoints[i]!;
    const n = d.s.supply[i] as number;
    const p = seatW(d, seat);
    p.coins -= 1;
    p.res[point.resource] += n;
    d.mut('supply')[i] = 0;
    d.say(
      seat,
      `buys the ${point.id} pile (${countEn(point.resource, n)}) for 1 coin`,
      `金貨1枚で${pointJa(d.s, point.id)}の${GOOD_JA[point.resource]}${n}個を購入した`,
    );
    return f.left > 1 ? [{ ...f, left: f.left - 1, bought: [...f.bought, move.point] }] : [];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'buy') return null;
    const i = ix(s).points.get(move.point);
    if (i === undefined)
      return refusal(`There is no ship or warehouse "${move.point}".`, `「${move.point}」という船・倉庫はありません。`, 'not-available');
    const name = pointJa(s, move.point);
    if (f.bought.includes(move.point))
      return refusal(`You already bought the ${move.point} pile in this action.`, `このアクションですでに${name}の山を購入しました。`);
    if (s.supply[i] === 0)
      return refusal(
        `The ${move.point} is empty: there is nothing to buy.`,
        `${name}は空です。購入できるものがありません。`,
        'not-available',
      );
    if (s.seats[seat]!.coins < 1)
      return refusal('A pile costs 1 coin and you have 0 coins.', '1山は金貨1枚です。あなたの金貨は0枚です。', 'cannot-afford');
    return null;
  },
  neutral: stopOrFirst,
};
