/** Test helpers: hand-made Era of Inventions positions, played through the public module. */
import { expect } from 'vitest';
import { eraOfInventions as game, type EraMove, type EraState } from '../../../engine/era-of-inventions';
import { ix } from '../../../engine/era-of-inventions/economy';
import type { EraFrame, SeatState } from '../../../engine/era-of-inventions/state';
import type { GameEvent } from '../../../engine/core/types';

export { game };

export function newGame(players = 3, seed = 'test'): EraState {
  return game.setup(players, { dataset: 'placeholder-v0' }, seed);
}

/** A sentinel decision under the frames a test pushes: when it is on top, the tested work is over. */
export const SENTINEL: EraFrame = { kind: 'place', seat: 2, turn: 0 };

/** A position with `frames` to do (first runs first) and seat patches applied. */
export function at(frames: EraFrame[], patch: Partial<Record<number, Partial<SeatState>>> = {}, base = newGame(3)): EraState {
  const seats = base.seats.map((p, i) => ({ ...p, ...(patch[i] ?? {}), res: { ...p.res, ...(patch[i]?.res ?? {}) } }));
  return { ...base, seats, stack: [SENTINEL, ...[...frames].reverse()] };
}

/** The same position with a patch on the state itself. */
export function withState(s: EraState, patch: Partial<EraState>): EraState {
  return { ...s, ...patch };
}

export function legal(s: EraState, seat: number): string[] {
  return game.legalMoves(s, seat).map(game.format);
}

/** Play `text` (notation) for `seat`; fails the test on a refusal. Events are collected in `log`. */
export function play(s: EraState, seat: number, text: string, log: GameEvent[] = []): EraState {
  const parsed = game.parse(text, s, seat);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.reason}`);
  const out = game.apply(s, seat, parsed.move);
  if (!out.ok) throw new Error(`${text}: ${out.error.reason}`);
  log.push(...out.events);
  return out.state;
}

/** Apply a move object and expect a refusal; returns its reason. */
export function refused(s: EraState, seat: number, move: EraMove): string {
  const out = game.apply(s, seat, move);
  expect(out.ok).toBe(false);
  return out.ok ? '' : out.error.reason;
}

export function top(s: EraState): EraFrame | undefined {
  return s.stack[s.stack.length - 1];
}

export function done(s: EraState): boolean {
  return top(s) === SENTINEL;
}

export function data(s: EraState = newGame()) {
  return ix(s).data;
}

export function spaceIdx(s: EraState, id: string): number {
  return data(s).inventionSpaces.findIndex((x) => x.id === id);
}

/** Mark spaces developed (and patented) by seats: `{ 'telephone-basic': [0, true] }`. */
export function developed(s: EraState, spaces: Record<string, [number, boolean?]>): EraState {
  const dev = s.dev.slice();
  const patent = s.patent.slice();
  for (const [id, [seat, pat]] of Object.entries(spaces)) {
    dev[spaceIdx(s, id)] = seat;
    if (pat) patent[spaceIdx(s, id)] = seat;
  }
  const seats = s.seats.map((p, i) => {
    const mine = Object.values(spaces).filter(([x]) => x === i);
    const patents = mine.filter(([, pat]) => pat).length;
    return { ...p, markers: p.markers - mine.length - patents, patentStep: p.patentStep + patents };
  });
  return { ...s, dev, patent, seats };
}

export const NO_RES = { coal: 0, wood: 0, metal: 0, tech: 0, tools: 0 };
