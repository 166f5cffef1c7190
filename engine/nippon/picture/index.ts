/**
 * Nippon's board picture (rules/nippon.md §2.5): the scoring marker, the map of Japan's four
 * regions (cities with the goods their spaces ask for and the influence tiles on them, trains
 * and ships), the action slots and worker rows with their workers, then each player's yen,
 * coal, blueprints, VP, track levels, workers, factories and tiles. Everything is public (§13).
 */
import { rect, seatMarker, svgDocument, text, type BoardPicture, type PictureArea } from '../../core/picture';
import type { Lang } from '../../core/types';
import { dataSet, type Data } from '../data';
import { trackValue, type Player } from '../state';
import type { NipponView } from '../view';
import { ACTION_CODE, GOOD_CODE, GOOD_FILL, legendLines, REGION_CODE, WORKER_FILL, WORKER_LETTER } from './codes';

const WIDTH = 640;
const INK = '#1f2933';
const MUTED = '#52606d';
const FAINT = '#9aa5b1';

function worker(colour: number, x: number, y: number, size = 18): string {
  const fill = WORKER_FILL[colour] ?? '#cccccc';
  const ink = colour === 1 || colour === 2 ? '#ffffff' : INK;
  return (
    rect(x, y, size, size, fill, { stroke: INK, rx: 3 }) +
    text(x + size / 2, y + size / 2, WORKER_LETTER[colour] ?? '?', { size: size * 0.62, fill: ink, anchor: 'middle', bold: true })
  );
}

/** Region boxes laid out as the archipelago runs: West and Central below, East and Hokkaido above. */
const REGION_PLACE = [
  { x: 6, y: 196 },
  { x: 322, y: 196 },
  { x: 6, y: 44 },
  { x: 322, y: 44 },
] as const;
const REGION_W = 312;
const REGION_H = 146;

function region(v: NipponView, d: Data, r: number): string[] {
  const at = REGION_PLACE[r]!;
  const out = [rect(at.x, at.y, REGION_W, REGION_H, '#f3f6f0', { stroke: '#7b8794', rx: 8 })];
  out.push(text(at.x + 8, at.y + 13, REGION_CODE[r] ?? String(r), { size: 16, bold: true }));
  for (let k = 0; k < 2; k++) {
    const ci = 2 * r + k;
    const city = v.cities[ci];
    if (!city) continue;
    const cy = at.y + 26 + k * 46;
    out.push(text(at.x + 10, cy + 20, k === 0 ? 'a' : 'b', { size: 15, bold: true, fill: MUTED }));
    city.goods.forEach((g, si) => {
      const sx = at.x + 26 + si * 71;
      const tile = city.slots[si];
      out.push(rect(sx, cy, 67, 40, GOOD_FILL[g], { stroke: tile ? INK : FAINT, rx: 5, strokeWidth: tile ? 1.5 : 1 }));
      out.push(text(sx + 5, cy + 10, d.foreignValues[si] ?? si, { size: 11, fill: MUTED, bold: true }));
      out.push(text(sx + 5, cy + 28, GOOD_CODE[g], { size: 14, bold: true }));
      if (tile)
        out.push(seatMarker(tile.seat, sx + 40, cy + 20, 10) + text(sx + 63, cy + 20, tile.value, { size: 14, anchor: 'end', bold: true }));
    });
  }
  const transports = v.transports[r] ?? [];
  transports.forEach((t, i) => {
    const tx = at.x + 10 + i * 50;
    const ty = at.y + 126;
    out.push(
      seatMarker(t.seat, tx + 8, ty, 8) + text(tx + 19, ty, t.piece === 'train' ? `T+${t.value}` : `S${t.value}`, { size: 12, bold: true }),
    );
  });
  return out;
}

function actionsAndWorkers(v: NipponView, d: Data, y: number): { parts: string[]; height: number } {
  const out: string[] = [];
  const w = (WIDTH - 12) / d.actionSlots.length;
  d.actionSlots.forEach((acts, i) => {
    const x = 6 + i * w;
    out.push(rect(x, y, w - 4, 62, '#fbf7ee', { stroke: '#7b8794', rx: 6 }));
    out.push(
      text(x + 6, y + 11, `A${i + 1}`, { size: 13, bold: true }) +
        text(x + 32, y + 11, acts.map((a) => ACTION_CODE[a]).join('/'), { size: 13, fill: MUTED, bold: true }),
    );
    (v.slots[i] ?? []).forEach((c, k) => out.push(worker(c, x + 6 + (k % 5) * 22, y + 24 + Math.floor(k / 5) * 20, 17)));
  });
  let x = 6;
  const ry = y + 72;
  v.rows.forEach((row, i) => {
    out.push(text(x, ry + 9, `W${i + 1}`, { size: 13, bold: true }));
    row.forEach((c, k) => out.push(worker(c, x + 28 + k * 20, ry, 17)));
    x += 36 + Math.max(row.length, 1) * 20;
  });
  const scorings = `S ${v.marker}/${d.scoringTrack.toFinal}`;
  out.push(text(WIDTH - 8, ry + 9, scorings, { size: 14, anchor: 'end', bold: true }));
  return { parts: out, height: 100 };
}

const SEAT_H = 96;

function seatPanel(v: NipponView, d: Data, seat: number, p: Player, y: number): string[] {
  const out: string[] = [];
  const mine = v.viewer === seat;
  out.push(
    rect(4, y, WIDTH - 8, SEAT_H - 6, mine ? '#f0f7ff' : '#fafbfc', { stroke: mine ? '#0072B2' : FAINT, rx: 8, strokeWidth: mine ? 2 : 1 }),
  );
  out.push(seatMarker(seat, 20, y + 16, 11));
  if (v.active === seat) out.push(text(34, y + 16, '▶', { size: 13, fill: '#0072B2' }));
  const tv = (t: 'coal' | 'money' | 'knowledge') => trackValue(d, t, p.track[t]);
  const facts = `VP ${p.vp}   ¥${p.yen}   Co ${p.coal}   Bp ${p.blueprints}   c${tv('coal')} m${tv('money')} k${tv('knowledge')}`;
  out.push(text(50, y + 16, facts, { size: 14, bold: true }));
  p.workers.forEach((c, k) => out.push(worker(c, WIDTH - 14 - (p.workers.length - k) * 20, y + 7, 17)));
  // Factories: good, machine, goods stored.
  let x = 14;
  for (const f of p.factories) {
    out.push(rect(x, y + 34, 74, 24, GOOD_FILL[f.good], { stroke: INK, rx: 4 }));
    out.push(
      text(x + 5, y + 46, `⚙${GOOD_CODE[f.good]}${f.machine ? `+${f.machine}` : ''}`, { size: 12, bold: true }) +
        text(x + 70, y + 46, f.goods, { size: 13, anchor: 'end', bold: true }),
    );
    x += 78;
  }
  const trains = d.pieces.train.tiles - p.placed.train;
  const ships = d.pieces.ship.tiles - p.placed.ship;
  const line2 = `T${trains} S${ships}   I ${p.influence.join(' ') || '–'}   ✔${p.contractsDone.length}${p.held ? `   +${p.held}⚙` : ''}`;
  out.push(text(14, y + 74, line2, { size: 13, bold: true, fill: MUTED }));
  return out;
}

export function nipponPicture(v: NipponView, lang: Lang): BoardPicture {
  const d = dataSet(v.data);
  const parts: string[] = [];
  const phase = v.over ? ' END' : v.final ? ` F${v.final.rounds + 1}/${d.scoringTrack.finalRounds}` : '';
  parts.push(text(8, 20, `S ${v.marker}/${d.scoringTrack.toFinal}  ×${v.scorings}${phase}`, { size: 16, bold: true }));
  for (let r = 0; r < Math.min(4, d.regions.length); r++) parts.push(...region(v, d, r));
  let y = 350;
  const row = actionsAndWorkers(v, d, y);
  parts.push(...row.parts);
  y += row.height;
  let focus: PictureArea | undefined;
  v.seats.forEach((p, seat) => {
    parts.push(...seatPanel(v, d, seat, p, y));
    // The reader's own tracks and pieces: drawn again as the phone close-up.
    if (v.viewer === seat) focus = { x: 0, y: y - 2, width: WIDTH, height: SEAT_H - 2 };
    y += SEAT_H;
  });
  const height = y;
  const alt =
    lang === 'ja'
      ? `ニッポンの盤面：日本の4地域の都市と影響力、アクションスロットとワーカー列、各プレイヤーのトラックと工場`
      : "Nippon board: Japan's four regions with their cities and influence, the action slots and worker rows, and each player's tracks and factories";
  return { svg: svgDocument(WIDTH, height, parts), width: WIDTH, height, alt, legend: legendLines(lang, d), ...(focus ? { focus } : {}) };
}
