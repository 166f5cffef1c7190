/** Round scoring (spec §4.10), objective and final scoring (§5), ranking. */
import { built } from './abilities';
import { advancedOwned } from './construct';
import { type Ctx, say } from './ctx';
import { BONUS_SECTION, energyCredits, OBJECTIVE_VP, RANK_VP, ZERO_ENERGY } from './data/energy';
import { CONDUIT_BY_ID, DAM_SITE_BY_ID, POWERHOUSE_BY_ID, ZONE_AREA, type Zone } from './data/map';
import type { BonusTile, ObjectiveTile } from './data/tiles';
import { BONUS_TILES, OBJECTIVE_TILES } from './data/tiles';
import { AUTOMA_OBJECTIVE_VP } from './automa/config';
import type { BarrageState } from './state';

/** Energy ranking VP per seat (spec §4.10 step 1, A2, E27). */
export function rankingVp(energies: readonly number[], tiePool: number): number[] {
  const vp = energies.map(() => 0);
  const values = [...new Set(energies.filter((e) => e > 0))].sort((a, b) => b - a);
  const first = values[0];
  if (first === undefined) return vp;
  const firsts = energies.flatMap((e, i) => (e === first ? [i] : []));
  if (firsts.length > 1) {
    for (const i of firsts) vp[i] = Math.ceil(tiePool / firsts.length);
    return vp;
  }
  vp[firsts[0]!] = RANK_VP.first;
  const second = values[1];
  if (second === undefined) return vp;
  const seconds = energies.flatMap((e, i) => (e === second ? [i] : []));
  for (const i of seconds) vp[i] = seconds.length > 1 ? RANK_VP.tiedSecond : RANK_VP.second;
  return vp;
}

export function bonusCount(s: BarrageState, seat: number, tile: BonusTile): number {
  const p = s.seats[seat]!;
  switch (tile) {
    case 'rb-contract':
      return p.fulfilled.length;
    case 'rb-base':
      return built(p, 'base');
    case 'rb-elevation':
      return built(p, 'elevation');
    case 'rb-conduit':
      return built(p, 'conduit');
    case 'rb-powerhouse':
      return built(p, 'powerhouse');
    case 'rb-advtech':
      return advancedOwned(s, seat);
  }
}

/** Round bonus VP: count × VP each, less 4 per missing 6-energy section; nothing below 6 energy. */
export function roundBonusVp(count: number, vpEach: number, energy: number, round: number): number {
  if (energy < BONUS_SECTION.energy) return 0;
  const shortfall = Math.max(0, round - Math.floor(energy / BONUS_SECTION.energy));
  return Math.max(0, count * vpEach - BONUS_SECTION.penalty * shortfall);
}

export function scoreRound(d: BarrageState, ctx: Ctx): void {
  const energies = d.seats.map((p) => p.energy);
  const rank = rankingVp(energies, d.options.tiePool);
  const tile = d.bonusTiles[d.round - 1]!;
  d.seats.forEach((p, seat) => {
    const credits = energyCredits(p.energy);
    const penalty = p.energy <= 0 ? ZERO_ENERGY.vpLoss : 0;
    const bonus = roundBonusVp(bonusCount(d, seat, tile), BONUS_TILES[tile].vpEach, p.energy, d.round);
    p.vp += rank[seat]! + bonus - penalty;
    // An Automa takes the energy track's credits as VP (Automa spec §3.5, §6.1).
    if (p.automa) p.vp += credits;
    else p.credits += credits;
    const cr = p.automa ? `${credits} VP for ${credits} cr` : `${credits} cr`;
    const crJa = p.automa ? `${credits}CRの代わりに${credits}VP` : `${credits}CR`;
    const line = `round ${d.round}: energy ${p.energy}, ranking ${rank[seat]} VP, ${cr}${penalty ? `, −${penalty} VP` : ''}, bonus ${tile} ${bonus} VP`;
    const ja = `第${d.round}ラウンド：発電${p.energy}、順位${rank[seat]}VP、${crJa}${penalty ? `、−${penalty}VP` : ''}、報酬タイル（${BONUS_TILES[tile].countsJa}）${bonus}VP`;
    d.breakdown.push({ seat, text: line, ja });
    // As an event the Japanese is a sentence with its verb: 「Annが得点を得る（第1ラウンド：…）」.
    say(ctx, seat, line, `得点を得る（${ja}）`);
  });
}

/** Structures per zone for the objective tiles (spec §1.7: conduit counts in its starting zone). */
export function structureZones(s: BarrageState, seat: number): Zone[] {
  const zones: Zone[] = [];
  for (const [id, dam] of Object.entries(s.dams)) {
    if (dam.owner !== seat) continue;
    const zone = DAM_SITE_BY_ID.get(id)!.zone;
    for (let i = 0; i < dam.level; i++) zones.push(zone);
  }
  for (const [id, o] of Object.entries(s.conduits)) if (o === seat) zones.push(CONDUIT_BY_ID.get(id)!.zone);
  for (const [id, o] of Object.entries(s.powerhouses)) if (o === seat) zones.push(POWERHOUSE_BY_ID.get(id)!.zone);
  return zones;
}

export function objectiveCount(s: BarrageState, seat: number, tile: ObjectiveTile): number {
  const zones = structureZones(s, seat);
  const perArea = { mountains: 0, hills: 0, plains: 0 };
  for (const z of zones) perArea[ZONE_AREA[z]]++;
  const perZone = new Map<number, number>();
  for (const z of zones) perZone.set(z, (perZone.get(z) ?? 0) + 1);
  switch (tile) {
    case 'obj-paying': {
      const bases = Object.entries(s.dams).filter(([id, d]) => d.owner === seat && DAM_SITE_BY_ID.get(id)!.paying).length;
      const phs = Object.entries(s.powerhouses).filter(([id, o]) => o === seat && POWERHOUSE_BY_ID.get(id)!.paying).length;
      return bases + phs;
    }
    case 'obj-most-area':
      return Math.max(...Object.values(perArea));
    case 'obj-least-area':
      return Math.min(...Object.values(perArea));
    case 'obj-zones-1':
      return perZone.size;
    case 'obj-zones-3':
      return [...perZone.values()].filter((n) => n >= 3).length;
    case 'obj-connected': {
      const linked = Object.entries(s.dams).filter(([id, d]) => {
        if (d.owner !== seat) return false;
        const zone = DAM_SITE_BY_ID.get(id)!.zone;
        return Object.entries(s.conduits).some(([cid, o]) => {
          const c = CONDUIT_BY_ID.get(cid)!;
          return (
            o === seat &&
            c.zone === zone &&
            Object.entries(s.powerhouses).some(([pid, po]) => po === seat && POWERHOUSE_BY_ID.get(pid)!.zone === c.endZone)
          );
        });
      });
      return linked.length;
    }
  }
}

/**
 * Objective VP: tied players share the VP of the places they occupy, rounded up (A13). Automas
 * (`automa[i]`) are paid from their own table, 20/15/10, and share within their kind (Automa spec §6.3).
 */
export function objectiveVp(counts: readonly number[], automa: readonly boolean[] = []): number[] {
  const order = counts.map((c, i) => ({ c, i })).sort((a, b) => b.c - a.c);
  const vp = counts.map(() => 0);
  let place = 0;
  while (place < order.length) {
    const group = order.filter((o) => o.c === order[place]!.c);
    const pool = group.reduce((sum, _g, k) => sum + (OBJECTIVE_VP[place + k] ?? 0), 0);
    const automaPool = group.reduce((sum, _g, k) => sum + (AUTOMA_OBJECTIVE_VP[place + k] ?? 0), 0);
    for (const g of group) vp[g.i] = Math.ceil((automa[g.i] ? automaPool : pool) / group.length);
    place += group.length;
  }
  return vp;
}

export function scoreFinal(d: BarrageState, ctx: Ctx): void {
  const counts = d.seats.map((_p, seat) => objectiveCount(d, seat, d.objective));
  const obj = objectiveVp(
    counts,
    d.seats.map((p) => p.automa !== undefined),
  );
  d.seats.forEach((p, seat) => {
    const leftover = Math.floor((p.credits + p.ex + p.mx) / 5);
    const water = Object.values(d.dams)
      .filter((x) => x.owner === seat)
      .reduce((sum, x) => sum + x.drops, 0);
    p.vp += obj[seat]! + leftover + water;
    const line = `final: objective ${d.objective} count ${counts[seat]} → ${obj[seat]} VP, resources ${p.credits}+${p.ex}+${p.mx} → ${leftover} VP, water ${water} VP; total ${p.vp}`;
    const ja = `最終：目標タイル（${OBJECTIVE_TILES[d.objective].ranksJa}）${counts[seat]}個 → ${obj[seat]}VP、資源${p.credits}+${p.ex}+${p.mx} → ${leftover}VP、水${water}VP、合計${p.vp}VP`;
    d.breakdown.push({ seat, text: line, ja });
    say(ctx, seat, line, `最終得点を得る（${ja}）`);
  });
}
