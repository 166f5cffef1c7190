/** The JSON view of the mailbox, for scripts and the end-to-end test: what the pages show, as data. */
import type http from 'node:http';
import type { WebContext } from './context';

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function handleApi(ctx: WebContext, parts: readonly string[], res: http.ServerResponse): Promise<void> {
  if (parts[0] !== 'mailboxes') return json(res, 404, { error: 'unknown endpoint' });
  if (parts.length === 1)
    return json(res, 200, { domain: ctx.domain, now: ctx.clock.now().toISOString(), mailboxes: ctx.mailbox.addresses() });
  const address = parts[1]!;
  if (parts.length === 2)
    return json(res, 200, { address, inbox: ctx.mailbox.list(address, 'inbox'), sent: ctx.mailbox.list(address, 'sent') });
  const mail = parts.length === 3 ? await ctx.mailbox.open(address, Number(parts[2])) : undefined;
  if (!mail) return json(res, 404, { error: 'no such email' });
  return json(res, 200, { ...mail.entry, date: mail.date, inReplyTo: mail.inReplyTo, text: mail.text, html: mail.html });
}
