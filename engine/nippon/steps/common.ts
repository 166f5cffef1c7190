/** Shared pieces of the Nippon steps: the step type and refusals with the numbers. */
import type { Draft } from '../../core/steps/draft';
import type { DecisionStep } from '../../core/steps/runner';
import type { Seat } from '../../core/types';
import type { RuleError } from '../../core/types';
import type { NipponMove } from '../moves';
import { formatMove } from '../notation';
import { formatMoveJa } from '../notation-ja';
import type { Frame, NipponState } from '../state';

type FrameOf<K extends Frame['kind']> = Extract<Frame, { kind: K }>;

/** A decision step whose follow-ups may be any frame (the core table types them as the step's own kind). */
export interface Step<K extends Frame['kind']> extends Omit<DecisionStep<NipponState, NipponMove, FrameOf<K>>, 'apply'> {
  apply(d: Draft<NipponState>, f: FrameOf<K>, seat: Seat, move: NipponMove): readonly Frame[];
}

export interface Auto<K extends Frame['kind']> {
  readonly automatic: true;
  run(d: Draft<NipponState>, f: FrameOf<K>): readonly Frame[];
}

/** A refusal with the numbers, in English and Japanese (every refusal in both languages). */
export function refusal(reason: string, reasonJa: string, code = 'illegal-move'): RuleError {
  return { code, reason, reasonJa };
}

/** The fallback refusal: what was asked, why it is not on the list, and the list (prompt and why as [en, ja]). */
export function notNow(
  move: NipponMove,
  prompt: readonly [string, string],
  legal: readonly NipponMove[],
  why?: readonly [string, string],
): RuleError {
  const list = legal.map(formatMove).join(', ');
  return refusal(
    `"${formatMove(move)}" is not possible now (${prompt[0]})${why ? `: ${why[0]}` : ''}. You can: ${list}.`,
    // 「…」は今選べる行動ではありません。<why>。今は<the step>ところです。選べる行動：<the labels> (JA-STYLE refusals).
    `「${formatMoveJa(move)}」は今選べる行動ではありません${why ? `。${why[1]}` : ''}。今は${prompt[1].replace(/（[^）]*）$/, '')}ところです。選べる行動：${legal.map(formatMoveJa).join('、')}`,
  );
}

export { yen, yenJa } from '../words';
