/** DP-09/15 drops on headstreams, DP-13/16 machinery split, DP-14 free structures (spec §4.6). */
import { construct } from '../construct';
import { payingCost } from '../build';
import { say } from '../ctx';
import { addHeadstreamDrop } from '../drops';
import { HEADSTREAMS } from '../data/map';
import type { BarrageMove } from '../moves';
import { freeSites } from '../rewards';
import type { Step } from './step';

export const placeDropsStep: Step<'placeDrops'> = {
  prompt: (f) => `place ${f.remaining} drop${f.remaining > 1 ? 's' : ''} on headstreams${f.optional ? ' (or decline)' : ''}`,
  legal(_s, f) {
    const out: BarrageMove[] = HEADSTREAMS.map((headstream) => ({ kind: 'drop' as const, headstream }));
    if (f.optional) out.push({ kind: 'decline' });
    return out;
  },
  apply(d, f, move, ctx) {
    if (move.kind !== 'drop') {
      say(ctx, f.seat, 'declines to place drops');
      return [];
    }
    say(ctx, f.seat, `places a drop on headstream ${move.headstream}`);
    addHeadstreamDrop(d, move.headstream, f.flow, ctx);
    // All N or none (W2_EXACT, A10/A12): once one is placed the rest must follow.
    return f.remaining > 1 ? [{ kind: 'placeDrops', seat: f.seat, remaining: f.remaining - 1, flow: f.flow, optional: false }] : [];
  },
};

export const machineryStep: Step<'machinery'> = {
  prompt: (f) => `choose ${f.n} machinery (excavators and/or mixers)`,
  legal(_s, f) {
    const out: BarrageMove[] = [];
    for (let ex = f.n; ex >= 0; ex--) out.push({ kind: 'machinery', ex, mx: f.n - ex });
    return out;
  },
  apply(d, f, move, ctx) {
    if (move.kind !== 'machinery') return [];
    const p = d.seats[f.seat]!;
    p.ex += move.ex;
    p.mx += move.mx;
    say(ctx, f.seat, `takes ${move.ex} excavator${move.ex === 1 ? '' : 's'} and ${move.mx} mixer${move.mx === 1 ? '' : 's'}`);
    return [];
  },
};

export const freeStructureStep: Step<'freeStructure'> = {
  prompt: (f) => `build a free ${f.type}, or decline`,
  legal(s, f) {
    const out: BarrageMove[] = freeSites(s, f).map((site) => ({ kind: 'site' as const, type: f.type, site }));
    out.push({ kind: 'decline' });
    return out;
  },
  apply(d, f, move, ctx) {
    if (move.kind !== 'site') {
      say(ctx, f.seat, `declines the free ${f.type}`);
      return [];
    }
    return construct(d, f.seat, null, move.type, move.site, { ex: 0, mx: 0, cr: payingCost(move.type, move.site, null) }, ctx);
  },
};
