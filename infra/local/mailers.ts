/**
 * Outbound mail for the local stack: every message lands in the local mailbox, and when a
 * relay is configured it goes out through that real SMTP server first (a failed relay
 * throws before the mailbox copy, so the outbox retry does not store it twice). Once the
 * relay has accepted a mail it is sent: a failing mailbox copy is reported to
 * `onCopyError`, never thrown, or the outbox would send it through the relay again.
 */
import type { Mailer } from '../../lambdas/mail/outbound/index';
import { createSmtpMailer, type SmtpMailer } from '../../lambdas/mail/outbound/smtp-mailer';
import type { Mailbox } from './mailbox';

export function mailboxMailer(mailbox: Mailbox, relay?: Mailer, onCopyError?: (error: unknown, to: string) => void): Mailer {
  return {
    async send(mail) {
      if (!relay) {
        // The mailbox is the delivery: its failure is the send's failure.
        const stored = await Promise.all(mail.to.map((to) => mailbox.store(to, mail.raw, 'inbox')));
        return { providerMessageId: `local-${stored.map((s, i) => `${mail.to[i]}#${s.n}`).join(',')}` };
      }
      const relayed = await relay.send(mail);
      await Promise.all(mail.to.map((to) => mailbox.store(to, mail.raw, 'inbox').catch((error: unknown) => onCopyError?.(error, to))));
      return relayed;
    },
  };
}

/** smtp[s]://user:pass@host:port → a nodemailer SMTP mailer (STARTTLS when the server offers it). */
export function relayMailer(url: string): SmtpMailer {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return createSmtpMailer({
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
  });
}

/** The relay URL without its password, for the banner and logs. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
