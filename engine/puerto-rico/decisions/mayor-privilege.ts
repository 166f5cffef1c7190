/** M1 (spec §4.2, §6): the Mayor may first take one colonist from the colonist supply. */
import { seatOf } from '../copy';
import { privilegeOf } from '../pieces';
import { useOrPass } from './use-or-pass';

export const mayorPrivilege = useOrPass<'mayor-privilege'>({
  decision: 'M1',
  prompt: "take a colonist (Mayor's privilege)",
  promptJa: '労働者を1人取る（市長の特権）',
  use: 'takeColonist',
  take(d, f, seat) {
    d.s.colonists -= 1;
    seatOf(d, seat).sanJuan += 1;
    d.say(seat, 'takes a colonist from the supply (Mayor)', 'ストックから労働者を1人取った（市長）');
    // Expansions §4.3.10: with an occupied Library the Mayor may take a second one.
    if (!f.second && privilegeOf(d.s, seat) > 1 && d.s.colonists > 0) return [{ kind: 'mayor-privilege', seat, second: true }];
    return [];
  },
  passed: ['takes no extra colonist', '追加の労働者を取らなかった'],
});
