/**
 * Colours and classes of the Puerto Rico board (engine/puerto-rico/email/board.mjml).
 *
 * Chips, barrels and table cells repeat dozens of times a mail, so they are classes of the
 * board's style block (board.mjml <mj-style>, moved into the head at build time) rather than
 * inline styles: a late-game Japanese status email (base64, every byte 1.33 composed) carried
 * 24 KB of repeated inline styles and came near the 80 KB budget (Gmail clips at 102 KB).
 * Without the style block the board still reads in order: every chip and barrel row has its
 * words (good and count, "corn 3, full"), and the tables keep their rows and columns.
 * Every class starts with `pr-`, apart from the layout's classes.
 */
import type { Tile } from '../data';

/** Goods colours as on the box: corn yellow, indigo blue, sugar white, tobacco brown, coffee black. */
export const TILE_COLOURS = {
  corn: { bg: '#f2c94c', fg: '#3d2f00', border: '#c9a227' },
  indigo: { bg: '#2f5fb3', fg: '#ffffff', border: '#234a8c' },
  sugar: { bg: '#ffffff', fg: '#1f2933', border: '#9aa5b1' },
  tobacco: { bg: '#8b5a2b', fg: '#ffffff', border: '#6b4420' },
  coffee: { bg: '#2b2b2b', fg: '#ffffff', border: '#000000' },
  quarry: { bg: '#9aa5b1', fg: '#1f2933', border: '#7b8794' },
} as const satisfies Record<Tile, { bg: string; fg: string; border: string }>;

/** Expansions §4.1: forests fill island spaces (green chips). */
const FOREST = { bg: '#2f7d32', fg: '#ffffff', border: '#1b5e20' } as const;

/** City edges: violet buildings, gold large buildings; production buildings take their good's border colour. */
const VIOLET = '#7b3fa0';
const LARGE = '#b7791f';

/** What a city building's left edge shows: its good, violet, or large (gold and bold). */
export type CityEdge = Exclude<Tile, 'quarry'> | 'violet' | 'large';

/** A chip with a good's, a quarry's or a forest's colours and its words. */
export function chipClass(tile: Tile | 'forest'): string {
  return `pr-c pr-${tile}`;
}

/** One barrel space on a ship or in the trading house: a good's colours, or dashed when empty. */
export function barrelClass(tile: Tile | null): string {
  return tile ? `pr-b pr-bf pr-${tile}` : 'pr-b pr-be';
}

/** A role card: open, or struck through once taken this round. */
export function roleClass(taken: boolean): string {
  return taken ? 'pr-r pr-rt' : 'pr-r pr-ro';
}

/** A building of a player's city: its edge colour (one class each, with the cell's padding). */
export function cityClass(edge: CityEdge): string {
  return `pr-e${edge}`;
}

const EDGE_COLOURS: Record<CityEdge, string> = {
  corn: TILE_COLOURS.corn.border,
  indigo: TILE_COLOURS.indigo.border,
  sugar: TILE_COLOURS.sugar.border,
  tobacco: TILE_COLOURS.tobacco.border,
  coffee: TILE_COLOURS.coffee.border,
  violet: VIOLET,
  large: LARGE,
};

/**
 * The board's style block (board.mjml puts it in an <mj-style>, which the build moves into the
 * head). Each rule holds exactly what the inline style it replaces held, so the board looks the same.
 */
export const BOARD_CLASSES = [
  // Roles (`pr-r` and one of `pr-ro` open, `pr-rt` taken) and the doubloons on them.
  '.pr-r{display:inline-block;margin:2px 3px 2px 0;padding:4px 8px;border-radius:6px;font-size:13px}',
  '.pr-ro{border:1px solid #12424f;background:#ffffff;color:#12424f;font-weight:600}',
  // A taken role's name is struck through by an <s> (board.mjml), which reads without the style block too.
  '.pr-rt{border:1px solid #d9e2ec;background:#f0f2f5;color:#9aa5b1}',
  '.pr-d{display:inline-block;background:#f6e05e;color:#5f370e;border-radius:9px;padding:0 6px;font-size:12px;font-weight:700;text-decoration:none}',
  // Chips (`pr-c` and a tile class) and barrels (`pr-b` and `pr-bf` with a tile class, or `pr-be` empty).
  '.pr-c{display:inline-block;border-radius:4px;padding:0 5px;font-size:12px;font-weight:700;white-space:nowrap}',
  '.pr-b{display:inline-block;width:20px;height:20px;border-radius:3px;margin:1px 1px 1px 0}',
  '.pr-bf{line-height:20px;text-align:center;font-size:12px}',
  '.pr-be{border:1px dashed #9aa5b1;background:#f5f7f9}',
  ...Object.entries({ ...TILE_COLOURS, forest: FOREST }).map(
    ([tile, c]) => `.pr-${tile}{background:${c.bg};color:${c.fg};border:1px solid ${c.border}}`,
  ),
  // Ships and trading house: label, barrels, the words under them.
  '.pr-sl{width:62px;color:#52606d;padding:2px 0}.pr-sc{padding:2px 0;white-space:nowrap}.pr-st{font-size:12px;color:#52606d;padding:0 0 4px}',
  // Buildings left: column heading, a row's name, cost and copies left; sold-out rows struck through.
  '.pr-h{padding:8px 0 2px;font-size:12px;font-weight:700;color:#52606d;text-transform:uppercase;letter-spacing:0.06em}',
  '.pr-n{padding:1px 0}.pr-k{padding:1px 4px;text-align:right;width:28px}.pr-l{padding:1px 0;text-align:right;width:26px;color:#7b8794}',
  '.pr-x{color:#9aa5b1;text-decoration:line-through}',
  // Players: name line, tags, muted labels, the city table, its buildings' edges and colonist dots.
  '.pr-p{font-size:16px}.pr-tg{color:#52606d;font-size:13px}.pr-m{color:#52606d}.pr-ct{border-collapse:collapse;margin-top:2px}',
  ...Object.entries(EDGE_COLOURS).map(
    ([edge, colour]) => `.pr-e${edge}{border-left:4px solid ${colour};padding:2px 6px${edge === 'large' ? ';font-weight:700' : ''}}`,
  ),
  '.pr-o{padding:2px 6px;letter-spacing:1px;color:#12424f}',
].join('\n');
