/** Status emails (and the game-start email, a status email with a welcome block; and reminders). */
import { fill, movesBlock, subjectLine, withLast, type Frame } from './fill';
import { messages } from './i18n/index';
import { composedSize, EMAIL_BUDGET } from './email-budget';
import type { GameStartModel, Notice, NumberedMove, ReminderModel, RenderedEmail, StatusEmailModel } from './model';

export function renderStatusEmail(model: StatusEmailModel): RenderedEmail {
  return withinBudget(model, (m) => renderStatus(m, m.headline, null));
}

/** The first email of a game: the status email with a welcome block and the options chosen. */
export function renderGameStart(model: GameStartModel): RenderedEmail {
  const options = withLast(model.options);
  const welcome = { hasOptions: options.length > 0, options };
  return withinBudget(model, (m) => renderStatus(m, messages(m.lang).gameStarted({ headline: m.headline }), welcome));
}

/**
 * A reminder before the deadline or a late notice after it: the whole status email (board
 * and moves, so the player can act from it), with the reminder's lines on top.
 */
export function renderReminder(model: ReminderModel): RenderedEmail {
  const t = messages(model.lang);
  const headline = model.level === 'late' ? t.lateHeadline({ headline: model.headline }) : t.reminderHeadline({ headline: model.headline });
  const notice: Notice = { tone: model.level === 'late' ? 'error' : 'info', lines: model.lines };
  return withinBudget({ ...model, notices: [notice, ...model.notices] }, (m) => renderStatus(m, headline, null));
}

const GENERIC_BOARD = { template: 'generic', data: {} } as const;

/**
 * Lighter forms of the same email, tried in turn while the composed email would pass its budget
 * (email-budget.ts): the notes of the turns listed under a first move go first, then the other
 * notes of the text part (the HTML, which nearly every reader sees, keeps them), then every note
 * (a "this move only" line keeps its own: it says the rest comes in the next email), then the
 * game's drawn board gives way to its text (`boardText`). The numbered lines, their
 * links and their order never change, so a number in a reply still means what the email showed.
 */
const LIGHTER: readonly (<M extends StatusEmailModel>(model: M) => M)[] = [
  (m) =>
    notes(
      m,
      (move) => (move.under && !move.firstOnly ? undefined : move.note),
      (under) => under.note,
    ),
  (m) => ({ ...m, textWithoutNotes: true }),
  (m) =>
    notes(
      m,
      (move) => (move.firstOnly ? move.note : undefined),
      () => undefined,
    ),
  (m) => ({ ...m, board: GENERIC_BOARD }),
];

/** The model with each move's note, and each first-move heading's note, as `move` and `under` say. */
function notes<M extends StatusEmailModel>(
  model: M,
  move: (m: NumberedMove) => string | undefined,
  under: (u: NonNullable<NumberedMove['under']>) => string | undefined,
): M {
  const withNote = <T extends { readonly note?: string }>(item: T, note: string | undefined): T => {
    const { note: _old, ...rest } = item;
    return (note === undefined ? rest : { ...rest, note }) as T;
  };
  return {
    ...model,
    yourMoves:
      model.yourMoves?.map((m) => ({ ...withNote(m, move(m)), ...(m.under ? { under: withNote(m.under, under(m.under)) } : {}) })) ?? null,
  };
}

function withinBudget<M extends StatusEmailModel>(model: M, render: (model: M) => RenderedEmail): RenderedEmail {
  let email = render(model);
  let lighter = model;
  for (const [k, step] of LIGHTER.entries()) {
    if (composedSize(email) <= EMAIL_BUDGET) break;
    lighter = step(lighter);
    email = { ...render(lighter), lightened: k + 1 };
  }
  return email;
}

/** Whole-action lines shown; the rest are counted (they follow the same pattern). */
export const MAX_WHOLE = 6;

function renderStatus(model: StatusEmailModel, headline: string, welcome: object | null): RenderedEmail {
  const t = messages(model.lang);
  const mine = model.yourMoves !== null && model.yourMoves.length > 0;
  // A running game that waits for others asks nothing of this reader (the footer says so).
  const frame: Frame = { ...model, headline, waiting: !mine && !model.result && model.pending.length > 0 };
  const subject = subjectLine(model.game, headline, model.subject, model.lang);
  // A game without a board of its own gets the generic one: its describe(view) text.
  const board = model.board ?? GENERIC_BOARD;
  return fill('status', board.template, subject, frame, {
    // Empty for a game without a summary: the templates show it under `summary.length`, so nothing then.
    summary: model.summary ?? [],
    welcome,
    hasDigest: model.digest.length > 0,
    digest: model.digest.map((d) => ({ ...d, howText: d.how === 'forced' ? t.automatic : d.how === 'timeout' ? t.byTimeout : null })),
    boardText: model.boardText,
    board: board.data,
    picture: model.picture ?? null,
    // The header already says what is asked of the reader; list the others' decisions only.
    showPending: !mine && model.pending.length > 0,
    pending: model.pending,
    players: withLast(model.players.map((p, i) => ({ ...p, number: i + 1 }))),
    result: model.result
      ? {
          ranking: model.result.ranking.map((r) => ({ ...r, tieBreak: r.tieBreak ?? '', hasTieBreak: r.tieBreak !== undefined })),
          lines: model.result.lines,
        }
      : null,
    ...movesBlock(model.yourMoves, frame, subject),
    textWithoutNotes: model.textWithoutNotes === true,
    // Nothing stands between the moves and the turn order on the reader's turn (no "whose
    // turn", no result), so the turn order shares the moves' section.
    turnOrderInMoves: mine && !model.result,
    hasWhole: mine && (model.wholeActions ?? []).length > 0,
    // Words only, at most MAX_WHOLE lines: 40 lines with a mailto each pushed a 50-move
    // Japanese email to 94 KB (budget 80 KB); the player copies a line or writes one like it.
    whole: (model.wholeActions ?? []).slice(0, MAX_WHOLE).map((text) => ({ text })),
    wholeMore:
      (model.wholeActions ?? []).length > MAX_WHOLE ? t.wholeActionsMore({ n: (model.wholeActions ?? []).length - MAX_WHOLE }) : null,
  });
}
