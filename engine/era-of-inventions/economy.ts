/**
 * Reading the data set of a game and moving goods: paying costs, gaining rewards, and IP events
 * with their influence-track symbols (§2.7). Every write goes through the move's Draft.
 */
import { withField } from '../core/json';
import { EngineBug } from '../core/errors';
import type { Draft } from '../core/steps/draft';
import type { Seat } from '../core/types';
import { datasetById, RESOURCES, type Dataset, type FactoryCard, type Good, type InventionCard, type Resource, type Reward } from './data';
import type { EraState, SeatState } from './state';

interface Index {
  readonly data: Dataset;
  readonly cards: ReadonlyMap<string, InventionCard>;
  readonly factories: ReadonlyMap<string, FactoryCard>;
  readonly spaces: ReadonlyMap<string, number>;
  readonly points: ReadonlyMap<string, number>;
  readonly symbols: ReadonlyMap<number, Reward>;
  /** Japanese names: invention id → 電話, space id → 電話（基本）, ship/warehouse id → 石炭倉庫. */
  readonly inventionJa: ReadonlyMap<string, string>;
  readonly spaceJa: ReadonlyMap<string, string>;
  readonly pointJa: ReadonlyMap<string, string>;
}

/** The two tiers of an invention space in the rules document's words (基本発明品, 革新的発明品). */
export const TIER_JA = { basic: '基本', innovative: '革新的' } as const;

const indexes = new Map<string, Index>();

/** The game's data set, with lookups by id (built once per data set). */
export function ix(s: { dataset: string }): Index {
  let found = indexes.get(s.dataset);
  if (!found) {
    const data = datasetById(s.dataset).data;
    const inventionJa = new Map(data.inventions.map((i) => [i.id, i.ja]));
    found = {
      data,
      cards: new Map(data.inventionCards.map((c) => [c.id, c])),
      factories: new Map(data.factories.map((f) => [f.id, f])),
      spaces: new Map(data.inventionSpaces.map((x, i) => [x.id, i])),
      points: new Map(data.supplyPoints.map((x, i) => [x.id, i])),
      symbols: new Map(data.influenceTrack.symbols.map((x) => [x.position, x.reward])),
      inventionJa,
      spaceJa: new Map(data.inventionSpaces.map((x) => [x.id, `${inventionJa.get(x.invention) ?? x.invention}（${TIER_JA[x.tier]}）`])),
      pointJa: new Map(data.supplyPoints.map((x) => [x.id, `${GOOD_JA[x.resource]}${x.kind === 'ship' ? '船' : '倉庫'}`])),
    };
    indexes.set(s.dataset, found);
  }
  return found;
}

/** An invention space in Japanese: "電話（基本）". */
export function spaceJa(s: { dataset: string }, id: string): string {
  return ix(s).spaceJa.get(id) ?? id;
}

export function inventionJa(s: { dataset: string }, id: string): string {
  return ix(s).inventionJa.get(id) ?? id;
}

/** A ship or warehouse in Japanese, as the notation's aliases read it: "石炭倉庫", "金属船". */
export function pointJa(s: { dataset: string }, id: string): string {
  return ix(s).pointJa.get(id) ?? id;
}

export function cardOf(s: { dataset: string }, id: string): InventionCard {
  const c = ix(s).cards.get(id);
  if (!c) throw new EngineBug(`unknown invention card ${id}`);
  return c;
}

/** A factory instance id is `<type>#<copy>`. */
export function factoryType(instance: string): string {
  return instance.slice(0, instance.indexOf('#'));
}

export function factoryOf(s: { dataset: string }, instanceOrType: string): FactoryCard {
  const id = instanceOrType.includes('#') ? factoryType(instanceOrType) : instanceOrType;
  const f = ix(s).factories.get(id);
  if (!f) throw new EngineBug(`unknown factory ${instanceOrType}`);
  return f;
}

/** A factory in Japanese: the start factory by the rules document's name (初期工場), others by their type id ("工場coal2"). */
export function factoryJa(s: { dataset: string }, instanceOrType: string): string {
  const f = factoryOf(s, instanceOrType);
  return f.start ? '初期工場' : `工場${f.id}`;
}

export function spaceIndex(s: { dataset: string }, id: string): number {
  const i = ix(s).spaces.get(id);
  if (i === undefined) throw new EngineBug(`unknown invention space ${id}`);
  return i;
}

function copySeat(p: SeatState): SeatState {
  return { ...p, res: { ...p.res }, bonus: p.bonus.slice(), factories: p.factories.slice() };
}

/** The seat's state, ready to write. */
export function seatW(d: Draft<EraState>, seat: Seat): SeatState {
  return d.at('seats', seat, copySeat);
}

export type Cost = Partial<Record<Resource | 'coin', number>>;

/** What is missing to pay `cost` (the amounts short), or null when it can be paid. */
export function shortfall(p: SeatState, cost: Cost): Cost | null {
  let missing: Record<string, number> | null = null;
  for (const [k, n] of Object.entries(cost)) {
    const have = k === 'coin' ? p.coins : p.res[k as Resource];
    if (have < (n as number)) (missing ??= {})[k] = (n as number) - have;
  }
  return missing;
}

/**
 * A count of a good in English: "1 coin", "2 coins", "1 tool", "2 tools", "1 gear"; coal, wood,
 * metal and tech are counted bare ("2 coal"), as the rules count their pieces.
 */
export function countEn(good: Good | 'any', n: number): string {
  if (good === 'any') return `${n} "?"`;
  const word = good === 'coin' || good === 'gear' ? good : good === 'tools' ? 'tool' : null;
  return word === null ? `${n} ${good}` : `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Words joined as a sentence lists them: "a", "a and b", "a, b and c". */
export function andList(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Goods in words for a sentence: "1 coin and 1 tool"; "nothing" when there are none. */
export function goodsWords(goods: Partial<Record<Good | 'any', number>>): string {
  const parts = Object.entries(goods)
    .filter(([, n]) => (n as number) > 0)
    .map(([k, n]) => countEn(k as Good | 'any', n as number));
  return parts.length > 0 ? andList(parts) : 'nothing';
}

/** A shortfall in words: "1 wood and 2 coins". */
export function missingText(missing: Cost): string {
  return goodsWords(missing);
}

/** A shortfall in Japanese: "木材1個、金貨2枚". */
export function missingTextJa(missing: Cost): string {
  return Object.entries(missing)
    .map(([k, n]) => countJa(k as Good, n as number))
    .join('、');
}

export function pay(p: SeatState, cost: Cost): void {
  for (const [k, n] of Object.entries(cost)) {
    if (k === 'coin') p.coins -= n as number;
    else p.res[k as Resource] -= n as number;
  }
}

export function costText(cost: Cost): string {
  const parts = Object.entries(cost)
    .filter(([, n]) => (n as number) > 0)
    .map(([k, n]) => countEn(k as Good | 'any', n as number));
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
}

export function rewardText(r: Reward): string {
  const parts: string[] = [];
  if (r.ip) parts.push(`${r.ip} IP`);
  if (r.coins) parts.push(`${r.coins} coin${r.coins === 1 ? '' : 's'}`);
  if (r.gears) parts.push(`${r.gears} gear${r.gears === 1 ? '' : 's'}`);
  if (r.bonusTokens) parts.push(`${r.bonusTokens} bonus token${r.bonusTokens === 1 ? '' : 's'}`);
  for (const res of RESOURCES) if (r.resources?.[res]) parts.push(countEn(res, r.resources[res]));
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
}

/**
 * Japanese names of the goods, from the rules document's term table (資源駒: 石炭・木材・金属・技術・
 * 工具; 金貨; 開発歯車, counted as 歯車 like the seed's "支払える歯車は最大7個まで").
 */
export const GOOD_JA: Record<Good, string> = {
  coal: '石炭',
  wood: '木材',
  metal: '金属',
  tech: '技術',
  tools: '工具',
  coin: '金貨',
  gear: '歯車',
};

/** "石炭2個", "金貨1枚", "「?」3個" (the imitation's any-resource cost). */
export function countJa(good: Good | 'any', n: number): string {
  if (good === 'any') return `「?」${n}個`;
  return `${GOOD_JA[good]}${n}${good === 'coin' ? '枚' : '個'}`;
}

export function costTextJa(cost: Cost): string {
  const parts = Object.entries(cost)
    .filter(([, n]) => (n as number) > 0)
    .map(([k, n]) => countJa(k as Good | 'any', n as number));
  return parts.length > 0 ? parts.join('+') : 'なし';
}

export function rewardTextJa(r: Reward): string {
  const parts: string[] = [];
  if (r.ip) parts.push(`${r.ip}影響点`);
  if (r.coins) parts.push(countJa('coin', r.coins));
  if (r.gears) parts.push(countJa('gear', r.gears));
  if (r.bonusTokens) parts.push(`追加アクショントークン${r.bonusTokens}枚`);
  for (const res of RESOURCES) if (r.resources?.[res]) parts.push(countJa(res, r.resources[res]));
  return parts.length > 0 ? parts.join('+') : 'なし';
}

/** The space of the influence track a total of IP stands on (§2.7, data: length and wrap). */
export function trackPosition(s: { dataset: string }, ip: number): number {
  const t = ix(s).data.influenceTrack;
  return t.wraps ? ip % t.length : Math.min(ip, t.length - 1);
}

/**
 * One IP event (§2.7, D16): the pawn moves `n` spaces in one step and, if it stops on a symbol,
 * its owner takes the symbol's coin or resource at once (D18: also when not the active player).
 */
export function gainIp(d: Draft<EraState>, seat: Seat, n: number, why: string, whyJa: string): void {
  if (n <= 0) return;
  const p = seatW(d, seat);
  p.ip += n;
  d.say(seat, `gains ${n} IP (${why}), ${p.ip} in all`, `${n}影響点を得た（${whyJa}）。合計${p.ip}影響点`);
  const at = trackPosition(d.s, p.ip);
  const symbol = ix(d.s).symbols.get(at);
  if (symbol) {
    gainGoods(p, symbol);
    d.say(
      seat,
      `stops on a symbol at ${at} and takes ${rewardText(symbol)}`,
      `影響点トラック${at}のシンボルに止まり、${rewardTextJa(symbol)}を得た`,
    );
  }
}

/** Coins, gears, bonus tokens and resources of a reward (no IP). Bonus tokens from rewards are usable at once (§2.6). */
export function gainGoods(p: SeatState, r: Reward): void {
  p.coins += r.coins ?? 0;
  p.gears += r.gears ?? 0;
  for (let i = 0; i < (r.bonusTokens ?? 0); i++) p.bonus.push(0);
  for (const res of RESOURCES) p.res[res] += r.resources?.[res] ?? 0;
}

/** A whole reward: goods first, then its IP as one event. */
export function gainReward(d: Draft<EraState>, seat: Seat, r: Reward, why: string, whyJa: string): void {
  const goods = withField(r, 'ip', 0);
  const text = rewardText(goods);
  if (text !== 'nothing') {
    gainGoods(seatW(d, seat), goods);
    d.say(seat, `gains ${text} (${why})`, `${rewardTextJa(goods)}を得た（${whyJa}）`);
  }
  gainIp(d, seat, r.ip ?? 0, why, whyJa);
}

/** Spaces a seat developed. */
export function developedBy(s: EraState, seat: Seat): number[] {
  return s.dev.flatMap((x, i) => (x === seat ? [i] : []));
}

/** Total resources of a seat. */
export function resourceCount(p: SeatState): number {
  return RESOURCES.reduce((n, r) => n + p.res[r], 0);
}
