/** Trader phase sequencing (spec §4.5): each player once; a full trading house ends it at once. */
import { TRADING_HOUSE_SIZE } from '../data';
import { seatAt } from '../board';
import type { Draft } from '../draft';
import { endPhase } from '../flow';
import { sellMoves } from '../steps/sell';

export function beginTrader(d: Draft): void {
  traderTurn(d);
}

export function nextTrader(d: Draft): void {
  d.s.phase = { ...d.s.phase!, offset: d.s.phase!.offset + 1 };
  traderTurn(d);
}

/** Players with nothing they may sell are skipped (§6 T1). */
function traderTurn(d: Draft): void {
  for (let offset = d.s.phase!.offset; offset < d.s.players && d.s.house.length < TRADING_HOUSE_SIZE; offset++) {
    d.s.phase = { ...d.s.phase!, offset };
    const seat = seatAt(d.s, offset);
    if (sellMoves(d.s, seat).length > 0) {
      d.s.turn = { step: 'sell', seat };
      return;
    }
  }
  finishTrader(d);
}

/** §4.5 phase end: a full house is emptied into the goods supply; a partial one stays (§7.23). */
function finishTrader(d: Draft): void {
  if (d.s.house.length >= TRADING_HOUSE_SIZE) {
    const goods = d.mut('goods');
    for (const g of d.s.house) goods[g]! += 1;
    d.s.house = [];
    d.say(null, 'The trading house is full and is emptied.');
  }
  endPhase(d);
}
