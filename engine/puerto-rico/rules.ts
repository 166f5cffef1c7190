/** Puerto Rico on the core step runner: the step table, the round's `next`, the copiers. */
import { createRunner } from '../core/steps/runner';
import { copyTop } from './copy';
import type { PRFrame } from './frames';
import { sameMove, type PRMove } from './moves';
import { formatMove } from './notation';
import { nextFrames } from './round';
import type { PRState } from './state';
import { STEPS } from './step-table';
import { guestSide } from './decisions/guests';
import { formatMoveJa } from './format-ja';

export const runner = createRunner<PRState, PRMove, PRFrame>({
  steps: STEPS,
  format: formatMove,
  formatJa: formatMoveJa,
  copy: copyTop,
  next: nextFrames,
  same: sameMove,
  // Expansions §7.0 W2: a guest move beside the owner's own decisions.
  side: [guestSide],
});
