/**
 * Each company's panel in the Barrage picture: its resources (spec §1.9: credits, VP, energy,
 * engineers, excavators, mixers), the pieces left on its board and its construction wheel
 * (spec §4.1) drawn from the open segment on: `▼` takes the next insertion, the segment
 * marked n comes back to the supply at the n-th turn of the wheel.
 */
import { rect, seatMarker, text } from '../../core/picture';
import type { PlayerState } from '../state';
import type { BarrageView } from '../view';
import { COMPANY_CODE, tileCode } from './codes';

const INK = '#1f2933';
const MUTED = '#52606d';
const SEGMENTS = 6;
export const SEAT_HEIGHT = 112;

export function seatPanel(v: BarrageView, seat: number, p: PlayerState, y: number, width: number): string[] {
  const out: string[] = [];
  const mine = v.you === seat;
  out.push(
    rect(4, y, width - 8, SEAT_HEIGHT - 8, mine ? '#f0f7ff' : '#fafbfc', {
      stroke: mine ? '#0072B2' : '#9aa5b1',
      rx: 8,
      strokeWidth: mine ? 2 : 1,
    }),
  );
  out.push(seatMarker(seat, 20, y + 17, 11));
  out.push(text(38, y + 17, p.company ? COMPANY_CODE[p.company] : '—', { size: 15, bold: true }));
  const facts: [string, number][] = [
    ['Cr', p.credits],
    ['VP', p.vp],
    ['E', p.energy],
    ['W', p.engineers],
    ['Ex', p.ex],
    ['Mx', p.mx],
  ];
  let x = 86;
  for (const [code, value] of facts) {
    const gap = code.length > 1 ? 22 : 14;
    out.push(text(x, y + 17, code, { size: 13, fill: MUTED, bold: true }) + text(x + gap, y + 17, value, { size: 15, bold: true }));
    x += gap + 10 * String(value).length + 16;
  }
  // Passed this round (spec §4.2): a pause sign, two bars.
  if (p.passed) out.push(rect(width - 26, y + 9, 4, 16, MUTED) + rect(width - 19, y + 9, 4, 16, MUTED));
  // Pieces still on the company board, then the tiles in supply.
  const pieces = `B${p.pieces.base} E${p.pieces.elevation} C${p.pieces.conduit} P${p.pieces.powerhouse}`;
  out.push(text(14, y + 40, pieces, { size: 13, fill: MUTED, bold: true }));
  out.push(text(width - 14, y + 40, p.tiles.map(tileCode).join(' '), { size: 14, anchor: 'end', bold: true }));
  // The wheel, from the open segment on.
  const segW = (width - 28) / SEGMENTS;
  for (let k = 0; k < SEGMENTS; k++) {
    const seg = p.wheel.segments[(p.wheel.open + k) % SEGMENTS] ?? { tiles: [], ex: 0, mx: 0 };
    const sx = 14 + k * segW;
    const sy = y + 54;
    const empty = seg.tiles.length === 0 && seg.ex === 0 && seg.mx === 0;
    out.push(
      rect(sx, sy, segW - 4, 42, k === 0 ? '#ffffff' : empty ? '#f5f7fa' : '#fff7e0', {
        stroke: k === 0 ? '#0072B2' : '#9aa5b1',
        rx: 6,
        dash: k === 0,
        strokeWidth: k === 0 ? 1.5 : 1,
      }),
    );
    out.push(text(sx + 6, sy + 10, k === 0 ? '▼' : k, { size: 12, fill: k === 0 ? '#0072B2' : MUTED, bold: true }));
    if (seg.tiles.length > 0) out.push(text(sx + 20, sy + 11, seg.tiles.map(tileCode).join(' '), { size: 13, bold: true }));
    const load = [seg.ex > 0 ? `Ex${seg.ex}` : '', seg.mx > 0 ? `Mx${seg.mx}` : ''].filter(Boolean).join(' ');
    if (load) out.push(text(sx + 6, sy + 30, load, { size: 12, fill: INK, bold: true }));
  }
  return out;
}
