/** Production (spec §4.4.2): production systems, energy, and producing. */
import { count } from './english';
import { hasCompanyAbility, hasOfficer, productionBonus } from './abilities';
import { fulfilOpportunity } from './contracts';
import { type Ctx, say, setDam } from './ctx';
import { FIESLER_MIN, ITALY_ENERGY } from './data/companies';
import { CONDUIT_BY_ID, CONDUITS, POWERHOUSE_BY_ID } from './data/map';
import type { Frame } from './frames';
import type { BarrageState } from './state';

export interface System {
  readonly dam: string;
  readonly conduit: string;
  readonly powerhouse: string;
}

/** Dam (own or neutral, with water) + built conduit from its zone + own powerhouse at its end. */
export function systems(s: BarrageState, seat: number, exclude: string | null): System[] {
  const out: System[] = [];
  const ownByZone = new Map<number, string[]>();
  for (const id in s.powerhouses) {
    if (s.powerhouses[id] !== seat || id === exclude) continue;
    const zone = POWERHOUSE_BY_ID.get(id)!.zone;
    ownByZone.set(zone, [...(ownByZone.get(zone) ?? []), id]);
  }
  if (ownByZone.size === 0) return out;
  for (const c of CONDUITS) {
    if (s.conduits[c.id] === undefined) continue;
    const phs = ownByZone.get(c.endZone);
    if (!phs) continue;
    for (const site of [`${c.zone}U`, `${c.zone}L`]) {
      const dam = s.dams[site];
      if (dam === undefined || dam.drops === 0 || (dam.owner !== seat && dam.owner >= 0)) continue;
      for (const ph of phs) out.push({ dam: site, conduit: c.id, powerhouse: ph });
    }
  }
  return out;
}

/** Energy of one production: value × drops (Viktor's minimum), + space modifier + company bonus. */
export function productionEnergy(s: BarrageState, seat: number, conduit: string, drops: number, modifier: number, second: boolean): number {
  const p = s.seats[seat]!;
  let base = CONDUIT_BY_ID.get(conduit)!.value * drops;
  if (hasOfficer(p, 'fiesler') && base <= FIESLER_MIN.upTo && (!second || s.options.fieslerInSecond)) base = FIESLER_MIN.counts;
  // Germany's second production ignores the space modifier and the company bonus (spec §1.9).
  return second ? base : base + modifier + productionBonus(p);
}

/** Drop counts that give ≥ 1 energy and that the player can pay for on a foreign conduit (E9, E10). */
export function dropChoices(s: BarrageState, seat: number, sys: System, modifier: number, second: boolean, credits?: number): number[] {
  const p = s.seats[seat]!;
  const dam = s.dams[sys.dam]!;
  const foreign = s.conduits[sys.conduit] !== seat;
  const money = credits ?? p.credits;
  const out: number[] = [];
  for (let k = 1; k <= dam.drops; k++) {
    if (foreign && k > money) break;
    if (productionEnergy(s, seat, sys.conduit, k, modifier, second) >= 1) out.push(k);
  }
  return out;
}

/**
 * The fewest credits a production needs: 0 on an own conduit, else the drops paid to the
 * conduit's owner (E9); Infinity when no system gives ≥ 1 energy. `dropChoices` lists a
 * choice for some system exactly when the credits are at least this. `listed`: the systems,
 * when the caller already has them.
 */
export function produceCredits(
  s: BarrageState,
  seat: number,
  modifier: number,
  second: boolean,
  exclude: string | null,
  listed = systems(s, seat, exclude),
): number {
  let best = Infinity;
  for (const sys of listed) {
    const foreign = s.conduits[sys.conduit] !== seat;
    const drops = s.dams[sys.dam]!.drops;
    for (let k = 1; k <= drops; k++) {
      if (productionEnergy(s, seat, sys.conduit, k, modifier, second) >= 1) {
        best = Math.min(best, foreign ? k : 0);
        break;
      }
    }
  }
  return best;
}

export function canProduce(
  s: BarrageState,
  seat: number,
  modifier: number,
  second: boolean,
  exclude: string | null,
  credits?: number,
): boolean {
  return produceCredits(s, seat, modifier, second, exclude) <= (credits ?? s.seats[seat]!.credits);
}

/** Steps 2–6 of a production: move the water, pay the conduit owner, energy, then the follow-ups. */
export function produce(d: BarrageState, seat: number, sys: System, k: number, modifier: number, second: boolean, ctx: Ctx): Frame[] {
  const p = d.seats[seat]!;
  const dam = d.dams[sys.dam]!;
  setDam(d, sys.dam, { ...dam, drops: dam.drops - k });
  const owner = d.conduits[sys.conduit]!;
  if (owner !== seat) {
    p.credits -= k;
    d.seats[owner]!.credits += k;
    d.seats[owner]!.vp += k;
    const conduit = sys.conduit;
    say(ctx, owner, () => [
      `receives ${count(k, 'credit')} and ${k} VP for the use of conduit ${conduit}`,
      `取水塔${conduit}の使用料${k}CRと${k}VPを得る`,
    ]);
  }
  const energy = productionEnergy(d, seat, sys.conduit, k, modifier, second);
  p.energy += energy;
  const { dam: from, conduit: via, powerhouse: to } = sys;
  say(ctx, seat, () => [
    `produces ${energy} energy: ${k} drop${k > 1 ? 's' : ''} from ${from} via ${via} to ${to}${second ? " (Germany's second production)" : ''}`,
    `発電${energy}：水${k}個、${from}→${via}→${to}${second ? '（ドイツの2回目）' : ''}`,
  ]);
  const area = `P${POWERHOUSE_BY_ID.get(sys.powerhouse)!.zone}`;
  const release: Frame = { kind: 'release', seat, area, drops: k };
  const contract = fulfilOpportunity(d, seat, energy, true);
  const after: Frame = { kind: 'afterProduction', seat, second, powerhouse: sys.powerhouse };
  return d.options.releaseBeforeContract ? [release, ...contract, after] : [...contract, release, after];
}

/** After a production: Germany's optional second production, Italy's +3 (spec §1.9, A29). */
export function afterProduction(d: BarrageState, f: Extract<Frame, { kind: 'afterProduction' }>, ctx: Ctx): Frame[] {
  const p = d.seats[f.seat]!;
  if (f.second) return [];
  if (hasCompanyAbility(p, 'italy')) {
    p.energy += ITALY_ENERGY;
    say(ctx, f.seat, `gains ${ITALY_ENERGY} energy (Italy)`, `発電${ITALY_ENERGY}を得る（イタリア）`);
  }
  if (hasCompanyAbility(p, 'germany') && canProduce(d, f.seat, 0, true, f.powerhouse)) {
    return [{ kind: 'chooseSystem', seat: f.seat, modifier: 0, second: true, optional: true, exclude: f.powerhouse }];
  }
  return [];
}
