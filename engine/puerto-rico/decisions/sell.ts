/** T1 (spec §4.5, §6): sell one barrel to the trading house, or pass. */
import { EngineBug } from '../../core/errors';
import { GOOD_PRICE, GOODS, ISLAND_SPACES, TRADING_HOUSE_SIZE, type Good } from '../data';
import { discardableJa, goodJa, tileIndexJa } from '../words-ja';
import { isOccupied, islandFilled } from '../board';
import { seatOf } from '../copy';
import { chooserOf } from '../frames';
import type { PRMove } from '../moves';
import type { PlayerState, PRState } from '../state';
import { discardable, discardTile } from '../island';
import { nobleOccupies, privilegeOf } from '../pieces';
import { canDrawPlantation, drawPlantation } from '../plantations';
import type { OfferedFrame, PRFrame } from '../frames';
import { article, findKind, type Decision, type FrameOf } from '../step';

/** Why `seat` may not sell good `g` now (English, Japanese), or null when he may. */
export function cannotSell(s: PRState, seat: number, g: number): readonly [string, string] | null {
  const p = s.seats[seat]!;
  if (p.goods[g]! <= 0) return [`you have no ${GOODS[g]}`, '持っていません'];
  if (s.house.length >= TRADING_HOUSE_SIZE) return ['the trading house is full', '商店が満杯です'];
  if (s.house.includes(g) && !isOccupied(p, 'office'))
    return [
      `the trading house already has ${GOODS[g]} and you have no occupied Office`,
      `商店にはすでに${tileIndexJa(g)}があり、労働者のいる商館がありません`,
    ];
  return null;
}

type SellFrame = { sold?: boolean; land?: boolean };

export function sellMoves(s: PRState, seat: number, f: SellFrame = {}): PRMove[] {
  const out: PRMove[] = [];
  const p = s.seats[seat]!;
  if (!f.sold) {
    // The barrel test first (as in `cannotSell`): no refusal sentence is built for the kinds he has none of.
    for (let g = 0; g < GOODS.length; g++)
      if (p.goods[g]! > 0 && cannotSell(s, seat, g) === null) out.push({ kind: 'sell', good: GOODS[g]! });
    // Expansions §4.3.6: the Trading post takes any kind, even with the house full (A-17).
    if (isOccupied(p, 'trading-post'))
      for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > 0) out.push({ kind: 'post', good: GOODS[g]! });
  }
  if (!f.land) out.push(...landOfficeMoves(s, p));
  if (out.length > 0) out.push({ kind: 'pass' });
  return out;
}

/** Expansions §5.8.1: a colonist buys a drawn tile (1 doubloon, an empty space); a noble discards a tile for 1 doubloon. */
export function landOfficeMoves(s: PRState, p: PlayerState): PRMove[] {
  if (!isOccupied(p, 'land-office')) return [];
  if (nobleOccupies(p, 'land-office')) return discardable(p).map((tile): PRMove => ({ kind: 'landDiscard', tile }));
  return p.doubloons >= 1 && islandFilled(p) < ISLAND_SPACES && canDrawPlantation(s) ? [{ kind: 'landBuy' }] : [];
}

/** §4.5 price: base price, +1 as Trader, +1 Small market, +2 Large market (all automatic, D28). */
export function salePrice(p: PlayerState, g: number, isTrader: boolean, privilege = 1): number {
  return GOOD_PRICE[g]! + (isTrader ? privilege : 0) + (isOccupied(p, 'small-market') ? 1 : 0) + (isOccupied(p, 'large-market') ? 2 : 0);
}

/**
 * The Trader turn after a sale or a Land office use: built field by field, because V8 gives
 * an object spread that adds a field a new hidden class every time it runs, and every
 * function that later reads such frames was thrown out of its optimised code.
 */
function after(f: FrameOf<'sell'>, done: 'sold' | 'land'): FrameOf<'sell'> {
  const out: FrameOf<'sell'> = { kind: 'sell', seat: f.seat };
  if (f.sold || done === 'sold') out.sold = true;
  if (f.land || done === 'land') out.land = true;
  return out;
}

/** The same Trader turn again if the Land office (or the sale) is still open (A-34), else nothing. */
function againAfter(s: PRState, f: FrameOf<'sell'>): PRFrame[] {
  return sellMoves(s, f.seat, f).length > 0 ? [f] : [];
}

export const sell: Decision<'sell'> = {
  decision: 'T1',
  prompt: () => 'sell a good or pass',
  promptJa: () => '商品を売るかパスする',
  legal: (s, f, seat) => sellMoves(s, seat, f),
  apply(d, f, seat, move) {
    if (move.kind === 'pass') {
      if (f.sold) d.say(seat, 'ends the Trader turn', '商人フェーズの手番を終えた');
      else d.say(seat, 'sells nothing', '何も売らなかった');
      return [];
    }
    const p = seatOf(d, seat);
    if (move.kind === 'landBuy' || move.kind === 'landDiscard') {
      const then = againAfter(d.s, after(f, 'land'));
      if (move.kind === 'landDiscard') {
        discardTile(d, seat, move.tile);
        seatOf(d, seat).doubloons += 1;
        d.say(
          seat,
          `discards ${move.tile === 'forest' ? 'a forest' : `${article(move.tile)} ${move.tile} plantation`} for 1 doubloon (Land office)`,
          `${discardableJa(move.tile)}を捨てて1ダブロンを得た（登記所）`,
        );
        return then;
      }
      p.doubloons -= 1;
      const tile = drawPlantation(d)!;
      if (isOccupied(p, 'forest-house')) return [{ kind: 'drawn', seat, tile, then: then as OfferedFrame[] }];
      p.tiles[tile]! += 1;
      d.say(
        seat,
        `buys ${article(GOODS[tile]!)} ${GOODS[tile]} plantation for 1 doubloon (Land office)`,
        `${tileIndexJa(tile)}のプランテーションを1ダブロンで買った（登記所）`,
      );
      return then;
    }
    if (move.kind !== 'sell' && move.kind !== 'post') throw new EngineBug(`sell cannot apply ${move.kind}`);
    const g = GOODS.indexOf(move.good as Good);
    const isTrader = chooserOf(d.s) === seat;
    const privilege = privilegeOf(d.s, seat);
    // §4.3.6: the Trading post pays the price and the privilege, not the markets.
    const price = move.kind === 'post' ? GOOD_PRICE[g]! + privilege : salePrice(p, g, isTrader, privilege);
    p.goods[g]! -= 1;
    p.doubloons += price;
    if (move.kind === 'post') d.mut('goods')[g]! += 1;
    else d.mut('house').push(g);
    d.say(seat, () => [
      `sells 1 ${move.good} for ${price} doubloon${price === 1 ? '' : 's'}${move.kind === 'post' ? ' to the Trading post' : ''}`,
      `${move.kind === 'post' ? '交易所に' : ''}${goodJa(move.good)}を1樽${price}ダブロンで売った`,
    ]);
    return againAfter(d.s, after(f, 'sold'));
  },
  explain(s, _f, seat, move) {
    if (move.kind !== 'sell') return null;
    const g = GOODS.indexOf(move.good as Good);
    if (g < 0) return null;
    const why = cannotSell(s, seat, g);
    return why
      ? {
          code: 'cannot-sell',
          reason: `You cannot sell ${move.good}: ${why[0]}.`,
          reasonJa: `${goodJa(move.good)}は売れません：${why[1]}。`,
        }
      : null;
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};
