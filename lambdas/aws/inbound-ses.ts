/**
 * SES receipt records to the inbound logic: skip what SES flagged as a virus or spam,
 * read the raw mail the S3 action stored, and hand it over with SES's verdicts. A failure
 * that would repeat on every retry ends here, logged; a temporary one is thrown for a retry.
 */
import type { Deps } from '../play/deps';
import { settlePermanentFailures } from '../play/receive/settle-failures';
import { handleInboundMail } from '../play/receive/receive-mail';
import type { MailOutcome } from '../play/receive/mail-outcome';
import type { SesRecord } from './ses-event';

export type RawMailReader = (messageId: string) => Promise<Uint8Array>;

export async function processSesRecord(deps: Deps, readRaw: RawMailReader, record: SesRecord): Promise<MailOutcome> {
  const { mail, receipt } = record.ses;
  if (receipt.virusVerdict?.status === 'FAIL' || receipt.spamVerdict?.status === 'FAIL') {
    deps.log.warn('dropped mail flagged by SES', {
      messageId: mail.messageId,
      virus: receipt.virusVerdict?.status,
      spam: receipt.spamVerdict?.status,
    });
    return { kind: 'ignored', reason: 'flagged as spam or virus' };
  }
  const raw = await readRaw(mail.messageId);
  // A permanent failure is logged and not retried (SES would redeliver the same bytes).
  return settlePermanentFailures(deps.log, { sesMessageId: mail.messageId }, () =>
    handleInboundMail(deps, raw, { recipients: receipt.recipients, verdicts: receipt }),
  );
}
