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
import { amountsJa, goodJa } from '../words-ja';
import { isOccupied } from '../board';
import { seatOf, type PRDraft } from '../copy';
import type { PRFrame, StoreTurn } from '../frames';
import type { PRMove } from '../moves';
import type { PlayerState } from '../state';
import type { Decision, FrameOf } from '../step';

export function warehouseKinds(p: PlayerState): number {
  return (isOccupied(p, 'small-warehouse') ? 1 : 0) + (isOccupied(p, 'large-warehouse') ? 2 : 0);
}

/** Single barrels a player may keep besides the warehouse kinds: 1, or 1 + 3 with an occupied Storehouse (expansions §4.3.4). */
export function singleBarrels(p: PlayerState): number {
  return isOccupied(p, 'storehouse') ? 4 : 1;
}

/** True when the warehouse formula lets the player keep all he holds. */
export function keepsEverything(goods: readonly number[], kinds: number, singles = 1): boolean {
  const sorted = goods.filter((n) => n > 0).sort((a, b) => b - a);
  let rest = 0;
  for (let i = kinds; i < sorted.length; i++) rest += sorted[i]!;
  return rest <= singles;
}

type StoreFrame = FrameOf<'store'>;

function storeTurnOf(f: StoreFrame, seat: number): StoreTurn | undefined {
  return f.turns.find((x) => x.seat === seat);
}

/** A multi-seat frame: every seat in `turns` decides at once; each move returns the frame with that seat's progress. */
export const store: Decision<'store'> = {
  decision: 'K2',
  seats: (_s, f) => f.turns.map((t) => t.seat),
  prompt: (_s, f, seat) =>
    storeTurnOf(f, seat)?.single === false ? 'choose goods to store in a warehouse' : 'choose the one barrel to keep',
  promptJa: (_s, f, seat) => (storeTurnOf(f, seat)?.single === false ? '倉庫に保管する商品を選ぶ' : '手元に残す樽を1つ選ぶ'),
  legal(s, f, seat) {
    const st = storeTurnOf(f, seat);
    if (!st) return [];
    const p = s.seats[seat]!;
    const out: PRMove[] = [];
    const singles = st.singles ?? [0, 0, 0, 0, 0];
    for (let g = 0; g < GOODS.length; g++)
      if (p.goods[g]! > singles[g]! && !st.stored.includes(g)) out.push({ kind: 'keep', good: GOODS[g]! });
    out.push({ kind: 'pass' });
    return out;
  },
  apply(d, f, seat, move) {
    const st = storeTurnOf(f, seat)!;
    const p = d.s.seats[seat]!;
    if (move.kind !== 'keep' && move.kind !== 'pass') throw new EngineBug(`store cannot apply ${move.kind}`);
    const g = move.kind === 'keep' ? GOODS.indexOf(move.good as Good) : -1;
    if (!st.single) {
      if (g < 0) {
        d.say(seat, 'puts nothing more in a warehouse', 'これ以上倉庫に入れなかった');
        return [update(f, { ...st, single: true })];
      }
      // The rest cannot all fit here: had it fitted, storage would not have been asked (captain.ts).
      d.say(seat, `stores all ${p.goods[g]} ${GOODS[g]} in a warehouse`, `${goodJa(GOODS[g]!)}${p.goods[g]}樽を全部倉庫に保管した`);
      const stored = [...st.stored, g];
      return [update(f, { ...st, stored, single: stored.length >= warehouseKinds(p) })];
    }
    // Storehouse: up to 4 single barrels, one `keep` each; `pass` ends (expansions §4.3.4).
    if (singleBarrels(p) > 1) {
      const singles = (st.singles ?? [0, 0, 0, 0, 0]).slice();
      if (g >= 0) singles[g]! += 1;
      const kept = singles.reduce((a, b) => a + b, 0);
      const more = g >= 0 && kept < singleBarrels(p) && GOODS.some((_x, k) => p.goods[k]! > singles[k]! && !st.stored.includes(k));
      if (more) {
        d.say(seat, `sets 1 ${GOODS[g]} aside to keep (Storehouse)`, `${goodJa(GOODS[g]!)}を1樽残すことにした（保管所）`);
        return [update(f, { seat: st.seat, stored: st.stored, single: st.single, singles })];
      }
      keepOnly(d, seat, st.stored, -1, singles);
    } else {
      keepOnly(d, seat, st.stored, g);
    }
    const turns = f.turns.filter((x) => x.seat !== seat);
    return turns.length > 0 ? [{ kind: 'store', turns }] : [];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'keep') return null;
    const g = GOODS.indexOf(move.good as Good);
    if (g < 0) return null;
    if (storeTurnOf(f, seat)?.stored.includes(g))
      return {
        code: 'already-stored',
        reason: `Your ${move.good} is already in a warehouse.`,
        reasonJa: `${goodJa(move.good)}はすでに倉庫に入っています。`,
      };
    return { code: 'nothing-to-keep', reason: `You have no ${move.good} to keep.`, reasonJa: `残せる${goodJa(move.good)}がありません。` };
  },
  // Keep as much as possible: the kind with the most barrels (the first such in goods order).
  neutral(s, _f, seat, legal) {
    const p = s.seats[seat]!;
    let best: PRMove | null = null;
    let most = 0;
    for (const m of legal) {
      if (m.kind !== 'keep') continue;
      const n = p.goods[GOODS.indexOf(m.good as Good)]!;
      if (n > most) [best, most] = [m, n];
    }
    return best ?? legal.find((m) => m.kind === 'pass') ?? null;
  },
};

function update(f: StoreFrame, st: StoreTurn): PRFrame {
  return { kind: 'store', turns: f.turns.map((x) => (x.seat === st.seat ? st : x)) };
}

/**
 * Keep every barrel of `stored` kinds and one barrel of `single` (-1: none); return the
 * rest to the goods supply.
 */
function keepOnly(d: PRDraft, seat: number, stored: number[], single: number, singles?: readonly number[]): void {
  const p = seatOf(d, seat);
  const supply = d.mut('goods');
  const kept: string[] = [];
  const keptAmounts = [0, 0, 0, 0, 0];
  let returned = 0;
  for (let g = 0; g < GOODS.length; g++) {
    const held = p.goods[g]!;
    if (held === 0) continue;
    const keep = stored.includes(g) ? held : singles ? singles[g]! : g === single ? 1 : 0;
    if (keep > 0) kept.push(`${keep} ${GOODS[g]}`);
    keptAmounts[g] = keep;
    returned += held - keep;
    supply[g]! += held - keep;
    p.goods[g] = keep;
  }
  const backJa = returned > 0 ? `（${returned}樽をサプライに戻した）` : '';
  d.say(
    seat,
    `keeps ${kept.length > 0 ? kept.join(', ') : 'nothing'}${returned > 0 ? ` and returns ${returned} barrel${returned === 1 ? '' : 's'}` : ''}`,
    kept.length > 0 ? `${amountsJa(keptAmounts)}を残した${backJa}` : `何も残さなかった${backJa}`,
  );
}
