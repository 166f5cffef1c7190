/**
 * Colours and classes of the Era of Inventions board (engine/era-of-inventions/email/board.mjml).
 *
 * Badges, rows and cells repeat dozens of times a mail, so they are classes of the board's style
 * block (board.mjml <mj-style>, moved into the head at build time) rather than inline styles: a
 * late-game Japanese status email (base64, every byte 1.33 composed) went over the 80 KB budget
 * (Gmail clips at 102 KB). Without the style block the board still reads in order: every badge is
 * its player's name and every row its words. Every class starts with `ei-`, apart from the layout's.
 */

/** Seats 1–5: blue, orange, green, purple, teal; white text on each is readable. */
const SEAT_COLOURS = ['#1c64b0', '#c2410c', '#15803d', '#7e22ce', '#0f766e'] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
}

/** A player's name badge: white on the seat's colour. */
export function badgeClass(seat: number): string {
  return `ei-b ei-s${seat % SEAT_COLOURS.length}`;
}

/**
 * The board's style block (board.mjml puts it in an <mj-style>, which the build moves into the
 * head). Each rule holds exactly what the inline style it replaces held, so the board looks the same.
 */
export const BOARD_CLASSES = [
  '.ei-b{display:inline-block;color:#fff;border-radius:9px;padding:0 7px;font-size:12px;font-weight:700;white-space:nowrap}',
  SEAT_COLOURS.map((c, s) => `.ei-s${s}{background:${c}}`).join(''),
  // Table rows and cells: action areas, the two displays (slot, empty, card), inventions.
  '.ei-r{border-top:1px solid #eef1f4}.ei-an{width:16px;color:#52606d;padding:3px 0}.ei-aa{padding:3px 4px}.ei-at{padding:3px 0;text-align:right}',
  '.ei-sl{width:16px;color:#52606d;padding:2px 0;vertical-align:top}.ei-e{color:#9aa5b1}.ei-c{padding:2px 0}',
  '.ei-in{padding:3px 6px 3px 0;font-weight:700;vertical-align:top;font-size:13px}.ei-ic{padding:3px 0}',
  // Muted words: labels, notes, small print; the seat cards' IP and second line.
  '.ei-m{color:#52606d}.ei-q{color:#52606d;font-size:12px}.ei-h{color:#7b8794}.ei-g{color:#7b8794;font-size:12px}.ei-f{font-size:12px}',
  '.ei-mt{margin-top:4px}.ei-ip{font-size:15px}',
].join('\n');
