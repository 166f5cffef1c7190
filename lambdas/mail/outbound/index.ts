/**
 * Outbound mail: compose raw MIME and the mailer seam. The SES and SMTP mailers are
 * imported from their own files (`./ses-mailer`, `./smtp-mailer`) so each bundle pulls in
 * only the client it needs.
 */
export { composeMime, outboundMailSchema, threadHeaders, threadRootId, type OutboundMail } from './compose';
export { createRecordingMailer, type MailToSend, type Mailer, type RecordingMailer } from './mailer';
