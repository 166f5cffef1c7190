/** Read-only pages: the overview, one address's folder, one email with its reply form. */
import type { ListedMail, OpenedMail } from '../mailbox';
import { replyForm } from './form-pages';
import type { PageContext } from './context';
import { boxUrl, esc, mailUrl, shortTime } from './html';
import { page, turnEntries, type PageParts } from './layout';
import { emailFrame } from './mail-html';

type Note = PageParts['note'];

export function homePage(ctx: PageContext, note?: Note): string {
  const boxes = ctx.mailbox.addresses();
  const rows = boxes
    .map((b) => {
      const latest = b.latest;
      const turn = ctx.turns.has(b.address);
      const classes = [b.unread > 0 ? 'unread' : '', turn ? 'turn' : ''].filter(Boolean).join(' ');
      return `<tr${classes ? ` class="${classes}"` : ''}><td class="who"><a href="${esc(boxUrl(b.address))}">${esc(b.address)}</a>${turn ? ' <span class="badge">your turn</span>' : ''}</td>
<td>${latest ? `<a class="subject" href="${esc(mailUrl(b.address, latest.n))}">${esc(latest.subject)}</a>${previewLine(latest)}` : '<span class="hint">nothing received</span>'}</td>
<td class="when">${b.unread > 0 ? `<b>${b.unread} unread</b> · ` : ''}${b.inbox} received · ${b.sent} sent</td></tr>`;
    })
    .join('');
  const intro = `<div class="card"><b>Every address's mail, as the service sent it.</b>
<ul class="plain">
<li>Start a game on <a href="/new">New game</a>, or mail <code>new@${esc(ctx.domain)}</code> through SMTP <code>127.0.0.1:${ctx.smtpPort}</code>.</li>
<li>Open an email and answer it with the reply form; a move's link in the email fills the form for you.</li>
<li>Reminders run on the clock at the top; <i>Advance 1 day</i> moves it forward.</li>
</ul></div>`;
  const main =
    boxes.length > 0
      ? `<h1>Mailboxes</h1>${intro}<table class="list">${rows}</table>`
      : `<h1>No mail yet</h1>${intro}<p><a class="button" href="/new">Start a new game</a></p>`;
  return page(ctx, { title: 'Mailboxes', main, path: '/', live: true, ...(note ? { note } : {}) });
}

/** The mail's first line under its subject, as mail apps show it. */
function previewLine(entry: { readonly preview?: string | undefined }): string {
  return entry.preview ? `<div class="preview">${esc(entry.preview)}</div>` : '';
}

function mailRows(ctx: PageContext, address: string, entries: readonly ListedMail[], folder: 'inbox' | 'sent'): string {
  if (entries.length === 0)
    return `<p class="empty">${folder === 'inbox' ? 'No mail received yet.' : 'Nothing sent from this address yet.'}</p>`;
  const turns = folder === 'inbox' ? turnEntries(ctx, address, entries) : new Set<number>();
  const rows = entries
    .map((e) => {
      const who = folder === 'inbox' ? e.fromName || e.from : `to ${e.to}`;
      const classes = [e.seen ? '' : 'unread', turns.has(e.n) ? 'turn' : ''].filter(Boolean).join(' ');
      return `<tr${classes ? ` class="${classes}"` : ''}><td><a class="subject" href="${esc(mailUrl(address, e.n))}">${esc(e.subject)}</a>${previewLine(e)}</td>
<td class="who">${esc(who)}</td><td class="when">${esc(shortTime(e.at))}</td></tr>`;
    })
    .join('');
  return `<table class="list" data-folder="${folder}">${rows}</table>`;
}

export function boxPage(ctx: PageContext, address: string, folder: 'inbox' | 'sent', note?: Note): string {
  const inbox = ctx.mailbox.list(address, 'inbox');
  const sent = ctx.mailbox.list(address, 'sent');
  const tab = (name: 'inbox' | 'sent', label: string, count: number) =>
    `<a${folder === name ? ' class="current"' : ''} href="${esc(boxUrl(address, name === 'sent' ? 'sent' : undefined))}">${label} (${count})</a>`;
  const main = `<h1>${esc(address)}</h1><div class="tabs">${tab('inbox', 'Inbox', inbox.length)}${tab('sent', 'Sent', sent.length)}</div>${mailRows(ctx, address, folder === 'inbox' ? inbox : sent, folder)}`;
  return page(ctx, {
    title: address,
    main,
    current: address,
    live: true,
    path: boxUrl(address, folder === 'sent' ? 'sent' : undefined),
    ...(note ? { note } : {}),
  });
}

export function mailPage(ctx: PageContext, address: string, mail: OpenedMail): string {
  const e = mail.entry;
  const back = boxUrl(address, e.folder === 'sent' ? 'sent' : undefined);
  const meta = `<div class="meta"><span>From</span><b>${esc(e.fromName ? `${e.fromName} <${e.from}>` : e.from)}</b>
<span>To</span><b>${esc(e.to)}</b>${e.replyTo && e.replyTo !== e.from ? `<span>Reply-To</span><b>${esc(e.replyTo)}</b>` : ''}
<span>Date</span><b>${esc(shortTime(mail.date))} UTC</b></div>`;
  const body = mail.html
    ? `${emailFrame(mail.html, address, e.n)}<details><summary>Plain-text part</summary><pre class="text">${esc(mail.text)}</pre></details>`
    : `<pre class="text">${esc(mail.text)}</pre>`;
  const reply =
    e.folder === 'inbox' && e.replyTo
      ? `<h2 id="reply">Reply</h2>${replyForm({ from: address, to: e.replyTo, subject: reSubject(e.subject), body: '', re: e.n })}`
      : '';
  const main = `<p><a href="${esc(back)}">← ${esc(address)}</a> · <a href="${esc(`${mailUrl(address, e.n)}.eml`)}">raw</a></p><h1>${esc(e.subject)}</h1>${meta}${body}${reply}`;
  return page(ctx, { title: e.subject, main, current: address, path: mailUrl(address, e.n) });
}

export function reSubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}
