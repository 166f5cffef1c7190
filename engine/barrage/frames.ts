/**
 * Pending work, kept as a stack in the state and run by the core step runner (STYLE.md §2).
 * Decision frames name the seat that decides and are handled by a step in steps/; automatic
 * frames are run by the automatic steps in flow.ts.
 */
import type { StructureType } from './data/companies';

/** The technology tile a construction uses (spec §4.4.1 legality 2). */
export interface TileChoice {
  /** Tile taken from the supply (or from the wheel when `fromWheel`). */
  readonly tile: string;
  /** Anton's special tile: the wheel tile it copies. */
  readonly copy?: string;
  /** Mahiri copying Anton: a tile used from the wheel, nothing inserted. */
  readonly fromWheel?: true;
}

export type Frame =
  // decisions
  | { kind: 'draft'; seat: number }
  | { kind: 'turn'; seat: number; copied: boolean }
  | { kind: 'chooseTile'; seat: number }
  | { kind: 'chooseSite'; seat: number; tile: TileChoice; engineerFree: boolean }
  | { kind: 'choosePayment'; seat: number; tile: TileChoice; type: StructureType; site: string }
  | { kind: 'chooseSystem'; seat: number; modifier: number; second: boolean; optional: boolean; exclude: string | null }
  | { kind: 'chooseDrops'; seat: number; modifier: number; second: boolean; dam: string; conduit: string; powerhouse: string }
  | { kind: 'fulfil'; seat: number; energy: number; production: boolean }
  | { kind: 'takeContract'; seat: number; remaining: number }
  | { kind: 'discard'; seat: number }
  | { kind: 'placeDrops'; seat: number; remaining: number; flow: boolean; optional: boolean }
  | { kind: 'machinery'; seat: number; n: number }
  | { kind: 'freeStructure'; seat: number; type: StructureType; maxValue: number; areas: 'plains' | 'plains-hills' | 'any' }
  // automatic
  | { kind: 'release'; seat: number; area: string; drops: number }
  | { kind: 'afterProduction'; seat: number; second: boolean; powerhouse: string }
  | { kind: 'income'; seat: number }
  | { kind: 'endTurn'; seat: number }
  /** An Automa's whole turn (Automa spec §3): the rules move it, nobody decides. */
  | { kind: 'automaTurn'; seat: number };

export type DecisionFrame = Exclude<Frame, { kind: 'release' | 'afterProduction' | 'income' | 'endTurn' | 'automaTurn' }>;
export type AutoFrame = Extract<Frame, { kind: 'release' | 'afterProduction' | 'income' | 'endTurn' | 'automaTurn' }>;
