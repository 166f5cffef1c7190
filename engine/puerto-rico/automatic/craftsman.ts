/** The Craftsman phase's automatic step (spec §4.4): production in turn order (D3), then the privilege (C1) if it has a choice. */
import { FACTORY_BONUS, GOODS } from '../data';
import { amountsJa } from '../words-ja';
import { isOccupied, productionCapacities } from '../board';
import { seatOf, type PRDraft } from '../copy';
import { chooserOf, seatFrom } from '../frames';
import type { Automatic } from '../step';
import { craftsmanExtras } from './craftsman-extras';

export const produce: Automatic<'produce'> = {
  automatic: true,
  run(d) {
    let chooserGoods: number[] = [];
    for (let offset = 0; offset < d.s.players; offset++) {
      const produced = produceFor(d, seatFrom(d.s, offset));
      if (offset === 0) chooserGoods = produced;
    }
    // C1: only a kind he received this phase and the supply still holds (§7.21).
    if (chooserGoods.some((g) => d.s.goods[g]! > 0)) return [{ kind: 'barrel', seat: chooserOf(d.s), goods: chooserGoods }];
    return [];
  },
};

/** "1 corn, 2 indigo": barrels by good index. */
function producedEn(amounts: readonly number[]): string {
  const parts: string[] = [];
  for (let g = 0; g < GOODS.length; g++) if (amounts[g]! > 0) parts.push(`${amounts[g]} ${GOODS[g]}`);
  return parts.join(', ');
}

/** One player's production, limited by the goods supply (§7.19); returns the kinds received. */
function produceFor(d: PRDraft, seat: number): number[] {
  const before = d.s.seats[seat]!;
  const got: number[] = [];
  const amounts = [0, 0, 0, 0, 0];
  const capacity = productionCapacities(before);
  for (let g = 0; g < GOODS.length; g++) {
    const n = Math.min(capacity[g]!, d.s.goods[g]!);
    if (n === 0) continue;
    d.mut('goods')[g]! -= n;
    seatOf(d, seat).goods[g]! += n;
    got.push(g);
    amounts[g] = n;
  }
  if (got.length > 0) {
    // A copy: the expansions' Aqueduct adds to `amounts` later in this move (craftsman-extras.ts).
    const made = amounts.slice();
    d.say(seat, () => [`produces ${producedEn(made)}`, `${amountsJa(made)}を生産した`]);
  }
  // §1.7 Factory: kinds actually received, never counting the privilege barrel.
  const bonus = isOccupied(before, 'factory') ? FACTORY_BONUS[got.length]! : 0;
  if (bonus > 0) {
    seatOf(d, seat).doubloons += bonus;
    d.say(seat, () => [`gets ${bonus} doubloon${bonus === 1 ? '' : 's'} from the Factory`, `工場から${bonus}ダブロンを得た`]);
  }
  if (d.s.options.buildings || d.s.options.nobles) craftsmanExtras(d, seat, amounts);
  return got;
}
