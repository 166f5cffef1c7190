/** Barrage on the core step runner: the decision steps, the automatic steps and the round flow. */
import { createRunner } from '../core/steps/runner';
import { draftOf } from './ctx';
import { AUTOMATIC, nextFrames } from './flow';
import type { Frame } from './frames';
import type { BarrageMove } from './moves';
import { formatMove } from './notation';
import type { BarrageState } from './state';
import { decisionSteps } from './steps';

/**
 * Moves the search may try before it gives up. Every listed move of a follow-up decision can be
 * completed (each step lists only what it can carry out), so the first branch normally succeeds
 * within a few moves; a spent budget counts as "cannot".
 */
const SEARCH_BUDGET = 2_000;

/** Can `frames` be carried out from `s`? (the steps' "you may only take an action you can carry out"). */
function completes(s: BarrageState, frames: readonly Frame[]): boolean {
  return runner.canComplete(s, frames, SEARCH_BUDGET) === true;
}

export const runner = createRunner<BarrageState, BarrageMove, Frame>({
  steps: { ...decisionSteps(completes), ...AUTOMATIC },
  format: formatMove,
  copy: draftOf,
  next: nextFrames,
});
