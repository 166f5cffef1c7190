/**
 * The one place that turns a match into a StatusEmailModel, using only `view(state, seat)`,
 * `describe(view)`, `pending`, the numbered legal moves (with the game's `describeMove`)
 * and the events a seat may read. The service (compose-letters.ts) and `pbem mail render` both
 * build status emails through it, so the CLI shows exactly what players get.
 */
import {
  playMove,
  registry,
  seatRef,
  type AnyGame,
  type GameEvent,
  type Match,
  type MoveData,
  type MoveSource,
  type Seat,
  SUMMARY_MAX_LINES,
} from '../../../engine/index';
import { gameTitle, messages, type Lang } from '../../../templates/i18n/index';
import type { DigestLine, Notice, NumberedMove, StatusEmailModel } from '../../../templates/model';
import { eventText, moveLabel, moveNote, nameSeats, namesOf, promptText, turnOrderOf } from './engine-words';
import { listTurns, type ListedLine } from './turn-list';
import { MIN_ENDING, sharedEnding, sharedEndings } from './label-endings';
import { MIN_VARIANTS } from '../../../templates/move-groups';

/** A logged step as the digest reads it (engine AppliedStep and stored MoveItem both fit). */
export interface DigestStep {
  readonly seat: Seat;
  readonly move: string;
  readonly events: readonly GameEvent[];
  /** How it was played; forced and timeout steps are announced as such. */
  readonly by?: MoveSource;
}

export interface StatusModelInput {
  readonly game: AnyGame;
  readonly match: Match;
  readonly seat: Seat;
  /** Name per seat. */
  readonly names: readonly string[];
  /** Short game id of reply addresses and subjects. */
  readonly gameId: string;
  readonly recipientAddress: string;
  readonly replyAddress: string;
  readonly timezone?: string;
  /** Steps applied since this seat's last email, oldest first: the digest. */
  readonly since?: readonly DigestStep[];
  readonly deadline?: string;
  readonly notices?: readonly Notice[];
  readonly unsubscribeUrl?: string;
  readonly lang?: Lang;
  /** The player's fixed subject for this game (compose-letters.ts `threadSubject`). */
  readonly subject?: string;
}

export function buildStatusModel(input: StatusModelInput): StatusEmailModel {
  const { game, match, seat, names, lang } = input;
  const nameOf = (s: Seat) => names[s] ?? `${s + 1}`;
  const view = game.view(match.state, seat);
  const players = turnOrderOf(game, view, match.players).map((s) => ({ seat: s, name: nameOf(s), isYou: s === seat }));
  const pending = game.pending(match.state);
  const moves = movesWithNotes(game, match, seat, lang, names);
  const result = game.result(match.state);
  return {
    game: { id: input.gameId, kind: game.meta.id, title: gameTitle(game.meta, lang) },
    recipient: { seat, name: nameOf(seat), address: input.recipientAddress, timezone: input.timezone ?? 'UTC' },
    players,
    step: match.step,
    headline: headlineFor(game, match, seat, nameOf, lang),
    summary: summaryOf(game, view, names, lang),
    digest: digestFor(input.since ?? [], seat, nameOf, lang),
    view,
    boardText: nameSeats(game.describe(view, lang), names),
    pending: pending.map((p) => ({ name: nameOf(p.seat), prompt: promptText(p, lang) })),
    yourMoves: moves.length > 0 ? moves : null,
    // Whole turns in the list supersede the game's whole-action lines.
    wholeActions: moves.length > 0 && !moves.some((m) => m.text.includes(';')) ? wholeActionsOf(game, match, seat) : [],
    ...(input.deadline ? { deadline: input.deadline } : {}),
    result: result
      ? {
          ranking: result.ranking.map((s) => ({
            place: result.places[s] ?? 0,
            name: nameOf(s),
            score: result.scores[s] ?? 0,
            tieBreak: result.tieBreak?.[s],
          })),
          lines: (result.breakdown ?? []).map((line) => {
            const text = lang === 'ja' && line.ja ? line.ja : line.text;
            return line.seat === null ? text : `${nameOf(line.seat)}: ${text}`;
          }),
        }
      : undefined,
    notices: input.notices ?? [],
    replyAddress: input.replyAddress,
    unsubscribeUrl: input.unsubscribeUrl,
    ...(lang ? { lang } : {}),
    ...(input.subject ? { subject: input.subject } : {}),
  };
}

/**
 * The model with the game's own board drawn from its view, in the reader's language (the game's
 * `board`; none for a game without one, which shows `boardText`). Done where the mail is
 * rendered, so a stored letter holds the view only, as the game's view() made it.
 */
export function withBoard<M extends StatusEmailModel>(model: M): M {
  const game = registry.get(model.game.kind);
  if (!game?.board) return model;
  return { ...model, board: { template: game.meta.id, data: game.board.data(model.view, model.players, model.lang ?? 'en') } };
}

/**
 * The game's short position summary for the reader (GameModule.summary), from the view the
 * email is built from, at most SUMMARY_MAX_LINES lines of at most MAX_SUMMARY_LINE characters:
 * the first screen stays short whatever a game writes. None where the game has no summary.
 */
export function summaryOf(game: AnyGame, view: unknown, names: readonly string[], lang?: Lang): string[] {
  if (!game.summary) return [];
  try {
    return game
      .summary(view, lang ?? 'en')
      .slice(0, SUMMARY_MAX_LINES)
      .map((line) => clip(nameSeats(line, names), MAX_SUMMARY_LINE));
  } catch {
    // A courtesy like the move notes: a game bug here must not cost the player their email.
    return [];
  }
}

/** A summary line's bound (a game writes about 80 characters; names may make it longer). */
const MAX_SUMMARY_LINE = 160;

/** The game's one-line whole actions for `seat` (GameModule.compound); none where it has none. */
export function wholeActionsOf(game: AnyGame, match: Match, seat: Seat): string[] {
  if (!game.compound) return [];
  try {
    return game.compound(match.state, seat).map((line) => line.text);
  } catch {
    // A courtesy like the move notes: a game bug here must not cost the player their email.
    return [];
  }
}

/**
 * The numbered lines of `seat` (turn-list.ts: whole turns, one tap each), each with its label in
 * the reader's language, what it does and costs in words, and the number range or the first
 * move it is listed under.
 */
export function movesWithNotes(
  game: AnyGame,
  match: Match,
  seat: Seat,
  lang?: Lang,
  names?: readonly string[] | ((s: Seat) => string),
): NumberedMove[] {
  const t = messages(lang);
  const { lines } = listTurns(game, match, seat);
  const named = (text: string | null) => (text && names ? nameSeats(text, names) : text);
  // Notes may speak of other seats ("holds Seat 2's 3"): players read names.
  const noteOf = (move: MoveData) => named(moveNote(game, match, seat, move, lang));
  // What the parts after the first do and cost, each described where the turn meets it (a
  // building's price after the Builder's privilege, a site's machinery after the tile).
  const restNotes = (line: ListedLine, max: number): string | null => {
    const notes: string[] = [];
    let at = match;
    for (let i = 0; i < line.parts.length; i++) {
      const part = line.parts[i]!;
      if (i > 0) {
        const note = named(moveNote(game, at, seat, part.move, lang));
        if (note) notes.push(note);
      }
      if (i === line.parts.length - 1) break;
      let played: ReturnType<typeof playMove>;
      try {
        played = playMove(game, at, seat, part.move);
      } catch {
        // A note is a courtesy: a game bug here must not cost the player their email.
        break;
      }
      if (!played.ok) break;
      at = played.match;
    }
    return notes.length > 0 ? clip(notes.join(t.partJoiner), max) : null;
  };
  const moves = lines.map((line): NumberedMove => {
    const first = line.parts[0]!.move;
    const labels = line.parts.map((p) => moveLabel(game, p.move, lang));
    // Labels in the reader's language are joined in its punctuation; notation stays notation.
    const join = (words: readonly string[], parts: readonly { text: string }[]) =>
      words.every((w, i) => w === parts[i]!.text) ? words.join('; ') : sharedEndings(words).join(t.partJoiner);
    // The note says what the move does, never its notation: in Japanese mail the big label is
    // Japanese, as JA-STYLE shows it (`3 知識アクション（A1のワーカー、1,000円）`); the notation
    // still reads back when typed (help says so), but fifty lines of it would cost a list 3 KB.
    if (!line.nested) {
      const label = join(labels, line.parts);
      const note = [noteOf(first), line.shape === 'turn' ? restNotes(line, MAX_NOTE) : null].filter(Boolean).join(t.partJoiner);
      const range = line.shape !== 'turn' ? (game.numberChoice?.(first) ?? null) : null;
      return {
        n: line.n,
        text: line.text,
        ...(label !== line.text ? { label } : {}),
        ...(note ? { note } : {}),
        ...(range ? { range: { pattern: range.pattern, value: range.value, ...rangeLabel(label, range.value) } } : {}),
      };
    }
    const headNote = noteOf(first);
    const under = { key: line.choice, label: labels[0]!, ...(headNote ? { note: headNote } : {}) };
    if (line.shape === 'first-only') {
      return { n: line.n, text: line.text, under, rest: labels[0]!, firstOnly: true, note: t.firstPartOnly };
    }
    const rest = join(labels.slice(1), line.parts.slice(1));
    const note = restNotes(line, MAX_NESTED_NOTE);
    const variant = line.variant ? variantLabels(labels.slice(1), line.parts.slice(1), line.variant, t.partJoiner) : null;
    return { n: line.n, text: line.text, under, rest, ...(note ? { note } : {}), ...(variant ? { variant } : {}) };
  });
  return withSharedLinkEndings(moves, t.partJoiner);
}

/**
 * A row of variants whose small links are whole labels that end alike (Japanese mail:
 * `インディゴのプランテーションに労働者を置く`, `大きい砂糖工場に労働者を置く`) says the ending once, in
 * its heading (`…に労働者を置く`), and each link only what differs (`インディゴのプランテーション`).
 * Runs are found as templates/move-groups.ts folds them: consecutive lines with the same key.
 */
function withSharedLinkEndings(moves: readonly NumberedMove[], partJoiner: string): NumberedMove[] {
  const out = [...moves];
  for (let i = 0; i < out.length;) {
    const key = out[i]!.variant?.key;
    let end = i + 1;
    if (key !== undefined) while (end < out.length && out[end]!.variant?.key === key) end++;
    const run = out.slice(i, end);
    const ending = key !== undefined && run.length >= MIN_VARIANTS ? sharedEnding(run.map((m) => m.variant!.label)) : '';
    if (ending.length >= MIN_ENDING && run.every((m) => m.variant!.label.length > ending.length)) {
      run.forEach((m, k) => {
        const v = m.variant!;
        const head = [v.head, `…${ending}`].filter(Boolean).join(partJoiner);
        out[i + k] = { ...m, variant: { ...v, head, label: v.label.slice(0, v.label.length - ending.length) } };
      });
    }
    i = end;
  }
  return out;
}

/**
 * The row heading and small-link label of a turn listed as one of a run of variants
 * (turn-list.ts `Variant`), in the reader's language: where the last part's label contains the
 * varying word (`2Lにベースを建設`), the heading is the labels with that word written `…` and the
 * link shows the word; else the heading is the parts before the last and the link shows the
 * last part's whole label.
 */
function variantLabels(
  labels: readonly string[],
  parts: readonly { text: string }[],
  variant: { key: string; value: string },
  partJoiner: string,
): NumberedMove['variant'] {
  const joiner = labels.every((w, i) => w === parts[i]!.text) ? '; ' : partJoiner;
  const before = labels.slice(0, -1);
  const last = labels[labels.length - 1]!;
  const pieces = last.split(variant.value);
  // A map or card id (`2L`, `G6`, `A`) reads alone; a bare number (`1つ`) needs its label.
  if (pieces.length === 2 && /[A-Za-z]/.test(variant.value))
    return { key: variant.key, head: [...before, pieces.join('…')].join(joiner), label: variant.value };
  return { key: variant.key, head: before.join(joiner), label: last };
}

/** A turn's note longer than this is cut (two lines on a phone). */
const MAX_NOTE = 100;
/** Lines listed under a first move say what differs in a few words (one line on a phone; the list stays under the size budget). */
const MAX_NESTED_NOTE = 20;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** "Your turn: choose a role" | "Waiting for Anna: choose a role" | "Game over: Anna wins". */
export function headlineFor(game: AnyGame, match: Match, seat: Seat, nameOf: (s: Seat) => string, lang?: Lang): string {
  const t = messages(lang);
  const names = Array.from({ length: match.players }, (_, s) => nameOf(s));
  const result = game.result(match.state);
  if (result) {
    const winners = result.ranking.filter((s) => result.places[s] === 1);
    return winners.length === 1
      ? t.gameOverWinner({ name: nameOf(winners[0]!) })
      : t.gameOverShared({ names: namesOf(names, winners, lang) });
  }
  const pending = game.pending(match.state);
  const mine = pending.find((p) => p.seat === seat);
  if (mine) return t.yourTurn({ prompt: promptText(mine, lang) });
  const prompts = [...new Set(pending.map((p) => promptText(p, lang)))];
  return t.waitingFor({
    names: namesOf(
      names,
      pending.map((p) => p.seat),
      lang,
    ),
    prompts: prompts.join('; '),
  });
}

/**
 * Public events, and private ones addressed to `seat`, of the given steps. Private events
 * speak to their reader ("You score 1 VP"), so they get no actor name in front. A step
 * with no events at all is shown as its move's notation, so nothing happens silently.
 * Steps nobody chose (the only legal move, the timeout rule) say so.
 */
export function digestFor(steps: readonly DigestStep[], seat: Seat, nameOf: (s: Seat) => string, lang?: Lang): DigestLine[] {
  return steps.flatMap((step) => {
    const how = step.by === 'forced' || step.by === 'timeout' ? { how: step.by } : {};
    if (step.events.length === 0) return [{ actor: nameOf(step.seat), text: step.move, ...how }];
    const lines = step.events
      .filter((e) => !e.visibleTo || e.visibleTo.includes(seat))
      // A line that names its actor itself (「<name>が…」, the Japanese log line) gets no name in front.
      .map((e) => ({
        actor: e.seat === null || e.visibleTo || eventText(e, lang).includes(seatRef(e.seat)) ? null : nameOf(e.seat),
        text: nameSeats(eventText(e, lang), nameOf),
      }));
    // The marker goes on the step's first line only: one note per automatic step.
    return lines.map((l, i) => (i === 0 ? { ...l, ...how } : l));
  });
}

/**
 * The big label of a number range's row where the move's own label is not its notation (Japanese
 * mail: `Nコインで入札` from `5コインで入札`): the label with its number written N, when the
 * number appears in it exactly once; else none, and the row shows the notation's pattern.
 */
function rangeLabel(label: string, value: number): { label?: string } {
  const parts = label.split(String(value));
  return parts.length === 2 ? { label: parts.join('N') } : {};
}
