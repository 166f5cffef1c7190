/** Public surface of the email templates for lambdas/play/, the CLI and the local mailbox. */
export type * from './model';
export { renderStatusEmail, renderGameStart } from './status';
export { renderReplyReport, renderHelp, renderHistory } from './replies';
export { renderRefusal, renderError, renderReminder, renderNotice } from './messages';
export { renderInvitation } from './invitation';
export { subjectLine } from './fill';
export { mailtoHref, replySubject } from './mailto';
export { boardFor, boardKinds } from './boards';
