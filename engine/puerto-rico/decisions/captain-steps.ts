/**
 * Captain decisions of the expansions (spec rules/puerto-rico-expansions.md §8): the Royal
 * supplier on the first turn (#14) and the Small wharf shipment chosen barrel by barrel (#15).
 */
import { EngineBug } from '../../core/errors';
import { GOODS, type Good } from '../data';
import { amountsJa, goodJa } from '../words-ja';
import { isOccupied } from '../board';
import { seatOf, type PRDraft } from '../copy';
import { chooserOf, loadingOf, nextLoader, type Loading } from '../frames';
import { gainChips } from '../island';
import type { PRMove } from '../moves';
import { noblesOnIsland, privilegeOf } from '../pieces';
import type { PlayerState, PRState } from '../state';
import { findKind, type Decision } from '../step';

/** #14 (§5.8.5): 1 barrel of a kind per delivery, at most one per kind and n = nobles on the island; 1 VP each, not a shipment. */
export const royal: Decision<'royal'> = {
  decision: 'captain.royalSupplier',
  seats: (s, f) => (royalMoves(s.seats[f.seat]!, f.delivered).length > 0 ? [f.seat] : []),
  prompt: () => 'deliver goods with your Royal supplier, or done',
  promptJa: () => '御用商人に商品を納品するか、終える',
  legal: (s, f) => [...royalMoves(s.seats[f.seat]!, f.delivered), { kind: 'done' }],
  apply(d, f, seat, move) {
    if (move.kind === 'done') {
      d.say(seat, 'ends the Royal supplier deliveries', '御用商人の納品を終えた');
      return [];
    }
    if (move.kind !== 'deliver') throw new EngineBug(`royal cannot apply ${move.kind}`);
    const g = GOODS.indexOf(move.good as Good);
    seatOf(d, seat).goods[g]! -= 1;
    d.mut('goods')[g]! += 1;
    d.say(seat, `delivers 1 ${move.good} (Royal supplier)`, `${goodJa(move.good)}を1樽納品した（御用商人）`);
    gainChips(d, seat, 1, true, 'Royal supplier', '御用商人');
    return [{ ...f, delivered: [...f.delivered, g] }];
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'done'),
};

function royalMoves(p: PlayerState, delivered: readonly number[]): PRMove[] {
  if (delivered.length >= noblesOnIsland(p)) return [];
  const out: PRMove[] = [];
  for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > 0 && !delivered.includes(g)) out.push({ kind: 'deliver', good: GOODS[g]! });
  return out;
}

/** May `seat` start a Small wharf shipment now (occupied, once per phase, A-20)? */
export function canUseSmallWharf(s: PRState, seat: number, smallWharfUsed: readonly number[] | undefined): boolean {
  return isOccupied(s.seats[seat]!, 'small-wharf') && !(smallWharfUsed ?? []).includes(seat);
}

/** #15 (§4.3.8): more barrels for the Small wharf, or ship those chosen. */
export const smallWharf: Decision<'small-wharf'> = {
  decision: 'captain.ship',
  prompt: () => 'add barrels to your Small wharf shipment, or done to ship them',
  promptJa: () => '小さい造船所に樽を加えるか、終えて出荷する',
  legal(s, f) {
    const p = s.seats[f.seat]!;
    const out: PRMove[] = [];
    for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > f.barrels[g]!) out.push({ kind: 'smallWharf', good: GOODS[g]! });
    out.push({ kind: 'done' });
    return out;
  },
  apply(d, f, seat, move) {
    if (move.kind === 'smallWharf') {
      const barrels = f.barrels.slice();
      barrels[GOODS.indexOf(move.good as Good)]! += 1;
      d.say(seat, `puts 1 more ${move.good} on the Small wharf`, `小さい造船所に${goodJa(move.good)}をもう1樽載せた`);
      return [{ ...f, barrels }];
    }
    if (move.kind !== 'done') throw new EngineBug(`small-wharf cannot apply ${move.kind}`);
    return [shipSmallWharf(d, f, seat, f.barrels)];
  },
  // Ship what is chosen (at least one barrel is always chosen: the move that opened the frame).
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'done'),
};

function shipSmallWharf(d: PRDraft, at: Loading, seat: number, barrels: readonly number[]) {
  const p = seatOf(d, seat);
  const goods = d.mut('goods');
  let total = 0;
  const parts: string[] = [];
  for (let g = 0; g < GOODS.length; g++) {
    const n = barrels[g]!;
    if (n === 0) continue;
    p.goods[g]! -= n;
    goods[g]! += n;
    total += n;
    parts.push(`${n} ${GOODS[g]}`);
  }
  d.say(seat, `ships ${parts.join(', ')} with the Small wharf`, `小さい造船所で${amountsJa(barrels)}を出荷した`);
  const used = { ...loadingOf(at), smallWharfUsed: [...(at.smallWharfUsed ?? []), seat] };
  return nextLoader(d.s.players, shipmentBonus(d, used, seat, Math.floor(total / 2)), true);
}

/**
 * What every shipment earns besides its own VP (§4.6 rule 8, expansions §7.6 step 4): Harbor
 * +1 VP, the Captain's privilege on his first shipment (+1, +2 with the Library), Lighthouse
 * +1 doubloon. `vp` is the shipment's own VP. Returns the progress with the privilege marked.
 */
export function shipmentBonus(d: PRDraft, at: Loading, seat: number, vp: number): Loading {
  const p = d.s.seats[seat]!;
  const harbor = isOccupied(p, 'harbor') ? 1 : 0;
  const privilege = chooserOf(d.s) === seat && !at.privilegeUsed ? privilegeOf(d.s, seat) : 0;
  gainChips(
    d,
    seat,
    vp + harbor + privilege,
    true,
    [harbor ? 'Harbor +1' : '', privilege ? `Captain +${privilege}` : ''].filter(Boolean).join(', ') || 'shipment',
    [harbor ? '港+1' : '', privilege ? `船長+${privilege}` : ''].filter(Boolean).join('、') || '出荷',
  );
  if (isOccupied(p, 'lighthouse')) {
    seatOf(d, seat).doubloons += 1;
    d.say(seat, 'gets 1 doubloon from the Lighthouse', '灯台から1ダブロンを得た');
  }
  return privilege ? { ...at, privilegeUsed: true } : at;
}
