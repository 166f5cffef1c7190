/** Area 6: produce inventions, then pay their developers (§2.5 area 6, DP-8), and bonus action a. */
import { withField } from '../../core/json';
import type { Seat } from '../../core/types';
import { CARD_RESOURCES, type CardResource, type InventionCard } from '../data';
import {
  cardOf,
  costText,
  costTextJa,
  gainReward,
  inventionJa,
  ix,
  missingText,
  missingTextJa,
  pay,
  seatW,
  shortfall,
  spaceJa,
  type Cost,
} from '../economy';
import type { Draft } from '../../core/steps/draft';
import type { EraFrame, EraMove, EraState, FrameOf, SeatState } from '../state';
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
    for (let k = Math.min(rest, left[r]); k >= 0; k--) walk(i + 1, rest - k, k > 0 ? withField(acc, r, k) : acc);
  };
  walk(0, n, {});
  return out;
}

/** What is left of each card resource after the fixed cost: the pool a "?" is paid from. */
function leftAfter(p: SeatState, fixed: Cost): Record<CardResource, number> {
  return Object.fromEntries(CARD_RESOURCES.map((r) => [r, p.res[r] - (fixed[r] ?? 0)])) as Record<CardResource, number>;
}

/** The ways `seat` can pay for `card` now (one empty payment for a card without "?"). */
export function payments(s: EraState, seat: Seat, card: InventionCard): Partial<Record<CardResource, number>>[] {
  const p = s.seats[seat]!;
  const fixed = fixedCost(card);
  if (shortfall(p, fixed) !== null) return [];
  const any = card.cost.any ?? 0;
  return any === 0 ? [{}] : anyPayments(leftAfter(p, fixed), any);
}

/** Cards on the display `seat` may produce and pay for now. */
export function produceMoves(s: EraState, seat: Seat): EraMove[] {
  return s.invDisplay.flatMap((id): EraMove[] => {
    if (id === null) return [];
    const card = cardOf(s, id);
    return !ownImitation(s, seat, card) && payments(s, seat, card).length > 0 ? [{ kind: 'produce', card: id }] : [];
  });
}

/** Produce one card: pay, gain its benefit, discard it (the slot stays empty, E3). */
function produceNow(d: Draft<EraState>, seat: Seat, id: string, payment: Cost): void {
  const card = cardOf(d.s, id);
  const p = seatW(d, seat);
  const cost = addCost(fixedCost(card), payment);
  pay(p, cost);
  d.mut('invDisplay')[d.s.invDisplay.indexOf(id)] = null;
  d.mut('invDiscard').push(id);
  d.say(seat, `produces ${id} for ${costText(cost)}`, `${costTextJa(cost)}を支払い、${id}を生産した`);
  gainReward(d, seat, card.benefit, `producing ${id}`, `${id}の生産`);
}

/** After a card: the loop again, or the developer rewards once the limit is reached. */
function next(f: FrameOf<'make'>, id: string): EraFrame[] {
  const cards = [...f.cards, id];
  return f.left > 1 ? [{ ...f, left: f.left - 1, cards }] : [{ kind: 'royalties', seat: f.seat, cards }];
}

export const make: Step<'make'> = {
  decision: 'DP-8',
  prompt: (_s, f) => (f.bonus ? 'produce 1 invention card (bonus action a)' : `produce invention cards (up to ${f.left} more)`),
  promptJa: (_s, f) => (f.bonus ? '発明品を1つ生産する（追加アクションa）' : `発明品を生産する（あと${f.left}枚まで）`),
  legal: (s, f, seat) => withDone(produceMoves(s, seat), f.bonus),
  apply(d, f, seat, move) {
    if (move.kind === 'done') {
      d.say(seat, 'produces no more invention cards', '発明品の生産を終えた');
      return [{ kind: 'royalties', seat, cards: f.cards }];
    }
    if (move.kind !== 'produce') return [];
    const card = cardOf(d.s, move.card);
    // A "?" cost is paid in a second step (DP-8 payment), so the list of moves stays short.
    if ((card.cost.any ?? 0) > 0) {
      d.say(seat, `chooses ${move.card} to produce ("?" paid next)`, `${move.card}（模造品）の生産を選んだ。「?」は次に支払う`);
      return [{ kind: 'payAny', seat, card: move.card }, ...next(f, move.card)];
    }
    produceNow(d, seat, move.card, {});
    return next(f, move.card);
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'produce') return null;
    if (!s.invDisplay.includes(move.card))
      return refusal(
        `Card ${move.card} is not on the invention display.`,
        `カード${move.card}は発明品カード置き場にありません。`,
        'not-available',
      );
    const card = cardOf(s, move.card);
    if (ownImitation(s, seat, card)) {
      return refusal(
        `${move.card} is an imitation of ${card.invention}, which you developed: you may not produce it (E14).`,
        `${move.card}は自分が開発した${inventionJa(s, card.invention as string)}の模造品なので、生産できません（E14）。`,
      );
    }
    const p = s.seats[seat]!;
    const missing = shortfall(p, fixedCost(card));
    if (missing) {
      return refusal(
        `${move.card} costs ${costText(card.cost)}: you lack ${missingText(missing)}.`,
        `${move.card}のコストは${costTextJa(card.cost)}です。${missingTextJa(missing)}が足りません。`,
        'cannot-afford',
      );
    }
    const pool = Object.values(leftAfter(p, fixedCost(card))).reduce((n, k) => n + k, 0);
    if (payments(s, seat, card).length === 0) {
      return refusal(
        `${move.card} costs ${costText(card.cost)}: "?" is paid with coal, metal, tech or tools and you have ${pool} left.`,
        `${move.card}のコストは${costTextJa(card.cost)}です。「?」は石炭・金属・技術・工具で支払いますが、残りは${pool}個です。`,
        'cannot-afford',
      );
    }
    return refusal(
      `You may produce up to ${f.left} more cards in this action.`,
      `このアクションで生産できるカードはあと${f.left}枚までです。`,
    );
  },
  neutral: stopOrFirst,
};

/** DP-8 payment of an imitation's "?": any mix of coal, metal, tech and tools (D22). */
export const payAny: Step<'payAny'> = {
  decision: 'DP-8',
  prompt: (s, f) => `pay the ${cardOf(s, f.card).cost.any} "?" of ${f.card}`,
  promptJa: (s, f) => `${f.card}の「?」${cardOf(s, f.card).cost.any}個を支払う`,
  legal: (s, f, seat) => payments(s, seat, cardOf(s, f.card)).map((payment): EraMove => ({ kind: 'pay', pay: payment })),
  apply(d, f, seat, move) {
    if (move.kind === 'pay') produceNow(d, seat, f.card, move.pay);
    return [];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'pay') return null;
    const any = cardOf(s, f.card).cost.any ?? 0;
    const paid = Object.values(move.pay).reduce((n, k) => n + (k as number), 0);
    if (paid !== any)
      return refusal(
        `${f.card} has ${any} "?" to pay; you offered ${paid}.`,
        `${f.card}の「?」は${any}個です。支払おうとしたのは${paid}個です。`,
      );
    const missing = shortfall(s.seats[seat]!, addCost(fixedCost(cardOf(s, f.card)), move.pay));
    if (missing)
      return refusal(
        `You lack ${missingText(missing)} for that payment.`,
        `その支払いには${missingTextJa(missing)}が足りません。`,
        'cannot-afford',
      );
    return refusal(
      '"?" is paid with coal, metal, tech or tools, never wood (D22).',
      '「?」は石炭・金属・技術・工具で支払います。木材は使えません（D22）。',
      'cannot-afford',
    );
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
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
        gainReward(d, dev, space.developerReward, `developer of ${space.id}`, `${spaceJa(d.s, space.id)}の開発者`);
      }
    }
    return [];
  },
};
