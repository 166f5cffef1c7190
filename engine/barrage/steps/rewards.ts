/** DP-09/15 drops on headstreams, DP-13/16 machinery split, DP-14 free structures (spec §4.6). */
import { construct } from '../construct';
import { ruleError } from '../../core/errors';
import { payingCost, whyNotSite } from '../build';
import { say } from '../ctx';
import { addHeadstreamDrop } from '../drops';
import { HEADSTREAMS } from '../data/map';
import type { BarrageMove } from '../moves';
import { freeSites } from '../rewards';
import type { Step } from './step';

export const placeDropsStep: Step<'placeDrops'> = {
  decision: 'DP-09',
  prompt: (_s, f) => `place ${f.remaining} drop${f.remaining > 1 ? 's' : ''} on headstreams${f.optional ? ' (or decline)' : ''}`,
  legal(_s, f) {
    const out: BarrageMove[] = HEADSTREAMS.map((headstream) => ({ kind: 'drop' as const, headstream }));
    if (f.optional) out.push({ kind: 'decline' });
    return out;
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'drop') {
      say(d, f.seat, 'declines to place drops');
      return [];
    }
    say(d, f.seat, `places a drop on headstream ${move.headstream}`);
    addHeadstreamDrop(d.s, move.headstream, f.flow, d);
    // All N or none (W2_EXACT, A10/A12): once one is placed the rest must follow.
    return f.remaining > 1 ? [{ kind: 'placeDrops', seat: f.seat, remaining: f.remaining - 1, flow: f.flow, optional: false }] : [];
  },
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'decline') ?? null,
};

export const machineryStep: Step<'machinery'> = {
  decision: 'DP-13',
  prompt: (_s, f) => `choose ${f.n} machinery (excavators and/or mixers)`,
  legal(_s, f) {
    const out: BarrageMove[] = [];
    for (let ex = f.n; ex >= 0; ex--) out.push({ kind: 'machinery', ex, mx: f.n - ex });
    return out;
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'machinery') return [];
    const p = d.s.seats[f.seat]!;
    p.ex += move.ex;
    p.mx += move.mx;
    say(d, f.seat, `takes ${move.ex} excavator${move.ex === 1 ? '' : 's'} and ${move.mx} mixer${move.mx === 1 ? '' : 's'}`);
    return [];
  },
  neutral: () => null,
};

export const freeStructureStep: Step<'freeStructure'> = {
  decision: 'DP-14',
  prompt: (_s, f) => `build a free ${f.type}, or decline`,
  legal(s, f) {
    const out: BarrageMove[] = freeSites(s, f).map((site) => ({ kind: 'site' as const, type: f.type, site }));
    out.push({ kind: 'decline' });
    return out;
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'site') {
      say(d, f.seat, `declines the free ${f.type}`);
      return [];
    }
    return construct(d.s, f.seat, null, move.type, move.site, { ex: 0, mx: 0, cr: payingCost(move.type, move.site, null) }, d);
  },
  explain: (s, _f, seat, move) => (move.kind === 'site' ? ruleError('illegal-move', whyNotSite(s, seat, null, move.type, move.site)) : null),
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'decline') ?? null,
};
