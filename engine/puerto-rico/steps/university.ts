/** B2 (spec §1.7 University, §6): put one colonist on the building just built, or not. */
import { EngineBug } from '../../core/errors';
import { BUILDING_INDEX, BUILDINGS } from '../data';
import { buildingJa, FREE_COLONIST_FROM_JA } from '../words-ja';
import { buildingsOf } from '../copy';
import { placeFreeColonist } from './hospice';
import { findKind, type Decision } from './step';

export const university: Decision<'university'> = {
  decision: 'B2',
  prompt: () => 'use the University',
  promptJa: () => '大学を使う',
  legal: () => [{ kind: 'useUniversity' }, { kind: 'pass' }],
  apply(d, f, seat, move) {
    if (move.kind === 'useUniversity') {
      const from = placeFreeColonist(d);
      buildingsOf(d, seat).city[BUILDING_INDEX[f.building]] = 1;
      d.say(seat, `puts a colonist from the ${from} on the ${BUILDINGS[f.building].name} (University)`, `${FREE_COLONIST_FROM_JA[from]}の労働者1人を${buildingJa(f.building)}に置いた（大学）`);
    } else if (move.kind === 'pass') {
      d.say(seat, 'does not use the University', '大学を使わなかった');
    } else {
      throw new EngineBug(`university cannot apply ${move.kind}`);
    }
    return [];
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};
