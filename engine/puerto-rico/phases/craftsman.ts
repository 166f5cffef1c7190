/** Craftsman phase (spec §4.4): automatic production in turn order (D3), then the privilege. */
import { FACTORY_BONUS, GOODS } from '../data';
import { isOccupied, productionCapacity, seatAt } from '../board';
import type { Draft } from '../draft';
import { endPhase } from '../flow';

export function beginCraftsman(d: Draft): void {
  let chooserGoods: number[] = [];
  for (let offset = 0; offset < d.s.players; offset++) {
    const seat = seatAt(d.s, offset);
    const produced = produce(d, seat);
    if (offset === 0) chooserGoods = produced;
  }
  // C1: only a kind he received this phase and the supply still holds (§7.21).
  if (chooserGoods.some((g) => d.s.goods[g]! > 0)) {
    d.s.turn = { step: 'barrel', seat: d.s.phase!.chooser, goods: chooserGoods };
    return;
  }
  endPhase(d);
}

/** One player's production, limited by the goods supply (§7.19); returns the kinds received. */
function produce(d: Draft, seat: number): number[] {
  const before = d.s.seats[seat]!;
  const got: number[] = [];
  const parts: string[] = [];
  for (let g = 0; g < GOODS.length; g++) {
    const n = Math.min(productionCapacity(before, g), d.s.goods[g]!);
    if (n === 0) continue;
    d.mut('goods')[g]! -= n;
    d.seat(seat).goods[g]! += n;
    got.push(g);
    parts.push(`${n} ${GOODS[g]}`);
  }
  if (parts.length > 0) d.say(seat, `produces ${parts.join(', ')}`);
  // §1.7 Factory: kinds actually received, never counting the privilege barrel.
  const bonus = isOccupied(before, 'factory') ? FACTORY_BONUS[got.length]! : 0;
  if (bonus > 0) {
    d.seat(seat).doubloons += bonus;
    d.say(seat, `gets ${bonus} doubloon${bonus === 1 ? '' : 's'} from the Factory`);
  }
  return got;
}
