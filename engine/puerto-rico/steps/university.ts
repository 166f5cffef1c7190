/** B2 (spec §1.7 University, §6): put one colonist on the building just built, or not. */
import { EngineBug } from '../../core/errors';
import { BUILDING_INDEX, BUILDINGS } from '../data';
import { nextBuilder } from '../phases/builder';
import { placeFreeColonist } from './hospice';
import type { Step } from './step';

export const university: Step = {
  prompt: () => 'use the University',
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'university' || t.seat !== seat) return [];
    return [{ kind: 'useUniversity' }, { kind: 'pass' }];
  },
  apply(d, seat, move) {
    const t = d.s.turn;
    if (t.step !== 'university') throw new EngineBug('not a university turn');
    if (move.kind === 'useUniversity') {
      const from = placeFreeColonist(d);
      d.seat(seat).city[BUILDING_INDEX[t.building]] = 1;
      d.say(seat, `puts a colonist from the ${from} on the ${BUILDINGS[t.building].name} (University)`);
    }
    nextBuilder(d);
  },
};
