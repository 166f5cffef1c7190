/** SES v2 raw sending. The only file that imports the SES client, so other bundles stay free of it. */
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from './mailer';

export interface SesMailerOptions {
  /** Created once per Lambda module (STYLE.md §9); only `send` is used. */
  readonly client: Pick<SESv2Client, 'send'>;
  /** SES configuration set for event publishing (bounces, complaints), if the stack defines one. */
  readonly configurationSetName?: string;
}

export function createSesMailer({ client, configurationSetName }: SesMailerOptions): Mailer {
  return {
    async send(mail) {
      const out = await client.send(
        new SendEmailCommand({
          FromEmailAddress: mail.from,
          Destination: { ToAddresses: [...mail.to] },
          Content: { Raw: { Data: mail.raw } },
          ConfigurationSetName: configurationSetName,
        }),
      );
      // SES always answers an accepted message with its id; without one we cannot prove delivery.
      if (!out.MessageId) throw new Error('SES accepted the message but returned no MessageId');
      return { providerMessageId: out.MessageId };
    },
  };
}
