/** Shared pieces of the Nippon steps: the step type and refusals with the numbers. */
import type { Draft } from '../../core/steps/draft';
import type { DecisionStep } from '../../core/steps/runner';
import type { Seat } from '../../core/types';
import type { RuleError } from '../../core/types';
import type { NipponMove } from '../moves';
import { formatMove } from '../notation';
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

export function refusal(reason: string, code = 'illegal-move'): RuleError {
  return { code, reason };
}

/** The fallback refusal: what was asked, why it is not on the list, and the list. */
export function notNow(move: NipponMove, prompt: string, legal: readonly NipponMove[], why?: string): RuleError {
  return refusal(`"${formatMove(move)}" is not possible now (${prompt})${why ? `: ${why}` : ''}. You can: ${legal.map(formatMove).join(', ')}.`);
}

export const yen = (k: number): string => `¥${k.toLocaleString('en-US')},000`.replace('¥0,000', '¥0');
export const yenJa = (k: number): string => `${(k * 1000).toLocaleString('en-US')}円`;
