/** Builder phase sequencing (spec §4.3): each player once, Builder first. */
import { clockwiseFrom } from '../../core/steps/turn-order';
import type { PRFrame } from '../frames';
import type { PRState } from '../state';

/** Players who cannot build anything are skipped when their turn comes (their only option would be "pass", §6 B1). */
export function builderFrames(s: PRState, chooser: number): PRFrame[] {
  return clockwiseFrom(chooser, s.players).map((seat) => ({ kind: 'offer', of: { kind: 'build', seat } }));
}
