/**
 * What a player can do now (rules/nippon.md §5, §9): the parameter lists every step offers
 * and the "fully performable" test of §4.2 (A28), shared by `legal` and `explain`.
 */
import type { Lang, Seat } from '../core/types';
import type { Action, ContractRow, Good, Piece } from './data';
import {
  actionCost,
  coalCost,
  dataOf,
  factoryOf,
  freeTransport,
  knowledgeLevel,
  type NipponState,
  type Player,
  storageOf,
  trackTop,
} from './state';
import { PIECE_NAMES_JA, TRACK_NAMES_JA, yen, yenJa } from './words';

const ps = (s: NipponState, seat: Seat): Player => s.seats[seat] as Player;

/** §5.4/§5.5: n steps fit below the top and are affordable. */
export function stepCounts(s: NipponState, seat: Seat, track: 'knowledge' | 'coal'): number[] {
  const d = dataOf(s);
  const p = ps(s, seat);
  const room = trackTop(d, track) - p.track[track];
  return [1, 2, 3].filter((n) => n <= room && p.yen >= actionCost(d, p, track === 'coal' ? 'mines' : 'knowledge', n));
}

/** Blueprints an Invest in a factory of `good` needs (§5.1). */
export function blueprintShortfall(s: NipponState, seat: Seat, good: Good): number {
  const d = dataOf(s);
  const need = d.knowledgeRequired[d.levelOf[good] - 1] as number;
  return Math.max(0, need - knowledgeLevel(d, ps(s, seat)));
}

/** §5.1: goods the player may build a factory of now. */
export function investGoods(s: NipponState, seat: Seat): Good[] {
  const d = dataOf(s);
  const p = ps(s, seat);
  if (p.yen < d.factoryCost) return [];
  return d.goodIds.filter((g) => !factoryOf(p, g) && investTiles(s, g).length > 0 && p.blueprints >= blueprintShortfall(s, seat, g));
}

export function investTiles(s: NipponState, good: Good): string[] {
  const d = dataOf(s);
  return s.factorySupply.filter((id) => d.factoryById.get(id)?.good === good);
}

/** §5.2: counts affordable (an improvement or a hold is always possible). */
export function mechanizeCounts(s: NipponState, seat: Seat): number[] {
  const d = dataOf(s);
  const p = ps(s, seat);
  return [1, 2, 3].filter((n) => p.yen >= actionCost(d, p, 'mechanize', n));
}

export type Improvement = { kind: 'install'; good: Good } | { kind: 'upgrade'; good: Good } | { kind: 'hold' };

/** §5.2: installs and upgrades; hold only when neither exists (A26). */
export function improvements(s: NipponState, seat: Seat): Improvement[] {
  const p = ps(s, seat);
  const out: Improvement[] = [];
  for (const f of p.factories) {
    if (f.machine === 0) out.push({ kind: 'install', good: f.good });
    else if (f.machine === 1) out.push({ kind: 'upgrade', good: f.good });
  }
  return out.length > 0 ? out : [{ kind: 'hold' }];
}

/** §5.3: factories with free storage whose coal can be paid, not run yet this action. */
export function producible(s: NipponState, seat: Seat, done: readonly Good[]): Good[] {
  const d = dataOf(s);
  const p = ps(s, seat);
  return p.factories.filter((f) => !done.includes(f.good) && f.goods < storageOf(d, f) && p.coal >= coalCost(d, f)).map((f) => f.good);
}

export function regionsWithRoom(s: NipponState, used: readonly number[]): number[] {
  return dataOf(s)
    .regions.map((_r, i) => i)
    .filter((r) => !used.includes(r) && freeTransport(s, r) > 0);
}

/** §5.6/§5.7: counts n with n tiles left, n regions with room and the cost affordable. */
export function transportCounts(s: NipponState, seat: Seat, piece: Piece): number[] {
  const d = dataOf(s);
  const p = ps(s, seat);
  const left = d.pieces[piece].tiles - p.placed[piece];
  const regions = regionsWithRoom(s, []).length;
  return [1, 2, 3].filter((n) => n <= left && n <= regions && p.yen >= actionCost(d, p, piece === 'train' ? 'trains' : 'ships', n));
}

/** Can cubes `req` be paid with distinct goods not in `used` from storage (§5.8)? */
function assignable(
  stored: Readonly<Record<string, number>>,
  req: readonly number[],
  used: readonly Good[],
  goods: readonly Good[],
): boolean {
  if (req.length === 0) return true;
  const [q, ...rest] = req as [number, ...number[]];
  return goods.some((g) => !used.includes(g) && (stored[g] ?? 0) >= q && assignable(stored, rest, [...used, g], goods));
}

function storedOf(p: Player): Record<string, number> {
  return Object.fromEntries(p.factories.map((f) => [f.good, f.goods]));
}

export function contractRow(s: NipponState, id: string): ContractRow {
  const c = dataOf(s).contracts.find((x) => x.id === id);
  if (!c) throw new Error(`unknown contract ${id}`);
  return c;
}

/** §5.8: face-up contracts payable from storage now. */
export function payableContracts(s: NipponState, seat: Seat): string[] {
  const d = dataOf(s);
  const p = ps(s, seat);
  const stored = storedOf(p);
  return d.contracts.filter((c) => !p.contractsDone.includes(c.id) && assignable(stored, c.req, [], d.goodIds)).map((c) => c.id);
}

/** §5.8: goods that can meet the next cube of `contract` and still leave the rest payable. */
export function cubeGoods(s: NipponState, seat: Seat, contract: string, used: readonly Good[]): Good[] {
  const d = dataOf(s);
  const stored = storedOf(ps(s, seat));
  const req = contractRow(s, contract).req.slice(used.length) as number[];
  const q = req[0] as number;
  return d.goodIds.filter(
    (g) =>
      !used.includes(g) &&
      (stored[g] ?? 0) >= q &&
      assignable({ ...stored, [g]: (stored[g] ?? 0) - q }, req.slice(1), [...used, g], d.goodIds),
  );
}

/** Tiles a city may hold: P in 2p/3p, all 4 slots in 4p (§5.9). */
export const cityLimit = (s: NipponState): number => Math.min(s.players, 4);

/** May a tile of value `v` go on this slot (§5.9 availability and the 2p/3p city limit)? */
export function acceptable(s: NipponState, city: number, slot: number, v: number): boolean {
  const c = s.cities[city];
  if (!c) return false;
  const here = c.slots[slot];
  if (here) return here.value < v;
  const tiles = c.slots.filter((t) => t !== null);
  if (tiles.length < cityLimit(s)) return true;
  return v > Math.min(...tiles.map((t) => t.value));
}

/** Values the player may place on a slot spending `cubes` goods (§2.4: any value up to the chart's). */
export function tileValues(s: NipponState, seat: Seat, city: number, slot: number, cubes: number): number[] {
  const d = dataOf(s);
  const p = ps(s, seat);
  const good = s.cities[city]?.goods[slot] as Good;
  const f = factoryOf(p, good);
  if (!f || f.goods < cubes) return [];
  const max = d.influenceChart[d.levelOf[good] - 1]?.[cubes - 1] ?? 0;
  return [...new Set(p.influence)].filter((v) => v <= max && acceptable(s, city, slot, v)).sort((a, b) => a - b);
}

export function cubeCounts(s: NipponState, seat: Seat, city: number, slot: number): number[] {
  return [1, 2, 3].filter((q) => tileValues(s, seat, city, slot, q).length > 0);
}

/** Slots of region `r` with some legal placement, as [city, slot]. */
export function placeableSlots(s: NipponState, seat: Seat, r: number): [number, number][] {
  const out: [number, number][] = [];
  for (const city of [2 * r, 2 * r + 1]) {
    for (let slot = 0; slot < 4; slot++) if (cubeCounts(s, seat, city, slot).length > 0) out.push([city, slot]);
  }
  return out;
}

export function domesticRegions(s: NipponState, seat: Seat): number[] {
  return dataOf(s)
    .regions.map((_r, i) => i)
    .filter((r) => placeableSlots(s, seat, r).length > 0);
}

/**
 * §4.2: can the action be carried out fully with some parameters? Null if yes, else why not
 * (in English for the legality test and the refusal; `lang` 'ja' only for a refusal's Japanese).
 */
export function whyNotAction(s: NipponState, seat: Seat, action: Action, lang: Lang = 'en'): string | null {
  const d = dataOf(s);
  const p = ps(s, seat);
  const ja = lang === 'ja';
  switch (action) {
    case 'knowledge':
    case 'mines': {
      const track = action === 'mines' ? 'coal' : 'knowledge';
      if (p.track[track] >= trackTop(d, track))
        return ja ? `${TRACK_NAMES_JA[track]}トラックは一番上です` : `your ${track} track is at its top`;
      const c = actionCost(d, p, action, 1);
      if (p.yen >= c) return null;
      return ja ? `1段階は${yenJa(c)}で、所持金は${yenJa(p.yen)}です` : `1 step costs ${yen(c)} and you have ${yen(p.yen)}`;
    }
    case 'produce':
      if (p.factories.length === 0) return ja ? '工場を持っていません' : 'you have no factory';
      if (producible(s, seat, []).length > 0) return null;
      return ja
        ? `製品保管エリアに空きがあり石炭が足りる工場がありません（石炭${p.coal}）`
        : `no factory has free storage and coal you can pay (you have ${p.coal} coal)`;
    case 'invest':
      if (p.yen < d.factoryCost)
        return ja
          ? `工場は${yenJa(d.factoryCost)}で、所持金は${yenJa(p.yen)}です`
          : `a factory costs ${yen(d.factoryCost)} and you have ${yen(p.yen)}`;
      if (investGoods(s, seat).length > 0) return null;
      return ja
        ? `建設できる工場がありません（工場${p.factories.length}、知識レベル${knowledgeLevel(d, p)}、青写真${p.blueprints}）`
        : `no factory you may build: you own ${p.factories.length}, knowledge level ${knowledgeLevel(d, p)}, ${p.blueprints} blueprints`;
    case 'mechanize': {
      const c = actionCost(d, p, 'mechanize', 1);
      if (p.yen >= c) return null;
      return ja ? `改良1回は${yenJa(c)}で、所持金は${yenJa(p.yen)}です` : `1 improvement costs ${yen(c)} and you have ${yen(p.yen)}`;
    }
    case 'trains':
    case 'ships': {
      const piece = action === 'trains' ? 'train' : 'ship';
      if (p.placed[piece] >= d.pieces[piece].tiles)
        return ja ? `${PIECE_NAMES_JA[piece]}タイルが残っていません` : `you have no ${piece}s left`;
      if (regionsWithRoom(s, []).length === 0)
        return ja ? '空いている鉄道・船スロットがある地域がありません' : `no region has a free train/ship slot`;
      const c = actionCost(d, p, action, 1);
      if (p.yen >= c) return null;
      return ja
        ? `${PIECE_NAMES_JA[piece]}タイル1枚は${yenJa(c)}で、所持金は${yenJa(p.yen)}です`
        : `1 ${piece} costs ${yen(c)} and you have ${yen(p.yen)}`;
    }
    case 'export':
      if (payableContracts(s, seat).length > 0) return null;
      return ja ? '手持ちの製品で達成できる表向きの契約がありません' : 'your goods cannot pay any face-up contract';
    case 'domestic':
      if (domesticRegions(s, seat).length > 0) return null;
      return ja ? '手持ちの製品で影響力タイルを置ける場所がありません' : 'you cannot place an influence tile anywhere with your goods';
  }
}

export function takeableSlots(s: NipponState, seat: Seat): { slot: number; action: Action }[] {
  const p = ps(s, seat);
  if (p.workers.length >= 6) return [];
  const d = dataOf(s);
  return d.actionSlots.flatMap((actions, slot) =>
    (s.slots[slot]?.length ?? 0) === 0 ? [] : actions.filter((a) => whyNotAction(s, seat, a) === null).map((action) => ({ slot, action })),
  );
}

export const slotOfAction = (s: NipponState, action: Action): number => dataOf(s).actionSlots.findIndex((a) => a.includes(action));
