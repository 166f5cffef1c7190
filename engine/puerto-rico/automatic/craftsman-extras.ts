/**
 * The expansions' Craftsman effects at the owner's production step (rules/puerto-rico-expansions.md
 * §7.4 step 2): Aqueduct extras (§4.3.1), then income from the Specialty factory (§4.3.11), the
 * Chapel (§5.8.2) and the Jeweler (§5.8.7). All automatic (§8, last row), none is a choice.
 */
import { GOODS } from '../data';
import { tileIndexJa } from '../words-ja';
import { isOccupied } from '../board';
import { seatOf, type PRDraft } from '../copy';
import { gainChips } from '../island';
import { colonistOccupies, nobleOccupies, noblesOnIsland } from '../pieces';

const INDIGO = GOODS.indexOf('indigo');
const SUGAR = GOODS.indexOf('sugar');

/** `amounts`: barrels of each kind `seat` produced this phase (base production); updated with the Aqueduct's. */
export function craftsmanExtras(d: PRDraft, seat: number, amounts: number[]): void {
  const p = d.s.seats[seat]!;
  // §4.3.1: +1 indigo / +1 sugar when the large plant is occupied and ≥1 of that good was produced; supply-limited.
  if (isOccupied(p, 'aqueduct')) {
    for (const [g, plant] of [
      [INDIGO, 'indigo-plant'],
      [SUGAR, 'sugar-mill'],
    ] as const) {
      if (amounts[g]! > 0 && isOccupied(p, plant) && d.s.goods[g]! > 0) {
        d.mut('goods')[g]! -= 1;
        seatOf(d, seat).goods[g]! += 1;
        amounts[g]! += 1;
        d.say(seat, `gets 1 more ${GOODS[g]} (Aqueduct)`, `${tileIndexJa(g)}をもう1樽得た（水路）`);
      }
    }
  }
  // §4.3.11: (largest non-corn amount of one kind) − 1, Aqueduct extras included.
  if (isOccupied(p, 'specialty-factory')) {
    const most = Math.max(...amounts.slice(1));
    if (most > 1) {
      seatOf(d, seat).doubloons += most - 1;
      d.say(seat, `gets ${most - 1} doubloon${most === 2 ? '' : 's'} from the Specialty factory`, `専用工場から${most - 1}ダブロンを得た`);
    }
  }
  // §5.8.2: a colonist on the Chapel earns 1 doubloon, a noble 1 VP chip.
  if (nobleOccupies(p, 'chapel')) gainChips(d, seat, 1, false, 'Chapel', '礼拝堂');
  else if (colonistOccupies(p, 'chapel')) {
    seatOf(d, seat).doubloons += 1;
    d.say(seat, 'gets 1 doubloon from the Chapel', '礼拝堂から1ダブロンを得た');
  }
  // §5.8.7: 1 doubloon per noble on the owner's island (not San Juan).
  const nobles = isOccupied(p, 'jeweler') ? noblesOnIsland(p) : 0;
  if (nobles > 0) {
    seatOf(d, seat).doubloons += nobles;
    d.say(seat, `gets ${nobles} doubloon${nobles === 1 ? '' : 's'} from the Jeweler`, `宝石商から${nobles}ダブロンを得た`);
  }
}
