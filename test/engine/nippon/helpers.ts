/** Test helpers for Nippon: positions built from a set-up game, moves played by their notation. */
import { nippon, type NipponState } from '../../../engine/nippon';
import type { Frame, Player } from '../../../engine/nippon/state';

export function newGame(players: number, seed = 'nippon-test', data?: string): NipponState {
  return nippon.setup(players, data ? { data } : {}, seed);
}

/** A JSON copy changed by `fn` (positions for a rule test). */
export function edit(s: NipponState, fn: (x: NipponState) => void): NipponState {
  const copy = JSON.parse(JSON.stringify(s)) as NipponState;
  fn(copy);
  return copy;
}

export const seatOf = (s: NipponState): number => nippon.pending(s)[0]!.seat;

/** Play one move written in notation for the pending seat; throws with the refusal. Single-choice steps are written out too. */
export function play(s: NipponState, text: string): NipponState {
  const seat = seatOf(s);
  const parsed = nippon.parse(text, s, seat);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.reason}`);
  const out = nippon.apply(s, seat, parsed.move);
  if (!out.ok) throw new Error(`${text}: ${out.error.reason}`);
  return out.state;
}

/** Apply single-choice steps, as engine/core/match.ts does. */
export function forced(s: NipponState): NipponState {
  for (;;) {
    const pending = nippon.pending(s);
    if (pending.length === 0) return s;
    const moves = nippon.legalMoves(s, pending[0]!.seat);
    if (moves.length !== 1) return s;
    const out = nippon.apply(s, pending[0]!.seat, moves[0]!);
    if (!out.ok) throw new Error(out.error.reason);
    s = out.state;
  }
}

export function playAll(s: NipponState, texts: readonly string[]): NipponState {
  return texts.reduce(play, s);
}

/** The legal moves of the pending seat, in notation. */
export const legal = (s: NipponState): string[] => nippon.legalMoves(s, seatOf(s)).map(nippon.format);

export const top = (s: NipponState): Frame | undefined => s.stack[s.stack.length - 1];

export const player = (s: NipponState, seat: number): Player => s.seats[seat]!;

/** Put `seat` at the start of its turn with the given player fields. */
export function turnOf(s: NipponState, seat: number, fields: Partial<Player> = {}): NipponState {
  return edit(s, (x) => {
    x.stack = [{ kind: 'main', seat }];
    Object.assign(x.seats[seat]!, fields);
  });
}

/** Why a move is refused (the reason text). */
export function refusal(s: NipponState, text: string): string {
  const seat = seatOf(s);
  const parsed = nippon.parse(text, s, seat);
  const move = parsed.ok ? parsed.move : undefined;
  if (!move) return parsed.ok ? '' : parsed.error.reason;
  const out = nippon.apply(s, seat, move);
  return out.ok ? '' : out.error.reason;
}

/** Refusal of a move given as JSON (for moves the parser would not accept because they are illegal). */
export function refusalOf(s: NipponState, move: object): string {
  const out = nippon.apply(s, seatOf(s), move as never);
  return out.ok ? '' : out.error.reason;
}
