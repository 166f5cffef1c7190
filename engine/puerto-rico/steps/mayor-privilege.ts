/** M1 (spec §4.2, §6): the Mayor may first take one colonist from the colonist supply. */
import { distributeColonists } from '../phases/mayor';
import type { Step } from './step';

export const mayorPrivilege: Step = {
  prompt: () => "take a colonist (Mayor's privilege)",
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'mayor-privilege' || t.seat !== seat) return [];
    return [{ kind: 'takeColonist' }, { kind: 'pass' }];
  },
  apply(d, seat, move) {
    if (move.kind === 'takeColonist') {
      d.s.colonists -= 1;
      d.seat(seat).sanJuan += 1;
      d.say(seat, 'takes a colonist from the supply (Mayor)');
    } else {
      d.say(seat, 'takes no extra colonist');
    }
    distributeColonists(d);
  },
};
