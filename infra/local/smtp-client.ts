/**
 * Sending mail into the stack the way a player's mail client does: over SMTP to our own
 * port, so the web mailbox's reply and new-game forms exercise the same path as real mail.
 */
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly inReplyTo?: string;
  readonly references?: readonly string[];
}

export interface SmtpClient {
  /** Resolves with the Message-ID once our SMTP server answered 250 (the mail is processed by then). */
  send(mail: OutgoingMail): Promise<{ messageId: string; response: string }>;
}

export function smtpClient(port: number, host = '127.0.0.1'): SmtpClient {
  return {
    async send(mail) {
      const messageId = `<web-${randomUUID()}@mailbox.local>`;
      // One connection per mail: the form is used by a person, and nothing is left open at shutdown.
      const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true, connectionTimeout: 5_000 });
      try {
        const info = await transport.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId,
          ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
          ...(mail.references && mail.references.length > 0 ? { references: [...mail.references] } : {}),
        });
        return { messageId, response: info.response };
      } finally {
        transport.close();
      }
    },
  };
}

/** The original below the new text, the way mail clients quote: an attribution line, then "> " lines. */
export function quoteBelow(body: string, original: { date: string; fromName: string; from: string; text: string }): string {
  const when = new Date(original.date);
  const stamp = Number.isNaN(when.getTime()) ? original.date : when.toUTCString().replace(' GMT', ' UTC');
  const who = original.fromName ? `${original.fromName} <${original.from}>` : original.from;
  const quoted = original.text
    .replace(/\r\n/g, '\n')
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');
  return `${body.replace(/\r\n/g, '\n').trimEnd()}\n\nOn ${stamp}, ${who} wrote:\n${quoted}\n`;
}
