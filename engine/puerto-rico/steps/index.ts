/** Every step by the frame kind it handles (spec §6 ids in each decision's file). */
import type { StepTable } from '../../core/steps/runner';
import type { PRFrame } from '../frames';
import type { PRMove } from '../moves';
import { seekLoader, sail } from '../phases/captain';
import { produce } from '../phases/craftsman';
import { distribute, placement, refill } from '../phases/mayor';
import { lighthouse, lodgeNobles, prospect, villa } from '../phases/expansion-steps';
import { storage } from '../phases/captain';
import { lodgeCheck, settlerEnd, settlerExtras, settlerWindow } from '../phases/settler';
import { traderEnd } from '../phases/trader';
import type { PRState } from '../state';
import { blackMarket } from './black-market';
import { build } from './build';
import { royal, smallWharf } from './captain-steps';
import { draftPick } from './draft-pick';
import { guests } from './guests';
import { drawn, lodge } from './island-steps';
import { chooseRole } from './choose-role';
import { hospice } from './hospice';
import { load } from './load';
import { mayorPrivilege } from './mayor-privilege';
import { offer } from './offer';
import { placeColonist } from './place-colonist';
import { privilegeBarrel } from './privilege-barrel';
import { sell } from './sell';
import { settle } from './settle';
import type { Automatic } from './step';
import { store } from './store';
import { university } from './university';

/** The role's phase is over (its frames are done): one more role choice made this round (§3). */
const phaseEnd: Automatic<'phase-end'> = {
  automatic: true,
  run(d) {
    d.s.picks += 1;
    return [];
  },
};

export const STEPS: StepTable<PRState, PRMove, PRFrame> = {
  role: chooseRole,
  'phase-end': phaseEnd,
  offer,
  settle,
  'settler-end': settlerEnd,
  hospice,
  'mayor-privilege': mayorPrivilege,
  distribute,
  placement,
  place: placeColonist,
  refill,
  build,
  university,
  produce,
  barrel: privilegeBarrel,
  sell,
  'trader-end': traderEnd,
  'seek-loader': seekLoader,
  load,
  store,
  sail,
  // Expansions (rules/puerto-rico-expansions.md §7, §8).
  draft: draftPick,
  guests,
  prospect,
  lighthouse,
  villa,
  storage,
  'settler-extras': settlerExtras,
  'settler-window': settlerWindow,
  'lodge-check': lodgeCheck,
  lodge,
  'lodge-nobles': lodgeNobles,
  'black-market': blackMarket,
  drawn,
  royal,
  'small-wharf': smallWharf,
};
