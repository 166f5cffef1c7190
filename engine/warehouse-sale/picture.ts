/**
 * The board picture (engine/core/picture.ts): the round's offer on top, then one row per seat
 * with its marker, coins, crates, cheques and whether it has decided. Codes and numbers only;
 * the legend says what they mean in the reader's language.
 */
import { rect, seatMarker, svgDocument, text, type BoardPicture } from '../core/picture';
import type { Lang } from '../core/types';
import type { SaleView } from './view';
import { phaseText } from './words';

const WIDTH = 640;
const TOP = 64;
const ROW = 40;
const CRATE = { fill: '#f3e3c3', stroke: '#8a5a19' } as const;
const CHEQUE = { fill: '#dcf5e3', stroke: '#2b8a3e' } as const;

function card(x: number, y: number, label: string, kind: typeof CRATE | typeof CHEQUE, w = 44): string {
  return (
    rect(x, y, w, 26, kind.fill, { stroke: kind.stroke, rx: 4, strokeWidth: 1.5 }) +
    text(x + w / 2, y + 13, label, { size: 13, anchor: 'middle', bold: true })
  );
}

const LEGEND = {
  en: {
    crate: 'crate: its number is its worth',
    cheque: 'cheque: its value',
    coins: 'coins',
    decided: 'has decided this round',
    waiting: 'still to decide',
    round: (v: SaleView) => `round ${v.round} of ${v.rounds}, ${phaseText(v.phase, 'en')}`,
  },
  ja: {
    crate: '木箱（番号がその価値）',
    cheque: '小切手（額面）',
    coins: 'コイン',
    decided: 'このラウンドの決定済み',
    waiting: 'まだ決めていない',
    round: (v: SaleView) => `ラウンド${v.round}/${v.rounds}（${phaseText(v.phase, 'ja')}）`,
  },
} as const;

export function picture(v: SaleView, lang: Lang): BoardPicture {
  const words = LEGEND[lang];
  const height = TOP + v.players * ROW + 12;
  const body: string[] = [text(16, 24, `R${v.round}/${v.rounds}`, { size: 16, bold: true })];
  const kind = v.phase === 'buying' ? CRATE : CHEQUE;
  v.offer.forEach((n, i) => body.push(card(110 + i * 52, 11, v.phase === 'buying' ? `C${n}` : `$${n}`, kind)));
  for (let seat = 0; seat < v.players; seat++) {
    const y = TOP + seat * ROW;
    // The reader's own row is framed in blue, as every game marks the reader's panel.
    if (seat === v.you) body.push(rect(2, y - 4, WIDTH - 4, ROW - 2, 'none', { stroke: '#0072B2', strokeWidth: 2, rx: 6 }));
    body.push(seatMarker(seat, 26, y + 13, 11));
    body.push(
      `<circle cx="70" cy="${y + 13}" r="13" fill="#ffe066" stroke="#b08900" stroke-width="1.2"/>`,
      text(70, y + 13, v.coins[seat] ?? 0, { size: 12, anchor: 'middle', bold: true }),
    );
    (v.crates[seat] ?? []).forEach((c, i) => body.push(card(100 + i * 50, y, `C${c}`, CRATE)));
    (v.cheques[seat] ?? []).forEach((c, i) => body.push(card(316 + i * 50, y, `$${c}`, CHEQUE)));
    const own = seat === v.you && v.yourChoice !== null ? ` ${v.yourChoice}` : '';
    body.push(
      text(WIDTH - 24, y + 13, v.decided[seat] ? `\u2713${own}` : v.offer.length > 0 ? '?' : '', { size: 15, anchor: 'end', bold: true }),
    );
  }
  const seatsSummary = Array.from({ length: v.players }, (_x, seat) => `${seat + 1}: ${v.coins[seat]}`).join(', ');
  // The reader's own row, drawn again as a phone close-up (engine/core/picture.ts `closeUp`).
  const focus = v.you === null ? undefined : { x: 0, y: TOP + v.you * ROW - 4, width: WIDTH, height: ROW };
  return {
    ...(focus ? { focus } : {}),
    svg: svgDocument(WIDTH, height, body),
    width: WIDTH,
    height,
    alt:
      lang === 'ja'
        ? `倉庫セールの盤面。${words.round(v)}。場には${v.offer.join('、') || 'なし'}。各席のコイン ${seatsSummary}`
        : `Warehouse Sale board, ${words.round(v)}. On offer: ${v.offer.join(', ') || 'nothing'}. Coins by seat: ${seatsSummary}.`,
    legend: [
      { code: `R${v.round}/${v.rounds}`, text: words.round(v) },
      { code: 'C', text: words.crate },
      { code: '$', text: words.cheque },
      { code: '\u25CF', text: words.coins },
      { code: '\u2713', text: words.decided },
      { code: '?', text: words.waiting },
    ],
  };
}
