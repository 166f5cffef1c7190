import type { NumberChoice } from './number-range';
import type { BoardPicture } from './picture';
import type { RngState } from './rng';

/**
 * The contract every game implements (ARCHITECTURE.md "The engine contract").
 *
 * A game is a plain object of pure functions over a JSON state `S` and a move
 * union `M` (tagged on `kind`). Nothing here does I/O, reads a clock or calls
 * Math.random: randomness comes from `engine/core/rng.ts`, whose state lives in `S`.
 *
 * Turn flow (who decides what, automatic forced steps, decision counters) is
 * handled once for all games by `engine/core/match.ts`; a game only says who is
 * pending, what they may do, and what a move does.
 */

/** A player's position at the table, 0-based. Seat 0 is the first player listed. */
export type Seat = number;

/** Option values as they arrive from a CLI flag, an email command or stored config. */
export type OptionValue = string | number | boolean;
export type Options = Readonly<Record<string, OptionValue>>;

export interface OptionSpec {
  readonly key: string;
  /** One line a player understands, shown by `pbem games` and in `help`. */
  readonly description: string;
  /** The same line in Japanese, for the game list a Japanese mail gets. */
  readonly descriptionJa?: string;
  readonly type: 'boolean' | 'number' | 'choice';
  /** Allowed values for `choice`. */
  readonly choices?: readonly string[];
  readonly default: OptionValue;
}

export interface GameMeta {
  /** Registry id, kebab-case: `puerto-rico`, `barrage`. */
  readonly id: string;
  /** Title as players read it in English (subjects, `pbem games`); says so when the game's data is provisional. */
  readonly title: string;
  /** The same in Japanese, as the rules documents name the game (and saying what `title` says about the data). */
  readonly titleJa: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /**
   * Seats the rules themselves play (Barrage's Automas), counted by the option `option`; with some,
   * as few as `minPlayers` players may play. `playerRange` (options.ts) gives the range for options.
   */
  readonly ruleSeats?: { readonly option: string; readonly minPlayers: number };
  readonly options: readonly OptionSpec[];
  /**
   * Option sets that change the rules (not only numbers), e.g. an expansion, the last one with
   * every such option on: the contract suite plays each beside the defaults, the Japanese check
   * the last. Absent: the defaults show every rule.
   */
  readonly variants?: readonly Options[];
  /**
   * Bumped whenever a rules change would make an old move log replay differently.
   * Stored with every game so old games keep their meaning.
   */
  readonly engineVersion: number;
}

/** A decision somebody must take now. Several may be pending at once (simultaneous choices). */
export interface PendingDecision {
  readonly seat: Seat;
  /** Short imperative phrase naming the decision, for subjects and prompts: "choose a role", "place a colonist". */
  readonly prompt: string;
  /** The same in Japanese, where the game has it (the service falls back to `prompt`). */
  readonly promptJa?: string;
}

/** The languages the service writes in. */
export type Lang = 'en' | 'ja';

/** A seat with its player's name, for what the game draws for one reader (the email's board). */
export interface SeatName {
  readonly seat: Seat;
  readonly name: string;
  /** The seat of the reader. */
  readonly isYou: boolean;
}

/**
 * The board of the status email, drawn by the game from a seat's view. Its HTML is the game's
 * MJML partial `engine/<id>/email/board.mjml` (mustache tags, no words of its own), compiled
 * with every email at build time (scripts/compile-templates.ts); `data` fills it in the reader's
 * language. The plain-text part of the email is `describe(view)`.
 */
export interface EmailBoard<V> {
  data(view: V, players: readonly SeatName[], lang: Lang): object;
}

/**
 * What a game may tell the generic bot (engine/core/bot/search.ts) to play well: an order of
 * preference for moves, a cheap choice for roll-outs, and a score estimate for unfinished
 * positions. Every part is optional; without a policy the bot plays uniform random roll-outs
 * and scores unfinished positions as even.
 */
export interface BotPolicy<S = unknown, M = unknown> {
  /**
   * Prior weights of `moves` (the legal list of `seat` in `s`), higher is better, any scale
   * at or above 0: the search tries likely moves first and spends its visits on them.
   * Default: every move alike.
   */
  prior?(s: S, seat: Seat, moves: readonly M[]): readonly number[];
  /**
   * The roll-out's choice for `seat`: an index into `moves`. Must be cheap (it is called for
   * every decision of every roll-out) and may draw from `rng` only. Default: uniform random.
   */
  rollout?(s: S, seat: Seat, moves: readonly M[], rng: RngState): number;
  /**
   * A score estimate per seat (victory points the seat may expect at the end) of an unfinished
   * position. Default: the same for every seat (nothing known).
   */
  estimate?(s: S): readonly number[];
  /** Victory points that make a lead count as "likely ahead" (the scale of the win estimate). Default 10. */
  readonly spread?: number;
  /** Decisions a roll-out plays before it is scored by `estimate` (default 40). */
  readonly depth?: number;
}

/** A refusal a player can read: the reason is a sentence with the numbers in it. */
export interface RuleError {
  /** Stable machine code, e.g. `not-your-turn`, `cannot-afford`, `unknown-move`. */
  readonly code: string;
  readonly reason: string;
  /** The same reason in Japanese (every refusal exists in both languages); "Seat N" stands for a name as in `reason`. */
  readonly reasonJa?: string;
  /** For `not-your-turn`: the seats being waited for, so the service can name them. */
  readonly seats?: readonly Seat[];
}

/**
 * Something that happened, for the "since your last email" digest and the history.
 * `seat` is the actor (rendered as the player's name), or null for the game itself.
 * `visibleTo` restricts a private event (e.g. a card drawn into a hidden hand) to
 * those seats; absent means public.
 */
export interface GameEvent {
  readonly seat: Seat | null;
  readonly text: string;
  /** The same in Japanese, where the game has it. */
  readonly ja?: string;
  readonly visibleTo?: readonly Seat[];
}

/** One line of a score breakdown: about one seat (rendered with the player's name) or the whole table. */
export interface ScoreLine {
  readonly seat: Seat | null;
  readonly text: string;
  /** The same line in Japanese. */
  readonly ja?: string;
}

export type Applied<S> =
  | {
      readonly ok: true;
      readonly state: S;
      readonly events: readonly GameEvent[];
      /**
       * True when the move revealed hidden information (a draw, a face-down tile) so it
       * may not be undone. The runner also treats any change of RNG state as a reveal.
       */
      readonly reveals?: boolean;
    }
  | { readonly ok: false; readonly error: RuleError };

export type Parsed<M> = { readonly ok: true; readonly move: M } | { readonly ok: false; readonly error: RuleError };

export interface GameResult {
  /** Final score per seat (victory points). */
  readonly scores: readonly number[];
  /** Seats from first place to last, ties already broken where the rules break them. */
  readonly ranking: readonly Seat[];
  /** Place per seat, 1-based; seats still tied after every tie-break share a place. */
  readonly places: readonly number[];
  /** Tie-break value per seat (e.g. doubloons + goods), when the game has one. */
  readonly tieBreak?: readonly number[];
  /** Score breakdown lines a player can check by hand; emails and the CLI put the player's name before each. */
  readonly breakdown?: readonly ScoreLine[];
}

/** The minimum every game state carries; games add their own fields. */
export interface BaseState {
  readonly players: number;
  /** The game's generator (engine/core/rng.ts); the runner compares it before and after a move to spot draws. */
  readonly rng: RngState;
}

export interface GameModule<S extends BaseState = BaseState, M extends { kind: string } = { kind: string }, V = unknown> {
  readonly meta: GameMeta;

  /** New game. `options` are already validated and defaulted by the core. */
  setup(players: number, options: Options, seed: string): S;

  /** Who must decide now; empty exactly when the game is over. */
  pending(state: S): readonly PendingDecision[];

  /** Every legal move for that seat now; empty if the seat is not pending. Order is the numbered list order. */
  legalMoves(state: S, seat: Seat): readonly M[];

  /**
   * Apply one move. Must not mutate `state`. Refuses illegal moves with a reason,
   * using the same predicates `legalMoves` uses.
   */
  apply(state: S, seat: Seat, move: M): Applied<S>;

  /** Notation out: plain words a player can type back (`build small-market`). */
  format(move: M): string;

  /**
   * The move as a Japanese player reads it, the big label of the move list in Japanese mail
   * (`知識を選ぶ`, `A3の緑の労働者を取る`): the seeds' game words, JA-STYLE phrasing, and no seat
   * reference (the core reading it back knows no names). It must differ for every legal move of a position, and the core reads it back
   * (`readMove`), so a player may copy a label into a reply. Absent: the list shows `format`.
   */
  formatJa?(move: M): string;

  /**
   * Notation in: forgiving about case, spaces, hyphens, and the seed's Japanese names.
   * Bare numbers are handled by the core (index into `legalMoves`), not here.
   */
  parse(text: string, state: S, seat: Seat): Parsed<M>;

  /** What `seat` may see (null: a spectator, sees only public information). JSON. */
  view(state: S, seat: Seat | null): V;

  /**
   * Plain-text board for the CLI and the text part of emails, built only from a view, in the
   * reader's language (English when absent); game words as the rules documents name them.
   */
  describe(view: V, lang?: Lang): string;

  /**
   * A picture of the board built only from a view (SVG with codes and numbers; its words go in
   * the legend, in the reader's language), shown in the status emails beside the text board.
   */
  picture?(view: V, lang: Lang): BoardPicture | null;

  /**
   * The first screen of a status email: at most `SUMMARY_MAX_LINES` short lines (about 80
   * characters) right under the headline, before the list of moves, with what the reader most
   * needs to decide (round, their own money and pieces, what is left in the supply, who leads).
   * Built only from the reader's view, so it can say nothing the view hides; players written as
   * `seatRef(seat)`; the reader's language. Empty when there is nothing to add (the game is over:
   * the result says it). Absent: the email has no summary.
   */
  summary?(view: V, lang: Lang): readonly string[];

  /** Null while the game runs; final scores once it is over. */
  result(state: S): GameResult | null;

  /**
   * The move played for `seat` when it timed out or its player was dropped: the current
   * step's declared neutral move (pass, done, the cheapest choice), or null where the step
   * has none (the service then chooses another way).
   */
  neutral(state: S, seat: Seat): M | null;

  /**
   * The number range a listed move belongs to (`bank N`, N = 1–9; engine/core/number-range.ts),
   * or null: the email shows a range's members as one row. `format(move)` must be
   * `withNumber(pattern, value)`.
   */
  numberChoice?(move: M): NumberChoice | null;

  /** What a legal move does and costs, in words, for the list of moves in an email ("8 doubloons, 3 VP"). */
  describeMove?(state: S, seat: Seat, move: M, lang: Lang): string;

  /**
   * The same position with everything `viewer` may not see drawn again from `seed` (face-down
   * piles reshuffled, other seats' secret values changed within their bounds). The contract
   * suite checks that `viewer`'s view does not change: a view that does leaks something.
   */
  rehide?(state: S, viewer: Seat | null, seed: string): S;

  /**
   * Whole actions written as one line, for the current decision of `seat`: each `text` is the
   * moves' notation joined by "; ", and its parts, parsed and played in order (forced decisions
   * are applied in between, as always), carry out one complete action. Bounded (a few dozen
   * lines). Offered by games whose actions take several small steps (Barrage: place, tile, build).
   */
  compound?(state: S, seat: Seat): readonly { readonly text: string; readonly moves: readonly M[] }[];

  /**
   * True when a new turn of `seat` has begun although the same seat decides again (everyone
   * else passed): the email's whole turns (engine/core/whole-turns.ts) stop there. Games whose
   * seat never decides twice in a row across turns leave it out.
   */
  freshTurn?(state: S, seat: Seat): boolean;

  /** Game-specific invariants; returns the violations (empty when all hold). Used by play-outs. */
  invariants?(state: S): readonly string[];

  /**
   * The seats in turn order as `view` shows them (clockwise from the Governor, Barrage's turn
   * order track), for the players' list of an email. Absent: seat order.
   */
  turnOrder?(view: V): readonly Seat[];

  /** The status email's board drawn from a view; absent: the email shows `describe(view)` as its board. */
  readonly board?: EmailBoard<V>;

  /** How the bot plays this game well; absent: the generic search with uniform roll-outs (weak, but legal). */
  readonly bot?: BotPolicy<S, M>;
}

/** Lines a game's `summary` may give; the service shows no more (the first screen stays short). */
export const SUMMARY_MAX_LINES = 3;

/** Any game, for registries and generic code that does not know the game's types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any, any, any>;
