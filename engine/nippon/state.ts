/** Nippon game state (plain JSON) and small read helpers (rules/nippon.md §2–§3). */
import type { StackState } from '../core/steps/runner';
import type { ScoreLine, Seat } from '../core/types';
import { dataSet, type Action, type Data, type Effect, type Good, type Piece, type Track } from './data';

export interface Factory {
  id: string;
  good: Good;
  /** 0 = no machine, 1 = +1, 2 = +2 (§5.2). */
  machine: number;
  goods: number;
}

export interface Player {
  yen: number;
  coal: number;
  blueprints: number;
  vp: number;
  /** Marker positions, index into the data set's track spaces (0 = bottom). */
  track: Record<Track, number>;
  /** Worker colours on the worker spaces, left to right (at most 6). */
  workers: number[];
  factories: Factory[];
  /** +1 machines held for the next factory (§5.2 Hold). */
  held: number;
  /** Influence tiles in supply (values). */
  influence: number[];
  /** Tiles removed from the train / ship area so far. */
  placed: Record<Piece, number>;
  /** Face of the tiles still on the board: 0 = front (+2 / 2 VP), 1 = back (+3 / 3 VP). */
  face: Record<Piece, number>;
  /** Fulfilled (face-down) contract ids. */
  contractsDone: string[];
  /** Multiplier of the tile on each achievement space (data order), 0 = no tile. */
  achievements: number[];
}

export interface Tile {
  seat: Seat;
  value: number;
}

export interface City {
  tile: string;
  /** Good demanded by each slot, in the order of the printed foreign values (after rotation). */
  goods: Good[];
  slots: (Tile | null)[];
}

export interface Transport {
  seat: Seat;
  piece: Piece;
  value: number;
}

export type Frame =
  | { kind: 'main'; seat: Seat }
  | { kind: 'worker'; seat: Seat; slot: number; action: Action }
  | { kind: 'steps'; seat: Seat; track: 'knowledge' | 'coal' }
  | { kind: 'investGood'; seat: Seat }
  | { kind: 'investTile'; seat: Seat; good: Good }
  | { kind: 'mechCount'; seat: Seat }
  | { kind: 'improve'; seat: Seat; left: number }
  | { kind: 'produce'; seat: Seat; done: Good[] }
  | { kind: 'transCount'; seat: Seat; piece: Piece }
  | { kind: 'transRegion'; seat: Seat; piece: Piece; left: number; used: number[] }
  | { kind: 'exportContract'; seat: Seat; done: number }
  | { kind: 'exportGood'; seat: Seat; done: number; contract: string; used: Good[] }
  | { kind: 'domRegion'; seat: Seat }
  | { kind: 'domSlot'; seat: Seat; region: number; placed: number }
  | { kind: 'domCubes'; seat: Seat; region: number; placed: number; city: number; slot: number }
  | { kind: 'domTile'; seat: Seat; region: number; placed: number; city: number; slot: number; cubes: number }
  | { kind: 'domRemove'; seat: Seat; region: number; placed: number; city: number; slot: number; value: number }
  | { kind: 'reward'; seat: Seat; max: number }
  | { kind: 'achievement'; seat: Seat; mult: number }
  | { kind: 'wages'; seat: Seat }
  | { kind: 'after'; seat: Seat }
  | { kind: 'endTurn'; seat: Seat; took: boolean };

export interface NipponState extends StackState<Frame> {
  /** The data set version this game was created with (kept for its whole life). */
  data: string;
  seats: Player[];
  /** Workers in the bag, per colour (a multiset: draws are uniform, §13). */
  bag: number[];
  /** Workers on the action slots A1..A5 (colours). */
  slots: number[][];
  /** Worker rows in use, top first. */
  rows: number[][];
  /** Workers each row still lacks after a short refill (§4.3, A5); topped up when workers return. */
  rowShort: number[];
  /** Factory tiles still in the supply. */
  factorySupply: string[];
  /** Cities: region r has cities 2r, 2r+1. */
  cities: City[];
  /** Trains and ships on the board, per region. */
  transports: Transport[][];
  /** Reward tiles left, [column][bonus] (§2.5.7). */
  rewards: number[][];
  x2Left: number;
  /** Scoring-marker moves made so far (§2.5.5). */
  marker: number;
  /** Scorings done (0–3). */
  scorings: number;
  /** Final phase: the seat that triggered it and the rounds completed since (§4.4). */
  final: { trigger: Seat; rounds: number } | null;
  /** Turns taken in the whole game; lastTurn[seat] = number of that seat's latest turn (tie-break §8). */
  turns: number;
  lastTurn: number[];
  over: boolean;
  breakdown: ScoreLine[];
}

export const dataOf = (s: NipponState): Data => dataSet(s.data);

export const PLAYER_COLOURS = ['yellow', 'red', 'purple', 'blue'] as const;
export const PLAYER_COLOURS_JA = ['黄', '赤', '紫', '青'] as const;

/** Number printed at or below a marker position (A27). */
export function trackValue(d: Data, track: Track, pos: number): number {
  const spaces = d.tracks[track];
  for (let i = Math.min(pos, spaces.length - 1); i >= 0; i--) {
    const n = spaces[i]?.n;
    if (n !== null && n !== undefined) return n;
  }
  return 0;
}

export const trackTop = (d: Data, track: Track): number => d.tracks[track].length - 1;

/** Stars at or below the marker (§8 Coal, Knowledge). */
export function starsAtOrBelow(d: Data, track: Track, pos: number): number {
  return d.tracks[track].slice(0, pos + 1).filter((x) => x.star).length;
}

export function effectsOf(d: Data, p: Player): Effect[] {
  return p.factories.flatMap((f) => [...(d.factoryById.get(f.id)?.effects ?? [])]);
}

export function factoryOf(p: Player, good: Good): Factory | undefined {
  return p.factories.find((f) => f.good === good);
}

/** 1 / 2 / 3-step (or -piece, -improvement) cost with the player's synergy discounts (§5). */
export function actionCost(d: Data, p: Player, action: 'knowledge' | 'mines' | 'trains' | 'ships' | 'mechanize', n: number): number {
  for (const e of effectsOf(d, p)) if (e.kind === 'costs' && e.action === action) return e.costs[n - 1] as number;
  if (action === 'knowledge' || action === 'mines') return d.stepCosts[n - 1] as number;
  return n * (action === 'mechanize' ? d.mechanizeCost : d.transportCost);
}

export function knowledgeLevel(d: Data, p: Player): number {
  return trackValue(d, 'knowledge', p.track.knowledge);
}

export function coalCost(d: Data, f: Factory): number {
  return d.factoryById.get(f.id)?.coal ?? 0;
}

export function storageOf(d: Data, f: Factory): number {
  return d.factoryById.get(f.id)?.storage ?? 0;
}

export function regionOfCity(city: number): number {
  return Math.floor(city / 2);
}

/** Free train/ship slots in a region (§5.6). */
export function freeTransport(s: NipponState, region: number): number {
  return dataOf(s).transportSlots[String(s.players) as '2' | '3' | '4'] - (s.transports[region]?.length ?? 0);
}

export function perCount<T>(table: Readonly<Record<'2' | '3' | '4', T>>, players: number): T {
  return table[String(players) as '2' | '3' | '4'];
}

export const ACTION_NAMES: Readonly<Record<Action, { en: string; ja: string }>> = {
  knowledge: { en: 'Knowledge', ja: '知識' },
  produce: { en: 'Produce', ja: '生産' },
  export: { en: 'Export', ja: '輸出' },
  invest: { en: 'Invest', ja: '投資' },
  mines: { en: 'Mines', ja: '鉱山' },
  ships: { en: 'Ships', ja: '造船' },
  mechanize: { en: 'Mechanize', ja: '機械化' },
  trains: { en: 'Trains', ja: '鉄道' },
  domestic: { en: 'Domestic Market', ja: '国内市場' },
};
