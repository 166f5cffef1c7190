/**
 * The turn runner shared by every game: a `Match` wraps a game's state with what the
 * core needs (game id, seed, options, decision counter), refuses moves from seats that
 * are not pending, applies forced steps automatically, and replays move logs.
 *
 * Services, the CLI and the play-out harness all go through these functions, so "what
 * may I do", "is this allowed" and "what happens next" are one piece of code.
 */
import { EngineBug, gameOver, notYourTurn, ruleError } from './errors';
import { compact } from './notation';
import { playerRange, resolveOptions } from './options';
import { sameRng } from './rng';
import type { AnyGame, BaseState, GameEvent, GameResult, Options, OptionValue, PendingDecision, RuleError, Seat } from './types';

export interface Match<S = unknown> {
  readonly game: string;
  readonly engineVersion: number;
  readonly players: number;
  readonly options: Options;
  readonly seed: string;
  /** Decisions applied so far, forced ones included. Identifies the current decision (stale-reply check). */
  readonly step: number;
  readonly state: S;
}

/** How a move came to be played. Forced steps are re-derived on replay, never stored. */
export type MoveSource = 'player' | 'forced' | 'timeout' | 'bot';

/** One move as a game file or the move log stores it. */
export interface MoveRecord {
  readonly seat: Seat;
  /** The move's notation, for people (history, emails). */
  readonly move: string;
  /**
   * The parsed move as JSON. Replay uses it when present, so a change of notation or aliases
   * never breaks a stored game; records from before it existed are read through the parser.
   */
  readonly data?: MoveData;
  /** Absent means `player`. `forced` records are skipped on replay (they are re-derived). */
  readonly by?: MoveSource;
}

/** A move as stored: its kind and whatever fields the game's move has. */
export type MoveData = { readonly kind: string; readonly [field: string]: unknown };

export interface AppliedStep {
  /** The value of `match.step` after this move. */
  readonly step: number;
  readonly seat: Seat;
  readonly move: string;
  /** The move as JSON (what the log stores and replay uses). */
  readonly data: MoveData;
  readonly by: MoveSource;
  readonly events: readonly GameEvent[];
  /** Hidden information came out (or randomness was drawn): no undo past this step. */
  readonly reveals: boolean;
}

export type PlayOutcome<S = unknown> =
  | {
      readonly ok: true;
      readonly match: Match<S>;
      readonly steps: readonly AppliedStep[];
      /** The legal moves of every pending seat of the resulting position (computed anyway to find forced steps). */
      readonly legal: ReadonlyMap<Seat, readonly { kind: string }[]>;
    }
  | { readonly ok: false; readonly error: RuleError };

/** Guards against a game whose forced steps never end: a bug, not a position. */
const MAX_FORCED_CHAIN = 10_000;

export function newMatch(
  game: AnyGame,
  players: number,
  rawOptions: Readonly<Record<string, OptionValue>>,
  seed: string,
): { ok: true; match: Match; steps: readonly AppliedStep[] } | { ok: false; error: RuleError } {
  const { title } = game.meta;
  const options = resolveOptions(game.meta, rawOptions);
  if (!options.ok) return options;
  // The range depends on the options where the rules play seats (Barrage's Automas).
  const { min: minPlayers, max: maxPlayers } = playerRange(game.meta, options.options);
  if (!Number.isInteger(players) || players < minPlayers || players > maxPlayers) {
    return {
      ok: false,
      error: ruleError(
        'bad-player-count',
        `${title} is for ${minPlayers}–${maxPlayers} players${minPlayers === game.meta.minPlayers && maxPlayers === game.meta.maxPlayers ? '' : ' with these options'}, not ${players}.`,
        `${title}は${minPlayers}〜${maxPlayers}人用です（${players}人では遊べません）。`,
      ),
    };
  }
  const match: Match = {
    game: game.meta.id,
    engineVersion: game.meta.engineVersion,
    players,
    options: options.options,
    seed,
    step: 0,
    state: game.setup(players, options.options, seed),
  };
  const forced = advanceForced(game, match);
  return { ok: true, match: forced.match, steps: forced.steps };
}

export function pendingDecisions(game: AnyGame, match: Match): readonly PendingDecision[] {
  return game.pending(match.state);
}

export function isPending(game: AnyGame, match: Match, seat: Seat): boolean {
  return game.pending(match.state).some((p) => p.seat === seat);
}

export function legalMovesFor(game: AnyGame, match: Match, seat: Seat): readonly { kind: string }[] {
  return isPending(game, match, seat) ? game.legalMoves(match.state, seat) : [];
}

/** The numbered list a player sees: 1-based numbers with notation. */
export function numberedMoves(game: AnyGame, match: Match, seat: Seat): readonly { n: number; text: string }[] {
  return legalMovesFor(game, match, seat).map((m, i) => ({ n: i + 1, text: game.format(m) }));
}

export function resultOf(game: AnyGame, match: Match): GameResult | null {
  return game.result(match.state);
}

/**
 * Read one line of input for `seat`: a bare number picks from the numbered list,
 * anything else goes to the game's parser.
 */
export function readMove(
  game: AnyGame,
  match: Match,
  seat: Seat,
  text: string,
): { ok: true; move: { kind: string } } | { ok: false; error: RuleError } {
  const waiting = notPendingError(game, match, seat);
  if (waiting) return { ok: false, error: waiting };
  const trimmed = text.normalize('NFKC').trim();
  if (/^#?\d+$/.test(trimmed)) {
    const legal = game.legalMoves(match.state, seat);
    const n = Number(trimmed.replace('#', ''));
    const move = legal[n - 1];
    if (!move) {
      return {
        ok: false,
        error: ruleError(
          'bad-number',
          `There is no move number ${n}: choose 1 to ${legal.length}.`,
          `${n}番の手はありません。1〜${legal.length}から選んでください。`,
        ),
      };
    }
    return { ok: true, move };
  }
  const labelled = byJapaneseLabel(game, match, seat, trimmed);
  return labelled ?? game.parse(trimmed, match.state, seat);
}

/**
 * A line that is exactly one legal move's Japanese label (`GameModule.formatJa`), compared in the
 * normalized compact form (full-width and half-width alike, spaces and punctuation ignored), so a
 * label copied from a Japanese email reads back as its move. Null: not a label; the game parses it.
 */
function byJapaneseLabel(game: AnyGame, match: Match, seat: Seat, text: string): { ok: true; move: { kind: string } } | null {
  if (!game.formatJa || !/[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/.test(text)) return null;
  const wanted = compact(text);
  const legal = game.legalMoves(match.state, seat) as readonly { kind: string }[];
  const hits = legal.filter((m) => compact(game.formatJa!(m)) === wanted);
  return hits.length === 1 ? { ok: true, move: hits[0]! } : null;
}

function notPendingError(game: AnyGame, match: Match, seat: Seat): RuleError | null {
  const pending = game.pending(match.state);
  if (pending.some((p) => p.seat === seat)) return null;
  if (pending.length === 0) return gameOver();
  return notYourTurn(pending);
}

/** Apply a parsed move for `seat`, then every forced step that follows. */
export function playMove(
  game: AnyGame,
  match: Match,
  seat: Seat,
  move: MoveData,
  by: Exclude<MoveSource, 'forced'> = 'player',
): PlayOutcome {
  const waiting = notPendingError(game, match, seat);
  if (waiting) return { ok: false, error: waiting };
  const first = applyOne(game, match, seat, move, by);
  if (!first.ok) return first;
  const forced = advanceForced(game, first.match);
  return { ok: true, match: forced.match, steps: [first.step, ...forced.steps], legal: forced.legal };
}

/** Parse and apply one line of input (notation or a bare number). */
export function playText(game: AnyGame, match: Match, seat: Seat, text: string, by: Exclude<MoveSource, 'forced'> = 'player'): PlayOutcome {
  const parsed = readMove(game, match, seat, text);
  if (!parsed.ok) return parsed;
  return playMove(game, match, seat, parsed.move, by);
}

function applyOne(
  game: AnyGame,
  match: Match,
  seat: Seat,
  move: { kind: string },
  by: MoveSource,
): { ok: true; match: Match; step: AppliedStep } | { ok: false; error: RuleError } {
  const rngBefore = (match.state as BaseState).rng;
  const applied = game.apply(match.state, seat, move);
  if (!applied.ok) return applied;
  const drewRandom = !sameRng(rngBefore, (applied.state as BaseState).rng);
  const next: Match = { ...match, step: match.step + 1, state: applied.state };
  return {
    ok: true,
    match: next,
    step: {
      step: next.step,
      seat,
      move: game.format(move),
      data: move,
      by,
      events: applied.events,
      reveals: Boolean(applied.reveals) || drewRandom,
    },
  };
}

/**
 * Apply every step that has exactly one legal move, until a real choice (or the end)
 * is reached. Several pending seats are handled in seat order.
 */
export function advanceForced(
  game: AnyGame,
  match: Match,
): { match: Match; steps: AppliedStep[]; legal: Map<Seat, readonly { kind: string }[]> } {
  const steps: AppliedStep[] = [];
  let current = match;
  for (let guard = 0; guard < MAX_FORCED_CHAIN; guard++) {
    let forced: { seat: Seat; move: { kind: string } } | null = null;
    const legalBySeat = new Map<Seat, readonly { kind: string }[]>();
    for (const p of game.pending(current.state)) {
      const legal = game.legalMoves(current.state, p.seat) as readonly { kind: string }[];
      if (legal.length === 1) {
        forced = { seat: p.seat, move: legal[0] as { kind: string } };
        break;
      }
      if (legal.length === 0) {
        throw new EngineBug(`${game.meta.id}: seat ${p.seat} is pending (${p.prompt}) but has no legal move`);
      }
      legalBySeat.set(p.seat, legal);
    }
    if (!forced) return { match: current, steps, legal: legalBySeat };
    const applied = applyOne(game, current, forced.seat, forced.move, 'forced');
    if (!applied.ok) {
      throw new EngineBug(`${game.meta.id}: forced move "${game.format(forced.move)}" was refused: ${applied.error.reason}`);
    }
    current = applied.match;
    steps.push(applied.step);
  }
  throw new EngineBug(`${game.meta.id}: more than ${MAX_FORCED_CHAIN} forced steps in a row`);
}

export interface ReplayInput {
  readonly players: number;
  readonly options?: Readonly<Record<string, OptionValue>>;
  readonly seed: string;
  readonly moves: readonly MoveRecord[];
}

export interface ReplayReport {
  /** The match after the last move that applied (null if the game could not even be set up). */
  readonly match: Match | null;
  readonly steps: readonly AppliedStep[];
  /** The first move that failed, by its index in `moves`, with the reason. */
  readonly error: null | { readonly index: number; readonly seat: Seat | null; readonly move: string | null; readonly reason: string };
}

/** Rebuild a game exactly from its seed and move log (forced steps are re-derived). */
export function replay(game: AnyGame, input: ReplayInput): ReplayReport {
  const created = newMatch(game, input.players, input.options ?? {}, input.seed);
  if (!created.ok) return { match: null, steps: [], error: { index: -1, seat: null, move: null, reason: created.error.reason } };
  let match = created.match;
  const steps: AppliedStep[] = [...created.steps];
  for (let index = 0; index < input.moves.length; index++) {
    const record = input.moves[index] as MoveRecord;
    if (record.by === 'forced') continue;
    const by = record.by ?? 'player';
    const outcome = record.data ? playMove(game, match, record.seat, record.data, by) : playText(game, match, record.seat, record.move, by);
    if (!outcome.ok) {
      return { match, steps, error: { index, seat: record.seat, move: record.move, reason: outcome.error.reason } };
    }
    match = outcome.match;
    steps.push(...outcome.steps);
  }
  return { match, steps, error: null };
}
