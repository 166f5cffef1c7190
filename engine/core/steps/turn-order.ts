/**
 * Turn-order presets (boardgame.io's TurnOrder, as plain functions over seats). Steps use
 * them to build frames; none of them keeps state of its own.
 */
import type { Seat } from '../types';

/** Every seat once, clockwise, starting with `first`. */
export function clockwiseFrom(first: Seat, players: number): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < players; k++) out.push((first + k) % players);
  return out;
}

/** Every seat once from `first`, skipping seats with no choice (a phase where each player acts once). */
export function eachOnceFrom(first: Seat, players: number, hasChoice: (seat: Seat) => boolean): Seat[] {
  return clockwiseFrom(first, players).filter(hasChoice);
}

/** The same order backwards (income in reverse turn order, last player first). */
export function reversed(order: readonly Seat[]): Seat[] {
  return [...order].reverse();
}

/**
 * Round robin until all pass: the index in `order` of the next seat after `current` that
 * has not passed, or null when everybody has.
 */
export function nextActive(order: readonly Seat[], current: number, passed: (seat: Seat) => boolean): number | null {
  for (let k = 1; k <= order.length; k++) {
    const idx = (current + k) % order.length;
    if (!passed(order[idx] as Seat)) return idx;
  }
  return null;
}
