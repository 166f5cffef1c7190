/**
 * State, frames and moves of Era of Inventions (rules/era-of-inventions.md). Plain JSON; the
 * numbers of cards and boards are not here but in the data set whose id the state keeps.
 */
import type { StackState } from '../core/steps/runner';
import type { Seat } from '../core/types';
import type { CardResource, Good, Resource } from './data';
import type { RuleFlags } from './rules';

/** The six action areas in board order (§2.5); notation names them by these words. */
export const AREAS = ['factories', 'production', 'resources', 'market', 'development', 'inventions'] as const;
export type Area = (typeof AREAS)[number];

export interface SeatState {
  coins: number;
  res: Record<Resource, number>;
  gears: number;
  /** One entry per bonus token: usable in the bonus window after regular action n iff n ≥ the entry (§3.3). */
  bonus: number[];
  /** Regular actions (token resolutions, passes included) so far this game. */
  actions: number;
  /** Factory instance ids (`coal2#1`), the start factory first. */
  factories: string[];
  /** Invention markers still in the supply (15 at the start, §1.2). */
  markers: number;
  /** Markers removed by a patent with no target (D12). */
  wasted: number;
  /** Steps moved up the patent track = patents registered (D11). */
  patentStep: number;
  /** IP recorded on the influence track (score part A, §2.10). */
  ip: number;
  /** Action tokens still to place this round. */
  tokens: number;
}

/** One line of final scoring per seat (§2.10). */
export interface FinalScore {
  readonly track: number;
  /** Part B: what the leftovers convert to at the exchange market (D8). */
  readonly leftovers: number;
  /** Part C: the three bonuses. */
  readonly patents: number;
  readonly gears: number;
  readonly capacity: number;
  readonly total: number;
}

export type Exchange = 'U1' | 'U2' | 'M1' | 'M2' | 'L1';
/** What L2 trades: coins and resources (§2.5 area 4). */
export type Item = Resource | 'coin';
export type BonusAction = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';

export type EraMove =
  | { kind: 'place'; area: Area }
  | { kind: 'resolve'; area: Area }
  | { kind: 'pass'; area: Area }
  | { kind: 'build'; factory: string }
  | { kind: 'take'; goods: Partial<Record<Good, number>> }
  | { kind: 'factory'; factory: string }
  | { kind: 'buy'; point: string }
  | { kind: 'gear' }
  | { kind: 'exchange'; trade: Exchange }
  | { kind: 'swap'; pay: [Item, Item] }
  | { kind: 'gain'; item: Item }
  | { kind: 'develop'; space: string }
  | { kind: 'patent'; space: string | null }
  | { kind: 'produce'; card: string }
  | { kind: 'pay'; pay: Partial<Record<CardResource, number>> }
  | { kind: 'bonus'; action: BonusAction }
  | { kind: 'nobonus' }
  | { kind: 'done' };

export type EraFrame =
  // automatic
  | { kind: 'roundStart' }
  | { kind: 'output'; seat: Seat; factories: string[] }
  | { kind: 'royalties'; seat: Seat; cards: string[] }
  | { kind: 'upkeep' }
  | { kind: 'final' }
  // decisions
  | { kind: 'place'; seat: Seat; turn: number }
  | { kind: 'resolve'; seat: Seat }
  | { kind: 'build'; seat: Seat; left: number; bonus: boolean }
  | { kind: 'split'; seat: Seat; factory: string; group: number }
  | { kind: 'pickFactory'; seat: Seat }
  | { kind: 'buy'; seat: Seat; left: number; bought: string[]; bonus: boolean }
  | { kind: 'market'; seat: Seat; left: number; used: [number, number, number]; first: boolean; bonus: boolean }
  | { kind: 'lab'; seat: Seat; mode: 'choose' | 'develop' | 'patent'; left: number; gears: number; bonus: boolean }
  | { kind: 'make'; seat: Seat; left: number; cards: string[]; bonus: boolean }
  | { kind: 'payAny'; seat: Seat; card: string }
  | { kind: 'swapGain'; seat: Seat; pay: [Item, Item] }
  | { kind: 'bonus'; seat: Seat };

export type FrameOf<K extends EraFrame['kind']> = Extract<EraFrame, { kind: K }>;

export interface EraState extends StackState<EraFrame> {
  /** The data set this game started with (§6.2): kept for the game's whole life. */
  dataset: string;
  /** The §5 readings this game plays with (defaults: the spec's decisions). */
  rules: RuleFlags;
  round: number;
  rounds: number;
  tokensEach: number;
  startPlayer: Seat;
  seats: SeatState[];
  /** Seats with a token on each area, in the order placed (at most 2, §2.3). */
  areas: Seat[][];
  /** Invention display, slot 0 = the oldest end (D3); null = empty slot. */
  invDisplay: (string | null)[];
  /** Face-down: the top is the end of the list. Hidden order (§7). */
  invDraw: string[];
  invDiscard: string[];
  /** Cards of a newly developed basic invention, face up beside the pile until upkeep (§2.5 area 5A). */
  invNew: string[];
  /** Start cards removed from the game at upkeep 1a. */
  invRemoved: string[];
  facDisplay: (string | null)[];
  facDraw: string[];
  facDiscard: string[];
  /** Pieces on each ship/warehouse, by data-set order. */
  supply: number[];
  /** Developer and patent owner of each invention space, by data-set order. */
  dev: (Seat | null)[];
  patent: (Seat | null)[];
  /** Some invention space was developed this round (upkeep 1d, D4). */
  developedThisRound: boolean;
  final: FinalScore[] | null;
}

export const ITEMS: readonly Item[] = ['coin', 'coal', 'wood', 'metal', 'tech', 'tools'];
