/**
 * Letters become mail when they are sent: render the template from its stored model
 * (templates/, compiled at build time) and compose raw MIME. Only the sending side
 * (outbound Lambda, local stack) loads this, with the templates and nodemailer.
 */
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

export async function composeLetter(to: string, from: string, letter: Letter): Promise<{ subject: string; raw: Buffer }> {
  const email = renderLetter(letter);
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
  });
  return { subject: email.subject, raw };
}
