/**
 * Final ranking with tie-breaks, shared by every game (STYLE.md §5: one ranking helper).
 */
import type { Seat } from '../types';

export interface Ranked {
  /** Seats from first place to last; seats still tied after every tie-break keep seat order. */
  readonly ranking: Seat[];
  /** Place per seat, 1-based; seats tied on the score and every tie-break share a place. */
  readonly places: number[];
}

/**
 * Rank seats by `scores`, then by each list of `tieBreaks` in turn (higher is better for
 * every key; negate a key where lower wins).
 */
export function rankSeats(scores: readonly number[], tieBreaks: readonly (readonly number[])[] = []): Ranked {
  const keys = [scores, ...tieBreaks];
  const compare = (a: Seat, b: Seat): number => {
    for (const key of keys) {
      const diff = (key[b] as number) - (key[a] as number);
      if (diff !== 0) return diff;
    }
    return 0;
  };
  const seats = scores.map((_score, seat) => seat);
  const ranking = [...seats].sort((a, b) => compare(a, b) || a - b);
  const places = seats.map((seat) => 1 + seats.filter((other) => compare(other, seat) < 0).length);
  return { ranking, places };
}

/**
 * The seats ahead on `scores` now (a summary's "leader"), tie-breaks ignored; none while every
 * seat shares first place (the start of a game: nobody leads yet).
 */
export function leadersOn(scores: readonly number[]): Seat[] {
  const { ranking, places } = rankSeats(scores);
  const first = ranking.filter((seat) => places[seat] === 1);
  return first.length < scores.length ? first : [];
}
