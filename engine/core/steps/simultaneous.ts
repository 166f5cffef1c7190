/**
 * "Everyone decides once" (boardgame.io's `ActivePlayers.ALL_ONCE`): one frame asks several
 * seats at once, in no order (a sealed bid, a window every eligible player may answer). Each
 * seat's last move takes it off the frame; the frame stays on top for the others and gives
 * way to what follows once nobody is left. A step that lets a seat decide several times in a
 * row returns the frame unchanged until that seat is done.
 */
import type { Seat } from '../types';

/** A frame that waits for `seats`, all at once. */
export interface EveryoneFrame {
  readonly kind: string;
  readonly seats: readonly Seat[];
}

/**
 * The follow-up frames of a step once `seat` has made its last move in `frame`: the same
 * frame for the seats still to decide, or `then` (what follows everybody's decision) when
 * `seat` was the last.
 */
export function decidedOnce<F extends EveryoneFrame, Next = F>(frame: F, seat: Seat, then: readonly Next[] = []): (F | Next)[] {
  const seats = frame.seats.filter((x) => x !== seat);
  return seats.length > 0 ? [{ ...frame, seats }] : [...then];
}
