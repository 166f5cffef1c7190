/** Warehouse Sale's state, frames and moves (RULES.md), and its set-up (§2). */
import { seedRng, shuffle } from '../core/rng';
import type { StackState } from '../core/steps/runner';
import type { Seat } from '../core/types';
import { BUYING_ROUNDS, CHEQUES, CRATES, START_COINS } from './data';

export type Frame =
  | { kind: 'deal' } // automatic: turn up this round's crates or cheques (§3.1, §4.1)
  | { kind: 'bid'; seats: Seat[] } // everybody still to bid decides at once (§3.2)
  | { kind: 'sell'; seats: Seat[] } // everybody still to choose a crate decides at once (§4.2)
  | { kind: 'settle' }; // automatic: show the secret choices and hand out (§3.3, §4.3)

export type SaleMove = { kind: 'bid'; coins: number } | { kind: 'sell'; crate: number };

export type Phase = 'buying' | 'selling';

export interface SaleState extends StackState<Frame> {
  /** 0 before the first deal, then 1–8. */
  round: number;
  /** Face-down piles, top last (§2.1). */
  crateDeck: number[];
  chequeDeck: number[];
  /** This round's face-up crates or cheques, lowest first. */
  offer: number[];
  coins: number[];
  /** Crates each seat holds, lowest first. */
  crates: number[][];
  /** Cheques each seat has won, in the order won. */
  cheques: number[][];
  /** This round's secret bid or chosen crate per seat; null while the seat has not decided (§6). */
  secret: (number | null)[];
}

export function phaseOf(round: number): Phase {
  return round <= BUYING_ROUNDS ? 'buying' : 'selling';
}

/** §2.4: the round's first player, who wins ties of equal bids. */
export function firstPlayer(round: number, players: number): Seat {
  return (Math.max(round, 1) - 1) % players;
}

export function startCoins(players: number): number {
  return START_COINS[players as keyof typeof START_COINS] ?? START_COINS[3];
}

/** §2: both piles shuffled and the coins handed out. */
export function setupState(players: number, seed: string): SaleState {
  const rng = seedRng(seed);
  const crateDeck = shuffle(rng, [...CRATES]);
  const chequeDeck = shuffle(rng, [...CHEQUES]);
  return {
    players,
    rng,
    // The first deal comes from the runner's next round (steps.ts `nextRound`).
    stack: [],
    round: 0,
    crateDeck,
    chequeDeck,
    offer: [],
    coins: Array.from({ length: players }, () => startCoins(players)),
    crates: Array.from({ length: players }, () => []),
    cheques: Array.from({ length: players }, () => []),
    secret: Array.from({ length: players }, () => null),
  };
}
