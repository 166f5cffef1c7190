/** Every decision's step, by frame kind. */
import type { DecisionFrame } from '../frames';
import type { BarrageMove } from '../moves';
import type { BarrageState } from '../state';
import { chooseSiteStep, chooseTileStep, choosePaymentStep } from './construction';
import { discardStep, fulfilStep, takeContractStep } from './contracts';
import { draftStep } from './draft';
import { chooseDropsStep, chooseSystemStep } from './production';
import { freeStructureStep, machineryStep, placeDropsStep } from './rewards';
import type { Completes, Step } from './step';
import { turnStep } from './turn';

export type Steps = { [K in DecisionFrame['kind']]: Step<K> };

/**
 * States are never changed once returned, so a step's legal list for a state can be kept: the
 * runner lists it, then checks the move against it, then applies it (and the bounded search asks
 * again for every branch). The frame is compared too, in case a draft's stack grew meanwhile.
 */
function cached<K extends DecisionFrame['kind']>(step: Step<K>): Step<K> {
  const cache = new WeakMap<BarrageState, { f: object; moves: readonly BarrageMove[] }>();
  return {
    ...step,
    legal(s, f, seat) {
      const hit = cache.get(s);
      if (hit && hit.f === f) return hit.moves;
      const moves = step.legal(s, f, seat);
      cache.set(s, { f, moves });
      return moves;
    },
  };
}

export function decisionSteps(completes: Completes): Steps {
  return {
    draft: cached(draftStep),
    turn: cached(turnStep(completes)),
    chooseTile: cached(chooseTileStep),
    chooseSite: cached(chooseSiteStep),
    choosePayment: cached(choosePaymentStep),
    chooseSystem: cached(chooseSystemStep),
    chooseDrops: cached(chooseDropsStep),
    fulfil: cached(fulfilStep),
    takeContract: cached(takeContractStep),
    discard: cached(discardStep),
    placeDrops: cached(placeDropsStep),
    machinery: cached(machineryStep),
    freeStructure: cached(freeStructureStep),
  };
}
