/**
 * A player's side of the local stack, over the wire only: send mail with nodemailer to
 * the stack's SMTP port (a reply quotes the email it answers, as mail clients do) and read
 * mailboxes through the web mailbox's JSON API and pages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/stack';
import type { MailEntry } from '../../infra/local/mailbox';

export interface ApiMail extends MailEntry {
  readonly text: string;
  readonly html: string;
}

export async function tempDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pbem-local-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function startTestStack(dataDir: string, options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  return startLocalStack({ dataDir, smtpPort: 0, httpPort: 0, domain: 'pbem.localhost', ...options });
}

export function client(stack: Pick<LocalStack, 'smtpPort' | 'httpPort'>) {
  const base = `http://127.0.0.1:${stack.httpPort}`;
  async function getJson<T>(url: string): Promise<T> {
    const res = await fetch(`${base}${url}`);
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return (await res.json()) as T;
  }
  const api = {
    base,
    async inbox(address: string): Promise<MailEntry[]> {
      return (await getJson<{ inbox: MailEntry[] }>(`/api/mailboxes/${encodeURIComponent(address)}`)).inbox;
    },
    async mail(address: string, n: number): Promise<ApiMail> {
      return getJson<ApiMail>(`/api/mailboxes/${encodeURIComponent(address)}/${n}`);
    },
    async page(url: string): Promise<{ status: number; html: string }> {
      const res = await fetch(`${base}${url}`);
      return { status: res.status, html: await res.text() };
    },
    /** A form post as the browser sends it from the web mailbox: its Origin and the form token from a page. */
    async post(url: string, form: Record<string, string>): Promise<Response> {
      const token = /name="csrf" value="([^"]+)"/.exec((await api.page('/')).html)?.[1];
      if (!token) throw new Error('no form token on the home page');
      return fetch(`${base}${url}`, {
        method: 'POST',
        body: new URLSearchParams({ ...form, csrf: token }),
        headers: { origin: base },
        redirect: 'manual',
      });
    },
    /** The newest email in `address`'s inbox, opened. */
    async latest(address: string): Promise<ApiMail> {
      const [newest] = await api.inbox(address);
      if (!newest) throw new Error(`no mail for ${address}`);
      return api.mail(address, newest.n);
    },
    /** Send one mail over SMTP to the stack, as a mail client does. */
    async send(mail: { from: string; to: string; subject: string; text: string; inReplyTo?: string }): Promise<string> {
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: stack.smtpPort, secure: false, ignoreTLS: true });
      try {
        const info = await transport.sendMail({ ...mail, ...(mail.inReplyTo ? { references: [mail.inReplyTo] } : {}) });
        return info.response;
      } finally {
        transport.close();
      }
    },
    /** Reply to an email: text on top, the original quoted below. */
    reply(from: string, original: ApiMail, body: string): Promise<string> {
      const quote = original.text
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n');
      return api.send({
        from,
        to: original.replyTo,
        subject: original.subject.startsWith('Re:') ? original.subject : `Re: ${original.subject}`,
        text: `${body}\n\nOn Mon, 2 Nov 2026 at 09:00, pbem <${original.from}> wrote:\n${quote}\n`,
        inReplyTo: original.messageId,
      });
    },
  };
  return api;
}

export type StackClient = ReturnType<typeof client>;

/** Poll until `check` returns a value (mail delivery is asynchronous after SMTP's 250). */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
