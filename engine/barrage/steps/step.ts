/** The shape of a step (STYLE.md §2): list the legal moves of a decision, and process one. */
import type { Ctx } from '../ctx';
import type { DecisionFrame, Frame } from '../frames';
import type { BarrageMove } from '../moves';
import type { BarrageState } from '../state';

export interface Step<K extends DecisionFrame['kind']> {
  /** Short prompt for emails: "choose a technology tile". */
  prompt(f: Extract<DecisionFrame, { kind: K }>): string;
  legal(s: BarrageState, f: Extract<DecisionFrame, { kind: K }>): BarrageMove[];
  /** Apply a move known to be legal to the draft `d` (the frame is already popped); returns follow-up frames in order. */
  apply(d: BarrageState, f: Extract<DecisionFrame, { kind: K }>, move: BarrageMove, ctx: Ctx): Frame[];
}
