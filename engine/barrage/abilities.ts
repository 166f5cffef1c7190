/** Who has which ability now (spec §1.9 companies, §1.10 officers incl. Mahiri's copy). */
import {
  ABILITY_POWERHOUSES,
  DEL_MONTE_LEVEL3_CAPACITY,
  PIECES,
  PRODUCTION_BONUS,
  type Company,
  type Officer,
  type StructureType,
} from './data/companies';
import type { BarrageState, Dam, PlayerState } from './state';

export function hasOfficer(p: PlayerState, officer: Officer): boolean {
  return p.officer === officer || p.copy === officer;
}

export function built(p: PlayerState, type: StructureType): number {
  return PIECES[type] - p.pieces[type];
}

/** Company ability active from the 3rd powerhouse (spec §1.9). */
export function hasCompanyAbility(p: PlayerState, company: Company): boolean {
  // An Automa's company ability is off at the levels offered (Automa spec §1.4).
  if (p.automa) return false;
  return p.company === company && built(p, 'powerhouse') >= ABILITY_POWERHOUSES;
}

/** +0 / +1 / +3 by powerhouses built (spec §1.9 powerhouse row). */
export function productionBonus(p: PlayerState): number {
  return PRODUCTION_BONUS[built(p, 'powerhouse')] ?? 0;
}

/** Dam capacity = level; Graziano's own level-3 dams hold 4 (spec §4.7). */
export function damCapacity(s: BarrageState, dam: Dam): number {
  if (dam.owner >= 0 && dam.level === 3) {
    const owner = s.seats[dam.owner];
    if (owner && hasOfficer(owner, 'del-monte')) return DEL_MONTE_LEVEL3_CAPACITY;
  }
  return dam.level;
}

/** Officers Mahiri may copy: the other officers in play, plus the extra ones (A4). */
export function copyableOfficers(s: BarrageState, seat: number): Officer[] {
  const out: Officer[] = [];
  s.seats.forEach((p, i) => {
    if (i !== seat && p.officer && p.officer !== 'sekibo') out.push(p.officer);
    // An Automa's inert officer still counts for Mahiri's pool (Automa spec §1.2, AUT-11).
    const inert = p.automa?.officer;
    if (i !== seat && inert && inert !== 'sekibo' && !out.includes(inert)) out.push(inert);
  });
  for (const o of s.extraOfficers) if (!out.includes(o)) out.push(o);
  return out;
}
