/**
 * The Automa's numbers and the defaults of the spec's open points (Automa spec §7, AUT-1…AUT-15).
 * Every open point is either a field of `AutomaConfig` (kept in the state, so a game replays with
 * the values it started with) or a rule fixed here and named in RULES-NOTES.md.
 */
import type { PrivateColour } from '../data/contracts';

/** Difficulty levels offered (§1.4, AUT-9): 0 Easy, 1 Medium. Levels 2–3 are not playable on BGA. */
export type AutomaLevel = 0 | 1;
export const AUTOMA_LEVELS = { easy: 0, medium: 1 } as const satisfies Record<string, AutomaLevel>;
export const DEFAULT_AUTOMA_LEVEL = 'medium';

/** At most 3 Automas, and at most 4 companies in all (§1.1). */
export const MAX_AUTOMAS = 3;
export const MAX_COMPANIES = 4;

/** Starting VP of an Automa (§1.2, AUT-10). */
export const AUTOMA_START_VP = 16;
/** Objective tile VP for Automas by place (§6.3, AUT-10); humans keep 15/10/5. */
export const AUTOMA_OBJECTIVE_VP = [20, 15, 10] as const;
/** TAKE_CONTRACT's energy (§3.4). */
export const TAKE_CONTRACT_ENERGY = 2;
/** Red-bordered spaces cost the Automa this many VP instead of 3 credits (§3.4, §3.5). */
export const AUTOMA_RED_COST_VP = 3;
/** Energy threshold of PRODUCE: 6 × round (§3.3 (b), AUT-8). */
export const PRODUCE_ENERGY_PER_ROUND = 6;

export interface AutomaConfig {
  /** AUT-2: incomes are applied from this level on; 99 = never (BGA's code path). */
  readonly incomeMinLevel: number;
  /** AUT-3: `N Drop` rewards place one drop (BGA) or N. */
  readonly rewardDrops: 'one' | 'n';
  /** AUT-4: tile 4's "1 Ex (−2)" is not available in round 5 (BGA; the printed tile shows no cross). */
  readonly tile4NotR5: boolean;
  /** AUT-6: all Automas play before the humans in round 1, the last-created first. */
  readonly firstInRound1: boolean;
}

export const AUTOMA_CONFIG: AutomaConfig = { incomeMinLevel: 99, rewardDrops: 'one', tile4NotR5: true, firstInRound1: true };

/** The spaces an Automa takes, first free first (§3.7); blocked rows are left out by player count. */
export const AUTOMA_SPACE_ORDER = {
  produce: ['T+2L', 'T+1L', 'T0L', 'T-1L', 'T-2L', 'T+2R', 'T+1R', 'T0R', 'T-1R', 'T-2R'],
  droplet: ['W2L', 'W1L', 'W2R', 'W1R'],
  /** W1↓ mirrors the W2 order so its own row comes first: scenario 16 (1 engineer on W1L) over the §3.7 table. */
  flowingDroplet: ['W1L', 'W2L', 'W1R', 'W2R'],
  wheel: ['R1L', 'R2L', 'R3L', 'R1R', 'R2R', 'R3R'],
  machine: ['MEL', 'MAL', 'MBL', 'MER', 'MAR', 'MBR'],
  takeContract: ['K1L', 'K1bL', 'K2L', 'K1R', 'K1bR', 'K2R'],
  vp: ['BANK'],
} as const;

/** The Automa's own construction space (§1.2): one space, any number of engineers; keyed per seat in `used`. */
export const AUTOMA_CONSTRUCTION_SPACE = 'AC';

export interface AutomaState {
  /** Seats 0 … humans−1 are players; the Automas follow (Automa I is seat `humans`). */
  readonly humans: number;
  readonly level: AutomaLevel;
  /** The shared deck, top first (§1.3, §2.1); its order is hidden except the top tile's action side. */
  deck: number[];
  /** The tile in the flipped slot (its criteria side). */
  flipped: number | null;
  discard: number[];
  /** Contracts discarded by TAKE_CONTRACT, recycled when a colour's stack runs out (§3.4, AUT-14). */
  contractDiscards: Record<PrivateColour, string[]>;
  readonly config: AutomaConfig;
  /** What the Automas did before the first move of an introductory game (they play first, AUT-6). */
  opening?: { text: string; ja?: string }[];
}
