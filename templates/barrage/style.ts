/**
 * Colours and inline styles of the Barrage board. One colour per seat, used for that player's
 * name badge, structures on the map, energy bar and card, so a player is recognised at a glance
 * anywhere in the email; every coloured chip also carries the player's name in words.
 */
import type { ContractKind } from '../../engine/barrage/data/contracts';

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

// Styles are inline (Gmail) and repeated per chip, so they are kept short: the email must stay
// under Gmail's 102 KB clipping limit with four players, a digest and the move list.
// Chip texts use no-break spaces instead of white-space:nowrap, for the same reason.
const CHIP = 'padding:0 4px;border-radius:3px';

/** A player's name badge: white on the seat colour. */
export function badgeStyle(seat: number): string {
  return `${CHIP};white-space:nowrap;background:${seatColour(seat).main};color:#fff;font-weight:700`;
}

/** Who is on an action space: a small chip, white on the seat colour (kept short: up to ~20 a mail). */
export function occupantStyle(seat: number): string {
  return `color:#fff;background:${seatColour(seat).main};padding:0 3px`;
}

/** A built structure: the owner's tint with a bar of the owner's colour. */
export function ownedStyle(seat: number): string {
  const c = seatColour(seat);
  return `${CHIP};background:${c.tint};border-left:3px solid ${c.main};color:#1f2933`;
}

/** A free building space: inherits the faded row colour; red where building costs 3 more credits. */
export function freeStyle(paying: boolean): string {
  return paying ? `color:${PAYING}` : '';
}

/** A contract tile: its colour on the left edge. */
export function contractStyle(colour: ContractKind): string {
  return `border-left:4px solid ${CONTRACT_COLOURS[colour]};padding:0 4px`;
}

/** A technology tile or machinery on the wheel or in supply; advanced tiles in gold. */
export const TILE_STYLE = `${CHIP};background:#e4e7eb;color:#243b53`;
export const ADVANCED_TILE_STYLE = `${CHIP};background:#fbeec1;color:#5f4500`;

export function dots(filled: number, total: number): string {
  return '●'.repeat(filled) + '○'.repeat(Math.max(0, total - filled));
}
