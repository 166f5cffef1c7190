/**
 * The frames of Puerto Rico's turn flow on the core step runner (spec §3, §4, §6).
 *
 * The state's `stack` holds what is left to do, top last. While a role's phase runs, the
 * bottom frame is that phase's `phase-end` (it names the role and its chooser, so steps
 * read the privileges from it); above it, one frame per thing still to happen: decision
 * frames (spec §6 ids in the comments) and automatic ones. When the stack runs empty the
 * round goes on (round.ts `nextFrames`); an empty stack after that is the end of the game.
 */
import type { Seat } from '../core/types';
import type { BuildingId, RoleId } from './data';

/** Captain storage (K2) progress of one seat. */
export interface StoreTurn {
  seat: Seat;
  /** Goods put in warehouses (all their barrels are kept). */
  stored: number[];
  /** True once the warehouse choices are over: the seat now picks its single barrel. */
  single: boolean;
  /** Storehouse (expansions §4.3.4): single barrels kept so far, by good. */
  singles?: number[];
}

/** Captain loading progress carried from turn to turn (§4.6). */
export interface Loading {
  /** Offset from the Captain of the seat whose turn it is. */
  offset: number;
  /** Consecutive passes (automatic ones included); the loading ends at N. */
  passes: number;
  /** Seats that used their Wharf this phase (D5). */
  wharfUsed: Seat[];
  /** The Captain has had his first-load privilege (§4.6). */
  privilegeUsed: boolean;
  /** Expansions: seats whose first Captain turn came (Union hall, Royal supplier, A-26). */
  firsts?: Seat[];
  /** Expansions: seats that used their Small wharf this phase. */
  smallWharfUsed?: Seat[];
}

/** Decision frames a phase offers to a seat only when it has a choice (`offer`). */
export type OfferedFrame =
  | { kind: 'settle'; seat: Seat; drew: boolean; second?: boolean } // S1 + S2 (+ Library second pick, expansions §8 #5)
  | { kind: 'build'; seat: Seat } // B1
  | { kind: 'sell'; seat: Seat; sold?: boolean; land?: boolean }; // T1 (+ Trading post, Land office: expansions §8 #12–13)

export type PRFrame =
  | { kind: 'role'; seat: Seat } // R1
  | { kind: 'phase-end'; role: RoleId; chooser: Seat }
  | { kind: 'offer'; of: OfferedFrame }
  | OfferedFrame
  | { kind: 'settler-end' }
  | { kind: 'hospice'; seat: Seat; tile: number } // S3
  | { kind: 'mayor-privilege'; seat: Seat; second?: boolean } // M1 (second: Library)
  | { kind: 'distribute' }
  | { kind: 'placement'; seat: Seat }
  | { kind: 'place'; seat: Seat; placed: boolean } // M2
  | { kind: 'refill' }
  | { kind: 'university'; seat: Seat; building: BuildingId } // B2
  | { kind: 'produce' }
  | { kind: 'barrel'; seat: Seat; goods: number[]; second?: boolean } // C1 (second: Library)
  | { kind: 'trader-end' }
  | ({ kind: 'seek-loader' } & Loading)
  | ({ kind: 'load'; seat: Seat } & Loading) // K1
  | { kind: 'store'; turns: StoreTurn[] } // K2: every seat in `turns` decides at once
  | { kind: 'sail' }
  // Expansions (rules/puerto-rico-expansions.md §8 numbers):
  | { kind: 'draft'; seat: Seat } // #1
  | { kind: 'guests'; seats: Seat[] } // #2, windows W1/W3 (§7.0)
  | { kind: 'prospect'; seat: Seat } // §7.7
  | { kind: 'lighthouse'; seat: Seat } // §7.6 step 2
  | { kind: 'villa' } // §7.3 step 3
  | { kind: 'storage' } // §7.6 step 6, after W3
  | { kind: 'settler-extras'; chooser: Seat } // §7.1 steps 3–6
  | { kind: 'settler-window' }
  | { kind: 'lodge-check'; seat: Seat }
  | { kind: 'lodge'; seat: Seat } // #6
  | { kind: 'lodge-nobles' } // §5.8.3 noble
  | { kind: 'black-market'; seat: Seat; building: BuildingId } // #8
  | { kind: 'drawn'; seat: Seat; tile: number; then: OfferedFrame[] } // #13 Land office tile: plantation or forest
  | { kind: 'royal'; seat: Seat; delivered: number[] } // #14
  | ({ kind: 'small-wharf'; seat: Seat; barrels: number[] } & Loading); // #15

export type PhaseFrame = Extract<PRFrame, { kind: 'phase-end' }>;

/** The role phase being carried out (its `phase-end` frame), or null between phases. */
export function phaseOf(s: { readonly stack: readonly PRFrame[] }): PhaseFrame | null {
  for (const f of s.stack) if (f.kind === 'phase-end') return f;
  return null;
}

/** The seat that chose the running phase's role (its privileges), or -1 between phases. */
export function chooserOf(s: { readonly stack: readonly PRFrame[] }): Seat {
  return phaseOf(s)?.chooser ?? -1;
}

/** The seat `offset` places clockwise from the running phase's chooser. */
export function seatFrom(s: { readonly stack: readonly PRFrame[]; readonly players: number }, offset: number): Seat {
  return (chooserOf(s) + offset) % s.players;
}

/** Captain: the loading turn after a load (`loaded`) or a pass goes to the next player clockwise (§4.6). */
export function nextLoader(players: number, at: Loading, loaded: boolean): PRFrame {
  const next: PRFrame = {
    kind: 'seek-loader',
    offset: (at.offset + 1) % players,
    passes: loaded ? 0 : at.passes + 1,
    wharfUsed: at.wharfUsed,
    privilegeUsed: at.privilegeUsed,
  };
  if (at.firsts) next.firsts = at.firsts;
  if (at.smallWharfUsed) next.smallWharfUsed = at.smallWharfUsed;
  return next;
}

/** The loading progress fields of a frame that carries them. */
export function loadingOf(f: Loading): Loading {
  const at: Loading = { offset: f.offset, passes: f.passes, wharfUsed: f.wharfUsed, privilegeUsed: f.privilegeUsed };
  if (f.firsts) at.firsts = f.firsts;
  if (f.smallWharfUsed) at.smallWharfUsed = f.smallWharfUsed;
  return at;
}
