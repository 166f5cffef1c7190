/** Every step by the frame kind it handles: decisions/ (spec §6 ids in each file) and automatic/. */
import type { StepTable } from '../core/steps/runner';
import { offer } from './automatic/offer';
import { phaseEnd } from './automatic/phase-end';
import type { PRFrame } from './frames';
import type { PRMove } from './moves';
import { seekLoader, sail } from './automatic/captain';
import { produce } from './automatic/craftsman';
import { distribute, placement, refill } from './automatic/mayor';
import { lighthouse, lodgeNobles, prospect, villa } from './automatic/expansion-steps';
import { storage } from './automatic/captain';
import { lodgeCheck, settlerEnd, settlerExtras, settlerWindow } from './automatic/settler';
import { traderEnd } from './automatic/trader';
import type { PRState } from './state';
import { blackMarket } from './decisions/black-market';
import { build } from './decisions/build';
import { royal, smallWharf } from './decisions/captain-steps';
import { draftPick } from './decisions/draft-pick';
import { guests } from './decisions/guests';
import { drawn, lodge } from './decisions/island-steps';
import { chooseRole } from './decisions/choose-role';
import { hospice } from './decisions/hospice';
import { load } from './decisions/load';
import { mayorPrivilege } from './decisions/mayor-privilege';
import { placeColonist } from './decisions/place-colonist';
import { privilegeBarrel } from './decisions/privilege-barrel';
import { sell } from './decisions/sell';
import { settle } from './decisions/settle';
import { store } from './decisions/store';
import { university } from './decisions/university';

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
