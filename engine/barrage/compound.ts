/**
 * Whole actions in one line (compound actions in one reply): one Barrage action is
 * several small decisions (`place CB1`, `tile base`, `build base at 4U`, a payment, a reward);
 * this lists complete sequences for the current decision, each written as the moves' notation
 * joined by "; ", so a reply can carry out the whole action at once (the service runs the parts
 * in order, each read by the parser against the position it meets).
 *
 * Decisions with a single legal move are played automatically (as the match runner does) and
 * are not written. A sequence is complete when the seat's turn is over: another seat decides, a
 * fresh turn begins, or the game ends. The search is bounded: every choice is tried for the first
 * `FULL_LEVELS` decisions, later ones take the step's neutral choice (or the first listed), at
 * most `PER_FIRST` lines per first move, `MAX_LINES` lines and `BUDGET` moves in all.
 */
import type { Seat } from '../core/types';
import type { BarrageMove } from './moves';
import { formatMove } from './notation';
import { runner } from './runner';
import type { BarrageState } from './state';

export interface CompoundLine {
  readonly text: string;
  readonly moves: readonly BarrageMove[];
}

const MAX_LINES = 40;
const PER_FIRST = 3;
const FULL_LEVELS = 3;
const BUDGET = 600;

function deciding(s: BarrageState, seat: Seat): boolean {
  return runner.pending(s).some((p) => p.seat === seat);
}

/**
 * A new turn has begun (or the game ended, or the draft is on): the top frame is a fresh
 * `turn` frame, not one copied into a running action. When every other company has passed,
 * the same seat decides again at once, but in a new turn.
 */
export function freshTurn(s: BarrageState): boolean {
  const top = runner.top(s);
  return top === null || (top.kind === 'turn' && !top.copied) || top.kind === 'draft';
}

export function compoundMoves(s: BarrageState, seat: Seat): CompoundLine[] {
  if (!deciding(s, seat)) return [];
  const out: CompoundLine[] = [];
  let spent = 0;

  /** The seat's turn is over: someone else decides, a fresh turn starts, or the game ended. */
  const over = (state: BarrageState): boolean => !deciding(state, seat) || freshTurn(state);

  /** Apply a move, then the seat's forced decisions; null when refused (never for a listed move). */
  const play = (state: BarrageState, move: BarrageMove): BarrageState | null => {
    spent++;
    const r = runner.apply(state, seat, move);
    if (!r.ok) return null;
    let next = r.state;
    while (!over(next)) {
      const legal = runner.legalMoves(next, seat);
      if (legal.length !== 1) break;
      const forced = runner.apply(next, seat, legal[0]!);
      if (!forced.ok) return null;
      next = forced.state;
    }
    return next;
  };

  for (const first of runner.legalMoves(s, seat)) {
    if (out.length >= MAX_LINES || spent >= BUDGET) break;
    let found = 0;
    const walk = (state: BarrageState, moves: BarrageMove[]): void => {
      if (over(state)) {
        if (moves.length >= 2) {
          out.push({ text: moves.map(formatMove).join('; '), moves });
          found++;
        }
        return;
      }
      const legal = runner.legalMoves(state, seat);
      const choices = moves.length < FULL_LEVELS ? legal : [runner.neutral(state, seat) ?? legal[0]!];
      for (const move of choices) {
        if (found >= PER_FIRST || out.length >= MAX_LINES || spent >= BUDGET) return;
        const next = play(state, move);
        if (next) walk(next, [...moves, move]);
      }
    };
    const after = play(s, first);
    if (after) walk(after, [first]);
  }
  return out;
}
