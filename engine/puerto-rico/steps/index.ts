/** Every decision step by the `turn.step` that asks for it (spec §6 ids in each file). */
import type { Turn } from '../state';
import { build } from './build';
import { hospice } from './hospice';
import { load } from './load';
import { mayorPrivilege } from './mayor-privilege';
import { placeColonist } from './place-colonist';
import { privilegeBarrel } from './privilege-barrel';
import { chooseRole } from './choose-role';
import { sell } from './sell';
import { settle } from './settle';
import type { Step } from './step';
import { store } from './store';
import { university } from './university';

export const STEPS: Record<Exclude<Turn['step'], 'over'>, Step> = {
  role: chooseRole,
  settle,
  hospice,
  'mayor-privilege': mayorPrivilege,
  place: placeColonist,
  build,
  university,
  barrel: privilegeBarrel,
  sell,
  load,
  store,
};
