/** SMTP sending through nodemailer, for the local stack and for relaying through a real server. */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Mailer } from './mailer';

export interface SmtpMailer extends Mailer {
  /** Close pooled connections (tests, shutdown). */
  close(): void;
}

export function createSmtpMailer(options: SMTPTransport.Options): SmtpMailer {
  const transport = nodemailer.createTransport(options);
  return {
    async send(mail) {
      // The explicit envelope makes the recipients exactly `to`, whatever the headers say.
      const info = await transport.sendMail({ envelope: { from: mail.from, to: [...mail.to] }, raw: Buffer.from(mail.raw) });
      return { providerMessageId: info.messageId || info.response };
    },
    close() {
      transport.close();
    },
  };
}
