/**
 * Puerto Rico's board picture (spec §1.1 the table, §9 what a seat sees): the role cards with
 * their doubloons, the cargo ships, the trading house, the plantation row and supplies, then
 * each player's island (12 spaces) and city (12 spaces, large buildings take two) with their
 * colonists, doubloons, goods and, for the reader alone, VP chips. Drawn only from the view,
 * so another seat's VP chips (null in the view) show as "?".
 */
import { line, rect, seatMarker, svgDocument, text } from '../../core/picture';
import type { BoardPicture, PictureArea } from '../../core/picture';
import type { Lang } from '../../core/types';
import { BUILDINGS, GOODS, ISLAND_SPACES, TRADING_HOUSE_SIZE, type BuildingId, type Tile } from '../data';
import type { PRView, SeatView } from '../view';
import { BUILDING_CODE, inkOn, legendLines, ROLE_CODE, TILE_FILL, TILE_LETTER } from './codes';

const WIDTH = 640;
const PAD = 12;
const INK = '#1f2933';
const MUTED = '#616e7c';
const LINE = '#9aa5b1';

function tileBox(x: number, y: number, size: number, tile: Tile, label = TILE_LETTER[tile]): string {
  return (
    rect(x, y, size, size, TILE_FILL[tile], { stroke: INK, rx: 3 }) +
    text(x + size / 2, y + size / 2, label, { size: Math.round(size * 0.5), fill: inkOn(tile), anchor: 'middle', bold: true })
  );
}

/** A colonist circle: filled when a colonist (or noble) stands there. */
function colonist(cx: number, cy: number, filled: boolean): string {
  return `<circle cx="${cx}" cy="${cy}" r="5" fill="${filled ? INK : '#ffffff'}" stroke="${INK}" stroke-width="1.3"/>`;
}

function rolesRow(v: PRView, y: number): string[] {
  const out: string[] = [];
  const w = Math.min(74, Math.floor((WIDTH - 2 * PAD) / v.roles.length) - 4);
  v.roles.forEach((r, i) => {
    const x = PAD + i * (w + 4);
    out.push(rect(x, y, w, 48, r.taken ? '#e4e7eb' : '#fdf6e3', { stroke: INK, rx: 5 }));
    out.push(text(x + w / 2, y + 15, ROLE_CODE[r.id], { size: 16, anchor: 'middle', bold: true, fill: r.taken ? MUTED : INK }));
    if (r.taken) out.push(text(x + w / 2, y + 36, '×', { size: 18, anchor: 'middle', fill: MUTED }));
    else if (r.doubloons > 0)
      out.push(text(x + w / 2, y + 36, `+${r.doubloons}$`, { size: 15, anchor: 'middle', fill: '#8a6d00', bold: true }));
  });
  return out;
}

/** Cargo ships (cells filled with the loaded good) and the trading house. */
function shipsRow(v: PRView, y: number): { parts: string[]; height: number } {
  const out: string[] = [];
  const cell = 24;
  v.ships.forEach((ship, i) => {
    const sy = y + i * (cell + 6);
    out.push(text(PAD, sy + cell / 2, ship.capacity, { size: 15, bold: true }));
    for (let c = 0; c < ship.capacity; c++) {
      const x = PAD + 24 + c * (cell + 2);
      if (ship.good && c < ship.load) out.push(tileBox(x, sy, cell, ship.good));
      else out.push(rect(x, sy, cell, cell, '#ffffff', { stroke: LINE, rx: 3 }));
    }
  });
  const hx = WIDTH - PAD - TRADING_HOUSE_SIZE * (cell + 2) - 40;
  out.push(text(hx, y + cell / 2, 'TH', { size: 15, bold: true }));
  for (let c = 0; c < TRADING_HOUSE_SIZE; c++) {
    const good = v.tradingHouse[c];
    const x = hx + 36 + c * (cell + 2);
    out.push(good ? tileBox(x, y, cell, good) : rect(x, y, cell, cell, '#ffffff', { stroke: LINE, rx: 3 }));
  }
  // Supplies beside the trading house: colonist ship, colonist supply, VP chips left.
  const facts: [string, number][] = [
    ['SHIP', v.colonistShip],
    ['COL', v.colonistSupply],
    ['VP▪', v.vpPool],
  ];
  facts.forEach(([code, value], i) => {
    out.push(text(hx, y + 44 + i * 22, code, { size: 14, fill: MUTED, bold: true }));
    out.push(text(hx + 150, y + 44 + i * 22, value, { size: 15, anchor: 'end', bold: true }));
  });
  return { parts: out, height: Math.max(v.ships.length * (cell + 6), 44 + facts.length * 22) };
}

/** The face-up plantations, the pile's size, quarries, and the goods in the supply. */
function supplyRow(v: PRView, y: number): string[] {
  const out: string[] = [];
  const size = 26;
  v.row.forEach((t, i) => out.push(tileBox(PAD + i * (size + 3), y, size, t)));
  let x = PAD + v.row.length * (size + 3) + 8;
  out.push(
    rect(x, y, size, size, '#52606d', { stroke: INK, rx: 3 }) +
      text(x + size / 2, y + size / 2, v.pileSize, { size: 12, fill: '#ffffff', anchor: 'middle', bold: true }),
  );
  x += size + 12;
  out.push(tileBox(x, y, size, 'quarry') + text(x + size + 4, y + size / 2, `×${v.quarries}`, { size: 14, bold: true }));
  x += size + 44;
  GOODS.forEach((g, i) => {
    const gx = x + i * 52;
    out.push(tileBox(gx, y, size, g) + text(gx + size + 3, y + size / 2, v.goods[g], { size: 14, bold: true }));
  });
  return out;
}

const SEAT_HEIGHT = 150;

function seatPanel(v: PRView, p: SeatView, y: number): string[] {
  const out: string[] = [];
  const mine = v.you === p.seat;
  out.push(
    rect(PAD / 2, y, WIDTH - PAD, SEAT_HEIGHT - 8, mine ? '#f0f7ff' : '#fafbfc', {
      stroke: mine ? '#0072B2' : LINE,
      rx: 8,
      strokeWidth: mine ? 2 : 1,
    }),
  );
  out.push(seatMarker(p.seat, PAD + 12, y + 18, 11));
  let x = PAD + 30;
  if (v.governor === p.seat) {
    out.push(
      rect(x, y + 8, 20, 20, '#1f2933', { rx: 3 }) + text(x + 10, y + 18, 'G', { size: 14, fill: '#ffffff', anchor: 'middle', bold: true }),
    );
    x += 26;
  }
  out.push(text(x, y + 18, `${p.doubloons}$`, { size: 16, bold: true }));
  x += 50;
  out.push(text(x, y + 18, `VP ${p.vp ?? '?'}`, { size: 16, bold: true, fill: p.vp === null ? MUTED : INK }));
  x += 74;
  for (const g of GOODS) {
    if (p.goods[g] === 0) continue;
    out.push(tileBox(x, y + 7, 22, g) + text(x + 25, y + 18, p.goods[g], { size: 15, bold: true }));
    x += 46;
  }
  // San Juan: colonists waiting for a space.
  out.push(text(WIDTH - PAD - 8, y + 18, `SJ ${p.sanJuan}`, { size: 15, anchor: 'end', bold: true }));

  // Island: 12 spaces, 6 × 2, each tile with its colonist.
  const size = 30;
  const tiles: { tile: Tile; filled: boolean }[] = [];
  for (const t of p.island) for (let k = 0; k < t.count; k++) tiles.push({ tile: t.tile, filled: k < t.occupied });
  for (let i = 0; i < ISLAND_SPACES; i++) {
    const cx = PAD + (i % 6) * (size + 3);
    const cy = y + 38 + Math.floor(i / 6) * (size + 14);
    const t = tiles[i];
    if (!t) {
      out.push(rect(cx, cy, size, size, '#ffffff', { stroke: LINE, rx: 3, dash: true }));
      continue;
    }
    out.push(tileBox(cx, cy, size, t.tile));
    out.push(colonist(cx + size / 2, cy + size + 6, t.filled));
  }
  if (p.forests) out.push(text(PAD, y + 134, `F ${p.forests}`, { size: 13, bold: true, fill: '#2f6b3a' }));

  // City: 12 spaces, 4 × 3; a large building spans two side by side.
  const cityX = PAD + 6 * (size + 3) + 16;
  const cw = (WIDTH - PAD - cityX - 4) / 4 - 4;
  const ch = 30;
  let slot = 0;
  for (const b of p.city) {
    const span = BUILDINGS[b.building].spaces === 2 ? 2 : 1;
    if (span === 2 && slot % 4 === 3) slot++;
    const bx = cityX + (slot % 4) * (cw + 4);
    const by = y + 38 + Math.floor(slot / 4) * (ch + 4);
    const w = span * cw + (span - 1) * 4;
    out.push(rect(bx, by, w, ch, buildingFill(b.building), { stroke: INK, rx: 4 }));
    out.push(text(bx + 5, by + ch / 2, BUILDING_CODE[b.building], { size: 14, bold: true }));
    for (let c = 0; c < b.circles; c++) out.push(colonist(bx + w - 9 - c * 13, by + ch / 2, c < b.colonists));
    slot += span;
  }
  for (; slot < 12; slot++) {
    out.push(
      rect(cityX + (slot % 4) * (cw + 4), y + 38 + Math.floor(slot / 4) * (ch + 4), cw, ch, '#ffffff', { stroke: LINE, rx: 4, dash: true }),
    );
  }
  return out;
}

/** Production buildings in a light shade of their good's colour, the rest violet as on the board (§1.6). */
function buildingFill(id: BuildingId): string {
  const spec = BUILDINGS[id];
  if (spec.good) return `${TILE_FILL[spec.good]}66`;
  return spec.kind === 'large' ? '#e2ccf2' : '#f1e6f8';
}

export function puertoRicoPicture(v: PRView, lang: Lang): BoardPicture {
  const parts: string[] = [];
  let y = PAD;
  parts.push(...rolesRow(v, y));
  y += 60;
  const ships = shipsRow(v, y);
  parts.push(...ships.parts);
  y += ships.height + 10;
  parts.push(...supplyRow(v, y));
  y += 40;
  parts.push(line(PAD, y, WIDTH - PAD, y, LINE, 1));
  y += 10;
  let focus: PictureArea | undefined;
  for (const p of v.seats) {
    parts.push(...seatPanel(v, p, y));
    // The reader's own island and city: drawn again as the phone close-up.
    if (v.you === p.seat) focus = { x: 0, y: y - 2, width: WIDTH, height: SEAT_HEIGHT - 4 };
    y += SEAT_HEIGHT;
  }
  const height = y + 4;
  const buildings = [...new Set(v.seats.flatMap((p) => p.city.map((c) => c.building)))];
  const alt =
    lang === 'ja'
      ? `プエルトリコの盤面、ラウンド${v.round}：役割カード、貨物船、商店、各プレイヤーの島と建物`
      : `Puerto Rico board, round ${v.round}: role cards, cargo ships, trading house, and each player's island and city`;
  return {
    svg: svgDocument(WIDTH, height, parts),
    width: WIDTH,
    height,
    alt,
    legend: legendLines(
      lang,
      v.roles.map((r) => r.id),
      buildings,
    ),
    ...(focus ? { focus } : {}),
  };
}
