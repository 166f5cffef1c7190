/** Barrage game state (plain JSON) and its types. Set-up lives in setup.ts. */
import type { RngState } from '../core/rng';
import type { StackState } from '../core/steps/runner';
import type { ScoreLine } from '../core/types';
import type { Company, Officer, StructureType } from './data/companies';
import type { PrivateColour } from './data/contracts';
import type { Headstream } from './data/map';
import type { BonusTile, HeadstreamTile, ObjectiveTile } from './data/tiles';
import type { AutomaLevel, AutomaState } from './automa/config';
import type { Frame } from './frames';

export interface WheelSegment {
  tiles: string[];
  ex: number;
  mx: number;
}

export interface Wheel {
  /** The open segment (insertion slot), 0..5. */
  open: number;
  segments: WheelSegment[];
}

export interface PlayerState {
  company: Company | null;
  officer: Officer | null;
  credits: number;
  ex: number;
  mx: number;
  vp: number;
  energy: number;
  /** Energy at the end of the last scored round (tie-break after round 5). */
  lastEnergy: number;
  engineers: number;
  /** Pieces still on the company board. */
  pieces: Record<StructureType, number>;
  /** Technology tiles in personal supply. */
  tiles: string[];
  wheel: Wheel;
  /** Unfulfilled contracts in hand. */
  hand: string[];
  fulfilled: string[];
  /** Mahiri: officer copied this turn; Mahiri spaces used this round. */
  copy: Officer | null;
  mahiriUsed: string[];
  passed: boolean;
  /** Present only for a company the rules move (Automa spec): its level, and its officer, whose ability is off (§1.2, AUT-11). */
  automa?: { level: AutomaLevel; officer: Officer | null };
}

export interface Dam {
  /** Seat, or -1 for a neutral dam. */
  owner: number;
  /** 1 = base only .. 3 = base + 2 elevations. */
  level: number;
  drops: number;
}

export interface Options {
  intro: boolean;
  /** VP shared by players tied for 1st on the energy track (A2). */
  tiePool: 6 | 8;
  releaseBeforeContract: boolean;
  mahiriExtraOfficers: boolean;
  /** Viktor's minimum 4 also in Germany's second production (A6). */
  fieslerInSecond: boolean;
}

export interface BarrageState extends StackState<Frame> {
  players: number;
  rng: RngState;
  options: Options;
  round: number;
  phase: 'draft' | 'actions' | 'over';
  /** Seats in turn order. */
  turnOrder: number[];
  /** Index into turnOrder of the player whose turn it is (or was last). */
  turnIdx: number;
  seats: PlayerState[];
  headstreams: Record<Headstream, { tile: HeadstreamTile; drops: number }>;
  dams: Record<string, Dam>;
  conduits: Record<string, number>;
  powerhouses: Record<string, number>;
  /** Action spaces used this round: space id → seats; company-board spaces are keyed `CB1#seat`. */
  used: Record<string, number[]>;
  contracts: {
    stacks: Record<PrivateColour, string[]>;
    faceUp: Record<PrivateColour, string[]>;
    national: string[];
  };
  patent: { decks: string[][]; positions: (string | null)[] };
  bonusTiles: BonusTile[];
  objective: ObjectiveTile;
  /** Officers in play not paired with a company (Mahiri's extra officers, A4). */
  extraOfficers: Officer[];
  /** Normal game: pairs and starting contracts still to choose. */
  draft: { pairs: { company: Company; officer: Officer }[]; starting: string[] } | null;
  /** Water accounting: drops ever put on the map and drops that left it. */
  water: { added: number; exited: number };
  /** Pending work, top = last. */
  stack: Frame[];
  /** Scoring breakdown lines per seat, for the result. */
  breakdown: ScoreLine[];
  /** Only in games with Automas (Automa spec): the deck and who is an Automa. */
  automa?: AutomaState;
}
