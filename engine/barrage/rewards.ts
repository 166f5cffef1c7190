/** Resolving a reward (spec §1.8, §4.6): plain gains at once, choices become decision frames. */
import { legalSites, payingCost } from './build';
import { type Ctx, say } from './ctx';
import type { StructureType } from './data/companies';
import { formatReward, formatRewardJa, type Reward } from './data/rewards';
import type { Frame } from './frames';
import type { BarrageState } from './state';
import { rotate } from './wheel';

/** Apply the plain gains now; return the frames for the choices, in printed order. */
export function resolveReward(d: BarrageState, seat: number, reward: Reward, ctx: Ctx, why: string, whyJa: string): Frame[] {
  if (reward.length === 0) return [];
  const p = d.seats[seat]!;
  const later: Frame[] = [];
  say(ctx, seat, () => [`gains ${formatReward(reward)} (${why})`, `${formatRewardJa(reward)}を得る（${whyJa}）`]);
  for (const item of reward) {
    switch (item.kind) {
      case 'cr':
        p.credits += item.n;
        break;
      case 'vp':
        p.vp += item.n;
        break;
      case 'energy':
        p.energy += item.n;
        break;
      case 'ex':
        p.ex += item.n;
        break;
      case 'mx':
        p.mx += item.n;
        break;
      case 'wheel':
        rotate(p, item.n);
        break;
      case 'anyMachinery':
        later.push({ kind: 'machinery', seat, n: item.n });
        break;
      case 'drops':
        later.push({ kind: 'placeDrops', seat, remaining: item.n, flow: item.flow, optional: true });
        break;
      case 'freeConduit':
        pushFree(d, seat, 'conduit', item.maxValue, 'any', later);
        break;
      case 'freeBase':
        pushFree(d, seat, 'base', Infinity, item.areas, later);
        break;
      case 'freePowerhouse':
        pushFree(d, seat, 'powerhouse', Infinity, 'any', later);
        break;
      case 'freeElevation':
        pushFree(d, seat, 'elevation', Infinity, 'any', later);
        break;
    }
  }
  return later;
}

/** Free structures are offered only when a piece and a legal, affordable space exist (DP-14). */
function pushFree(
  d: BarrageState,
  seat: number,
  type: StructureType,
  maxValue: number,
  areas: 'plains' | 'plains-hills' | 'any',
  later: Frame[],
): void {
  // JSON has no Infinity: store "no cap" as a large number.
  const frame: Frame = { kind: 'freeStructure', seat, type, maxValue: Number.isFinite(maxValue) ? maxValue : 99, areas };
  if (freeSites(d, frame).length > 0) later.push(frame);
}

export function freeSites(s: BarrageState, f: Extract<Frame, { kind: 'freeStructure' }>): string[] {
  const p = s.seats[f.seat]!;
  return legalSites(s, f.seat, f.type, { areas: f.areas, maxValue: f.maxValue }).filter(
    (site) => payingCost(f.type, site, null) <= p.credits,
  );
}
