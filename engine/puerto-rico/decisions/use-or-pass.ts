/**
 * "Use it or pass" (spec §6 S3, B2, M1): a one-off offer its seat may take or let go, written
 * once for the Hospice, the University and the Mayor's privilege. The list is always the use
 * move, then `pass`; a timeout passes.
 */
import { EngineBug } from '../../core/errors';
import type { Seat } from '../../core/types';
import { takeFreeColonist } from '../board';
import type { PRDraft } from '../copy';
import type { PRFrame } from '../frames';
import type { PRMove } from '../moves';
import { findKind, type Decision, type FrameOf } from '../step';

/** The moves that take such an offer (they carry nothing: the frame says what is offered). */
type UseKind = Extract<PRMove, { kind: 'useHospice' | 'useUniversity' | 'takeColonist' }>['kind'];

export interface UseOrPass<K extends PRFrame['kind']> {
  /** The spec §6 decision id. */
  readonly decision: string;
  readonly prompt: string;
  readonly promptJa: string;
  /** The move that takes the offer. */
  readonly use: UseKind;
  /** Take it: change the state, tell what happened; returns the follow-up frames. */
  take(d: PRDraft, f: FrameOf<K>, seat: Seat): readonly PRFrame[];
  /** What a pass says, in English and Japanese. */
  readonly passed: readonly [en: string, ja: string];
}

export function useOrPass<K extends PRFrame['kind']>(offer: UseOrPass<K>): Decision<K> {
  return {
    decision: offer.decision,
    prompt: () => offer.prompt,
    promptJa: () => offer.promptJa,
    legal: () => [{ kind: offer.use }, { kind: 'pass' }],
    apply(d, f, seat, move) {
      if (move.kind === offer.use) return offer.take(d, f, seat);
      if (move.kind !== 'pass') throw new EngineBug(`${f.kind} cannot apply ${move.kind}`);
      d.say(seat, offer.passed[0], offer.passed[1]);
      return [];
    },
    neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
  };
}

/** The colonist the Hospice and the University offer: colonist supply first, then the ship (D4, §7.6). */
export function placeFreeColonist(d: PRDraft): 'colonist supply' | 'colonist ship' {
  const from = takeFreeColonist(d.s);
  if (from === 'supply') {
    d.s.colonists -= 1;
    return 'colonist supply';
  }
  if (from === 'ship') {
    d.s.ship -= 1;
    return 'colonist ship';
  }
  throw new EngineBug('no colonist available');
}
