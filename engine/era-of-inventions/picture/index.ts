/**
 * Era of Inventions' board picture (rules/era-of-inventions.md §1, §2): round and start player,
 * the six areas with the action tokens on them, the invention spaces (gears, IP, developer and
 * patent), the supply points, the influence and patent tracks, the displays' sizes, then each
 * player's coins, resources, gears, bonus tokens, factories and counts. All of it is open (§7);
 * the draw piles appear as counts, as in the view.
 */
import { line, rect, seatMarker, svgDocument, text, type BoardPicture, type PictureArea } from '../../core/picture';
import type { Lang } from '../../core/types';
import { RESOURCES } from '../data';
import type { EraView, SeatView } from '../view';
import { AREA_CODE, legendLines, RESOURCE_CODE, RESOURCE_FILL } from './codes';

const WIDTH = 640;
const INK = '#1f2933';
const MUTED = '#52606d';
const FAINT = '#9aa5b1';

function areasRow(v: EraView, y: number): string[] {
  const out: string[] = [];
  const w = (WIDTH - 12) / v.areas.length;
  v.areas.forEach((a, i) => {
    const x = 6 + i * w;
    out.push(rect(x, y, w - 4, 58, '#fbf7ee', { stroke: '#7b8794', rx: 6 }));
    out.push(text(x + 6, y + 11, `${a.number} ${AREA_CODE[a.area]}`, { size: 14, bold: true }));
    a.tokens.forEach((seat, k) => out.push(seatMarker(seat, x + 14 + (k % 5) * 19, y + 32 + Math.floor(k / 5) * 18, 8)));
  });
  return out;
}

/** Invention spaces: one row per invention, its basic and innovative space side by side, two columns. */
function inventionsGrid(v: EraView, y: number): { parts: string[]; height: number; inventions: { name: string; nameJa: string }[] } {
  const out: string[] = [];
  const inventions: { name: string; nameJa: string; spaces: EraView['spaces'] }[] = [];
  for (const s of v.spaces) {
    const last = inventions[inventions.length - 1];
    if (last && last.name === s.name) last.spaces.push(s);
    else inventions.push({ name: s.name, nameJa: s.nameJa, spaces: [s] });
  }
  const perColumn = Math.ceil(inventions.length / 2);
  const colW = (WIDTH - 12) / 2;
  inventions.forEach((inv, i) => {
    const x = 6 + Math.floor(i / perColumn) * colW;
    const ry = y + (i % perColumn) * 34;
    out.push(text(x + 4, ry + 15, i + 1, { size: 15, bold: true }));
    inv.spaces.forEach((s, k) => {
      const cx = x + 24 + k * ((colW - 30) / 2);
      const cw = (colW - 30) / 2 - 4;
      const taken = s.developer !== null;
      out.push(rect(cx, ry, cw, 30, taken ? '#eef6ee' : '#ffffff', { stroke: taken ? INK : FAINT, rx: 5, dash: !taken }));
      out.push(
        text(cx + 5, ry + 15, `${s.tier === 'basic' ? 'b' : 'i'} ⚙${s.gearCost} +${s.developIP}`, {
          size: 12,
          bold: true,
          fill: taken ? INK : MUTED,
        }),
      );
      if (s.developer !== null) out.push(seatMarker(s.developer, cx + cw - 34, ry + 15, 8));
      if (s.patent !== null)
        out.push(
          seatMarker(s.patent, cx + cw - 13, ry + 15, 8) +
            text(cx + cw - 13, ry + 2, 'P', { size: 8, anchor: 'middle', fill: MUTED, bold: true }),
        );
    });
  });
  return { parts: out, height: perColumn * 34, inventions };
}

function supplyAndDecks(v: EraView, y: number): string[] {
  const out: string[] = [];
  v.supply.forEach((p, i) => {
    const x = 6 + i * 78;
    out.push(
      rect(x, y, 72, 26, RESOURCE_FILL[p.resource], { stroke: INK, rx: 4 }) +
        text(x + 6, y + 13, RESOURCE_CODE[p.resource], { size: 13, bold: true }) +
        text(x + 66, y + 13, p.pieces, { size: 14, anchor: 'end', bold: true }),
    );
  });
  const deck = `▣ ${v.inventionDraw}/${v.factoryDraw}`;
  out.push(text(WIDTH - 8, y + 13, deck, { size: 14, anchor: 'end', bold: true }));
  return out;
}

/** The influence track as a line of its spaces (wrapping tracks shown once round), pawns at their space. */
function ipTrack(v: EraView, y: number): string[] {
  const out: string[] = [];
  const length = Math.max(100, ...v.seats.map((s) => s.trackSpace + 1));
  const x0 = 40;
  const x1 = WIDTH - 14;
  const at = (space: number) => x0 + ((x1 - x0) * space) / (length - 1);
  out.push(text(6, y + 14, 'IP', { size: 14, bold: true }));
  out.push(line(x0, y + 14, x1, y + 14, FAINT, 3));
  for (let t = 0; t < length; t += 10)
    out.push(line(at(t), y + 8, at(t), y + 20, FAINT, 1.5) + text(at(t), y + 30, t, { size: 10, anchor: 'middle', fill: MUTED }));
  // Pawns on the same space stand side by side so each stays visible.
  const seen = new Map<number, number>();
  for (const s of v.seats) {
    const k = seen.get(s.trackSpace) ?? 0;
    seen.set(s.trackSpace, k + 1);
    out.push(seatMarker(s.seat, at(s.trackSpace) + k * 15, y + 1, 7));
  }
  // Patent track steps with each seat's step.
  const py = y + 46;
  out.push(text(6, py + 10, 'PT', { size: 14, bold: true }));
  v.patentTrack.forEach((step, i) => {
    const x = x0 + i * 50;
    out.push(
      rect(x, py, 46, 22, '#ffffff', { stroke: FAINT, rx: 4 }) +
        text(x + 4, py + 11, `${step.step}`, { size: 11, bold: true, fill: MUTED }),
    );
    v.seats.filter((s) => s.patents === step.step).forEach((s, k) => out.push(seatMarker(s.seat, x + 20 + k * 8, py + 11, 6)));
  });
  return out;
}

const SEAT_H = 70;

function seatPanel(v: EraView, p: SeatView, y: number): string[] {
  const out: string[] = [];
  const mine = v.you === p.seat;
  out.push(
    rect(4, y, WIDTH - 8, SEAT_H - 6, mine ? '#f0f7ff' : '#fafbfc', { stroke: mine ? '#0072B2' : FAINT, rx: 8, strokeWidth: mine ? 2 : 1 }),
  );
  out.push(seatMarker(p.seat, 20, y + 16, 11));
  if (v.startPlayer === p.seat)
    out.push(rect(36, y + 6, 20, 20, INK, { rx: 3 }) + text(46, y + 16, 'S', { size: 13, fill: '#ffffff', anchor: 'middle', bold: true }));
  out.push(
    text(64, y + 16, `$${p.coins}  ⚙${p.gears}  +${p.bonusUsable}(${p.bonusFresh})  IP ${p.ip}  ✔${p.inventions}  PT ${p.patents}`, {
      size: 14,
      bold: true,
    }),
  );
  let x = 14;
  for (const r of RESOURCES) {
    out.push(
      rect(x, y + 34, 52, 22, RESOURCE_FILL[r], { stroke: INK, rx: 4 }) +
        text(x + 4, y + 45, RESOURCE_CODE[r], { size: 12, bold: true }) +
        text(x + 48, y + 45, p.resources[r], { size: 13, anchor: 'end', bold: true }),
    );
    x += 56;
  }
  out.push(text(x + 6, y + 45, `F${p.factories.length}(${p.capacity}) ${p.factories.join(' ')}`, { size: 12, bold: true, fill: MUTED }));
  return out;
}

export function eraPicture(v: EraView, lang: Lang): BoardPicture {
  const parts: string[] = [];
  parts.push(text(8, 16, `R ${v.round}/${v.rounds}`, { size: 16, bold: true }));
  let y = 32;
  parts.push(...areasRow(v, y));
  y += 66;
  const grid = inventionsGrid(v, y);
  parts.push(...grid.parts);
  y += grid.height + 8;
  parts.push(...supplyAndDecks(v, y));
  y += 40;
  parts.push(...ipTrack(v, y + 10));
  y += 88;
  let focus: PictureArea | undefined;
  for (const seat of v.turnOrder) {
    const p = v.seats[seat];
    if (!p) continue;
    parts.push(...seatPanel(v, p, y));
    // The reader's own resources: drawn again as the phone close-up.
    if (v.you === p.seat) focus = { x: 0, y: y - 2, width: WIDTH, height: SEAT_H - 2 };
    y += SEAT_H;
  }
  const height = y;
  const alt =
    lang === 'ja'
      ? `発明の時代の盤面、第${v.round}ラウンド：アクションエリアとトークン、発明品スペース、影響点トラックと特許トラック、各プレイヤーの資源`
      : `Era of Inventions board, round ${v.round}: the areas and their tokens, the invention spaces, the influence and patent tracks, and each player's resources`;
  return {
    svg: svgDocument(WIDTH, height, parts),
    width: WIDTH,
    height,
    alt,
    legend: legendLines(lang, v, grid.inventions),
    ...(focus ? { focus } : {}),
  };
}
