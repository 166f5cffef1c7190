/**
 * A state factory for Puerto Rico tests: build positions directly instead of playing
 * to them. Every helper keeps the game's totals consistent (what a player gets comes out
 * of a supply), so `invariants` still holds on the positions tests build.
 */
import { expect } from 'vitest';
import type { GameEvent } from '../../../engine/core/types';
import { puertoRico, type PRMove, type PRState } from '../../../engine/puerto-rico';
import { BUILDING_INDEX, GOODS, TILES, type BuildingId, type Good, type RoleId, type Tile } from '../../../engine/puerto-rico/data';
import type { PRFrame } from '../../../engine/puerto-rico/frames';
import { runner } from '../../../engine/puerto-rico/rules';
import type { PlayerState } from '../../../engine/puerto-rico/state';
import { formatMove } from '../../../engine/puerto-rico/notation';

/** A new game where seat 0 is the first Governor. */
export function newGame(players: number, options: Record<string, boolean | number> = {}, seed = 'test'): PRState {
  return puertoRico.setup(players, { governor: 1, ...options }, seed);
}

export interface BoardSpec {
  doubloons?: number;
  vp?: number;
  goods?: Partial<Record<Good, number>>;
  /** Tile kind → [tiles, of which occupied]. Replaces the whole island when given. */
  island?: Partial<Record<Tile, readonly [number, number]>>;
  /** Building → colonists on it. Replaces the whole city when given. */
  city?: Partial<Record<BuildingId, number>>;
  sanJuan?: number;
}

/** Set parts of one seat's board; differences come out of (or go back to) the supplies. */
export function withBoard(s: PRState, seat: number, spec: BoardSpec): PRState {
  const next: PRState = structuredClone(s);
  const p: PlayerState = next.seats[seat]!;
  let colonistDelta = 0;
  if (spec.doubloons !== undefined) p.doubloons = spec.doubloons;
  if (spec.vp !== undefined) {
    p.vp = spec.vp;
    const shipped = next.seats.reduce((n, x) => n + x.vp, 0);
    next.vpPool = Math.max(0, puertoRicoVpChips(next.players) - shipped);
  }
  if (spec.goods) {
    GOODS.forEach((g, i) => {
      const want = spec.goods![g] ?? 0;
      next.goods[i]! -= want - p.goods[i]!;
      p.goods[i] = want;
    });
  }
  if (spec.island) {
    TILES.forEach((t, i) => {
      const [count, manned] = spec.island![t] ?? [0, 0];
      const delta = count - p.tiles[i]!;
      if (i === 5) next.quarries -= delta;
      else if (delta > 0) for (let k = 0; k < delta; k++) removeFromPiles(next, i);
      else for (let k = 0; k < -delta; k++) next.discard[i]! += 1;
      colonistDelta += manned - p.manned[i]!;
      p.tiles[i] = count;
      p.manned[i] = manned;
    });
  }
  if (spec.city) {
    p.city.forEach((n, i) => {
      if (n >= 0) {
        next.supply[i]! += 1;
        colonistDelta -= n;
        p.city[i] = -1;
      }
    });
    for (const [id, n] of Object.entries(spec.city) as [BuildingId, number][]) {
      const i = BUILDING_INDEX[id];
      next.supply[i]! -= 1;
      p.city[i] = n;
      colonistDelta += n;
    }
  }
  if (spec.sanJuan !== undefined) {
    colonistDelta += spec.sanJuan - p.sanJuan;
    p.sanJuan = spec.sanJuan;
  }
  next.colonists -= colonistDelta;
  return next;
}

function removeFromPiles(s: PRState, tile: number): void {
  const i = s.pile.lastIndexOf(tile);
  if (i >= 0) {
    s.pile.splice(i, 1);
    return;
  }
  const j = s.row.indexOf(tile);
  if (j >= 0) {
    s.row.splice(j, 1);
    return;
  }
  s.discard[tile]! -= 1;
}

function puertoRicoVpChips(players: number): number {
  return ({ 2: 65, 3: 75, 4: 100, 5: 122 } as Record<number, number>)[players]!;
}

/** Make `seat` the next to choose a role (first choice of a round where he is Governor). */
export function choosing(s: PRState, seat: number): PRState {
  return { ...s, governor: seat, picks: 0, stack: [{ kind: 'role', seat }] };
}

/** The decision frame on top of the stack (what is being waited for), or null once the game is over. */
export function top(s: PRState): PRFrame | null {
  return runner.top(s);
}

/** The kind of decision being waited for, or 'over'. */
export function stepOf(s: PRState): PRFrame['kind'] | 'over' {
  return runner.top(s)?.kind ?? 'over';
}

/** The same position with the game over (nothing left on the stack). */
export function gameOver(s: PRState): PRState {
  return { ...s, stack: [] };
}

export interface Played {
  state: PRState;
  events: GameEvent[];
}

/** Parse and apply one move; fails the test with the engine's reason if refused. */
export function play(s: PRState, seat: number, text: string): Played {
  const parsed = puertoRico.parse(text, s, seat);
  if (!parsed.ok) throw new Error(`cannot parse "${text}" for seat ${seat}: ${parsed.error.reason}`);
  const applied = puertoRico.apply(s, seat, parsed.move);
  if (!applied.ok) throw new Error(`"${text}" refused for seat ${seat}: ${applied.error.reason}`);
  expect(puertoRico.invariants!(applied.state)).toEqual([]);
  return { state: applied.state, events: [...applied.events] };
}

/** Apply several moves in a row: [seat, text] pairs. */
export function playAll(s: PRState, moves: readonly (readonly [number, string])[]): Played {
  let state = s;
  const events: GameEvent[] = [];
  for (const [seat, text] of moves) {
    const r = play(state, seat, text);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Choose a role for `seat` as the first choice of a fresh round. */
export function takeRole(s: PRState, seat: number, role: RoleId): Played {
  return play(choosing(s, seat), seat, `role ${role}`);
}

export function legal(s: PRState, seat: number): string[] {
  return puertoRico.legalMoves(s, seat).map(formatMove);
}

export function refusal(s: PRState, seat: number, move: PRMove): string {
  const applied = puertoRico.apply(s, seat, move);
  if (applied.ok) throw new Error(`${formatMove(move)} was accepted`);
  return applied.error.reason;
}

export function pendingSeats(s: PRState): number[] {
  return puertoRico.pending(s).map((p) => p.seat);
}

export function texts(events: readonly GameEvent[]): string[] {
  return events.map((e) => `${e.seat === null ? '' : `S${e.seat} `}${e.text}`);
}

export function goodsOf(s: PRState, seat: number): Record<Good, number> {
  return Object.fromEntries(GOODS.map((g, i) => [g, s.seats[seat]!.goods[i]!])) as Record<Good, number>;
}

/** Set the face-up row (tiles are swapped with the face-down pile). */
export function withRow(s: PRState, row: readonly Tile[]): PRState {
  const next: PRState = structuredClone(s);
  next.pile.push(...next.row);
  next.row = [];
  for (const t of row) {
    const i = next.pile.indexOf(TILES.indexOf(t));
    if (i < 0) throw new Error(`no ${t} left in the pile`);
    next.pile.splice(i, 1);
    next.row.push(TILES.indexOf(t));
  }
  return next;
}

/** Put these tiles on top of the face-down pile, the first listed drawn first. */
export function withPileTop(s: PRState, top: readonly Tile[]): PRState {
  const next: PRState = structuredClone(s);
  for (const t of [...top].reverse()) {
    const i = next.pile.indexOf(TILES.indexOf(t));
    if (i < 0) throw new Error(`no ${t} left in the pile`);
    next.pile.splice(i, 1);
    next.pile.push(TILES.indexOf(t));
  }
  return next;
}
