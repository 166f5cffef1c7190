/**
 * The seam between the outbound Lambda and whatever delivers mail. Implementations:
 * `ses-mailer.ts` (SES v2 raw send, production), `smtp-mailer.ts` (nodemailer SMTP, local
 * use and relaying through a real server), and `createRecordingMailer` here for tests.
 * Each lives in its own file so a bundle pulls in only the client it uses.
 */

export interface MailToSend {
  /** Envelope sender. */
  readonly from: string;
  /** Envelope recipients. */
  readonly to: readonly string[];
  /** The complete message from `composeMime`. */
  readonly raw: Uint8Array;
}

export interface Mailer {
  /** Resolves once the provider accepted the message; rejects when it did not (the caller retries). */
  send(mail: MailToSend): Promise<{ providerMessageId: string }>;
}

export interface RecordingMailer extends Mailer {
  /** Every accepted message, in order. */
  readonly sent: MailToSend[];
  /** Make the next `n` sends reject (with `error`, or a generic one) without recording them. */
  failNext(n: number, error?: Error): void;
}

export function createRecordingMailer(): RecordingMailer {
  const sent: MailToSend[] = [];
  let failures = 0;
  let failure: Error | undefined;
  return {
    sent,
    failNext(n, error) {
      failures = n;
      failure = error;
    },
    async send(mail) {
      if (failures > 0) {
        failures--;
        throw failure ?? new Error('recording mailer: send failed on purpose');
      }
      sent.push({ from: mail.from, to: [...mail.to], raw: Uint8Array.from(mail.raw) });
      return { providerMessageId: `recorded-${sent.length}` };
    },
  };
}
