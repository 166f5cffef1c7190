/** B2 (spec §1.7 University, §6): put one colonist on the building just built, or not. */
import { BUILDING_INDEX, BUILDINGS } from '../data';
import { buildingJa, FREE_COLONIST_FROM_JA } from '../words-ja';
import { buildingsOf } from '../copy';
import { placeFreeColonist, useOrPass } from './use-or-pass';

export const university = useOrPass<'university'>({
  decision: 'B2',
  prompt: 'use the University',
  promptJa: '大学を使う',
  use: 'useUniversity',
  take(d, f, seat) {
    const from = placeFreeColonist(d);
    buildingsOf(d, seat).city[BUILDING_INDEX[f.building]] = 1;
    d.say(
      seat,
      `puts a colonist from the ${from} on the ${BUILDINGS[f.building].name} (University)`,
      `${FREE_COLONIST_FROM_JA[from]}の労働者1人を${buildingJa(f.building)}に置いた（大学）`,
    );
    return [];
  },
  passed: ['does not use the University', '大学を使わなかった'],
});
