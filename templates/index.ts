/** Public surface of the email templates for lambdas/play/, the CLI and the local mailbox. */
export type * from './model';
export { renderStatusEmail, renderGameStart, renderReminder } from './status';
export { renderReplyReport, renderReceipt, renderHelp, renderHistory, type ReceiptModel } from './replies';
export { renderRefusal, renderError, renderNotice } from './messages';
export { renderInvitation } from './invitation';
export { subjectLine, decisionMarker } from './fill';
export { groupMoves, type MoveRow } from './move-groups';
export { messages, gameTitle, joinNames, formatTime, type Lang, type Messages } from './i18n/index';
export { mailtoHref, replySubject } from './mailto';
