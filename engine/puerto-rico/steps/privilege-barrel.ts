/** C1 (spec §4.4, §6): the Craftsman may take one extra barrel of a kind he produced. */
import { EngineBug } from '../../core/errors';
import { GOODS, type Good } from '../data';
import { endPhase } from '../flow';
import type { PRMove } from '../moves';
import type { Step } from './step';

export const privilegeBarrel: Step = {
  prompt: () => "take the Craftsman's extra barrel",
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'barrel' || t.seat !== seat) return [];
    const out: PRMove[] = t.goods.filter((g) => s.goods[g]! > 0).map((g) => ({ kind: 'takeBarrel', good: GOODS[g]! }));
    out.push({ kind: 'pass' });
    return out;
  },
  apply(d, seat, move) {
    if (move.kind === 'takeBarrel') {
      const g = GOODS.indexOf(move.good as Good);
      d.mut('goods')[g]! -= 1;
      d.seat(seat).goods[g]! += 1;
      d.say(seat, `takes 1 extra ${move.good} (Craftsman)`);
    } else if (move.kind !== 'pass') {
      throw new EngineBug(`barrel cannot apply ${move.kind}`);
    }
    endPhase(d);
  },
};
