/**
 * What a seat sees (rules/nippon.md §13): everything on the table. Only the generator's
 * internals (which worker the bag gives next) stay out; the bag's contents are shown.
 */
import type { Seat } from '../core/types';
import { dataOf, type Frame, type NipponState, type Player } from './state';

export interface NipponView {
  data: string;
  /** Component data that is provisional in this data set (shown in every email). */
  provisional: boolean;
  players: number;
  viewer: Seat | null;
  seats: Player[];
  bag: number[];
  slots: number[][];
  rows: number[][];
  factorySupply: string[];
  cities: NipponState['cities'];
  transports: NipponState['transports'];
  rewards: number[][];
  x2Left: number;
  marker: number;
  scorings: number;
  final: NipponState['final'];
  /** The seat deciding now and the decision's frame kind, or null when the game is over. */
  active: Seat | null;
  step: Frame['kind'] | null;
  over: boolean;
}

export function viewOf(s: NipponState, viewer: Seat | null): NipponView {
  const top = s.stack[s.stack.length - 1];
  return {
    data: s.data,
    provisional:
      dataOf(s).factories.some((f) => f.status === 'provisional') || Object.values(dataOf(s).tags).some((t) => t.status === 'provisional'),
    players: s.players,
    viewer,
    seats: s.seats,
    bag: s.bag,
    slots: s.slots,
    rows: s.rows,
    factorySupply: s.factorySupply,
    cities: s.cities,
    transports: s.transports,
    rewards: s.rewards,
    x2Left: s.x2Left,
    marker: s.marker,
    scorings: s.scorings,
    final: s.final,
    active: top && 'seat' in top ? top.seat : null,
    step: top ? top.kind : null,
    over: s.over,
  };
}
