/** Invitation to a new game, with one-tap `join` and `decline` mailto links. */
import { fill, subjectLine, withLast, type Frame } from './fill';
import { mailtoHref, replySubject } from './mailto';
import type { InvitationModel, RenderedEmail } from './model';

export function renderInvitation(model: InvitationModel): RenderedEmail {
  const headline = `${model.inviter} invites you to play ${model.game.title}`;
  const frame: Frame = { ...model, headline, playing: false };
  const subject = subjectLine(model.game, headline);
  const reply = replySubject(subject);
  const options = withLast(model.options);
  return fill('invitation', null, subject, frame, {
    inviter: model.inviter,
    invitees: model.invitees,
    hasOptions: options.length > 0,
    options,
    joinHref: mailtoHref(model.replyAddress, { subject: reply, body: 'join' }),
    declineHref: mailtoHref(model.replyAddress, { subject: reply, body: 'decline' }),
  });
}
