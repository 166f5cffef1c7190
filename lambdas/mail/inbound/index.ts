/** Inbound mail: everything the play module needs to read a player's reply. */
export { parseInboundMail, dedupeKey, type ParseOptions } from './parse-mail';
export { extractReply, type ExtractedReply } from './extract-reply';
export { parseCommandLines, parseCommandLine } from './commands';
export { formatReplyAddress, parseReplyAddress, routeRecipients, setupAddress, newToken, hashToken, tokenMatches, type ReplyAddress } from './routing';
export { parseSubjectDecision, stripReplyPrefixes } from './subject';
export { detectAutomated } from './automated';
export { readAuthVerdicts, parseAuthenticationResults } from './auth-results';
export { classifySender, type ClassifyInput, type SenderVerdict, type SesVerdicts } from './classify-sender';
export * from './types';
