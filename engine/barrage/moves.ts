/** Barrage moves: a union on `kind`, plain JSON, one per small decision (docs/barrage-notation.md). */
import type { Company, Officer, StructureType } from './data/companies';
import type { Headstream } from './data/map';

export type BarrageMove =
  /** Normal set-up: a company+officer pair and a starting contract (DP-01). */
  | { kind: 'draft'; company: Company; officer: Officer; contract: string }
  /** Place engineers on an action space (DP-03); `engineers` only for the Bank. */
  | { kind: 'place'; space: string; engineers?: number }
  /** Mahiri: an engineer on XO1/XO2 to copy an officer this turn (DP-12). */
  | { kind: 'copy'; officer: Officer; space: string }
  /** Construction without engineers: Powerhouse I, Base III, or Anton copying one (DP-03 c). */
  | { kind: 'buildFree'; tile: string; copy?: string; fromWheel?: true }
  | { kind: 'pass' }
  /** Construction: the technology tile (DP-04). */
  | { kind: 'tile'; tile: string; copy?: string; fromWheel?: true }
  /** Construction or free structure: what and where (DP-04, DP-14). */
  | { kind: 'site'; type: StructureType; site: string }
  /** Construction payment mix (DP-04). */
  | { kind: 'pay'; ex: number; mx: number; cr: number }
  /** Production system (DP-05, DP-07, DP-08). */
  | { kind: 'produce'; dam: string; conduit: string; powerhouse: string }
  /** Drops released in the production (DP-05). */
  | { kind: 'release'; drops: number }
  /** Fulfil a contract (DP-06). */
  | { kind: 'fulfil'; contract: string }
  /** Contract Office: take a face-up private contract (DP-10). */
  | { kind: 'take'; contract: string }
  /** Discard down to 3 unfulfilled contracts (DP-11). */
  | { kind: 'discard'; contract: string }
  /** One drop on a headstream (DP-09, DP-15). */
  | { kind: 'drop'; headstream: Headstream }
  /** Machinery split (DP-13, DP-16). */
  | { kind: 'machinery'; ex: number; mx: number }
  /** Decline an optional decision. */
  | { kind: 'decline' };

export type MoveKind = BarrageMove['kind'];
