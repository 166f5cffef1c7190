/**
 * How many replies continue the same player's turn: the figure the robots bench reports. A
 * reply continues a turn when the previous applied reply of the game was the same player's and
 * left that player's turn unfinished. The same player twice in a row is not enough: a player
 * may get a fresh turn of their own right after the last one (Puerto Rico's Captain loading
 * round after round when nobody else can ship; Barrage when every other player has passed),
 * and that costs an email whatever the email lists.
 */
import { isPending, resultOf, type Match } from '../../engine/core/match';
import type { AnyGame, Seat } from '../../engine/core/types';

/** One applied reply: who sent it and whether it left the sender's turn unfinished. */
export interface AppliedReply {
  readonly player: string;
  readonly leftTurnUnfinished: boolean;
}

export interface TurnShare {
  readonly replies: number;
  /** Replies that went on with the turn the sender's previous reply left unfinished. */
  readonly continued: number;
  /** Replies by the sender of the previous reply, fresh turns included (the figure before `freshTurn` was read). */
  readonly sameSender: number;
}

export function turnShare(replies: readonly AppliedReply[]): TurnShare {
  let continued = 0;
  let sameSender = 0;
  replies.forEach((reply, i) => {
    const previous = replies[i - 1];
    if (previous?.player !== reply.player) return;
    sameSender++;
    if (previous.leftTurnUnfinished) continued++;
  });
  return { replies: replies.length, continued, sameSender };
}

export function addShares(a: TurnShare, b: TurnShare): TurnShare {
  return { replies: a.replies + b.replies, continued: a.continued + b.continued, sameSender: a.sameSender + b.sameSender };
}

/**
 * After a reply by `seat`: the game goes on, `seat` still decides, and the game does not say
 * a fresh turn of `seat` began there (the rule `wholeTurns` in engine/core/whole-turns.ts uses).
 */
export function turnUnfinished(game: AnyGame, match: Match, seat: Seat): boolean {
  return resultOf(game, match) === null && isPending(game, match, seat) && game.freshTurn?.(match.state, seat) !== true;
}
