/**
 * The shape of a Barrage decision step: the core runner's `DecisionStep` over Barrage's state,
 * moves and frames (STYLE.md §2). `apply` gets the core `Draft`; the rules' handlers take its
 * state `d.s` and the draft itself as the events context.
 */
import type { DecisionStep } from '../../core/steps/runner';
import type { DecisionFrame, Frame } from '../frames';
import type { BarrageMove } from '../moves';
import type { BarrageState } from '../state';

export type Step<K extends DecisionFrame['kind']> = DecisionStep<BarrageState, BarrageMove, Extract<Frame, { kind: K }>, Frame>;

/** "Can this work be carried out from that state?" — the runner's bounded `canComplete`, handed to the steps that need it. */
export type Completes = (s: BarrageState, frames: readonly Frame[]) => boolean;
