/** What a seat may see (RULES.md §6), and the same position with everything else drawn again. */
import { randomInt, seedRng, shuffle } from '../core/rng';
import { Draft } from '../core/steps/draft';
import type { Seat } from '../core/types';
import { ROUNDS } from './data';
import { firstPlayer, type Phase, phaseOf, type SaleState } from './state';

export interface SaleView {
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
  readonly phase: Phase;
  /** §2.4: who wins ties of equal bids this round. */
  readonly firstPlayer: Seat;
  /** This round's face-up crates or cheques, lowest first. */
  readonly offer: readonly number[];
  readonly coins: readonly number[];
  readonly crates: readonly (readonly number[])[];
  readonly cheques: readonly (readonly number[])[];
  /** Who has decided this round (the secrets themselves stay hidden, §6). */
  readonly decided: readonly boolean[];
  /** The reader's seat (null: a spectator) and its own secret this round. */
  readonly you: Seat | null;
  readonly yourChoice: number | null;
}

export function viewOf(s: SaleState, seat: Seat | null): SaleView {
  return {
    players: s.players,
    round: s.round,
    rounds: ROUNDS,
    phase: phaseOf(s.round),
    firstPlayer: firstPlayer(s.round, s.players),
    offer: [...s.offer],
    coins: [...s.coins],
    crates: s.crates.map((c) => [...c]),
    cheques: s.cheques.map((c) => [...c]),
    decided: s.secret.map((x) => x !== null),
    you: seat,
    yourChoice: seat === null ? null : (s.secret[seat] ?? null),
  };
}

/** §6: both piles in a new order, and the others' secrets changed within what they could be. */
export function rehide(s: SaleState, viewer: Seat | null, seed: string): SaleState {
  const rng = seedRng(seed);
  const d = new Draft(s);
  d.s.crateDeck = shuffle(rng, s.crateDeck);
  d.s.chequeDeck = shuffle(rng, s.chequeDeck);
  const buying = phaseOf(s.round) === 'buying';
  d.s.secret = s.secret.map((x, seat) => {
    if (x === null || seat === viewer) return x;
    const held = s.crates[seat] as number[];
    return buying ? randomInt(rng, (s.coins[seat] as number) + 1) : (held[randomInt(rng, held.length)] as number);
  });
  return d.s;
}
