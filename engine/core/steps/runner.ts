/**
 * The step runner every game's turn flow runs on (STYLE.md §2; 18xx rounds of steps,
 * boardgame.io's active players).
 *
 * The state holds a stack of frames. A *decision* frame names the seat or seats that must
 * decide and is handled by a decision step: the step lists each seat's legal moves and
 * applies one by **returning follow-up frames** (pushed so that the first listed runs
 * first); it never calls "next". An *automatic* frame is run by an automatic step, which
 * also returns follow-ups. After every move the runner runs automatic frames until a
 * decision is on top; when the stack runs empty it asks the game for the next frames (a new
 * round) and the game is over when there are none. `pending`, `legalMoves` and `apply`
 * all read the top of the stack, so "what may I do" and "is this allowed" are one code.
 *
 * A frame that waits for several seats (everybody stores goods, everybody may answer a
 * window) stays on top while they decide: its step applies one seat's move and returns the
 * frame again with that seat's progress, or nothing once all are done.
 *
 * Side steps are non-blocking: they add moves beside the blocking decision (a window that
 * a building opens to its owner) without holding up the game. A side move's follow-ups are
 * pushed on top of the blocking frame and run first.
 */
import { deepEqual } from '../json';
import { EngineBug, gameOver, notYourTurn, ruleError } from '../errors';
import type { Applied, BaseState, GameEvent, PendingDecision, RuleError, Seat } from '../types';
import { Draft } from './draft';

/** A unit of pending work. Decision frames carry `seat` or `seats` (unless their step says otherwise). */
export interface Frame {
  readonly kind: string;
  readonly seat?: Seat;
  readonly seats?: readonly Seat[];
}

/** The state shape the runner needs: the frame stack, top last. */
export interface StackState<F extends Frame = Frame> extends BaseState {
  stack: F[];
}

export interface DecisionStep<S extends object, M, F, Next = F> {
  /** The spec's decision id this step implements (Puerto Rico "B1", Barrage "DP-03"), for docs and tests. */
  readonly decision?: string;
  /** Who decides in this frame (default: the frame's `seat` or `seats`). An empty list skips the frame. */
  seats?(s: S, f: F): readonly Seat[];
  /** The decision named for prompts and subjects: "choose a role", "choose an action space". */
  prompt(s: S, f: F, seat: Seat): string;
  /** The same in Japanese, where the game has it. */
  promptJa?(s: S, f: F, seat: Seat): string;
  /** Every legal move of `seat` in this frame, in the order of the numbered list. Never empty for a seat that decides. */
  legal(s: S, f: F, seat: Seat): readonly M[];
  /** Apply a move `legal` listed; the frame is already off the stack. Returns follow-up frames, first to run first. */
  apply(d: Draft<S>, f: F, seat: Seat, move: M): readonly Next[];
  /** Why a move that `legal` did not list is refused: a sentence with the numbers. */
  explain?(s: S, f: F, seat: Seat, move: M): RuleError | null;
  /**
   * The move made for a seat that timed out or was dropped: the step's pass, "done", or
   * cheapest choice; null where the step has no neutral choice (the service then picks).
   */
  neutral(s: S, f: F, seat: Seat, legal: readonly M[]): M | null;
}

export interface AutomaticStep<S extends object, F, Next = F> {
  readonly automatic: true;
  /** Carry out the frame; returns follow-up frames, first to run first. */
  run(d: Draft<S>, f: F): readonly Next[];
}

/** Moves offered beside the blocking decision, to seats that may or may not be deciding (STYLE.md §2). */
export interface SideStep<S extends object, M, F> {
  legal(s: S, seat: Seat): readonly M[];
  apply(d: Draft<S>, seat: Seat, move: M): readonly F[];
}

export type StepTable<S extends object, M, F extends Frame> = {
  readonly [K in F['kind']]: DecisionStep<S, M, Extract<F, { kind: K }>, F> | AutomaticStep<S, Extract<F, { kind: K }>, F>;
};

export interface StepRules<S extends StackState<F>, M extends { kind: string }, F extends Frame> {
  readonly steps: StepTable<S, M, F>;
  /** Notation of a move, for refusals. */
  format(move: M): string;
  /** The move's Japanese label (GameModule.formatJa), for the Japanese refusals; absent: the notation. */
  formatJa?(move: M): string;
  /** The top-level copy a move's draft starts from (default: a spread). Copy the stack here if you like; the runner always does. */
  copy?(s: S): S;
  /** The stack ran empty: the frames that come next (a new round), or none when the game is over. */
  next?(d: Draft<S>): readonly F[];
  readonly side?: readonly SideStep<S, M, F>[];
  /** Move equality (default: structural). */
  same?(a: M, b: M): boolean;
}

export interface StepRunner<S, M, F> {
  /** Run the automatic frames of a freshly set-up state until a decision is on top. */
  start(s: S): S;
  /** The decision frame on top, or null when the game is over. */
  top(s: S): F | null;
  pending(s: S): PendingDecision[];
  legalMoves(s: S, seat: Seat): readonly M[];
  apply(s: S, seat: Seat, move: M): Applied<S>;
  /** The declared neutral move of `seat`'s current decision (timeouts, dropped players). */
  neutral(s: S, seat: Seat): M | null;
  /**
   * Can the work `frames` describe be carried out from `s` (pushed on top of its stack and
   * followed through every decision until it is done)? Searches at most `budget` moves;
   * null when the budget ran out before an answer (callers decide what that means).
   */
  canComplete(s: S, frames: readonly F[], budget?: number): boolean | null;
}

/** Guards against a game whose automatic frames never end: a bug, not a position. */
const MAX_AUTOMATIC = 100_000;

function seatsOfFrame(f: Frame): readonly Seat[] {
  if (f.seats) return f.seats;
  return f.seat === undefined ? [] : [f.seat];
}

// The two questions asked of a frame on every move, answered without building its seat list
// (a small array per question was a measurable share of play-outs' garbage collection).
function frameHasSeats(f: Frame): boolean {
  return f.seats ? f.seats.length > 0 : f.seat !== undefined;
}

function frameHasSeat(f: Frame, seat: Seat): boolean {
  return f.seats ? f.seats.includes(seat) : f.seat === seat;
}

export function isAutomatic<S extends object, M, F>(step: DecisionStep<S, M, F> | AutomaticStep<S, F>): step is AutomaticStep<S, F> {
  return (step as AutomaticStep<S, F>).automatic === true;
}

/**
 * A step with every field present, in one order: the runner reads a step's fields on every
 * move, and reading them from the game's own objects (a different shape per step) was a
 * measurable part of play-outs. Steps are called as plain functions (no `this`).
 */
function uniform<S extends object, M, F>(step: DecisionStep<S, M, F> | AutomaticStep<S, F>): DecisionStep<S, M, F> | AutomaticStep<S, F> {
  const d = step as Partial<DecisionStep<S, M, F>>;
  const a = step as Partial<AutomaticStep<S, F>>;
  return {
    automatic: a.automatic === true,
    run: a.run,
    decision: d.decision,
    seats: d.seats,
    prompt: d.prompt,
    promptJa: d.promptJa,
    legal: d.legal,
    apply: d.apply,
    explain: d.explain,
    neutral: d.neutral,
  } as DecisionStep<S, M, F> | AutomaticStep<S, F>;
}

class BudgetSpent extends Error {}

/** A legal move's result; its events are written when first read (draft.ts: search never reads them). */
class Moved<S extends object> {
  readonly ok = true as const;
  readonly state: S;
  readonly reveals: boolean;
  readonly #draft: Draft<S>;

  constructor(d: Draft<S>) {
    this.state = d.s;
    this.reveals = d.reveals;
    this.#draft = d;
  }

  get events(): readonly GameEvent[] {
    return this.#draft.events;
  }
}

export function createRunner<S extends StackState<F>, M extends { kind: string }, F extends Frame>(
  rules: StepRules<S, M, F>,
): StepRunner<S, M, F> {
  const same = rules.same ?? ((a: M, b: M) => deepEqual(a, b));
  const copy = rules.copy ?? ((s: S) => ({ ...s }));
  const side = rules.side ?? [];

  // A Map: a record looked up by ever-changing keys was a measurable part of every step.
  const steps = new Map(
    Object.entries(rules.steps as Record<string, DecisionStep<S, M, F> | AutomaticStep<S, F>>).map(([kind, step]) => [kind, uniform(step)]),
  );

  function stepOf(f: F): DecisionStep<S, M, F> | AutomaticStep<S, F> {
    const step = steps.get(f.kind);
    if (!step) throw new EngineBug(`no step for frame "${f.kind}"`);
    return step;
  }

  function decisionOf(f: F): DecisionStep<S, M, F> {
    const step = stepOf(f);
    if (isAutomatic(step)) throw new EngineBug(`frame "${f.kind}" is automatic but stands on top`);
    return step;
  }

  function seatsOf(s: S, f: F, step: DecisionStep<S, M, F> = decisionOf(f)): readonly Seat[] {
    return step.seats ? step.seats(s, f) : seatsOfFrame(f);
  }

  function push(d: Draft<S>, frames: readonly F[]): void {
    for (let i = frames.length - 1; i >= 0; i--) d.s.stack.push(frames[i] as F);
  }

  /** Run automatic frames (and skip decisions nobody takes) until a decision is on top, the stack is down to `floor`, or the game ends. */
  function settle(d: Draft<S>, floor: number): void {
    for (let guard = 0; guard < MAX_AUTOMATIC; guard++) {
      const stack = d.s.stack;
      if (stack.length <= floor) {
        if (floor > 0 || !rules.next) return;
        const more = rules.next(d);
        if (more.length === 0) return;
        push(d, more);
        continue;
      }
      const f = stack[stack.length - 1] as F;
      const step = stepOf(f);
      if (isAutomatic(step)) {
        stack.pop();
        push(d, step.run(d, f));
        continue;
      }
      if (step.seats ? step.seats(d.s, f).length === 0 : !frameHasSeats(f)) {
        stack.pop();
        continue;
      }
      return;
    }
    throw new EngineBug(`more than ${MAX_AUTOMATIC} automatic frames in a row`);
  }

  function draftOf(s: S): Draft<S> {
    const d = new Draft(s, copy);
    d.s.stack = s.stack.slice();
    return d;
  }

  function top(s: S): F | null {
    const f = s.stack[s.stack.length - 1];
    return f ?? null;
  }

  // One-entry memo of the last list asked for: callers list a seat's moves, then apply one of
  // them to the same state. (A WeakMap entry for every state cost Puerto Rico's play-outs a
  // third of their speed in garbage collection.) `blocking` counts the moves of the blocking
  // decision at the head of the list; side moves follow them.
  const memo: { state: S | null; seat: Seat; moves: readonly M[]; blocking: number } = { state: null, seat: -1, moves: [], blocking: 0 };

  function blockingLegal(s: S, f: F, seat: Seat): readonly M[] {
    const step = decisionOf(f);
    const decides = step.seats ? step.seats(s, f).includes(seat) : frameHasSeat(f, seat);
    return decides ? step.legal(s, f, seat) : [];
  }

  function listed(s: S, f: F, seat: Seat): typeof memo {
    if (s === memo.state && seat === memo.seat) return memo;
    const blocking = blockingLegal(s, f, seat);
    let moves = blocking;
    if (blocking.length > 0) {
      // Side moves are rare: build a new list only when some step has one.
      for (const x of side) {
        const extra = x.legal(s, seat);
        if (extra.length > 0) moves = [...moves, ...extra];
      }
    }
    memo.state = s;
    memo.seat = seat;
    memo.moves = moves;
    memo.blocking = blocking.length;
    return memo;
  }

  function legalMoves(s: S, seat: Seat): readonly M[] {
    const f = top(s);
    return f ? listed(s, f, seat).moves : [];
  }

  /** Where `move` stands in `moves` (-1: not listed); the listed object itself is the usual caller's. */
  function indexOf(moves: readonly M[], move: M): number {
    for (let i = 0; i < moves.length; i++) if (moves[i] === move) return i;
    for (let i = 0; i < moves.length; i++) if (same(moves[i] as M, move)) return i;
    return -1;
  }

  function decisionOfSeat(s: S, f: F, step: DecisionStep<S, M, F>, seat: Seat): PendingDecision {
    const promptJa = step.promptJa?.(s, f, seat);
    return promptJa === undefined ? { seat, prompt: step.prompt(s, f, seat) } : { seat, prompt: step.prompt(s, f, seat), promptJa };
  }

  function pending(s: S): PendingDecision[] {
    const f = top(s);
    if (!f) return [];
    const step = decisionOf(f);
    // The usual frame names one seat: no seat list to build and map.
    if (!step.seats && !f.seats) return f.seat === undefined ? [] : [decisionOfSeat(s, f, step, f.seat)];
    return seatsOf(s, f, step).map((seat) => decisionOfSeat(s, f, step, seat));
  }

  /**
   * Apply a move known to be legal: of the blocking decision when `blocking`, else a side
   * move. `floor` > 0 stops the automatic run there (search).
   */
  function applyLegal(s: S, f: F, seat: Seat, move: M, blocking: boolean, floor: number): Draft<S> {
    const d = draftOf(s);
    if (blocking) {
      d.s.stack.pop();
      push(d, decisionOf(f).apply(d, f, seat, move));
    } else {
      const handler = side.find((x) => indexOf(x.legal(s, seat), move) >= 0);
      if (!handler) throw new EngineBug(`"${rules.format(move)}" is not legal for seat ${seat}`);
      push(d, handler.apply(d, seat, move));
    }
    settle(d, floor);
    return d;
  }

  function refusal(s: S, f: F, seat: Seat, move: M, legal: readonly M[]): RuleError {
    const step = decisionOf(f);
    const why = step.explain?.(s, f, seat, move);
    if (why) return why;
    const list = legal.map(rules.format).join(', ');
    const ja = step.promptJa?.(s, f, seat) ?? step.prompt(s, f, seat);
    const labelJa = rules.formatJa ?? rules.format;
    return ruleError(
      'illegal-move',
      `"${rules.format(move)}" is not possible now (${step.prompt(s, f, seat)}). You can: ${list}.`,
      `「${labelJa(move)}」は今は選べません（${ja}）。選べる行動：${legal.map(labelJa).join('、')}`,
    );
  }

  return {
    start(s) {
      const d = draftOf(s);
      settle(d, 0);
      return d.s;
    },
    top,
    pending,
    legalMoves,
    apply(s, seat, move) {
      // Moves arrive as JSON from stored logs, mail and tests: anything without a kind is refused, not thrown on.
      if (typeof move !== 'object' || move === null || typeof (move as { kind?: unknown }).kind !== 'string') {
        return { ok: false, error: ruleError('unknown-move', 'That is not a move.', 'それは手ではありません。') };
      }
      const f = top(s);
      if (!f) return { ok: false, error: gameOver() };
      const list = listed(s, f, seat);
      const legal = list.moves;
      if (legal.length === 0) {
        return { ok: false, error: notYourTurn(pending(s)) };
      }
      const i = indexOf(legal, move);
      if (i < 0) return { ok: false, error: refusal(s, f, seat, move, legal) };
      const d = applyLegal(s, f, seat, move, i < list.blocking, 0);
      return new Moved(d);
    },
    neutral(s, seat) {
      const f = top(s);
      if (!f) return null;
      const legal = blockingLegal(s, f, seat);
      if (legal.length === 0) return null;
      return decisionOf(f).neutral(s, f, seat, legal);
    },
    canComplete(s, frames, budget = 2_000) {
      const floor = s.stack.length;
      const d = draftOf(s);
      push(d, frames);
      settle(d, floor);
      let spent = 0;
      const search = (state: S): boolean => {
        if (state.stack.length <= floor) return true;
        const f = top(state) as F;
        for (const seat of seatsOf(state, f)) {
          for (const move of decisionOf(f).legal(state, f, seat)) {
            if (++spent > budget) throw new BudgetSpent();
            if (search(applyLegal(state, f, seat, move, true, floor).s)) return true;
          }
        }
        return false;
      };
      try {
        return search(d.s);
      } catch (e) {
        if (e instanceof BudgetSpent) return null;
        throw e;
      }
    },
  };
}
