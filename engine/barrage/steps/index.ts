/** Every decision's step, by frame kind. */
import type { DecisionFrame } from '../frames';
import { chooseSiteStep, chooseTileStep, choosePaymentStep } from './construction';
import { discardStep, fulfilStep, takeContractStep } from './contracts';
import { draftStep } from './draft';
import { chooseDropsStep, chooseSystemStep } from './production';
import { freeStructureStep, machineryStep, placeDropsStep } from './rewards';
import type { Step } from './step';
import { turnStep } from './turn';

type Steps = { [K in DecisionFrame['kind']]: Step<K> };

export const STEPS: Steps = {
  draft: draftStep,
  turn: turnStep,
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

export function stepFor<F extends DecisionFrame>(f: F): Step<F['kind']> {
  return STEPS[f.kind] as unknown as Step<F['kind']>;
}
