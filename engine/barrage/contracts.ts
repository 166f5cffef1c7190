/** Contract fulfilment and the face-up private contracts (spec §4.4.6, §4.5). */
import { shuffle } from '../core/rng';
import { hasCompanyAbility } from './abilities';
import { type Ctx, say } from './ctx';
import { FRANCE_DISCOUNT } from './data/companies';
import { contractRow, FACE_UP_PER_COLOUR, PRIVATE_COLOURS } from './data/contracts';
import type { Frame } from './frames';
import { resolveReward } from './rewards';
import type { BarrageState } from './state';

/**
 * Contracts this energy may fulfil: hand contracts, and national ones after a production only (A8).
 * France needs 3 less, for production energy only (A7).
 */
export function eligibleContracts(s: BarrageState, seat: number, energy: number, production: boolean): string[] {
  const p = s.seats[seat]!;
  const reach = energy + (production && hasCompanyAbility(p, 'france') ? FRANCE_DISCOUNT : 0);
  const pool = production ? [...p.hand, ...s.contracts.national] : p.hand;
  return pool.filter((id) => contractRow(id).energy <= reach);
}

/** A contract opportunity frame, or nothing when no contract could be chosen. */
export function fulfilOpportunity(s: BarrageState, seat: number, energy: number, production: boolean): Frame[] {
  return eligibleContracts(s, seat, energy, production).length > 0 ? [{ kind: 'fulfil', seat, energy, production }] : [];
}

export function fulfil(d: BarrageState, seat: number, id: string, ctx: Ctx): Frame[] {
  const p = d.seats[seat]!;
  if (p.hand.includes(id)) p.hand = p.hand.filter((c) => c !== id);
  else d.contracts.national = d.contracts.national.filter((c) => c !== id);
  p.fulfilled = [...p.fulfilled, id];
  say(ctx, seat, `fulfils contract ${id}`, `契約${id}を充足`);
  return resolveReward(d, seat, contractRow(id).reward, ctx, `contract ${id}`, `契約${id}`);
}

export function faceUpPrivate(s: BarrageState): string[] {
  return PRIVATE_COLOURS.flatMap((c) => s.contracts.faceUp[c]);
}

/** End of turn: each colour back up to 2 face-up tiles from its own stack (A26). */
export function refillContracts(d: BarrageState): boolean {
  let drew = false;
  for (const colour of PRIVATE_COLOURS) {
    const up = d.contracts.faceUp[colour];
    let stack = d.contracts.stacks[colour];
    const recycled = d.automa?.contractDiscards[colour] ?? [];
    if (up.length < FACE_UP_PER_COLOUR && stack.length === 0 && recycled.length > 0 && d.automa) {
      // Contracts an Automa discarded form a new stack when the colour runs out (Automa spec §3.4, AUT-14).
      stack = shuffle(d.rng, recycled);
      d.automa = { ...d.automa, contractDiscards: { ...d.automa.contractDiscards, [colour]: [] } };
    }
    if (up.length >= FACE_UP_PER_COLOUR || stack.length === 0) continue;
    const n = Math.min(FACE_UP_PER_COLOUR - up.length, stack.length);
    d.contracts.faceUp[colour] = [...up, ...stack.slice(0, n)];
    d.contracts.stacks[colour] = stack.slice(n);
    drew = true;
  }
  return drew;
}
