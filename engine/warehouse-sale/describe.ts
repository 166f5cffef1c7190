/** The plain-text board (the CLI, every email's text part) and the note beside each listed move. */
import { seatRef } from '../core/seat-text';
import type { Lang, Seat } from '../core/types';
import type { SaleMove, SaleState } from './state';
import type { SaleView } from './view';
import { coinsText, firstPlayerText, list, roundText } from './words';

function seatLine(v: SaleView, seat: Seat, lang: Lang): string {
  const crates = list(v.crates[seat] ?? [], lang);
  const cheques = list(v.cheques[seat] ?? [], lang);
  const decided = v.decided[seat] ?? false;
  const own = seat === v.you && v.yourChoice !== null ? v.yourChoice : null;
  if (lang === 'ja') {
    const state = own !== null ? `（${v.phase === 'buying' ? `入札${own}` : `木箱${own}を出した`}）` : decided ? '（決定済み）' : '';
    return `${seatRef(seat)}：${coinsText(v.coins[seat] ?? 0, lang)}、木箱 ${crates}、小切手 ${cheques}${state}`;
  }
  const state =
    own !== null ? ` (you ${v.phase === 'buying' ? `bid ${own}` : `put crate ${own} forward`})` : decided ? ' (has decided)' : '';
  return `${seatRef(seat)}: ${coinsText(v.coins[seat] ?? 0, lang)}, crates ${crates}, cheques ${cheques}${state}`;
}

export function describeView(v: SaleView, lang: Lang = 'en'): string {
  const seats = Array.from({ length: v.players }, (_x, seat) => seat);
  const what = v.phase === 'buying' ? (lang === 'ja' ? '売りに出た木箱' : 'Crates for sale') : lang === 'ja' ? '小切手' : 'Cheques';
  const head =
    v.round === 0 || v.offer.length === 0
      ? lang === 'ja'
        ? `${roundText(Math.max(v.round, 1), v.rounds, v.phase, lang)}：終了`
        : `${roundText(Math.max(v.round, 1), v.rounds, v.phase, lang)}: over`
      : `${roundText(v.round, v.rounds, v.phase, lang)}\n${what}${lang === 'ja' ? '：' : ': '}${list(v.offer, lang)}`;
  return [
    head,
    ...(v.phase === 'buying' && v.offer.length > 0 ? [firstPlayerText(v.firstPlayer, lang)] : []),
    ...seats.map((seat) => seatLine(v, seat, lang)),
  ].join('\n');
}

/** What a listed move risks and may bring, in the reader's language. */
export function describeMove(s: SaleState, seat: Seat, m: SaleMove, lang: Lang): string {
  if (m.kind === 'bid') {
    const left = (s.coins[seat] ?? 0) - m.coins;
    return lang === 'ja'
      ? `支払えば残り${coinsText(left, lang)}。最低の入札なら支払いなし`
      : `leaves you ${coinsText(left, lang)} if you pay; the lowest bid pays nothing`;
  }
  const top = Math.max(...s.offer);
  return lang === 'ja' ? `木箱${m.crate}を出す。最高の小切手は${top}` : `puts crate ${m.crate} forward; the best cheque is ${top}`;
}
