/**
 * Warehouse Sale's words in both languages: the game's terms (crate 木箱, cheque 小切手, coin
 * コイン, bid 入札) and the phrases its events, prompts and boards are made of. A player is
 * written `seatRef(seat)`: the service puts the reader's name there.
 */
import { seatRef } from '../core/seat-text';
import type { Lang, Seat } from '../core/types';
import type { Phase } from './state';

export const list = (xs: readonly number[], lang: Lang): string =>
  xs.length === 0 ? (lang === 'ja' ? 'なし' : 'none') : xs.join(lang === 'ja' ? '、' : ', ');

export const coinsText = (n: number, lang: Lang): string => (lang === 'ja' ? `${n}コイン` : `${n} coin${n === 1 ? '' : 's'}`);

export const crateText = (c: number, lang: Lang): string => (lang === 'ja' ? `木箱${c}` : `crate ${c}`);

export const phaseText = (phase: Phase, lang: Lang): string => (lang === 'ja' ? (phase === 'buying' ? '購入' : '売却') : phase);

export const roundText = (round: number, of: number, phase: Phase, lang: Lang): string =>
  lang === 'ja' ? `ラウンド${round}/${of}（${phaseText(phase, lang)}）` : `Round ${round} of ${of} (${phase})`;

/** §3.1, §4.1: what the deal turned up. */
export function dealtText(round: number, of: number, phase: Phase, offer: readonly number[], lang: Lang): string {
  const what = phase === 'buying' ? (lang === 'ja' ? '売りに出た木箱' : 'crates for sale') : lang === 'ja' ? '小切手' : 'cheques';
  return lang === 'ja'
    ? `${roundText(round, of, phase, lang)}：${what}は${list(offer, lang)}`
    : `${roundText(round, of, phase, lang)}: ${what} ${list(offer, lang)}`;
}

/** §3.3, §4.3: the secret choices, shown. */
export function openedText(phase: Phase, secrets: readonly number[], lang: Lang): string {
  const parts = secrets.map((x, seat) => `${seatRef(seat)} ${x}`).join(lang === 'ja' ? '、' : ', ');
  if (phase === 'buying') return lang === 'ja' ? `入札の公開：${parts}` : `Bids shown: ${parts}`;
  return lang === 'ja' ? `出された木箱の公開：${parts}` : `Crates shown: ${parts}`;
}

/** §3.3–3.4: a seat's crate and what it paid (`returned`: the last-ranked bid, given back). */
export function boughtText(crate: number, paid: number, returned: boolean, lang: Lang): string {
  if (lang === 'ja') {
    if (returned) return `${crateText(crate, lang)}を得た（最低の入札のため支払いなし）`;
    return paid === 0 ? `支払いなしで${crateText(crate, lang)}を得た` : `${coinsText(paid, lang)}を払い、${crateText(crate, lang)}を得た`;
  }
  if (returned) return `takes ${crateText(crate, lang)} and gets the bid back (lowest bid)`;
  return paid === 0 ? `takes ${crateText(crate, lang)} for nothing` : `pays ${coinsText(paid, lang)} for ${crateText(crate, lang)}`;
}

/** §4.3: a seat's sale. */
export function soldText(crate: number, cheque: number, lang: Lang): string {
  return lang === 'ja'
    ? `${crateText(crate, lang)}を売り、小切手${cheque}を得た`
    : `sells ${crateText(crate, lang)} for a cheque of ${cheque}`;
}

export const PROMPTS = {
  bid: { en: 'place your sealed bid', ja: '入札額を決める' },
  sell: { en: 'choose a crate to sell', ja: '売る木箱を選ぶ' },
} as const;

/** What everybody reads when a seat has decided, without the secret (§6). */
export const DECIDED = {
  bid: { en: 'places a sealed bid', ja: '入札した' },
  sell: { en: 'puts a crate forward face down', ja: '木箱を伏せて出した' },
} as const;

/** What only the deciding seat reads. */
export function ownChoiceText(move: { kind: 'bid'; coins: number } | { kind: 'sell'; crate: number }, lang: Lang): string {
  if (move.kind === 'bid')
    return lang === 'ja' ? `あなたの入札：${coinsText(move.coins, lang)}` : `Your bid: ${coinsText(move.coins, lang)}`;
  return lang === 'ja' ? `あなたが出した木箱：${move.crate}` : `Your crate: ${move.crate}`;
}

/** §2.4 as a board line. */
export function firstPlayerText(seat: Seat, lang: Lang): string {
  return lang === 'ja' ? `同じ入札では${seatRef(seat)}から席順で上位` : `Equal bids rank in seat order from ${seatRef(seat)}`;
}
