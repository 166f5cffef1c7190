/**
 * K1 (spec §4.6, §6): load one kind on one cargo ship (as much as fits), or use the Wharf.
 * A player with a legal cargo load must load; "pass" exists only beside Wharf options.
 */
import { EngineBug } from '../../core/errors';
import { GOODS, type Good } from '../data';
import { goodJa, shipJa } from '../words-ja';
import { isOccupied } from '../board';
import { seatOf, shipOf, type PRDraft } from '../copy';
import { chooserOf, loadingOf, nextLoader, type Loading, type PRFrame } from '../frames';
import { privilegeOf } from '../pieces';
import { canUseSmallWharf } from './captain-steps';
import type { PRMove } from '../moves';
import { triggerEnd } from '../round';
import type { PRState } from '../state';
import { findKind, type Decision } from '../step';

/** The Small wharf's shipment in progress, with the loading's progress (field by field: see hidden-classes.bench.ts). */
function smallWharfFrame(seat: number, barrels: number[], at: Loading): PRFrame {
  const f: PRFrame = {
    kind: 'small-wharf',
    seat,
    barrels,
    offset: at.offset,
    passes: at.passes,
    wharfUsed: at.wharfUsed,
    privilegeUsed: at.privilegeUsed,
  };
  if (at.firsts) f.firsts = at.firsts;
  if (at.smallWharfUsed) f.smallWharfUsed = at.smallWharfUsed;
  return f;
}

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

/** D5: an occupied Wharf, once per Captain phase (`wharfUsed`: the seats that used theirs). */
export function canUseWharf(s: PRState, seat: number, wharfUsed: readonly number[]): boolean {
  return isOccupied(s.seats[seat]!, 'wharf') && !wharfUsed.includes(seat);
}

/** Every option of a loading turn; empty means the player passes automatically. */
export function loadMoves(s: PRState, seat: number, wharfUsed: readonly number[], smallWharfUsed?: readonly number[]): PRMove[] {
  const out = cargoLoads(s, seat);
  const mustLoad = out.length > 0;
  const p = s.seats[seat]!;
  if (canUseWharf(s, seat, wharfUsed)) {
    for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > 0) out.push({ kind: 'wharf', good: GOODS[g]! });
  }
  // Expansions §4.3.8: the Small wharf's first barrel opens its shipment (more follow in its own frame).
  if (canUseSmallWharf(s, seat, smallWharfUsed)) {
    for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > 0) out.push({ kind: 'smallWharf', good: GOODS[g]! });
  }
  if (!mustLoad && out.length > 0) out.push({ kind: 'pass' });
  return out;
}

export const load: Decision<'load'> = {
  decision: 'K1',
  prompt: () => 'load goods on a ship',
  promptJa: () => '船に商品を積む',
  legal: (s, f, seat) => loadMoves(s, seat, f.wharfUsed, f.smallWharfUsed),
  apply(d, f, seat, move) {
    switch (move.kind) {
      case 'ship': {
        const g = GOODS.indexOf(move.good as Good);
        const ship = shipOf(
          d,
          d.s.ships.findIndex((x) => x.capacity === move.ship),
        );
        const p = seatOf(d, seat);
        const amount = Math.min(p.goods[g]!, ship.capacity - ship.load);
        p.goods[g]! -= amount;
        ship.good = g;
        ship.load += amount;
        const capacity = ship.capacity;
        d.say(seat, () => [
          `ships ${amount} ${move.good} on the ${capacity}-ship`,
          `${goodJa(move.good)}${amount}樽を${shipJa(capacity)}に積んだ`,
        ]);
        return [nextLoader(d.s.players, award(d, f, seat, amount), true)];
      }
      case 'wharf': {
        const g = GOODS.indexOf(move.good as Good);
        const p = seatOf(d, seat);
        const amount = p.goods[g]!;
        p.goods[g] = 0;
        d.mut('goods')[g]! += amount;
        d.say(seat, `ships ${amount} ${move.good} with the Wharf`, `造船所で${goodJa(move.good)}${amount}樽を出荷した`);
        const at = award(d, { ...f, wharfUsed: [...f.wharfUsed, seat] }, seat, amount);
        return [nextLoader(d.s.players, at, true)];
      }
      case 'smallWharf': {
        const barrels = [0, 0, 0, 0, 0];
        barrels[GOODS.indexOf(move.good as Good)] = 1;
        d.say(seat, `puts 1 ${move.good} on the Small wharf`, `小さい造船所に${goodJa(move.good)}を1樽載せた`);
        return [smallWharfFrame(seat, barrels, loadingOf(f))];
      }
      case 'pass':
        d.say(seat, 'does not use the Wharf', '造船所を使わなかった');
        return [nextLoader(d.s.players, f, false)];
      default:
        throw new EngineBug(`load cannot apply ${move.kind}`);
    }
  },
  explain(s, f, seat, move) {
    if (move.kind === 'pass' && cargoLoads(s, seat).length > 0) {
      return {
        code: 'must-load',
        reason: 'You cannot pass: you can load goods on a cargo ship, and loading is compulsory.',
        reasonJa: 'パスできません。貨物船に商品を積めるので、積むのは義務です。',
      };
    }
    if (move.kind === 'ship') {
      const options = cargoLoads(s, seat).filter((m) => m.kind === 'ship' && m.good === move.good);
      if (options.length > 0) {
        const ships = options.map((m) => (m.kind === 'ship' ? `the ${m.ship}-ship` : '')).join(' or ');
        const shipsJa = options.map((m) => (m.kind === 'ship' ? shipJa(m.ship) : '')).join('か');
        return {
          code: 'wrong-ship',
          reason: `Your ${move.good} must go on ${ships}.`,
          reasonJa: `${goodJa(move.good)}は${shipsJa}に積まなければなりません。`,
        };
      }
      return {
        code: 'cannot-load',
        reason: `You cannot load ${move.good} on any ship now.`,
        reasonJa: `今${goodJa(move.good)}を積める船はありません。`,
      };
    }
    if (move.kind === 'wharf') {
      if (!isOccupied(s.seats[seat]!, 'wharf'))
        return { code: 'no-wharf', reason: 'You have no occupied Wharf.', reasonJa: '労働者のいる造船所がありません。' };
      if (f.wharfUsed.includes(seat))
        return {
          code: 'wharf-used',
          reason: 'You already used your Wharf this Captain phase.',
          reasonJa: 'この船長フェーズではもう造船所を使いました。',
        };
      return {
        code: 'cannot-load',
        reason: `You have no ${move.good} to ship with the Wharf.`,
        reasonJa: `造船所で出荷できる${goodJa(move.good)}がありません。`,
      };
    }
    return null;
  },
  // Pass where the rules allow it (only the Wharf is left); otherwise loading is compulsory: the first load listed.
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass') ?? legal[0] ?? null,
};

/**
 * VP for one load (§4.6 rule 8): 1 per barrel, +1 Harbor, +1 on the Captain's first load
 * (D7, D8: Wharf loads count too). Totals are private (§9): the amount goes only to the loader.
 * Returns the loading progress with the Captain's privilege marked used.
 */
function award(d: PRDraft, at: Loading, seat: number, barrels: number): Loading {
  const harbor = isOccupied(d.s.seats[seat]!, 'harbor') ? 1 : 0;
  // Expansions §4.3.10: the Library doubles the Captain's privilege.
  const privilege = chooserOf(d.s) === seat && !at.privilegeUsed ? privilegeOf(d.s, seat) : 0;
  const vp = barrels + harbor + privilege;
  const p = seatOf(d, seat);
  p.vp += vp;
  d.s.vpPool = Math.max(0, d.s.vpPool - vp);
  const chips = p.vp;
  d.tell(seat, () => {
    const extras = [harbor ? 'Harbor +1' : '', privilege ? `Captain +${privilege}` : ''].filter(Boolean).join(', ');
    const extrasJa = [harbor ? '港+1' : '', privilege ? `船長+${privilege}` : ''].filter(Boolean).join('、');
    return [
      `You score ${vp} VP${extras ? ` (${extras})` : ''}; your VP chips: ${chips}.`,
      `あなたは勝利点${vp}を得た${extrasJa ? `（${extrasJa}）` : ''}。あなたの勝利点チップ：${chips}。`,
    ];
  });
  if (d.s.vpPool === 0) triggerEnd(d, 'vp-chips', 'The VP chips have run out.', '勝利点チップがなくなった。');
  // Expansions §4.3.9: +1 doubloon per shipment with an occupied Lighthouse.
  if (isOccupied(p, 'lighthouse')) {
    p.doubloons += 1;
    d.say(seat, 'gets 1 doubloon from the Lighthouse', '灯台から1ダブロンを得た');
  }
  return privilege ? { ...at, privilegeUsed: true } : at;
}
