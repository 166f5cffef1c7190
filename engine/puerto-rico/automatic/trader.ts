/** The Trader phase's automatic step (spec §4.5): a full trading house is emptied at the phase's end. */
import { TRADING_HOUSE_SIZE } from '../data';
import type { Automatic } from '../step';

/** §4.5 phase end: a full house is emptied into the goods supply; a partial one stays (§7.23). */
export const traderEnd: Automatic<'trader-end'> = {
  automatic: true,
  run(d) {
    if (d.s.house.length >= TRADING_HOUSE_SIZE) {
      const goods = d.mut('goods');
      for (const g of d.s.house) goods[g]! += 1;
      d.s.house = [];
      d.say(null, 'The trading house is full and is emptied.', '商店が満杯になったので空にした。');
    }
    return [];
  },
};
