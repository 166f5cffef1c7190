/**
 * Board pictures: what a game's `picture(view, lang)` returns, and the small SVG toolkit
 * every game draws with. A picture is a pure function of the view (the same view that feeds
 * the text board), so it can show nothing the view hides.
 *
 * The picture carries no words, only codes, numbers and symbols in one Latin font (the
 * renderer ships one font, and a Japanese word would need a CJK font of several MB); the
 * words go into `legend`, in the reader's language, which the email prints beside it.
 *
 * Seats are told apart by colour and by a number in a shape, never by colour alone: the
 * Okabe–Ito palette, chosen to stay distinct for the common kinds of colour blindness.
 */
export interface PictureLegendLine {
  /** The code or symbol as drawn in the picture (`P11`, `●`, `3`). */
  readonly code: string;
  /** What it means, in the reader's language. */
  readonly text: string;
}

export interface BoardPicture {
  /** A whole SVG document; only the shipped Latin font (`font-family` PICTURE_FONT). */
  readonly svg: string;
  /** Its size in CSS pixels (the email shows it at this width, or narrower on a phone). */
  readonly width: number;
  readonly height: number;
  /** A sentence for readers who cannot see the picture, in the reader's language. */
  readonly alt: string;
  readonly legend?: readonly PictureLegendLine[];
  /**
   * The reader's own panel, drawn again as a close-up at phone scale (`closeUp`): a phone
   * shows the 640 px picture about 360 px wide, which leaves its smallest codes about 7 px high.
   */
  readonly focus?: PictureArea;
}

export interface PictureArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The one family every picture names; the renderer loads this font and no other. */
export const PICTURE_FONT = 'DejaVu Sans';

/** Okabe–Ito colours for seats 0..4: orange, blue, bluish green, reddish purple, vermillion. */
export const SEAT_COLOURS = ['#E69F00', '#0072B2', '#009E73', '#CC79A7', '#D55E00'] as const;

/** The shape each seat's marker takes, so colour is never the only cue. */
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon'] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
}

/** XML text escape for attribute values and text nodes. */
export function xml(text: string | number): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Numbers written with at most one decimal, so output does not depend on float noise. */
function n(x: number): string {
  return String(Math.round(x * 10) / 10);
}

export interface TextStyle {
  readonly size?: number;
  readonly fill?: string;
  readonly anchor?: 'start' | 'middle' | 'end';
  readonly bold?: boolean;
}

/** A line of text whose baseline is placed so the glyphs sit centred on `y`. */
export function text(x: number, y: number, content: string | number, style: TextStyle = {}): string {
  const size = style.size ?? 14;
  const weight = style.bold ? ' font-weight="bold"' : '';
  return `<text x="${n(x)}" y="${n(y + size * 0.36)}" font-size="${size}" fill="${style.fill ?? '#1f2933'}" text-anchor="${style.anchor ?? 'start'}"${weight}>${xml(content)}</text>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: { stroke?: string; rx?: number; strokeWidth?: number; dash?: boolean } = {},
): string {
  const stroke = extra.stroke ? ` stroke="${extra.stroke}" stroke-width="${extra.strokeWidth ?? 1}"` : '';
  const dash = extra.dash ? ' stroke-dasharray="4 3"' : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${extra.rx ?? 0}" fill="${fill}"${stroke}${dash}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, dash = false): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"${dash ? ' stroke-dasharray="5 4"' : ''}/>`;
}

/** A seat's marker: its shape in its colour with its number (seat + 1) inside. */
export function seatMarker(seat: number, cx: number, cy: number, r = 10): string {
  const fill = seatColour(seat);
  const shape = SEAT_SHAPES[seat % SEAT_SHAPES.length]!;
  const stroke = 'stroke="#1f2933" stroke-width="1.2"';
  let body: string;
  switch (shape) {
    case 'circle':
      body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${stroke}/>`;
      break;
    case 'square':
      body = `<rect x="${n(cx - r * 0.9)}" y="${n(cy - r * 0.9)}" width="${n(r * 1.8)}" height="${n(r * 1.8)}" fill="${fill}" ${stroke}/>`;
      break;
    case 'triangle':
      body = `<polygon points="${n(cx)},${n(cy - r * 1.15)} ${n(cx + r * 1.1)},${n(cy + r * 0.85)} ${n(cx - r * 1.1)},${n(cy + r * 0.85)}" fill="${fill}" ${stroke}/>`;
      break;
    case 'diamond':
      body = `<polygon points="${n(cx)},${n(cy - r * 1.2)} ${n(cx + r * 1.2)},${n(cy)} ${n(cx)},${n(cy + r * 1.2)} ${n(cx - r * 1.2)},${n(cy)}" fill="${fill}" ${stroke}/>`;
      break;
    case 'hexagon': {
      const pts = [0, 1, 2, 3, 4, 5]
        .map((k) => `${n(cx + r * Math.cos((Math.PI / 3) * k))},${n(cy + r * Math.sin((Math.PI / 3) * k))}`)
        .join(' ');
      body = `<polygon points="${pts}" fill="${fill}" ${stroke}/>`;
      break;
    }
  }
  // Dark digits on the light colours, white on the dark ones (blue, green, vermillion).
  const ink = seat % SEAT_COLOURS.length === 0 || seat % SEAT_COLOURS.length === 3 ? '#1f2933' : '#ffffff';
  return (
    body +
    text(cx, shape === 'triangle' ? cy + r * 0.15 : cy, seat + 1, { size: Math.round(r * 1.25), fill: ink, anchor: 'middle', bold: true })
  );
}

/** The whole document: a white page of `width` × `height` in the picture font. */
export function svgDocument(width: number, height: number, body: readonly string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${PICTURE_FONT}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}

/** A close-up's width in CSS pixels: it fits a 390 px phone's email column without scaling down. */
export const CLOSE_UP_WIDTH = 320;
/** The smallest text a close-up draws, in image (= CSS) pixels. */
export const CLOSE_UP_MIN_TEXT = 12;
/** How far neighbouring strips of a close-up overlap, so a code cut at one strip's edge is whole in the next. */
const STRIP_OVERLAP = 36;
/** The gap between stacked strips, so the reader sees where one ends. */
const STRIP_GAP = 6;

/** The font sizes of the text drawn with its anchor point inside `area` (as `text` writes it). */
export function textSizesIn(svg: string, area: PictureArea): number[] {
  const sizes: number[] = [];
  for (const m of svg.matchAll(/<text x="(-?[\d.]+)" y="(-?[\d.]+)" font-size="([\d.]+)"/g)) {
    const [x, y, size] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height) sizes.push(size);
  }
  return sizes;
}

export interface CloseUp {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  /** The smallest text it draws, in image pixels. */
  readonly smallestText: number;
}

/**
 * The picture's focus area as a phone close-up: cut into vertical strips that each fit
 * CLOSE_UP_WIDTH, stacked, and scaled so its smallest text is at least CLOSE_UP_MIN_TEXT px.
 * The picture is drawn once (in `defs`) and shown through one window per strip. Null: no focus.
 */
export function closeUp(picture: BoardPicture): CloseUp | null {
  const area = picture.focus;
  if (!area) return null;
  const smallest = Math.min(...textSizesIn(picture.svg, area), CLOSE_UP_MIN_TEXT);
  const scale = CLOSE_UP_MIN_TEXT / smallest;
  const strip = Math.min(area.width, Math.floor(CLOSE_UP_WIDTH / scale));
  const step = strip - STRIP_OVERLAP;
  const count = strip >= area.width ? 1 : Math.ceil((area.width - strip) / step) + 1;
  // Only what reaches the area (each strip draws it again), and not the page's white ground,
  // which would cover the strips above.
  const inner = picture.svg
    .slice(picture.svg.indexOf('>') + 1, picture.svg.lastIndexOf('</svg>'))
    .split('\n')
    .filter((part) => !part.startsWith('<rect width=') && reaches(part, area.y, area.y + area.height))
    .join('\n');
  const tall = count * area.height + (count - 1) * STRIP_GAP;
  const width = Math.round(strip * scale);
  const height = Math.round(tall * scale);
  // Each strip is the area's parts moved into place; the image's own edges cut them left and
  // right, so no clip is needed (a clip makes resvg draw each strip on a layer of its own).
  const strips = Array.from({ length: count }, (_, k) => {
    const x = Math.min(area.x + k * step, area.x + area.width - strip);
    return `<g transform="translate(${-x} ${k * (area.height + STRIP_GAP) - area.y})">${inner}</g>`;
  });
  const gaps = Array.from(
    { length: count - 1 },
    (_, k) => `<rect x="0" y="${(k + 1) * area.height + k * STRIP_GAP}" width="${strip}" height="${STRIP_GAP}" fill="#c5ccd3"/>`,
  );
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${strip} ${tall}" font-family="${PICTURE_FONT}">`,
    `<rect width="${strip}" height="${tall}" fill="#ffffff"/>`,
    ...strips,
    ...gaps,
    '</svg>',
  ].join('\n');
  return { svg, width, height, smallestText: Math.round(smallest * scale * 10) / 10 };
}

/** The vertical extent of one drawn element (as this toolkit writes them), or null if unknown. */
function extent(element: string): [number, number] | null {
  const num = (name: string) => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(element)?.[1] ?? Number.NaN);
  const kind = /^<(\w+)/.exec(element)?.[1];
  switch (kind) {
    case 'rect':
      return Number.isNaN(num('y')) ? null : [num('y'), num('y') + num('height')];
    case 'text':
      return [num('y') - num('font-size'), num('y') + num('font-size') * 0.3];
    case 'line':
      return [Math.min(num('y1'), num('y2')), Math.max(num('y1'), num('y2'))];
    case 'circle':
      return [num('cy') - num('r'), num('cy') + num('r')];
    case 'polygon': {
      const ys = (/points="([^"]*)"/.exec(element)?.[1] ?? '')
        .split(/[\s,]+/)
        .filter((_, i) => i % 2 === 1)
        .map(Number);
      return ys.length > 0 ? [Math.min(...ys), Math.max(...ys)] : null;
    }
    default:
      return null;
  }
}

/** Does any element of this part of a picture reach between `top` and `bottom`? Unknown shapes are kept. */
function reaches(part: string, top: number, bottom: number): boolean {
  const elements = part.match(/<(rect|text|line|circle|polygon)\b[^>]*>/g);
  if (!elements) return true;
  return elements.some((e) => {
    const span = extent(e);
    return span === null || span.some(Number.isNaN) || (span[1] >= top && span[0] <= bottom);
  });
}
