/** Area 6: produce inventions, then pay their developers (§2.5 area 6, DP-8), and bonus action a. */
import type { Seat } from '../../core/types';
import { CARD_RESOURCES, type CardResource, type InventionCard } from '../data';
import { cardOf, costText, gainReward, ix, pay, seatW, shortfall, type Cost } from '../economy';
import type { EraMove, EraState, FrameOf } from '../state';
import { refusal, stopOrFirst, withDone, type Step, type Auto } from './common';

/** The card's fixed cost (without "?"). */
export function fixedCost(card: InventionCard): Cost {
  const { any: _any, ...rest } = card.cost;
  return rest;
}

/** Spaces of an invention: basic first, then innovative (the order developers are paid, D17). */
export function spacesOf(s: EraState, invention: string): number[] {
  const spaces = ix(s).data.inventionSpaces;
  return spaces
    .map((x, i) => [x, i] as const)
    .filter(([x]) => x.invention === invention)
    .sort(([a], [b]) => (a.tier === b.tier ? 0 : a.tier === 'basic' ? -1 : 1))
    .map(([, i]) => i);
}

/** E14: an imitation of an invention the seat developed (either space) may not be produced. */
export function ownImitation(s: EraState, seat: Seat, card: InventionCard): boolean {
  return card.kind === 'imitation' && spacesOf(s, card.invention as string).some((i) => s.dev[i] === seat);
}

/** Every way to pay `n` "?" with coal, metal, tech and tools from what is left after the fixed cost (D22: mixed). */
function anyPayments(left: Record<CardResource, number>, n: number): Partial<Record<CardResource, number>>[] {
  const out: Partial<Record<CardResource, number>>[] = [];
  const walk = (i: number, rest: number, acc: Partial<Record<CardResource, number>>): void => {
    if (rest === 0) return void out.push(acc);
    if (i === CARD_RESOURCES.length) return;
    const r = CARD_RESOURCES[i] as CardResource;
    for (let k = Math.min(rest, left[r]); k >= 0; k--) walk(i + 1, rest - k, k > 0 ? { ...acc, [r]: k } : acc);
  };
  walk(0, n, {});
  return out;
}

export function produceMoves(s: EraState, seat: Seat): EraMove[] {
  const p = s.seats[seat]!;
  const out: EraMove[] = [];
  for (const id of s.invDisplay) {
    if (id === null) continue;
    const card = cardOf(s, id);
    if (ownImitation(s, seat, card)) continue;
    const fixed = fixedCost(card);
    if (shortfall(p, fixed) !== null) continue;
    const any = card.cost.any ?? 0;
    if (any === 0) {
      out.push({ kind: 'produce', card: id, pay: {} });
      continue;
    }
    const left = Object.fromEntries(CARD_RESOURCES.map((r) => [r, p.res[r] - (fixed[r] ?? 0)])) as Record<CardResource, number>;
    for (const payment of anyPayments(left, any)) out.push({ kind: 'produce', card: id, pay: payment });
  }
  return out;
}

export const make: Step<'make'> = {
  decision: 'DP-8',
  prompt: (_s, f) => (f.bonus ? 'produce 1 invention card (bonus action a)' : `produce invention cards (up to ${f.left} more)`),
  promptJa: (_s, f) => (f.bonus ? '発明品を1つ生産する(追加アクションa)' : `発明品を生産する(あと${f.left}枚まで)`),
  legal: (s, f, seat) => withDone(produceMoves(s, seat), f.bonus),
  apply(d, f, seat, move) {
    if (move.kind === 'done') return [{ kind: 'royalties', seat, cards: f.cards }];
    if (move.kind !== 'produce') return [];
    const card = cardOf(d.s, move.card);
    const p = seatW(d, seat);
    pay(p, fixedCost(card));
    pay(p, move.pay);
    d.mut('invDisplay')[d.s.invDisplay.indexOf(move.card)] = null; // E3: empty until upkeep
    d.mut('invDiscard').push(move.card);
    d.say(seat, `produces ${move.card} for ${costText(addCost(fixedCost(card), move.pay))}`, `${move.card}を生産する`);
    gainReward(d, seat, card.benefit, `producing ${move.card}`);
    const cards = [...f.cards, move.card];
    return f.left > 1 ? [{ ...f, left: f.left - 1, cards }] : [{ kind: 'royalties', seat, cards }];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'produce') return null;
    if (!s.invDisplay.includes(move.card)) return refusal(`Card ${move.card} is not on the invention display.`, 'not-available');
    const card = cardOf(s, move.card);
    if (ownImitation(s, seat, card)) return refusal(`${move.card} is an imitation of ${card.invention}, which you developed: you may not produce it (E14).`);
    const missing = shortfall(s.seats[seat]!, addCost(fixedCost(card), move.pay));
    if (missing) return refusal(`${move.card} costs ${costText(card.cost)}: you lack ${missing}.`, 'cannot-afford');
    const paid = Object.values(move.pay).reduce((n, k) => n + (k as number), 0);
    if (paid !== (card.cost.any ?? 0)) return refusal(`${move.card} has ${card.cost.any ?? 0} "?" to pay with coal, metal, tech or tools; you offered ${paid}.`);
    return refusal(`You may produce up to ${f.left} more cards in this action.`);
  },
  neutral: stopOrFirst,
};

export function addCost(a: Cost, b: Cost): Cost {
  const out: Record<string, number> = { ...a } as Record<string, number>;
  for (const [k, n] of Object.entries(b)) out[k] = (out[k] ?? 0) + (n as number);
  return out;
}

/**
 * Step 2 (D17): after all cards, card by card, the basic developer before the innovative one.
 * The producer gets nothing for their own spaces; an imitation pays only a developer whose
 * patent marker is in that space's circle (D6, E16).
 */
export const royalties: Auto<'royalties'> = {
  automatic: true,
  run(d, f) {
    for (const id of f.cards) {
      const card = cardOf(d.s, id);
      if (card.kind === 'start') continue;
      for (const i of spacesOf(d.s, card.invention as string)) {
        const dev = d.s.dev[i];
        if (dev === null || dev === undefined || dev === f.seat) continue;
        if (card.kind === 'imitation' && d.s.patent[i] !== dev) continue;
        const space = ix(d.s).data.inventionSpaces[i]!;
        gainReward(d, dev, space.developerReward, `developer of ${space.id}`);
      }
    }
    return [];
  },
};
