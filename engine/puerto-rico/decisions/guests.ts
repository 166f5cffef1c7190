/**
 * The Guest house (spec rules/puerto-rico-expansions.md §4.3.5, §7.0, §8 #2): a piece on it
 * may move to an empty circle of its owner's island, in discrete windows: W1 at the
 * opening of a phase and W3 before the Settler's Hunting lodge step and the Captain's storage
 * (a frame every eligible seat answers at once, `done` to close), and W2 beside each of the
 * owner's own decisions (a side step of the runner).
 */
import { EngineBug } from '../../core/errors';
import type { SideStep } from '../../core/steps/runner';
import { decidedOnce } from '../../core/steps/simultaneous';
import type { Seat } from '../../core/types';
import { BUILDINGS } from '../data';
import { targetJa } from '../words-ja';
import { buildingsOf, type PRDraft } from '../copy';
import { phaseOf, type PRFrame } from '../frames';
import type { PRMove, Target } from '../moves';
import { adjustPieces, piecesAt } from '../pieces';
import type { PRState } from '../state';
import { emptyTargets } from './place-colonist';
import { findKind, type Decision } from '../step';

/** Every guest move of `seat`: (colonist | noble) × empty circle off the Guest house. */
export function guestMoves(s: PRState, seat: Seat): PRMove[] {
  const p = s.seats[seat]!;
  const at = piecesAt(p, 'guest-house');
  if (at.pieces === 0) return [];
  const targets = emptyTargets(p).filter((t) => t !== 'guest-house');
  const out: PRMove[] = [];
  for (const target of targets) {
    if (at.pieces > at.nobles) out.push({ kind: 'guest', target });
    if (at.nobles > 0) out.push({ kind: 'guest', target, noble: true });
  }
  return out;
}

/** Seats with a guest move now (W1/W3 frame members). */
export function guestSeats(s: PRState): Seat[] {
  if (!s.options.buildings) return [];
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (guestMoves(s, seat).length > 0) out.push(seat);
  return out;
}

/** A W1/W3 window frame, or nothing when no one has a guest to move. */
export function guestWindow(s: PRState): PRFrame[] {
  const seats = guestSeats(s);
  return seats.length > 0 ? [{ kind: 'guests', seats }] : [];
}

function moveGuest(d: PRDraft, seat: Seat, target: Target, noble: boolean): void {
  const p = buildingsOf(d, seat);
  adjustPieces(p, 'guest-house', -1, noble);
  adjustPieces(p, target, +1, noble);
  const name = target in BUILDINGS ? BUILDINGS[target as keyof typeof BUILDINGS].name : target;
  d.say(
    seat,
    `moves a ${noble ? 'noble' : 'colonist'} from the Guest house to the ${name}`,
    `下宿の${noble ? '貴族' : '労働者'}を${targetJa(target)}へ移した`,
  );
}

export const guests: Decision<'guests'> = {
  decision: 'guest.move',
  seats: (_s, f) => f.seats,
  prompt: () => 'move a guest from your Guest house, or done',
  promptJa: () => '下宿の客を移すか、終える',
  legal: (s, _f, seat) => [...guestMoves(s, seat), { kind: 'done' }],
  apply(d, f, seat, move) {
    if (move.kind === 'guest') {
      moveGuest(d, seat, move.target, move.noble === true);
      if (guestMoves(d.s, seat).length > 0) return [f];
    } else if (move.kind === 'done') {
      d.say(seat, 'moves no more guests', '下宿の客をこれ以上移さなかった');
    } else {
      throw new EngineBug(`guests cannot apply ${move.kind}`);
    }
    return decidedOnce(f, seat);
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'done'),
};

/** W2: beside the owner's own decisions, except in the Mayor phase (placement re-places every piece, §7.0). */
export const guestSide: SideStep<PRState, PRMove, PRFrame> = {
  legal(s, seat) {
    if (!s.options.buildings) return [];
    const phase = phaseOf(s);
    if (!phase || phase.role === 'mayor') return [];
    const top = s.stack[s.stack.length - 1];
    // Not inside a window (its own moves), during storage (its turns were set from the
    // warehouses), nor inside a payment or a follow-up that counts circles already: the Black
    // market's exact sets, the Hospice's and the University's colonist.
    if (top && ['guests', 'store', 'black-market', 'hospice', 'university'].includes(top.kind)) return [];
    return guestMoves(s, seat);
  },
  apply(d, seat, move) {
    if (move.kind !== 'guest') throw new EngineBug(`guest side step cannot apply ${move.kind}`);
    moveGuest(d, seat, move.target, move.noble === true);
    return [];
  },
};
