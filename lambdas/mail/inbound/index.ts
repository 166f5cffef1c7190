/**
 * Inbound mail: everything the play module needs to read a player's reply. Pure functions,
 * no AWS. The intended order in the turn processor:
 *
 * 1. `parseInboundMail(raw, { domain, trustedAuthServId, envelopeRecipients })`.
 * 2. `mail.automated` set → drop silently (log the reason). Its `commands` are always empty.
 * 3. `dedupeKey(mail)` already processed → drop.
 * 4. `mail.route`: `none` → drop; `new` → set-up commands (`new`, `join`, `decline`);
 *    `game` → load the game, check the seat exists and `tokenMatches(route.token, hash)`;
 *    a wrong token is dropped silently (never tell a guesser which part was wrong).
 * 5. `classifySender(...)` → refuse, and answer `tellAddress` when `tellPlayer`.
 * 6. `mail.decision` (from the subject) may name an older step or another game than the
 *    route: the route is authoritative, the decision only tells a stale reply apart.
 * 7. Apply `mail.commands` in order; `invalid` ones carry a usage sentence for the answer.
 */
export {
  parseInboundMail,
  readInboundMail,
  readCommands,
  dedupeKey,
  MailRefused,
  type ParseOptions,
  type MailRefusal,
  type ReadOutcome,
} from './parse-mail';
export { extractReply, type ExtractedReply } from './extract-reply';
export { REPLY_ABOVE_THIS_LINE } from './quote-markers';
export { parseCommandLine } from './commands';
export { parseCommandLines, readReplyCommands, type ReplyCommands } from './reply-commands';
export { INBOUND_LIMITS, type LimitRefusal } from './limits';
export {
  formatReplyAddress,
  parseReplyAddress,
  routeRecipients,
  setupAddress,
  newToken,
  hashToken,
  tokenMatches,
  type ReplyAddress,
} from './routing';
export { parseSubjectDecision, stripReplyPrefixes } from './subject';
export { detectAutomated, classifyAutomatic, type ClassifyAutomaticInput } from './automated';
export { readAuthVerdicts, parseAuthenticationResults } from './auth-results';
export { classifySender, type ClassifyInput, type SenderVerdict, type SesVerdicts } from './classify-sender';
export { authenticateSender, type SenderAuth } from './sender-auth';
export * from './types';
