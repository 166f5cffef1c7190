/** Test helpers: small hand-made Barrage positions on the real map, played through the public module. */
import { expect } from 'vitest';
import { barrage, type BarrageState } from '../../../engine/barrage';
import type { StructureType } from '../../../engine/barrage/data/companies';
import type { PlayerState } from '../../../engine/barrage/state';
import { INTRO_MATCHUPS } from '../../../engine/barrage/data/companies';
import { newPlayer } from '../../../engine/barrage/setup';
import { resolveOptions } from '../../../engine/core/options';
import type { GameEvent } from '../../../engine/core/types';

export function options(raw: Record<string, string | boolean> = {}) {
  const r = resolveOptions(barrage.meta, raw);
  if (!r.ok) throw new Error(r.error.reason);
  return r.options;
}

export function newGame(players: number, seed = 'test', raw: Record<string, string | boolean> = {}): BarrageState {
  return barrage.setup(players, options(raw), seed);
}

/**
 * An introductory game with an empty map (no neutral dams, no waiting water), seats in turn order
 * 0..n-1 with the introductory matchups (0 USA/Adler/S1, 1 Germany/McDowell/S2, 2 Italy/Jordan/S3,
 * 3 France/Fiesler/S4), seat 0 to play: a clean bench for one rule.
 */
export function lab(players = 2, raw: Record<string, string | boolean> = {}): BarrageState {
  const s = newGame(players, 'lab', { variant: 'intro', ...raw });
  return {
    ...s,
    seats: INTRO_MATCHUPS.slice(0, players).map((m) => newPlayer(m.company, m.officer, m.contract, true)),
    dams: {},
    headstreams: {
      A: { ...s.headstreams.A, drops: 0 },
      B: { ...s.headstreams.B, drops: 0 },
      C: { ...s.headstreams.C, drops: 0 },
      D: { ...s.headstreams.D, drops: 0 },
    },
    water: { added: 0, exited: 0 },
    stack: [{ kind: 'turn', seat: 0, copied: false }],
    turnOrder: Array.from({ length: players }, (_x, i) => i),
    turnIdx: 0,
  };
}

export function seat(s: BarrageState, i: number): PlayerState {
  return s.seats[i]!;
}

export function patchSeat(s: BarrageState, i: number, patch: Partial<PlayerState>): BarrageState {
  return { ...s, seats: s.seats.map((p, j) => (j === i ? { ...p, ...patch } : p)) };
}

/** Whose turn (a fresh turn frame on an otherwise empty stack). */
export function turnOf(s: BarrageState, i: number): BarrageState {
  return { ...s, stack: [{ kind: 'turn', seat: i, copied: false }], turnIdx: s.turnOrder.indexOf(i) };
}

/** Put a structure on the map as if built earlier (pieces taken from the board). */
export function put(
  s: BarrageState,
  owner: number,
  type: StructureType,
  site: string,
  extra: { level?: number; drops?: number } = {},
): BarrageState {
  const next: BarrageState = {
    ...s,
    dams: { ...s.dams },
    conduits: { ...s.conduits },
    powerhouses: { ...s.powerhouses },
    water: { ...s.water },
  };
  const take = (t: StructureType, n: number) => {
    if (owner < 0) return;
    const p = next.seats[owner]!;
    next.seats = next.seats.map((x, j) => (j === owner ? { ...p, pieces: { ...p.pieces, [t]: p.pieces[t] - n } } : x));
  };
  if (type === 'base') {
    const level = extra.level ?? 1;
    const drops = extra.drops ?? 0;
    next.dams[site] = { owner, level, drops };
    next.water.added += drops;
    take('base', 1);
    if (level > 1) take('elevation', level - 1);
  } else if (type === 'conduit') {
    next.conduits[site] = owner;
    take('conduit', 1);
  } else if (type === 'powerhouse') {
    next.powerhouses[site] = owner;
    take('powerhouse', 1);
  } else throw new Error('use base with a level for elevations');
  return next;
}

export function formatted(s: BarrageState, i: number): string[] {
  return barrage.legalMoves(s, i).map(barrage.format);
}

export interface Played {
  state: BarrageState;
  events: readonly GameEvent[];
}

/** Parse and apply one line for a seat; fails the test with the reason if refused; checks invariants. */
export function play(s: BarrageState, i: number, text: string): BarrageState {
  return playE(s, i, text).state;
}

/** Like the match runner: the move, then every forced step (a decision with one legal move). */
export function playE(s: BarrageState, i: number, text: string): Played {
  const first = playRaw(s, i, text);
  let state = first.state;
  const events = [...first.events];
  for (;;) {
    const pending = barrage.pending(state)[0];
    if (!pending) break;
    const legal = barrage.legalMoves(state, pending.seat);
    if (legal.length !== 1) break;
    const next = playRaw(state, pending.seat, barrage.format(legal[0]!));
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

/** One move only, no forced steps after it. */
export function playRaw(s: BarrageState, i: number, text: string): Played {
  const parsed = barrage.parse(text, s, i);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  const applied = barrage.apply(s, i, parsed.move);
  if (!applied.ok) throw new Error(applied.error.reason);
  expect(barrage.invariants!(applied.state)).toEqual([]);
  return { state: applied.state, events: applied.events };
}

/** Apply several lines for one seat. */
export function playAll(s: BarrageState, i: number, lines: readonly string[]): BarrageState {
  return lines.reduce((acc, line) => play(acc, i, line), s);
}

/** The decision on top of the stack. */
export function top(s: BarrageState) {
  return s.stack[s.stack.length - 1];
}
