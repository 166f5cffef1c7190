/**
 * A plain, deterministic player for the scripted games: Knowledge 1 step while it can, else
 * Mines 1 step, else consolidate; the first worker listed; Emperor's reward tiles on Knowledge,
 * then Coal. Its games touch no influence, so every regional scoring goes to the foreign
 * companies and the final VP are checkable by hand from the log.
 */
import { nippon, type NipponState } from '../../../engine/nippon';
import { legal, seatOf } from './helpers';

function choose(s: NipponState): string {
  const moves = legal(s);
  const top = s.stack[s.stack.length - 1]!;
  const first = (...wanted: string[]) => wanted.find((m) => moves.includes(m)) ?? moves[0]!;
  switch (top.kind) {
    case 'main':
      return first('knowledge', 'mines', 'consolidate');
    case 'achievement':
      return first('space knowledge', 'space coal', 'space yen');
    case 'after':
      return 'done';
    default:
      return moves[0]!;
  }
}

export interface Scripted {
  state: NipponState;
  moves: string[];
  log: string[];
}

export function scriptedGame(players: number, seed: string): Scripted {
  let s = nippon.setup(players, {}, seed);
  const moves: string[] = [];
  const log: string[] = [];
  while (nippon.pending(s).length > 0) {
    const seat = seatOf(s);
    const text = choose(s);
    const parsed = nippon.parse(text, s, seat);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    const out = nippon.apply(s, seat, parsed.move);
    if (!out.ok) throw new Error(out.error.reason);
    moves.push(`${seat}:${text}`);
    for (const e of out.events) log.push(`${e.seat === null ? '-' : e.seat} ${e.text}`);
    s = out.state;
  }
  return { state: s, moves, log };
}
