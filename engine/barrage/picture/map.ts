/**
 * The Barrage map as a river diagram (spec §1.2): the four headstreams on top, each zone a box
 * tinted by its area and placed below the zones its rivers come from, with blue arrows for the
 * rivers (RIVER_NEXT). In a box: its dam sites (owner, level, water), the conduits that start
 * there (owner, value, end zone) and its powerhouse spaces (owner).
 */
import { line, rect, seatMarker, text } from '../../core/picture';
import { DEL_MONTE_LEVEL3_CAPACITY } from '../data/companies';
import { CONDUITS, DAM_SITES, HEADSTREAMS, POWERHOUSE_SPACES, RIVER_NEXT, ZONE_AREA, type Zone } from '../data/map';
import type { BarrageView } from '../view';
import { AREA_FILL } from './codes';

const INK = '#1f2933';
const FAINT = '#9aa5b1';
const PAYING = '#c0392b';
const WATER = '#0072B2';
const RIVER = '#56B4E9';
const BOX_W = 150;

/** Column (0–3, halves between) and row of each zone: below the zones that feed it. */
const PLACE: Readonly<Record<Zone, { col: number; row: number }>> = {
  1: { col: 0, row: 0 },
  2: { col: 1, row: 0 },
  3: { col: 2, row: 0 },
  4: { col: 3, row: 0 },
  8: { col: 0, row: 1 },
  5: { col: 1, row: 1 },
  6: { col: 2, row: 1 },
  7: { col: 3, row: 1 },
  9: { col: 1, row: 2 },
  10: { col: 2.5, row: 2 },
  11: { col: 0.5, row: 3 },
  12: { col: 2.5, row: 3 },
};

const ROW_Y = [44, 150, 290, 428] as const;
const ROW_H = [92, 124, 124, 60] as const;
export const MAP_HEIGHT = ROW_Y[3] + ROW_H[3] + 8;

function boxOf(zone: Zone): { x: number; y: number; w: number; h: number } {
  const { col, row } = PLACE[zone];
  return { x: 8 + col * 158, y: ROW_Y[row as 0 | 1 | 2 | 3], w: BOX_W, h: ROW_H[row as 0 | 1 | 2 | 3] };
}

/** Who owns a piece: a seat's marker, or a grey N for a neutral dam. */
function owner(seat: number, cx: number, cy: number, r = 8): string {
  if (seat >= 0) return seatMarker(seat, cx, cy, r);
  return (
    rect(cx - r, cy - r, 2 * r, 2 * r, '#7b8794', { stroke: INK, rx: 2 }) +
    text(cx, cy, 'N', { size: r * 1.3, fill: '#ffffff', anchor: 'middle', bold: true })
  );
}

function capacity(v: BarrageView, seat: number, level: number): number {
  const officer = seat >= 0 ? v.seats[seat]?.officer : null;
  return officer === 'del-monte' && level === 3 ? DEL_MONTE_LEVEL3_CAPACITY : level;
}

function damCell(v: BarrageView, site: { id: string; paying: boolean }, x: number, y: number): string {
  const w = 70;
  const h = 32;
  const dam = v.dams[site.id];
  const border = site.paying ? PAYING : FAINT;
  if (!dam)
    return (
      rect(x, y, w, h, '#ffffff', { stroke: border, rx: 4, dash: true, strokeWidth: site.paying ? 1.5 : 1 }) +
      text(x + w / 2, y + h / 2, site.id, { size: 13, anchor: 'middle', fill: '#52606d', bold: true })
    );
  const out = [
    rect(x, y, w, h, '#ffffff', { stroke: site.paying ? PAYING : INK, rx: 4, strokeWidth: 1.5 }),
    owner(dam.owner, x + 11, y + 11, 8),
  ];
  // Level: one bar per piece (base, then elevations).
  for (let l = 0; l < dam.level; l++) out.push(rect(x + 22 + l * 6, y + 4, 4, 14, INK));
  out.push(text(x + 44, y + 11, site.id, { size: 11, fill: '#52606d', bold: true }));
  const room = Math.max(dam.drops, capacity(v, dam.owner, dam.level));
  for (let d = 0; d < room; d++) {
    out.push(
      `<circle cx="${x + 8 + d * 11}" cy="${y + 25}" r="4.2" fill="${d < dam.drops ? WATER : '#ffffff'}" stroke="${WATER}" stroke-width="1.3"/>`,
    );
  }
  return out.join('');
}

function conduitCell(v: BarrageView, c: (typeof CONDUITS)[number], x: number, y: number): string {
  const w = 70;
  const h = 24;
  const seat = v.conduits[c.id];
  const label = `${c.id.slice(-1)}${c.value}→${c.endZone}`;
  if (seat === undefined)
    return (
      rect(x, y, w, h, '#ffffff', { stroke: FAINT, rx: 12, dash: true }) +
      text(x + w / 2, y + h / 2, label, { size: 13, anchor: 'middle', fill: '#52606d', bold: true })
    );
  return (
    rect(x, y, w, h, '#ffffff', { stroke: INK, rx: 12, strokeWidth: 1.5 }) +
    owner(seat, x + 11, y + h / 2, 7.5) +
    text(x + 44, y + h / 2, label, { size: 13, anchor: 'middle', bold: true })
  );
}

function powerhouseCells(v: BarrageView, zone: Zone, x: number, y: number): string[] {
  return POWERHOUSE_SPACES.filter((p) => p.zone === zone).map((p, i) => {
    const cx = x + i * 35;
    const seat = v.powerhouses[p.id];
    const frame = rect(cx, y, 32, 32, seat === undefined ? '#ffffff' : '#f5f7fa', {
      stroke: p.paying ? PAYING : seat === undefined ? FAINT : INK,
      strokeWidth: p.paying ? 1.5 : 1,
      rx: 3,
      dash: seat === undefined,
    });
    return (
      frame +
      (seat === undefined
        ? text(cx + 16, y + 16, `P${i}`, { size: 11, anchor: 'middle', fill: '#52606d', bold: true })
        : owner(seat, cx + 16, y + 16, 10))
    );
  });
}

function zoneBox(v: BarrageView, zone: Zone): string[] {
  const b = boxOf(zone);
  const out = [rect(b.x, b.y, b.w, b.h, AREA_FILL[ZONE_AREA[zone]], { stroke: '#7b8794', rx: 8 })];
  out.push(text(b.x + 8, b.y + 12, zone, { size: 16, bold: true }));
  let y = b.y + 24;
  const sites = DAM_SITES.filter((d) => d.zone === zone);
  if (sites.length > 0) {
    sites.forEach((s, i) => out.push(damCell(v, s, b.x + 4 + i * 72, y)));
    y += 36;
  }
  const conduits = CONDUITS.filter((c) => c.zone === zone);
  if (conduits.length > 0) {
    conduits.forEach((c, i) => out.push(conduitCell(v, c, b.x + 4 + i * 72, y)));
    y += 28;
  }
  const ph = powerhouseCells(v, zone, b.x + 4, y);
  if (ph.length > 0) {
    // Zones 11 and 12 have only powerhouses: put them beside the zone number.
    if (sites.length === 0) out.push(...powerhouseCells(v, zone, b.x + 8, b.y + 22));
    else out.push(...ph);
  }
  return out;
}

/** A river arrow from one zone's box to the next one's. */
function river(from: Zone, to: Zone): string {
  const a = boxOf(from);
  const b = boxOf(to);
  const x1 = a.x + a.w / 2;
  const y1 = a.y + a.h;
  const x2 = b.x + b.w / 2 + (x1 < b.x + b.w / 2 - 1 ? -20 : x1 > b.x + b.w / 2 + 1 ? 20 : 0);
  const y2 = b.y;
  return line(x1, y1, x2, y2, RIVER, 5) + `<polygon points="${x2},${y2} ${x2 - 7},${y2 - 10} ${x2 + 7},${y2 - 10}" fill="${RIVER}"/>`;
}

function zoneOfNode(node: string): Zone | null {
  const m = /^P?(\d+)[UL]?$/.exec(node);
  return m ? (Number(m[1]) as Zone) : null;
}

export function drawMap(v: BarrageView): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const [fromNode, toNode] of Object.entries(RIVER_NEXT)) {
    const from = zoneOfNode(fromNode);
    const to = zoneOfNode(toNode);
    if (from === null || to === null || from === to || seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    out.push(river(from, to));
  }
  // Headstreams over zones 1–4: the letter, the tile, the drops waiting.
  for (const h of HEADSTREAMS) {
    const zone = zoneOfNode(RIVER_NEXT[h]!)!;
    const b = boxOf(zone);
    const stream = v.headstreams[h];
    out.push(line(b.x + b.w / 2, 32, b.x + b.w / 2, b.y, RIVER, 5));
    out.push(rect(b.x + 20, 6, b.w - 40, 26, '#e8f4fb', { stroke: RIVER, rx: 13, strokeWidth: 2 }));
    out.push(text(b.x + 30, 19, h, { size: 15, bold: true, fill: WATER }));
    out.push(text(b.x + 48, 19, stream.tile, { size: 12, fill: '#52606d', bold: true }));
    for (let d = 0; d < stream.drops; d++) out.push(`<circle cx="${b.x + 78 + d * 10}" cy="19" r="4.2" fill="${WATER}"/>`);
  }
  for (const zone of Object.keys(PLACE).map(Number) as Zone[]) out.push(...zoneBox(v, zone));
  return out;
}
