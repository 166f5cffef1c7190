/**
 * `undo`: take back what your last reply played (a whole turn of one tap, a line of parts
 * joined by ";", several lines), only when nothing hidden was revealed by it or after it, and
 * no other seat has acted since. The move log is the source of truth, so undo drops entries
 * and replays (STYLE.md §4).
 */
import { replay, type AnyGame, type Match, type MoveRecord, type MoveSource, type Seat } from '../../../engine/index';
import { messages, type Messages } from '../../../templates/i18n/index';

export interface LoggedStep {
  readonly step: number;
  readonly seat: Seat;
  readonly move: string;
  /** The parsed move as JSON; absent in log entries written before it was stored. */
  readonly data?: { readonly kind: string };
  readonly by: MoveSource;
  readonly reveals: boolean;
  /** The game version the step's update committed (store items.ts): one reply's steps share it; absent in older entries. */
  readonly update?: number;
}

export type UndoPlan =
  | { readonly ok: true; readonly match: Match; readonly undone: readonly LoggedStep[]; readonly keep: readonly MoveRecord[] }
  | { readonly ok: false; readonly reason: string };

/** `labelOf` names a move in a refusal in the reader's words (Japanese labels in Japanese mail); the notation by default. */
export function planUndo(
  game: AnyGame,
  match: Match,
  log: readonly LoggedStep[],
  seat: Seat,
  t: Messages = messages('en'),
  labelOf: (step: LoggedStep) => string = (step) => step.move,
): UndoPlan {
  // A finished game has shown everything (final scores, hidden VP chips): its last move stays.
  if (game.pending(match.state).length === 0) return { ok: false, reason: t.undoGameOver };
  let last = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.by === 'forced') continue;
    if (entry.seat !== seat) {
      return { ok: false, reason: t.undoOtherMoved };
    }
    last = i;
    break;
  }
  if (last < 0) return { ok: false, reason: t.undoNothing };
  const first = firstOfReply(log, last, seat);
  const undone = log.slice(first);
  const revealing = undone.find((e) => e.reveals);
  if (revealing) {
    return { ok: false, reason: t.undoRevealed({ move: labelOf(revealing) }) };
  }
  const keep: MoveRecord[] = log
    .slice(0, first)
    .filter((e) => e.by !== 'forced')
    .map((e) => ({ seat: e.seat, move: e.move, ...(e.data ? { data: e.data } : {}), by: e.by }));
  const rebuilt = replay(game, { players: match.players, options: match.options, seed: match.seed, moves: keep });
  if (rebuilt.error || !rebuilt.match) {
    // The log replays by construction; failing here means the log and state disagree.
    throw new Error(`undo replay failed at move ${rebuilt.error?.index}: ${rebuilt.error?.reason}`);
  }
  return { ok: true, match: rebuilt.match, undone, keep };
}

/**
 * Where the reply that played `log[last]` began: its earliest step of `seat` committed by the
 * same update, with only forced steps between. A forced step is never the first: replaying
 * the kept moves makes it again. An update of several seats (a timeout run) stops at the
 * other seat's move: what someone else did is never taken back. Without `update` (older
 * entries) each move is a reply of its own.
 */
function firstOfReply(log: readonly LoggedStep[], last: number, seat: Seat): number {
  const update = log[last]!.update;
  if (update === undefined) return last;
  let first = last;
  for (let i = last - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.update !== update) break;
    if (entry.by === 'forced') continue;
    if (entry.seat !== seat) break;
    first = i;
  }
  return first;
}
