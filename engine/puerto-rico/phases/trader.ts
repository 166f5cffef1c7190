/** Trader phase sequencing (spec §4.5): each player once; a full trading house ends it at once. */
import { clockwiseFrom } from '../../core/steps/turn-order';
import { TRADING_HOUSE_SIZE } from '../data';
import type { PRFrame } from '../frames';
import type { PRState } from '../state';
import type { Automatic } from '../steps/step';

/** Players with nothing they may sell are skipped (§6 T1); once the house is full nobody may sell. */
export function traderFrames(s: PRState, chooser: number): PRFrame[] {
  const frames: PRFrame[] = clockwiseFrom(chooser, s.players).map((seat) => ({ kind: 'offer', of: { kind: 'sell', seat } }));
  frames.push({ kind: 'trader-end' });
  return frames;
}

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
