/**
 * One inbound mail, start to finish: read it within the inbound limits (a mail over one is
 * refused, never thrown), drop duplicates and automated mail (no mail loops), route by
 * recipient, check the sender, and only then read its lines as commands (a
 * stranger's mail costs no command parsing). The AWS handler and the local SMTP server
 * both call this with the raw bytes.
 */
import { authenticateSender, readCommands, readInboundMail, type InboundMail, type SesVerdicts } from '../../mail/inbound/index';
import { withAnswerLimits } from '../limits/answer-budget';
import type { Deps } from '../deps';
import { handleGameMail } from '../reply/game-reply';
import { handleNewGameMail } from '../setup/new-game';
import { messageKeyOf, type MailOutcome } from './mail-outcome';

export interface InboundEnvelope {
  /** Envelope recipients (SES `receipt.recipients`, SMTP RCPT TO), routed before the headers. */
  readonly recipients?: readonly string[];
  /** SES receipt verdicts, when SES received the mail. */
  readonly verdicts?: SesVerdicts;
}

export async function handleInboundMail(deps: Deps, raw: Uint8Array | string, envelope: InboundEnvelope = {}): Promise<MailOutcome> {
  const read = await readInboundMail(raw, {
    domain: deps.config.domain,
    ...(deps.config.trustedAuthServId ? { trustedAuthServId: deps.config.trustedAuthServId } : {}),
    ...(envelope.recipients ? { envelopeRecipients: envelope.recipients } : {}),
  });
  if (!read.ok) {
    // Nobody is told: before reading the mail we cannot know its sender is genuine.
    deps.log.warn('refused unreadable mail', { code: read.refusal.code, reason: read.refusal.reason });
    // A sender that is not an address is refused for good: the same bytes would be refused again.
    return { kind: 'refused', reason: read.refusal.reason, ...(read.refusal.code === 'bad-sender' ? { permanent: true } : {}) };
  }
  const mail = read.mail;
  const context = { messageId: mail.messageId, from: mail.from?.address, subject: mail.subject };
  if (mail.automated) {
    deps.log.info('ignored automated mail', { ...context, reason: mail.automated.reason });
    return { kind: 'ignored', reason: `automated: ${mail.automated.reason}` };
  }
  if (await deps.store.hasMessage(messageKeyOf(mail))) {
    deps.log.info('dropped duplicate delivery', context);
    return { kind: 'duplicate' };
  }
  deps.log.info('mail arrived', { ...context, route: mail.route.kind, replyChars: mail.reply.length });
  return routeMail(withAnswerLimits(deps, mail), mail, envelope, context);
}

/** Hand the mail to set-up or to its game; answers that change nothing are budgeted (answer-budget.ts). */
async function routeMail(deps: Deps, mail: InboundMail, envelope: InboundEnvelope, context: Record<string, unknown>): Promise<MailOutcome> {
  switch (mail.route.kind) {
    case 'game':
      return handleGameMail(deps, mail, mail.route, envelope.verdicts);
    case 'new':
      if (!setupSenderTrusted(mail, envelope.verdicts)) {
        // Set-up mail sends invitations to whatever addresses it names: never for a forged sender.
        deps.log.warn('refused set-up mail from an unauthenticated sender', context);
        return { kind: 'refused', reason: 'unauthenticated set-up mail' };
      }
      return handleNewGameMail(deps, readCommands(mail));
    case 'none':
      deps.log.warn('refused mail to no game address', { ...context, reason: mail.route.reason });
      return { kind: 'refused', reason: mail.route.reason };
  }
}

/** Set-up needs an authenticated sender (aligned with its From domain), or no verdicts at all (local stack). */
function setupSenderTrusted(mail: InboundMail, verdicts: SesVerdicts | undefined): boolean {
  if (mail.from === null) return false;
  const auth = authenticateSender({ from: mail.from.address, auth: mail.auth, returnPath: mail.returnPath, sesVerdicts: verdicts });
  return auth.kind === 'pass' || auth.kind === 'no-verdicts';
}
