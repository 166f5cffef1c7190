/**
 * Colours and inline styles of the Barrage board. One colour per seat, used for that player's
 * name badge, structures on the map, energy bar and card, so a player is recognised at a glance
 * anywhere in the email; every coloured chip also carries the player's name in words.
 */
import type { ContractKind } from '../data/contracts';

export interface SeatColour {
  /** Strong colour: badges, borders, bars (white text on it is readable). */
  readonly main: string;
  /** Light tint of the same hue: chip backgrounds. */
  readonly tint: string;
}

/** Seats 1–4: blue, orange, green, purple (distinct for most colour-vision types, all dark enough for white text). */
export const SEAT_COLOURS = [
  { main: '#1c64b0', tint: '#e3eefa' },
  { main: '#c2410c', tint: '#fdebdd' },
  { main: '#15803d', tint: '#dff5e6' },
  { main: '#7e22ce', tint: '#f1e4fb' },
] as const satisfies readonly SeatColour[];

/** Neutral dams and unknown owners. */
export const NEUTRAL = { main: '#616e7c', tint: '#eef1f4' } as const satisfies SeatColour;

/**
 * Red-bordered (paying) spaces, as on the map. board.mjml itself colours water drops #1d7fd6 and
 * the map rows #9aa5b1 (free spaces take that faded colour and need no style of their own).
 */
export const PAYING = '#d64545';

/** Private contract colours and the starting/national tiles. */
export const CONTRACT_COLOURS = {
  starting: '#9aa5b1',
  national: '#b7791f',
  green: '#2f9e44',
  yellow: '#e0b000',
  red: '#d64545',
} as const satisfies Record<ContractKind, string>;

export function seatColour(seat: number): SeatColour {
  return seat >= 0 ? (SEAT_COLOURS[seat % SEAT_COLOURS.length] as SeatColour) : NEUTRAL;
}

// Chips repeat up to a hundred times a mail, so they are classes of the board's style block
// (board.mjml <mj-style>, moved into the head at build time) rather than inline styles: a
// Japanese status email with 50 moves was over the 80 KB budget (Gmail clips at 102 KB).
// Without the style block a chip is still its words (every chip names its owner).
// Chip texts use no-break spaces instead of white-space:nowrap, for the same reason.

/** Seat colour class: s0–s3 (background), sn for neutral; board.mjml defines them from SEAT_COLOURS. */
function seatClass(seat: number): string {
  return seat >= 0 ? `s${seat % SEAT_COLOURS.length}` : 'sn';
}

/** A player's name badge: white on the seat colour. */
export function badgeClass(seat: number): string {
  return `ch bb ${seatClass(seat)}`;
}

/** A bar of the energy track: the seat's colour (the track's width is set inline). */
export function barClass(seat: number): string {
  return `qb ${seatClass(seat)}`;
}

/** Who is on an action space: a small chip, white on the seat colour. */
export function occupantClass(seat: number): string {
  return `bc ${seatClass(seat)}`;
}

/** A built structure: the owner's tint with a bar of the owner's colour (o0–o3, on). */
export function ownedClass(seat: number): string {
  return `ch bo ${seat >= 0 ? `o${seat % SEAT_COLOURS.length}` : 'on'}`;
}

/** A free building space: inherits the faded row colour; red where building costs 3 more credits. */
export function freeClass(paying: boolean): string {
  return paying ? 'bp' : '';
}

/** Contract tile classes (kn, ks, kg, ky, kr): the tile's colour on the left edge. */
const CONTRACT_CLASSES = { starting: 'ks', national: 'kn', green: 'kg', yellow: 'ky', red: 'kr' } as const satisfies Record<
  ContractKind,
  string
>;

/** A contract tile: its colour on the left edge (a class: a mail shows a dozen of them). */
export function contractClass(colour: ContractKind): string {
  return CONTRACT_CLASSES[colour];
}

/** A technology tile or machinery on the wheel or in supply; advanced tiles in gold. */
export const TILE_CLASS = 'ch bt';
export const ADVANCED_TILE_CLASS = 'ch ba';

/**
 * The board's style block: its chip and row classes, from the colours above (board.mjml puts
 * it in an <mj-style>, which the build moves into the head; the partial itself has no words).
 * Rules keep the `.x { prop: value; }` form the tests read.
 */
export const BOARD_CLASSES = [
  '.bm { color: #52606d; }',
  '.bw { color: #1d7fd6; }',
  `.bp { color: ${PAYING}; }`,
  '.bh { font-size: 12px; font-weight: 700; color: #52606d; text-transform: uppercase; letter-spacing: 0.06em; }',
  '.bz { border-top: 1px solid #eef1f4; }',
  '.zn { vertical-align: top; padding: 2px 0; font-weight: 700; color: #52606d; }',
  '.zi { padding: 2px 0; color: #9aa5b1; }',
  '.wr { padding-right: 6px; }',
  '.ch { padding: 0 4px; border-radius: 3px; }',
  '.bb { white-space: nowrap; color: #fff; font-weight: 700; }',
  '.bc { color: #fff; padding: 0 3px; }',
  '.bt { background: #e4e7eb; color: #243b53; }',
  '.ba { background: #fbeec1; color: #5f4500; }',
  '.bo { color: #1f2933; }',
  [...SEAT_COLOURS.map((c, s) => `.s${s} { background: ${c.main}; }`), `.sn { background: ${NEUTRAL.main}; }`].join(' '),
  ...SEAT_COLOURS.map((c, s) => `.o${s} { background: ${c.tint}; border-left: 3px solid ${c.main}; }`),
  `.on { background: ${NEUTRAL.tint}; border-left: 3px solid ${NEUTRAL.main}; }`,
  ...Object.entries(CONTRACT_CLASSES).map(
    ([kind, cls]) => `.${cls} { border-left: 4px solid ${CONTRACT_COLOURS[kind as ContractKind]}; padding: 0 4px; }`,
  ),
  // Cells and labels repeated per player, contract row or tile (energy track, contracts, patent office, cards).
  '.qe { width: 14px; color: #52606d; } .qn { padding: 2px 4px 2px 0; } .qt { padding: 2px 4px; } .qv { text-align: right; font-weight: 700; }',
  '.qk { display: inline-block; vertical-align: middle; width: 120px; background: #e4e7eb; } .qb { display: block; height: 10px; }',
  '.qc { padding-left: 6px; font-size: 11px; color: #7b8794; } .qg { color: #7b8794; } .qw { white-space: nowrap; }',
  '.qr { vertical-align: top; padding: 2px 6px 2px 0; color: #52606d; white-space: nowrap; } .qp { padding: 2px 0; }',
  '.qf { font-size: 12px; } .qs { font-size: 12px; color: #52606d; } .ql { font-size: 12px; color: #52606d; margin-top: 4px; } .qx { font-size: 15px; } .qm { margin-top: 4px; }',
].join('\n');

export function dots(filled: number, total: number): string {
  return '●'.repeat(filled) + '○'.repeat(Math.max(0, total - filled));
}
