/** Placing and moving drops with their side effects: the USA ability and water accounting. */
import { hasCompanyAbility, damCapacity } from './abilities';
import { type Ctx, say } from './ctx';
import type { Headstream } from './data/map';
import { POWERHOUSE_BY_ID } from './data/map';
import type { BarrageState } from './state';
import { flowDrop } from './water';

/** Flow one drop from `from`; the USA ability scores each powerhouse area passed (spec §1.9, E13). */
export function flowOne(d: BarrageState, from: string, ctx: Ctx): string {
  const dams = { ...d.dams };
  const result = flowDrop(dams, from, (_site, dam) => damCapacity(d, dam));
  d.dams = dams;
  if (result.stoppedAt === 'EXIT') d.water.exited++;
  if (result.passed.length > 0) {
    d.seats.forEach((p, seat) => {
      if (!hasCompanyAbility(p, 'usa')) return;
      for (const area of result.passed) {
        const zone = Number(area.slice(1));
        const has = Object.entries(d.powerhouses).some(([id, o]) => o === seat && POWERHOUSE_BY_ID.get(id)!.zone === zone);
        if (has) {
          p.energy += 1;
          say(ctx, seat, `gains 1 energy as water passes ${area} (USA)`, `水が${area}を通過し発電1を得る（アメリカ）`);
        }
      }
    });
  }
  return result.stoppedAt;
}

/** A new drop from the supply on a headstream; it waits there or flows at once. */
export function addHeadstreamDrop(d: BarrageState, hs: Headstream, flow: boolean, ctx: Ctx): void {
  d.water.added++;
  if (flow) {
    const at = flowOne(d, hs, ctx);
    say(ctx, null, () => [
      `a drop from headstream ${hs} ${at === 'EXIT' ? 'flows off the map' : `flows to ${at}`}`,
      `水源${hs}の水が${at === 'EXIT' ? '地図の外' : at}へ流れる`,
    ]);
  } else {
    d.headstreams[hs] = { ...d.headstreams[hs], drops: d.headstreams[hs].drops + 1 };
  }
}

/** Water Flow phase (spec §3 phase 4): every waiting drop flows, headstreams A→D, drop by drop. */
export function waterFlowPhase(d: BarrageState, ctx: Ctx): void {
  for (const hs of ['A', 'B', 'C', 'D'] as const) {
    const n = d.headstreams[hs].drops;
    d.headstreams[hs] = { ...d.headstreams[hs], drops: 0 };
    for (let i = 0; i < n; i++) flowOne(d, hs, ctx);
  }
}
