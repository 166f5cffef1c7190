/**
 * The Black market (spec rules/puerto-rico-expansions.md §4.3.2, §8 #8, A-11/A-12): a builder
 * short of doubloons pays all of them plus exactly C − D substitutes, at most one each of a
 * colonist (not a noble, not the Black market's own), a good and a VP chip. Removing the
 * colonist may raise the price (a quarry, the Zoning office, the Library): C is recomputed.
 */
import { EngineBug } from '../../core/errors';
import { BUILDING_IDS, BUILDINGS, GOODS, TILES, type BuildingId, type Good } from '../data';
import { goodJa, placeJa } from '../words-ja';
import { buildingPrice, isOccupied } from '../board';
import { buildingsOf, copyPlayer } from '../copy';
import { chooserOf } from '../frames';
import { returnChip } from '../island';
import type { PRMove, Target } from '../moves';
import { adjustPieces, piecesAt } from '../pieces';
import type { PlayerState, PRState } from '../state';
import { completeBuild } from './complete-build';
import type { Decision } from '../step';

type Pay = Extract<PRMove, { kind: 'blackMarket' }>;

/** Where a colonist (not a noble) of the player stands, other than on the Black market. */
function colonistSources(p: PlayerState): (Target | 'san-juan')[] {
  const out: (Target | 'san-juan')[] = [];
  const has = (t: Target | 'san-juan') => {
    const at = piecesAt(p, t);
    return at.pieces > at.nobles;
  };
  if (has('san-juan')) out.push('san-juan');
  for (const t of TILES) if (has(t)) out.push(t);
  for (let i = 0; i < BUILDING_IDS.length; i++) {
    const b = BUILDING_IDS[i]!;
    if (b !== 'black-market' && p.city[i]! > 0 && has(b)) out.push(b);
  }
  return out;
}

/** The price after a colonist left `from` (A-11: C is recomputed). */
function priceWithout(s: PRState, p: PlayerState, b: BuildingId, isBuilder: boolean, from: Target | 'san-juan'): number {
  const q = copyPlayer(p);
  adjustPieces(q, from, -1, false);
  return buildingPrice(s, q, b, isBuilder);
}

/** Every exact payment of `b` for `seat` (§8 #8); empty when the Black market cannot pay it. */
export function blackMarketSets(s: PRState, seat: number, b: BuildingId): Pay[] {
  const p = s.seats[seat]!;
  if (!isOccupied(p, 'black-market')) return [];
  const isBuilder = chooserOf(s) === seat;
  const d = p.doubloons;
  const c = buildingPrice(s, p, b, isBuilder);
  if (d >= c || c - d > 3) return [];
  const goods: (Good | undefined)[] = [undefined, ...GOODS.filter((_g, i) => p.goods[i]! > 0)];
  const chips = p.vp > 0 ? [false, true] : [false];
  const out: Pay[] = [];
  for (const colonist of [undefined, ...colonistSources(p)]) {
    const cost = colonist ? priceWithout(s, p, b, isBuilder, colonist) : c;
    for (const good of goods) {
      for (const chip of chips) {
        const k = (colonist ? 1 : 0) + (good ? 1 : 0) + (chip ? 1 : 0);
        if (k === 0 || cost - d !== k) continue;
        const m: Pay = { kind: 'blackMarket' };
        if (colonist) m.colonist = colonist;
        if (good) m.good = good;
        if (chip) m.chip = true;
        out.push(m);
      }
    }
  }
  return out;
}

export const blackMarket: Decision<'black-market'> = {
  decision: 'builder.blackMarket',
  prompt: (s, f) =>
    `pay for the ${BUILDINGS[f.building].name} with your Black market (all ${s.seats[f.seat]!.doubloons} doubloons plus substitutes)`,
  promptJa: (_s, f) => `闇市で${BUILDINGS[f.building].ja[0]}の代金を払う`,
  legal: (s, f) => blackMarketSets(s, f.seat, f.building),
  apply(d, f, seat, move) {
    if (move.kind !== 'blackMarket') throw new EngineBug(`black-market cannot apply ${move.kind}`);
    const p = buildingsOf(d, seat);
    const parts: string[] = [];
    const partsJa: string[] = [];
    if (move.colonist) {
      adjustPieces(p, move.colonist, -1, false);
      d.s.colonists += 1;
      parts.push(`a colonist from ${move.colonist}`);
      partsJa.push(`${placeJa(move.colonist)}の労働者1人`);
    }
    if (move.good) {
      const g = GOODS.indexOf(move.good);
      p.goods[g]! -= 1;
      d.mut('goods')[g]! += 1;
      parts.push(`1 ${move.good}`);
      partsJa.push(`${goodJa(move.good)}1樽`);
    }
    if (move.chip) {
      returnChip(d, seat);
      parts.push('a VP chip');
      partsJa.push('勝利点チップ1枚');
    }
    const paid = d.s.seats[seat]!.doubloons;
    d.say(
      seat,
      `pays ${paid} doubloon${paid === 1 ? '' : 's'} and ${parts.join(', ')} with the Black market`,
      `闇市で${paid}ダブロンと${partsJa.join('、')}を払った`,
    );
    return completeBuild(d, seat, f.building, paid);
  },
  // Cheapest for the player: the first set listed (fewest kinds of loss is not defined; the list order is stable).
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};
