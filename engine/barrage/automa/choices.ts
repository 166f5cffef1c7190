/**
 * The Automa's other decisions (Automa spec §5.1, §5.2, §5.4, §5.6–§5.8): the production system,
 * the contract, the drops' headstreams, the technology tile, the advanced tile, the machinery.
 */
import { damCapacity, productionBonus } from '../abilities';
import { tileBuilds } from '../build';
import type { StructureType } from '../data/companies';
import { contractRow, PRIVATE_COLOURS } from '../data/contracts';
import { CONDUITS, HEADSTREAMS, POWERHOUSE_BY_ID, type Headstream } from '../data/map';
import { ADVANCED_BY_ID } from '../data/tiles';
import type { BarrageState, PlayerState } from '../state';
import { flowDrop } from '../water';

export interface AutomaSystem {
  readonly dam: string;
  readonly conduit: string;
  readonly powerhouse: string;
  /** All the dam's drops (§5.1). */
  readonly drops: number;
  readonly energy: number;
}

/** Production bonus of the company board: none at Easy (§1.4). */
export function automaBonus(p: PlayerState): number {
  return (p.automa?.level ?? 1) >= 1 ? productionBonus(p) : 0;
}

/**
 * The best production system (§5.1): zones 1…12, sites zU then zL (own or neutral dam with
 * water), conduits CzL then CzR (built, any owner) ending at an own powerhouse; all drops;
 * greatest energy, the first found on a tie; energy ≤ 0 is no system.
 */
export function bestSystem(s: BarrageState, seat: number, mod: number): AutomaSystem | null {
  const p = s.seats[seat]!;
  const own = new Map<number, string>();
  for (const id in s.powerhouses) if (s.powerhouses[id] === seat) own.set(POWERHOUSE_BY_ID.get(id)!.zone, id);
  let best: AutomaSystem | null = null;
  for (let zone = 1; zone <= 12; zone++) {
    for (const site of [`${zone}U`, `${zone}L`]) {
      const dam = s.dams[site];
      if (!dam || dam.drops === 0 || (dam.owner !== seat && dam.owner >= 0)) continue;
      for (const c of CONDUITS) {
        if (c.zone !== zone || s.conduits[c.id] === undefined) continue;
        const ph = own.get(c.endZone);
        if (ph === undefined) continue;
        const energy = c.value * dam.drops + mod + automaBonus(p);
        if (energy > 0 && (!best || energy > best.energy)) best = { dam: site, conduit: c.id, powerhouse: ph, drops: dam.drops, energy };
      }
    }
  }
  return best;
}

const contractNumber = (id: string) => Number(id.replace(/\D/g, ''));

/**
 * The contract an Automa fulfils with `energy` (§5.2): the face-up private contract of the
 * highest cost ≤ energy, any colour; on equal cost the higher number (AUT-1). Nationals never.
 */
export function chooseContract(s: BarrageState, energy: number): string | null {
  let best: string | null = null;
  for (const colour of PRIVATE_COLOURS) {
    for (const id of s.contracts.faceUp[colour]) {
      const cost = contractRow(id).energy;
      if (cost > energy) continue;
      if (
        best === null ||
        cost > contractRow(best).energy ||
        (cost === contractRow(best).energy && contractNumber(id) > contractNumber(best))
      )
        best = id;
    }
  }
  return best;
}

/** Drops held in the seat's dams after the emulated flow (§5.4). */
function heldAfter(s: BarrageState, seat: number, extra: readonly Headstream[], onlyExtra: boolean): number {
  const dams = { ...s.dams };
  const cap = (_site: string, dam: { owner: number; level: number; drops: number }) => damCapacity(s, dam);
  if (!onlyExtra) for (const hs of HEADSTREAMS) for (let i = 0; i < s.headstreams[hs].drops; i++) flowDrop(dams, hs, cap);
  for (const hs of extra) flowDrop(dams, hs, cap);
  let n = 0;
  for (const site in dams) if (dams[site]!.owner === seat) n += dams[site]!.drops;
  return n;
}

/**
 * Headstreams for `n` drops (§5.4): each drop goes on the first headstream, in the criteria
 * tile's order, where it adds water to the Automa's dams; a drop that fits nowhere is carried
 * over and tried again together with the next one. Empty: the action is not feasible.
 */
export function chooseHeadstreams(s: BarrageState, seat: number, n: number, flow: boolean, order: readonly Headstream[]): Headstream[] {
  let total = heldAfter(s, seat, [], flow);
  let placed: Headstream[] = [];
  let pending = 0;
  for (let i = 0; i < n; i++) {
    let found = false;
    for (const h of order) {
      const trial = [...placed, ...Array<Headstream>(1 + pending).fill(h)];
      const held = heldAfter(s, seat, trial, flow);
      if (held > total) {
        placed = trial;
        total = held;
        pending = 0;
        found = true;
        break;
      }
    }
    if (!found) pending++;
  }
  return placed;
}

function tileLevel(id: string): number {
  return ADVANCED_BY_ID.get(id)?.level ?? 0;
}

/** The supply tile an Automa builds `type` with (§5.6): highest level; exact type before a Joker. */
export function chooseTile(p: PlayerState, type: StructureType): string | null {
  let best: string | null = null;
  for (const t of p.tiles) {
    const b = tileBuilds(t);
    if (b !== type && b !== 'any') continue;
    if (best === null) {
      best = t;
      continue;
    }
    const dl = tileLevel(t) - tileLevel(best);
    if (dl > 0 || (dl === 0 && b === type && tileBuilds(best) === 'any')) best = t;
  }
  return best;
}

/** The Patent Office position an Automa buys from (§5.7): highest level; lowest position on a tie. */
export function choosePatent(s: BarrageState, type: StructureType): number | null {
  let best: number | null = null;
  s.patent.positions.forEach((t, i) => {
    if (t == null) return;
    const b = tileBuilds(t);
    if (b !== type && b !== 'any') return;
    if (best === null || tileLevel(t) > tileLevel(s.patent.positions[best]!)) best = i;
  });
  return best;
}

/** "Any machinery" unit by unit (§5.8): an excavator while excavators ≤ mixers (counting what is gained), else a mixer. */
export function chooseMachinery(p: PlayerState, n: number): ('ex' | 'mx')[] {
  const out: ('ex' | 'mx')[] = [];
  let ex = p.ex;
  let mx = p.mx;
  for (let i = 0; i < n; i++) {
    if (ex <= mx) {
      out.push('ex');
      ex++;
    } else {
      out.push('mx');
      mx++;
    }
  }
  return out;
}
