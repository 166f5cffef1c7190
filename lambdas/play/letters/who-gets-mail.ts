/**
 * Who gets a status email after an update. Pure: the
 * caller (game-update.ts) knows the positions before and after.
 *
 * - everybody at the start of the game and when it ends;
 * - the player whose mail caused the update (the actor): when the reply leaves them a new
 *   decision, that decision's status email is their answer (it opens with what the reply did);
 *   otherwise a receipt (what was applied, what was refused and why, who is next: no board),
 *   unless they turned receipts off and the reply needs no answer of its own (its moves all
 *   applied). A setting changed while the decision is still theirs gets the status email again;
 *   `notify all` gets the status email it asked for, which carries the same report;
 * - a player whose decision it now is, when that decision is new to them (they were not
 *   waited for before, or a step of theirs, chosen or forced, was just played);
 * - a player whose pending decision went away without them acting (a move was taken back);
 * - with `notify all`, everybody whenever the position changed (the old behaviour).
 *
 * Nobody else is mailed for someone else's steps (`turn` and `daily`); they read them in
 * "since your last email" of their next mail, and `daily` players get one digest a day
 * from the reminders job (daily-digest.ts). A change of settings mails only its author.
 */
import type { Seat } from '../../../engine/index';
import type { Player } from '../../store/index';

export type MailReason = 'start' | 'end' | 'answer' | 'receipt' | 'turn' | 'withdrawn' | 'all';

export interface NotifyFacts {
  /** The status email goes to every player (start of the game). */
  readonly everyone: boolean;
  /** The game ended (finished or abandoned) with this update. */
  readonly ended: boolean;
  /** Moves were played or taken back (not just a setting changed). */
  readonly positionChanged: boolean;
  readonly actor: Seat | null;
  /** The actor's reply gets an answer (see above): it needs one, or the actor keeps receipts on. */
  readonly receipt: boolean;
  readonly pendingBefore: ReadonlySet<Seat>;
  readonly pendingAfter: ReadonlySet<Seat>;
  /** Seats that had a step (chosen, forced or by timeout) in this update. */
  readonly stepped: ReadonlySet<Seat>;
}

export function mailReason(player: Pick<Player, 'seat' | 'notify'>, facts: NotifyFacts): MailReason | null {
  const seat = player.seat;
  if (facts.everyone) return 'start';
  if (facts.ended) return 'end';
  if (seat === facts.actor) return actorReason(player, facts);
  if (facts.pendingAfter.has(seat) && (!facts.pendingBefore.has(seat) || facts.stepped.has(seat))) return 'turn';
  if (facts.pendingBefore.has(seat) && !facts.pendingAfter.has(seat) && !facts.stepped.has(seat)) return 'withdrawn';
  if (player.notify === 'all' && facts.positionChanged) return 'all';
  return null;
}

/** The answer the author of the update's mail gets (see above). */
function actorReason(player: Pick<Player, 'seat' | 'notify'>, facts: NotifyFacts): MailReason | null {
  const seat = player.seat;
  const deciding = facts.pendingAfter.has(seat);
  if (deciding && (!facts.pendingBefore.has(seat) || facts.stepped.has(seat))) return 'turn';
  if (player.notify === 'all' && facts.positionChanged) return 'all';
  if (!facts.receipt) return null;
  return deciding ? 'answer' : 'receipt';
}
