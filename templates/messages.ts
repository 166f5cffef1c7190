/**
 * Short messages on the shared layout: refusals, internal errors, reminders and late
 * notices, generic notices. All use the `message` template (a tinted box of lines,
 * then the move list when there is one).
 */
import { fill, movesBlock, noticeStyle, subjectLine, type Frame } from './fill';
import type { Notice, NoticeModel, ProblemModel, RenderedEmail, ReminderModel } from './model';

/** A reply we would not act on: the lines say why, the moves say what would work. */
export function renderRefusal(model: ProblemModel): RenderedEmail {
  return renderMessage(model, model.headline, model.lines, 'error', model.yourMoves ?? null);
}

/**
 * Our failure, not the player's: the caller passes a generic sentence (details go to the
 * log), and the default lines say the reply was not applied and can be sent again.
 */
export function renderError(model: Omit<ProblemModel, 'lines'> & { readonly lines?: readonly string[] }): RenderedEmail {
  const lines = model.lines ?? [
    'Something went wrong on our side while reading your reply. Nothing from it was applied.',
    'Please send the same reply again in a few minutes.',
  ];
  return renderMessage(model, model.headline, lines, 'error', model.yourMoves ?? null);
}

/** A turn reminder before the deadline, or a late notice after it. */
export function renderReminder(model: ReminderModel): RenderedEmail {
  const headline = model.level === 'late' ? `Late: ${model.headline}` : `Reminder: ${model.headline}`;
  return renderMessage(model, headline, model.lines, model.level === 'late' ? 'error' : 'info', model.yourMoves);
}

export function renderNotice(model: NoticeModel): RenderedEmail {
  return renderMessage(model, model.headline, model.lines, model.tone, null);
}

function renderMessage(
  model: Omit<Frame, 'headline'>,
  headline: string,
  lines: readonly string[],
  tone: Notice['tone'],
  moves: ProblemModel['yourMoves'],
): RenderedEmail {
  const frame: Frame = { ...model, headline };
  const subject = subjectLine(model.game, model.step, headline);
  return fill('message', null, subject, frame, { lines, boxStyle: noticeStyle(tone), ...movesBlock(moves, frame, subject) });
}
