/** C1 (spec §4.4, §6): the Craftsman may take one extra barrel of a kind he produced. */
import { EngineBug } from '../../core/errors';
import { GOODS, type Good } from '../data';
import { goodJa, tileIndexJa } from '../words-ja';
import { seatOf } from '../copy';
import { privilegeOf } from '../pieces';
import type { PRMove } from '../moves';
import { findKind, type Decision } from '../step';

export const privilegeBarrel: Decision<'barrel'> = {
  decision: 'C1',
  prompt: () => "take the Craftsman's extra barrel",
  promptJa: () => '監督の特権で樽を1つ取る',
  legal(s, f) {
    const out: PRMove[] = f.goods.filter((g) => s.goods[g]! > 0).map((g) => ({ kind: 'takeBarrel', good: GOODS[g]! }));
    out.push({ kind: 'pass' });
    return out;
  },
  apply(d, f, seat, move) {
    if (move.kind === 'takeBarrel') {
      const g = GOODS.indexOf(move.good as Good);
      d.mut('goods')[g]! -= 1;
      seatOf(d, seat).goods[g]! += 1;
      d.say(seat, `takes 1 extra ${move.good} (Craftsman)`, `${goodJa(move.good)}を1樽追加で取った（監督）`);
      // Expansions §4.3.10: with an occupied Library a second barrel, same or another kind produced.
      if (!f.second && privilegeOf(d.s, seat) > 1 && f.goods.some((k) => d.s.goods[k]! > 0))
        return [{ kind: 'barrel', seat: f.seat, goods: f.goods, second: true }];
    } else if (move.kind === 'pass') {
      d.say(seat, 'takes no extra barrel', '追加の樽を取らなかった');
    } else {
      throw new EngineBug(`barrel cannot apply ${move.kind}`);
    }
    return [];
  },
  explain(s, f, _seat, move) {
    if (move.kind !== 'takeBarrel') return null;
    const g = GOODS.indexOf(move.good as Good);
    if (g < 0) return null;
    if (!f.goods.includes(g)) {
      const got = f.goods.map((k) => GOODS[k]).join(', ') || 'nothing';
      const gotJa = f.goods.map(tileIndexJa).join('、') || 'なし';
      return {
        code: 'not-produced',
        reason: `You cannot take ${move.good}: the extra barrel must be a kind you produced this phase (${got}).`,
        reasonJa: `${goodJa(move.good)}は取れません。追加の樽はこのフェーズに生産した種類でなければなりません（${gotJa}）。`,
      };
    }
    return {
      code: 'supply-empty',
      reason: `You cannot take ${move.good}: the goods supply has ${s.goods[g]} left.`,
      reasonJa: `${goodJa(move.good)}は取れません。サプライの残りは${s.goods[g]}樽です。`,
    };
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};
