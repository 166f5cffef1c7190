/**
 * K1 (spec §4.6, §6): load one kind on one cargo ship (as much as fits), or use the Wharf.
 * A player with a legal cargo load must load; "pass" exists only beside Wharf options.
 */
import { EngineBug } from '../../core/errors';
import { GOODS, type Good } from '../data';
import { isOccupied } from '../board';
import type { Draft } from '../draft';
import { triggerEnd } from '../flow';
import type { PRMove } from '../moves';
import { nextLoader } from '../phases/captain';
import type { PRState } from '../state';
import type { Step } from './step';

/** §4.6 rules 1–7: the legal (kind, ship) loads of a player. */
export function cargoLoads(s: PRState, seat: number): PRMove[] {
  const p = s.seats[seat]!;
  const out: PRMove[] = [];
  for (let g = 0; g < GOODS.length; g++) {
    const held = p.goods[g]!;
    if (held === 0) continue;
    const carrying = s.ships.find((ship) => ship.good === g);
    if (carrying) {
      // Rules 2–3 and 6: the kind's own ship is the only choice, and only if not full.
      if (carrying.load < carrying.capacity) out.push({ kind: 'ship', good: GOODS[g]!, ship: carrying.capacity });
      continue;
    }
    // Rule 6: among empty ships, those taking the most barrels.
    let best = 0;
    for (const ship of s.ships) if (ship.load === 0) best = Math.max(best, Math.min(held, ship.capacity));
    if (best === 0) continue;
    for (const ship of s.ships) {
      if (ship.load === 0 && Math.min(held, ship.capacity) === best) out.push({ kind: 'ship', good: GOODS[g]!, ship: ship.capacity });
    }
  }
  return out;
}

export function canUseWharf(s: PRState, seat: number): boolean {
  return isOccupied(s.seats[seat]!, 'wharf') && !s.phase!.wharfUsed.includes(seat);
}

/** Every option of a loading turn; empty means the player passes automatically. */
export function loadMoves(s: PRState, seat: number): PRMove[] {
  const out = cargoLoads(s, seat);
  const mustLoad = out.length > 0;
  if (canUseWharf(s, seat)) {
    const p = s.seats[seat]!;
    for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > 0) out.push({ kind: 'wharf', good: GOODS[g]! });
  }
  if (!mustLoad && out.length > 0) out.push({ kind: 'pass' });
  return out;
}

export const load: Step = {
  prompt: () => 'load goods on a ship',
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'load' || t.seat !== seat) return [];
    return loadMoves(s, seat);
  },
  apply(d, seat, move) {
    switch (move.kind) {
      case 'ship': {
        const g = GOODS.indexOf(move.good as Good);
        const ships = d.mut('ships');
        const ship = ships.find((x) => x.capacity === move.ship)!;
        const p = d.seat(seat);
        const amount = Math.min(p.goods[g]!, ship.capacity - ship.load);
        p.goods[g]! -= amount;
        ship.good = g;
        ship.load += amount;
        d.say(seat, `ships ${amount} ${move.good} on the ${ship.capacity}-ship`);
        award(d, seat, amount);
        return nextLoader(d, true);
      }
      case 'wharf': {
        const g = GOODS.indexOf(move.good as Good);
        const p = d.seat(seat);
        const amount = p.goods[g]!;
        p.goods[g] = 0;
        d.mut('goods')[g]! += amount;
        d.s.phase = { ...d.s.phase!, wharfUsed: [...d.s.phase!.wharfUsed, seat] };
        d.say(seat, `ships ${amount} ${move.good} with the Wharf`);
        award(d, seat, amount);
        return nextLoader(d, true);
      }
      case 'pass':
        d.say(seat, 'does not use the Wharf');
        return nextLoader(d, false);
      default:
        throw new EngineBug(`load cannot apply ${move.kind}`);
    }
  },
  explain(s, seat, move) {
    if (move.kind === 'pass' && cargoLoads(s, seat).length > 0) {
      return { code: 'must-load', reason: 'You cannot pass: you can load goods on a cargo ship, and loading is compulsory.' };
    }
    if (move.kind === 'ship') {
      const options = cargoLoads(s, seat).filter((m) => m.kind === 'ship' && m.good === move.good);
      if (options.length > 0) {
        const ships = options.map((m) => (m.kind === 'ship' ? `the ${m.ship}-ship` : '')).join(' or ');
        return { code: 'wrong-ship', reason: `Your ${move.good} must go on ${ships}.` };
      }
      return { code: 'cannot-load', reason: `You cannot load ${move.good} on any ship now.` };
    }
    return null;
  },
};

/**
 * VP for one load (§4.6 rule 8): 1 per barrel, +1 Harbor, +1 on the Captain's first load
 * (D7, D8: Wharf loads count too). Totals are private (§9): the amount goes only to the loader.
 */
function award(d: Draft, seat: number, barrels: number): void {
  const harbor = isOccupied(d.s.seats[seat]!, 'harbor') ? 1 : 0;
  const phase = d.s.phase!;
  const privilege = phase.chooser === seat && !phase.privilegeUsed ? 1 : 0;
  if (privilege) d.s.phase = { ...phase, privilegeUsed: true };
  const vp = barrels + harbor + privilege;
  const p = d.seat(seat);
  p.vp += vp;
  d.s.vpPool = Math.max(0, d.s.vpPool - vp);
  const extras = [harbor ? 'Harbor +1' : '', privilege ? 'Captain +1' : ''].filter(Boolean).join(', ');
  d.tell(seat, `You score ${vp} VP${extras ? ` (${extras})` : ''}; your VP chips: ${p.vp}.`);
  if (d.s.vpPool === 0) triggerEnd(d, 'vp-chips', 'The VP chips have run out.');
}
