/**
 * Short messages on the shared layout: refusals, internal errors and generic notices. All
 * use the `message` template (a tinted box of lines, then the move list when there is one).
 * Reminders and late notices are status emails (status.ts), so they carry the board.
 */
import { fill, movesBlock, noticeStyle, subjectLine, type Frame } from './fill';
import { messages } from './i18n/index';
import type { Notice, NoticeModel, ProblemModel, RenderedEmail } from './model';

/** A reply we would not act on: the lines say why, the moves say what would work. */
export function renderRefusal(model: ProblemModel): RenderedEmail {
  return renderMessage(model, model.headline, model.lines, 'error', model.yourMoves ?? null);
}

/**
 * Our failure, not the player's: the caller passes a generic sentence (details go to the
 * log), and the default lines say the reply was not applied and can be sent again.
 */
export function renderError(model: Omit<ProblemModel, 'lines'> & { readonly lines?: readonly string[] }): RenderedEmail {
  const t = messages(model.lang);
  const lines = model.lines ?? [t.internalError1, t.internalError2];
  return renderMessage(model, model.headline, lines, 'error', model.yourMoves ?? null);
}

export function renderNotice(model: NoticeModel): RenderedEmail {
  return renderMessage(model, model.headline, model.lines, model.tone, null);
}

function renderMessage(
  model: Omit<Frame, 'headline'> & { readonly subject?: string },
  headline: string,
  lines: readonly string[],
  tone: Notice['tone'],
  moves: ProblemModel['yourMoves'],
): RenderedEmail {
  const frame: Frame = { ...model, headline };
  const subject = subjectLine(model.game, headline, model.subject, model.lang);
  return fill('message', null, subject, frame, { lines, boxStyle: noticeStyle(tone), ...movesBlock(moves, frame, subject) });
}
