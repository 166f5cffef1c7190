/** Invitation to a new game, with one-tap `join` and `decline` mailto links. */
import { fill, subjectLine, withLast, type Frame } from './fill';
import { mailtoHref, replySubject } from './mailto';
import { messages } from './i18n/index';
import type { InvitationModel, RenderedEmail } from './model';

export function renderInvitation(model: InvitationModel): RenderedEmail {
  const t = messages(model.lang);
  const words = { inviter: model.inviter, title: model.game.title };
  const headline = t.inviteHeadline(words);
  const frame: Frame = { ...model, headline, playing: false };
  const subject = subjectLine(model.game, headline, undefined, model.lang);
  const reply = replySubject(subject);
  const options = withLast(model.options);
  return fill('invitation', null, subject, frame, {
    inviter: model.inviter,
    intro: t.inviteIntro(words),
    invitees: model.invitees,
    hasOptions: options.length > 0,
    options,
    joinHref: mailtoHref(model.replyAddress, { subject: reply, body: t.joinCommand }),
    declineHref: mailtoHref(model.replyAddress, { subject: reply, body: t.declineCommand }),
  });
}
