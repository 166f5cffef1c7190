/** DP-05/07/08 (spec §4.4.2): choose the production system, then the drops. */
import { dropChoices, produce, systems } from '../production';
import type { Step } from './step';
import type { BarrageMove } from '../moves';
import { say } from '../ctx';

export const chooseSystemStep: Step<'chooseSystem'> = {
  decision: 'DP-05',
  prompt: (_s, f) => (f.second ? 'choose a second production (Germany) or decline' : f.optional ? 'choose a production with +2 or decline' : 'choose dam, conduit and powerhouse'),
  legal(s, f) {
    const out: BarrageMove[] = systems(s, f.seat, f.exclude)
      .filter((sys) => dropChoices(s, f.seat, sys, f.modifier, f.second).length > 0)
      .map((sys) => ({ kind: 'produce' as const, ...sys }));
    if (f.optional) out.push({ kind: 'decline' });
    return out;
  },
  apply(dr, f, _seat, move) {
    const d = dr.s;
    if (move.kind === 'decline') {
      say(dr, f.seat, 'declines the production');
      return [];
    }
    if (move.kind !== 'produce') return [];
    const sys = { dam: move.dam, conduit: move.conduit, powerhouse: move.powerhouse };
    const ks = dropChoices(d, f.seat, sys, f.modifier, f.second);
    if (ks.length === 1) return produce(d, f.seat, sys, ks[0]!, f.modifier, f.second, dr);
    return [{ kind: 'chooseDrops', seat: f.seat, modifier: f.modifier, second: f.second, ...sys }];
  },
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'decline') ?? null,
};

export const chooseDropsStep: Step<'chooseDrops'> = {
  decision: 'DP-05',
  prompt: () => 'choose how many drops to release',
  legal(s, f) {
    return dropChoices(s, f.seat, f, f.modifier, f.second).map((drops) => ({ kind: 'release' as const, drops }));
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'release') return [];
    return produce(d.s, f.seat, f, move.drops, f.modifier, f.second, d);
  },
  neutral: () => null,
};
