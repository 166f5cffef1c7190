/**
 * Reading the data set of a game and moving goods: paying costs, gaining rewards, and IP events
 * with their influence-track symbols (§2.7). Every write goes through the move's Draft.
 */
import { EngineBug } from '../core/errors';
import type { Draft } from '../core/steps/draft';
import type { Seat } from '../core/types';
import { datasetById, RESOURCES, type Dataset, type FactoryCard, type InventionCard, type Resource, type Reward } from './data';
import type { EraState, SeatState } from './state';

interface Index {
  readonly data: Dataset;
  readonly cards: ReadonlyMap<string, InventionCard>;
  readonly factories: ReadonlyMap<string, FactoryCard>;
  readonly spaces: ReadonlyMap<string, number>;
  readonly points: ReadonlyMap<string, number>;
  readonly symbols: ReadonlyMap<number, Reward>;
}

const indexes = new Map<string, Index>();

/** The game's data set, with lookups by id (built once per data set). */
export function ix(s: { dataset: string }): Index {
  let found = indexes.get(s.dataset);
  if (!found) {
    const data = datasetById(s.dataset).data;
    found = {
      data,
      cards: new Map(data.inventionCards.map((c) => [c.id, c])),
      factories: new Map(data.factories.map((f) => [f.id, f])),
      spaces: new Map(data.inventionSpaces.map((x, i) => [x.id, i])),
      points: new Map(data.supplyPoints.map((x, i) => [x.id, i])),
      symbols: new Map(data.influenceTrack.symbols.map((x) => [x.position, x.reward])),
    };
    indexes.set(s.dataset, found);
  }
  return found;
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

/** What is missing to pay `cost`, as words ("1 wood"), or null when it can be paid. */
export function shortfall(p: SeatState, cost: Cost): string | null {
  const missing: string[] = [];
  for (const [k, n] of Object.entries(cost)) {
    const have = k === 'coin' ? p.coins : p.res[k as Resource];
    if (have < (n as number)) missing.push(`${(n as number) - have} ${k === 'coin' ? 'coin' : k}`);
  }
  return missing.length > 0 ? missing.join(', ') : null;
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
    .map(([k, n]) => `${n} ${k === 'coin' ? (n === 1 ? 'coin' : 'coins') : k === 'any' ? '"?"' : k}`);
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
}

export function rewardText(r: Reward): string {
  const parts: string[] = [];
  if (r.ip) parts.push(`${r.ip} IP`);
  if (r.coins) parts.push(`${r.coins} coin${r.coins === 1 ? '' : 's'}`);
  if (r.gears) parts.push(`${r.gears} gear${r.gears === 1 ? '' : 's'}`);
  if (r.bonusTokens) parts.push(`${r.bonusTokens} bonus token${r.bonusTokens === 1 ? '' : 's'}`);
  for (const res of RESOURCES) if (r.resources?.[res]) parts.push(`${r.resources[res]} ${res}`);
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
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
export function gainIp(d: Draft<EraState>, seat: Seat, n: number, why: string): void {
  if (n <= 0) return;
  const p = seatW(d, seat);
  p.ip += n;
  d.say(seat, `gains ${n} IP (${why}), ${p.ip} in all`);
  const symbol = ix(d.s).symbols.get(trackPosition(d.s, p.ip));
  if (symbol) {
    gainGoods(p, symbol);
    d.say(seat, `stops on a symbol at ${trackPosition(d.s, p.ip)} and takes ${rewardText(symbol)}`);
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
export function gainReward(d: Draft<EraState>, seat: Seat, r: Reward, why: string): void {
  const goods = { ...r, ip: 0 };
  if (rewardText(goods) !== 'nothing') {
    gainGoods(seatW(d, seat), goods);
    d.say(seat, `gains ${rewardText(goods)} (${why})`);
  }
  gainIp(d, seat, r.ip ?? 0, why);
}

/** Spaces a seat developed. */
export function developedBy(s: EraState, seat: Seat): number[] {
  return s.dev.flatMap((x, i) => (x === seat ? [i] : []));
}

/** Total resources of a seat. */
export function resourceCount(p: SeatState): number {
  return RESOURCES.reduce((n, r) => n + p.res[r], 0);
}
