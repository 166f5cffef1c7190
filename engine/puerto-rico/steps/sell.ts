/** T1 (spec §4.5, §6): sell one barrel to the trading house, or pass. */
import { EngineBug } from '../../core/errors';
import { GOOD_PRICE, GOODS, TRADING_HOUSE_SIZE, type Good } from '../data';
import { isOccupied } from '../board';
import { seatOf } from '../copy';
import { chooserOf } from '../frames';
import type { PRMove } from '../moves';
import type { PlayerState, PRState } from '../state';
import { findKind, type Decision } from './step';

export function cannotSell(s: PRState, seat: number, g: number): string | null {
  const p = s.seats[seat]!;
  if (p.goods[g]! <= 0) return `you have no ${GOODS[g]}`;
  if (s.house.length >= TRADING_HOUSE_SIZE) return 'the trading house is full';
  if (s.house.includes(g) && !isOccupied(p, 'office')) return `the trading house already has ${GOODS[g]} and you have no occupied Office`;
  return null;
}

export function sellMoves(s: PRState, seat: number): PRMove[] {
  const out: PRMove[] = [];
  for (let g = 0; g < GOODS.length; g++) if (cannotSell(s, seat, g) === null) out.push({ kind: 'sell', good: GOODS[g]! });
  if (out.length > 0) out.push({ kind: 'pass' });
  return out;
}

/** §4.5 price: base price, +1 as Trader, +1 Small market, +2 Large market (all automatic, D28). */
export function salePrice(p: PlayerState, g: number, isTrader: boolean): number {
  return GOOD_PRICE[g]! + (isTrader ? 1 : 0) + (isOccupied(p, 'small-market') ? 1 : 0) + (isOccupied(p, 'large-market') ? 2 : 0);
}

export const sell: Decision<'sell'> = {
  decision: 'T1',
  prompt: () => 'sell a good or pass',
  promptJa: () => '商品を売るかパスする',
  legal: (s, _f, seat) => sellMoves(s, seat),
  apply(d, _f, seat, move) {
    if (move.kind === 'pass') {
      d.say(seat, 'sells nothing');
      return [];
    }
    if (move.kind !== 'sell') throw new EngineBug(`sell cannot apply ${move.kind}`);
    const g = GOODS.indexOf(move.good as Good);
    const p = seatOf(d, seat);
    const price = salePrice(p, g, chooserOf(d.s) === seat);
    p.goods[g]! -= 1;
    p.doubloons += price;
    d.mut('house').push(g);
    d.say(seat, `sells 1 ${move.good} for ${price} doubloon${price === 1 ? '' : 's'}`);
    return [];
  },
  explain(s, _f, seat, move) {
    if (move.kind !== 'sell') return null;
    const g = GOODS.indexOf(move.good as Good);
    if (g < 0) return null;
    const why = cannotSell(s, seat, g);
    return why ? { code: 'cannot-sell', reason: `You cannot sell ${move.good}: ${why}.` } : null;
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};
