/** Who must decide now (spec §6), read from the state's current turn. */
import type { PendingDecision } from '../core/types';
import type { PRState } from './state';
import { STEPS } from './steps';

export function pendingOf(s: PRState): PendingDecision[] {
  const t = s.turn;
  if (t.step === 'over') return [];
  if (t.step === 'store') return t.seats.map((x) => ({ seat: x.seat, prompt: STEPS.store.prompt(s, x.seat) }));
  return [{ seat: t.seat, prompt: STEPS[t.step].prompt(s, t.seat) }];
}
