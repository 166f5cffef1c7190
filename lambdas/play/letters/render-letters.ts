/**
 * Letters become mail when they are sent: render the template from its stored model
 * (templates/, compiled at build time) and compose raw MIME. Only the sending side
 * (outbound Lambda, local stack) loads this, with the templates and nodemailer.
 */
import { boardPicture, pictureParts, type RenderedPicture } from '../../mail/outbound/board-picture';
import { composeMime } from '../../mail/outbound/compose';
import type { Letter } from '../../store/index';
import {
  renderError,
  renderGameStart,
  renderHelp,
  renderHistory,
  renderInvitation,
  renderNotice,
  renderRefusal,
  renderReminder,
  renderReceipt,
  renderReplyReport,
  renderStatusEmail,
  type GameStartModel,
  type ReminderModel,
  type RenderedEmail,
  type StatusEmailModel,
} from '../../../templates/index';
import type { LetterTemplate } from './compose-letters';
import { withBoard } from './status-model';

// Each model was built for its template by compose-letters.ts `render.*`; the template name says which.
// Status emails get the game's board drawn from the stored view here, on the sending side.
const RENDERERS: Record<LetterTemplate, (model: never) => RenderedEmail> = {
  status: (model: StatusEmailModel) => renderStatusEmail(withBoard(model)),
  start: (model: GameStartModel) => renderGameStart(withBoard(model)),
  report: renderReplyReport,
  receipt: renderReceipt,
  help: renderHelp,
  history: renderHistory,
  invitation: renderInvitation,
  refusal: renderRefusal,
  error: renderError,
  reminder: (model: ReminderModel) => renderReminder(withBoard(model)),
  notice: renderNotice,
};

export function renderLetter(letter: Letter): RenderedEmail {
  const render = RENDERERS[letter.template as LetterTemplate];
  if (!render) throw new Error(`no template "${letter.template}"`);
  return render(JSON.parse(letter.model) as never);
}

/** Letters that show the board, and so its picture. */
const WITH_BOARD: ReadonlySet<string> = new Set<LetterTemplate>(['status', 'start', 'reminder']);

/**
 * The letter rendered, with its board picture when it shows a board and the game draws one.
 * A picture that fails to draw leaves the email as it was (text board and all), not unsent.
 */
export async function renderLetterWithPicture(letter: Letter): Promise<{ email: RenderedEmail; picture: RenderedPicture | null }> {
  if (!WITH_BOARD.has(letter.template)) return { email: renderLetter(letter), picture: null };
  const model = JSON.parse(letter.model) as StatusEmailModel;
  let picture: RenderedPicture | null = null;
  try {
    picture = await boardPicture(model.game.kind, model.view, model.lang ?? 'en', model.players);
  } catch (error) {
    console.warn('board picture failed; the email goes without it', { game: model.game.kind, error: String(error) });
  }
  if (!picture) return { email: renderLetter(letter), picture: null };
  return { email: RENDERERS[letter.template as LetterTemplate]({ ...model, picture: picture.model } as never), picture };
}

export async function composeLetter(
  to: string,
  from: string,
  letter: Letter,
  options: { readonly pictures?: boolean } = {},
): Promise<{ subject: string; raw: Buffer }> {
  const { email, picture } =
    options.pictures === false ? { email: renderLetter(letter), picture: null } : await renderLetterWithPicture(letter);
  const raw = await composeMime({
    from: `"${letter.fromName.replace(/["\\]/g, '')}" <${from}>`,
    to,
    replyTo: letter.replyTo,
    subject: email.subject,
    html: email.html,
    text: email.text,
    ...(letter.inReplyTo ? { inReplyTo: letter.inReplyTo } : {}),
    ...(letter.references ? { references: letter.references } : {}),
    ...(letter.listUnsubscribe ? { listUnsubscribe: letter.listUnsubscribe } : {}),
    autoSubmitted: true,
    ...(picture ? { inlineImages: pictureParts(picture) } : {}),
  });
  return { subject: email.subject, raw };
}
