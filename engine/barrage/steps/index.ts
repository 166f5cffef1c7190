/** Every decision's step, by frame kind. */
import type { DecisionFrame } from '../frames';
import { chooseSiteStep, chooseTileStep, choosePaymentStep } from './construction';
import { discardStep, fulfilStep, takeContractStep } from './contracts';
import { draftStep } from './draft';
import { chooseDropsStep, chooseSystemStep } from './production';
import { freeStructureStep, machineryStep, placeDropsStep } from './rewards';
import type { Completes, Step } from './step';
import { turnStep } from './turn';

export type Steps = { [K in DecisionFrame['kind']]: Step<K> };

/**
 * The steps by frame kind. Their legal lists are not cached here: the runner keeps the last
 * list it made (listed, then checked and applied to the same state), and a cache per state
 * cost more in garbage collection than the few lists it saved.
 */
export function decisionSteps(completes: Completes): Steps {
  return {
    draft: draftStep,
    turn: turnStep(completes),
    chooseTile: chooseTileStep,
    chooseSite: chooseSiteStep,
    choosePayment: choosePaymentStep,
    chooseSystem: chooseSystemStep,
    chooseDrops: chooseDropsStep,
    fulfil: fulfilStep,
    takeContract: takeContractStep,
    discard: discardStep,
    placeDrops: placeDropsStep,
    machinery: machineryStep,
    freeStructure: freeStructureStep,
  };
}
