/**
 * Colours and classes of the Nippon board (engine/nippon/email/board.mjml).
 *
 * Chips, worker dots, rows and labels repeat dozens of times a mail, so they are classes of the
 * board's style block (board.mjml <mj-style>, moved into the head at build time) rather than
 * inline styles: a late-game Japanese status email (base64, every byte 1.33 composed) came near
 * the 80 KB budget (Gmail clips at 102 KB). Without the style block the board still reads in
 * order: every chip names its owner and every worker dot is followed by its colour's name.
 * Every class starts with `ni-`, apart from the layout's.
 */

/** Seats 1–4 in the game's colours: yellow, red, purple, blue (dark enough for white text where used as a badge). */
const SEAT = [
  { main: '#a16207', tint: '#fef3c7' },
  { main: '#b91c1c', tint: '#fde2e2' },
  { main: '#7e22ce', tint: '#f1e4fb' },
  { main: '#1d4ed8', tint: '#e0e9fd' },
] as const;
/** A seat the table does not have (none in play): grey. */
const NEUTRAL = { main: '#616e7c', tint: '#eef1f4' } as const;
/** Worker colours in the data set's order; an unknown colour is light grey. */
const WORKER = ['#ffffff', '#1f2933', '#2f9e44', '#f08c00', '#e64980', '#868e96'] as const;
const UNKNOWN_WORKER = '#ccc';

/** A player's colour: the card's edge. */
export function seatColour(seat: number): string {
  return SEAT[seat]?.main ?? NEUTRAL.main;
}

function seatSuffix(seat: number): string {
  return SEAT[seat] ? String(seat) : 'n';
}

/** A player's name badge: white on the seat's colour. */
export function badgeClass(seat: number): string {
  return `ni-b ni-s${seatSuffix(seat)}`;
}

/** A player's chip (influence, tiles, trains and ships): the seat's tint with an edge of its colour. */
export function chipClass(seat: number): string {
  return `ni-k ni-t${seatSuffix(seat)}`;
}

/** A worker: a dot of its colour (its colour's name follows it in words). */
export function workerClass(colour: number): string {
  return `ni-o ni-w${WORKER[colour] ? colour : 'x'}`;
}

const seats = [...SEAT.map((c, s) => ({ c, s: String(s) })), { c: NEUTRAL, s: 'n' }];

/**
 * The board's style block (board.mjml puts it in an <mj-style>, which the build moves into the
 * head). Each rule holds exactly what the inline style it replaces held, so the board looks the same.
 */
export const BOARD_CLASSES = [
  '.ni-b{color:#fff;border-radius:9px;padding:1px 7px;white-space:nowrap}',
  seats.map(({ c, s }) => `.ni-s${s}{background:${c.main}}`).join(''),
  '.ni-k{padding:0 4px;white-space:nowrap}',
  ...seats.map(({ c, s }) => `.ni-t${s}{background:${c.tint};border-left:3px solid ${c.main}}`),
  '.ni-o{display:inline-block;width:10px;height:10px;border-radius:5px;border:1px solid #52606d;vertical-align:middle}',
  [...WORKER.map((c, i) => `.ni-w${i}{background:${c}}`), `.ni-wx{background:${UNKNOWN_WORKER}}`].join(''),
  // Headings, slot and worker rows, regions, labels and small print.
  '.ni-h{font-size:12px;font-weight:700;color:#52606d;text-transform:uppercase;letter-spacing:0.06em}',
  '.ni-r{border-top:1px solid #eef1f4}.ni-i{padding:2px 6px 2px 0;white-space:nowrap}.ni-c{padding:2px 0}',
  '.ni-j{padding:2px 6px 2px 0;color:#52606d}.ni-d{padding:2px 0;color:#52606d}.ni-bg{padding:2px 0;color:#52606d;font-size:12px}',
  '.ni-g{margin-top:6px;border-top:1px solid #d9e2ec;padding-top:3px}',
  '.ni-m{color:#52606d}.ni-f{font-size:12px}.ni-q{font-size:12px;color:#52606d}.ni-n{white-space:nowrap}.ni-v{font-size:15px}',
].join('\n');
