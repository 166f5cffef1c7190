/** Area 4: the exchange market (§2.5 area 4, DP-6 / DP-6b) and bonus action d. */
import type { Seat } from '../../core/types';
import type { Resource } from '../data';
import { countEn, countJa, GOOD_JA, gainIp, goodsWords, seatW } from '../economy';
import { ITEMS, type EraFrame, type EraMove, type EraState, type Exchange, type FrameOf, type Item, type SeatState } from '../state';
import { refusal, stopOrFirst, withDone, type Step } from './common';

export const SECTIONS = ['upper', 'middle', 'lower'] as const;
/** The seed's 上段/中段/下段区画. */
export const SECTIONS_JA = ['上段', '中段', '下段'] as const;
const SECTION: Record<Exchange, number> = { U1: 0, U2: 0, M1: 1, M2: 1, L1: 2 };
/** What each exchange pays (SEED table §2.5 area 4). */
const PAYS: Record<Exchange, { coins: number; gears: number }> = {
  U1: { coins: 2, gears: 0 },
  U2: { coins: 0, gears: 1 },
  M1: { coins: 2, gears: 0 },
  M2: { coins: 0, gears: 1 },
  L1: { coins: 2, gears: 0 },
};
export const EXCHANGE_TEXT: Record<Exchange, string> = {
  U1: '2 coins → 1 gear',
  U2: '1 gear → 2 coins',
  M1: '2 coins → 1 IP',
  M2: '1 gear → 1 IP',
  L1: '2 coins → 1 bonus token (usable after your next regular action)',
};
export const EXCHANGE_JA: Record<Exchange, string> = {
  U1: '金貨2枚→歯車1個',
  U2: '歯車1個→金貨2枚',
  M1: '金貨2枚→1影響点',
  M2: '歯車1個→1影響点',
  L1: '金貨2枚→追加アクショントークン1枚（次の通常アクションの後から使える）',
};

/** Two paid items in words: "1 coin and 1 tool", "2 coal". */
export const payWords = ([a, b]: readonly [Item, Item]): string => (a === b ? countEn(a, 2) : `${countEn(a, 1)} and ${countEn(b, 1)}`);

/** Two paid items in Japanese: "金貨1枚と工具1個", "石炭2個". */
export const pairJa = ([a, b]: readonly [Item, Item]): string => (a === b ? countJa(a, 2) : `${countJa(a, 1)}と${countJa(b, 1)}`);

const have = (p: SeatState, item: Item): number => (item === 'coin' ? p.coins : p.res[item]);

function canPayPair(p: SeatState, a: Item, b: Item): boolean {
  return a === b ? have(p, a) >= 2 : have(p, a) >= 1 && have(p, b) >= 1;
}

/** Exchanges open to `seat` with the section counts `used` (each section at most 3 times). */
export function exchangeMoves(s: EraState, seat: Seat, used: readonly number[]): EraMove[] {
  const p = s.seats[seat]!;
  const out: EraMove[] = [];
  for (const trade of ['U1', 'U2', 'M1', 'M2', 'L1'] as const) {
    const cost = PAYS[trade];
    if ((used[SECTION[trade]] as number) < 3 && p.coins >= cost.coins && p.gears >= cost.gears) out.push({ kind: 'exchange', trade });
  }
  if ((used[2] as number) >= 3) return out;
  // L2: any 2 of coins and resources; what to gain is chosen next (a kind not paid, D7).
  ITEMS.forEach((a, i) => {
    for (const b of ITEMS.slice(i)) if (canPayPair(p, a, b)) out.push({ kind: 'swap', pay: [a, b] });
  });
  return out;
}

export function marketMoves(s: EraState, f: FrameOf<'market'>, seat: Seat): EraMove[] {
  const take: EraMove[] = f.first && !f.bonus ? [{ kind: 'gear' }] : []; // bonus d excludes the free gear
  return withDone([...take, ...exchangeMoves(s, seat, f.used)], f.bonus);
}

function give(p: SeatState, item: Item, n: number): void {
  if (item === 'coin') p.coins += n;
  else p.res[item as Resource] += n;
}

/** L2, second half: the gained piece, of a kind not paid (D7, reading "(別の)"). */
export const swapGain: Step<'swapGain'> = {
  decision: 'DP-6b',
  prompt: (_s, f) => `choose what to gain for ${payWords(f.pay)}`,
  promptJa: (_s, f) => `${pairJa(f.pay)}の代わりに得るものを選ぶ`,
  legal: (s, f) =>
    ITEMS.filter((x) => !s.rules.l2RequireDifferentKind || !f.pay.includes(x)).map((item): EraMove => ({ kind: 'gain', item })),
  apply(d, f, seat, move) {
    if (move.kind !== 'gain') return [];
    give(seatW(d, seat), move.item, 1);
    d.say(seat, `exchanges ${payWords(f.pay)} for ${countEn(move.item, 1)}`, `${pairJa(f.pay)}を${countJa(move.item, 1)}と交換した`);
    return [];
  },
  explain: (_s, f, _seat, move) =>
    move.kind === 'gain'
      ? refusal(
          `The piece you gain must differ from what you paid (D7): you paid ${payWords(f.pay)}.`,
          `得るものは支払ったものと別の種類でなければなりません（D7）。支払ったもの：${pairJa(f.pay)}。`,
        )
      : null,
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const market: Step<'market'> = {
  decision: 'DP-6',
  prompt: (_s, f) =>
    f.bonus
      ? 'make 1 exchange (bonus action d)'
      : f.first
        ? 'take 1 free gear or make up to 5 exchanges'
        : `make exchanges (up to ${f.left} more)`,
  promptJa: (_s, f) =>
    f.bonus
      ? '交換市場で1回交換する（追加アクションd）'
      : f.first
        ? '開発歯車1個を受け取るか、5回まで交換する'
        : `交換する（あと${f.left}回まで）`,
  legal: (s, f, seat) => marketMoves(s, f, seat),
  apply(d, f, seat, move) {
    const p = seatW(d, seat);
    if (move.kind === 'gear') {
      p.gears += 1;
      d.say(seat, 'takes 1 free gear at the exchange market', '交換市場で開発歯車1個を受け取った');
      return [];
    }
    const used: [number, number, number] = [...f.used];
    if (move.kind === 'exchange') {
      const cost = PAYS[move.trade];
      p.coins -= cost.coins;
      p.gears -= cost.gears;
      used[SECTION[move.trade]] += 1;
      d.say(seat, `exchanges ${EXCHANGE_TEXT[move.trade]}`, `交換市場で交換した：${EXCHANGE_JA[move.trade]}`);
      if (move.trade === 'U1') p.gears += 1;
      if (move.trade === 'U2') p.coins += 2;
      if (move.trade === 'L1') p.bonus.push(p.actions + 1); // fresh: usable after the next regular action (§2.6)
      if (move.trade === 'M1' || move.trade === 'M2') gainIp(d, seat, 1, 'exchange market', '交換市場');
    } else if (move.kind === 'swap') {
      give(p, move.pay[0], -1);
      give(p, move.pay[1], -1);
      used[2] += 1;
      d.say(seat, `pays ${payWords(move.pay)} at the lower section`, `下段区画で${pairJa(move.pay)}を支払った`);
      const rest: EraFrame[] = f.left > 1 ? [{ ...f, left: f.left - 1, used, first: false }] : [];
      return [{ kind: 'swapGain', seat, pay: move.pay }, ...rest];
    } else {
      d.say(seat, 'makes no more exchanges', '交換を終えた');
      return [];
    }
    return f.left > 1 ? [{ ...f, left: f.left - 1, used, first: false }] : [];
  },
  explain(s, f, seat, move) {
    const p = s.seats[seat]!;
    if (move.kind === 'gear') {
      return f.bonus
        ? refusal('Bonus action d cannot take the free gear.', '追加アクションdでは開発歯車を受け取れません。')
        : refusal(
            'The free gear is an alternative to exchanging: you have already exchanged in this action.',
            '開発歯車の受け取りは交換の代わりです。このアクションではすでに交換しました。',
          );
    }
    const section = move.kind === 'exchange' ? SECTION[move.trade] : move.kind === 'swap' ? 2 : -1;
    if (section < 0) return null;
    if ((f.used[section] as number) >= 3) {
      return refusal(
        `The ${SECTIONS[section]} section may be used 3 times per action; you used it ${f.used[section]} times.`,
        `${SECTIONS_JA[section]}区画は1アクションで3回までです。すでに${f.used[section]}回使いました。`,
      );
    }
    if (move.kind === 'exchange') {
      const cost = PAYS[move.trade];
      return refusal(
        `${move.trade} (${EXCHANGE_TEXT[move.trade]}) needs ${goodsWords({ coin: cost.coins, gear: cost.gears })}; you have ${countEn('coin', p.coins)} and ${countEn('gear', p.gears)}.`,
        `${move.trade}（${EXCHANGE_JA[move.trade]}）には金貨${cost.coins}枚と歯車${cost.gears}個が必要です。あなたの手元は金貨${p.coins}枚、歯車${p.gears}個です。`,
        'cannot-afford',
      );
    }
    if (move.kind === 'swap') {
      const [a, b] = move.pay;
      return refusal(
        `You cannot pay ${payWords(move.pay)}: you have ${a === b ? countEn(a, have(p, a)) : `${countEn(a, have(p, a))} and ${countEn(b, have(p, b))}`}.`,
        `${pairJa(move.pay)}は支払えません。手元は${countJa(a, have(p, a))}、${countJa(b, have(p, b))}です。`,
        'cannot-afford',
      );
    }
    return null;
  },
  neutral: stopOrFirst,
};
