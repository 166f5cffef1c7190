/** The construction wheel (spec §1.11): insert into the open segment, rotate, take back. */
import type { PlayerState, Wheel } from './state';

export const WHEEL_SEGMENTS = 6;

export function emptyWheel(): Wheel {
  return { open: 0, segments: Array.from({ length: WHEEL_SEGMENTS }, () => ({ tiles: [], ex: 0, mx: 0 })) };
}

/** Put a tile (optional) and machinery into the open segment. Mutates the player's draft. */
export function insert(p: PlayerState, tile: string | null, ex: number, mx: number): void {
  const segments = p.wheel.segments.slice();
  const seg = segments[p.wheel.open]!;
  segments[p.wheel.open] = { tiles: tile ? [...seg.tiles, tile] : seg.tiles, ex: seg.ex + ex, mx: seg.mx + mx };
  p.wheel = { open: p.wheel.open, segments };
}

/** Rotate `n` single segments; after each, the newly opened segment's contents return to supply. */
export function rotate(p: PlayerState, n: number): void {
  let { open } = p.wheel;
  const segments = p.wheel.segments.slice();
  for (let i = 0; i < n; i++) {
    open = (open + 1) % WHEEL_SEGMENTS;
    const seg = segments[open]!;
    if (seg.tiles.length > 0 || seg.ex > 0 || seg.mx > 0) {
      p.tiles = [...p.tiles, ...seg.tiles];
      p.ex += seg.ex;
      p.mx += seg.mx;
      segments[open] = { tiles: [], ex: 0, mx: 0 };
    }
  }
  p.wheel = { open, segments };
}

export function tilesOnWheel(w: Wheel): string[] {
  const out: string[] = [];
  for (const seg of w.segments) for (const t of seg.tiles) out.push(t);
  return out;
}
