/**
 * K2 (spec §4.6 step 3, §6): after loading, each player keeps 1 barrel plus all barrels of
 * up to W kinds (W = 1 per occupied Small warehouse, 2 per occupied Large warehouse).
 *
 * Steps, for a player who cannot keep everything: first `keep <good>` per warehouse kind
 * (all its barrels) or `pass`, then `keep <good>` for the single barrel or `pass`. The
 * rest returns to the goods supply. All such players decide at once (choices are independent).
 */
import { EngineBug } from '../../core/errors';
import { GOODS, type Good } from '../data';
import { isOccupied } from '../board';
import type { Draft } from '../draft';
import type { PRMove } from '../moves';
import { finishCaptain } from '../phases/captain';
import type { PlayerState, StoreTurn } from '../state';
import type { Step } from './step';

export function warehouseKinds(p: PlayerState): number {
  return (isOccupied(p, 'small-warehouse') ? 1 : 0) + (isOccupied(p, 'large-warehouse') ? 2 : 0);
}

/** True when the warehouse formula lets the player keep all he holds. */
export function keepsEverything(goods: readonly number[], kinds: number): boolean {
  const sorted = goods.filter((n) => n > 0).sort((a, b) => b - a);
  let rest = 0;
  for (let i = kinds; i < sorted.length; i++) rest += sorted[i]!;
  return rest <= 1;
}

function storeTurnOf(turn: { seats: StoreTurn[] }, seat: number): StoreTurn | undefined {
  return turn.seats.find((x) => x.seat === seat);
}

export const store: Step = {
  prompt: (s, seat) => {
    const st = s.turn.step === 'store' ? storeTurnOf(s.turn, seat) : undefined;
    return st && !st.single ? 'choose goods to store in a warehouse' : 'choose the one barrel to keep';
  },
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'store') return [];
    const st = storeTurnOf(t, seat);
    if (!st) return [];
    const p = s.seats[seat]!;
    const out: PRMove[] = [];
    for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > 0 && !st.stored.includes(g)) out.push({ kind: 'keep', good: GOODS[g]! });
    out.push({ kind: 'pass' });
    return out;
  },
  apply(d, seat, move) {
    const t = d.s.turn;
    if (t.step !== 'store') throw new EngineBug('not a storage turn');
    const st = storeTurnOf(t, seat)!;
    const p = d.s.seats[seat]!;
    if (move.kind !== 'keep' && move.kind !== 'pass') throw new EngineBug(`store cannot apply ${move.kind}`);
    const g = move.kind === 'keep' ? GOODS.indexOf(move.good as Good) : -1;
    if (!st.single) {
      if (g < 0) return update(d, { ...st, single: true });
      // The rest cannot all fit here: had it fitted, storage would not have been asked (beginStorage).
      const stored = [...st.stored, g];
      return update(d, { ...st, stored, single: stored.length >= warehouseKinds(p) });
    }
    settle(d, seat, st.stored, g);
  },
};

function update(d: Draft, st: StoreTurn): void {
  const t = d.s.turn as { step: 'store'; seats: StoreTurn[] };
  d.s.turn = { step: 'store', seats: t.seats.map((x) => (x.seat === st.seat ? st : x)) };
}

/**
 * Keep every barrel of `stored` kinds and one barrel of `single` (-1: none); return the
 * rest to the goods supply.
 */
function settle(d: Draft, seat: number, stored: number[], single: number): void {
  const p = d.seat(seat);
  const supply = d.mut('goods');
  const kept: string[] = [];
  let returned = 0;
  for (let g = 0; g < GOODS.length; g++) {
    const held = p.goods[g]!;
    if (held === 0) continue;
    const keep = stored.includes(g) ? held : g === single ? 1 : 0;
    if (keep > 0) kept.push(`${keep} ${GOODS[g]}`);
    returned += held - keep;
    supply[g]! += held - keep;
    p.goods[g] = keep;
  }
  d.say(seat, `keeps ${kept.length > 0 ? kept.join(', ') : 'nothing'}${returned > 0 ? ` and returns ${returned} barrel${returned === 1 ? '' : 's'}` : ''}`);
  const t = d.s.turn as { step: 'store'; seats: StoreTurn[] };
  const seats = t.seats.filter((x) => x.seat !== seat);
  if (seats.length > 0) {
    d.s.turn = { step: 'store', seats };
    return;
  }
  finishCaptain(d);
}
