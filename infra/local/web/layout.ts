/** The page shell: top bar (clock, advance button, new game), the sidebar of mailboxes, the main column. */
import { parseReplyAddress } from '../../../lambdas/mail/inbound/index';
import type { AddressSummary, MailEntry } from '../mailbox';
import { describeSpeed } from '../virtual-clock';
import type { PageContext } from './context';
import { boxUrl, esc, shortTime } from './html';
import { STYLES } from './styles';

export type NoteTone = 'ok' | 'warn' | 'bad';

export interface PageParts {
  readonly title: string;
  readonly main: string;
  /** The mailbox shown, highlighted in the sidebar. */
  readonly current?: string;
  readonly note?: { readonly text: string; readonly tone: NoteTone };
  /** Where the advance button returns to. */
  readonly path?: string;
  /** Reload when new mail arrives (list pages only: never while someone types a reply). */
  readonly live?: boolean;
}

/** The mail counts a list page was rendered with; the page reloads when the API reports other ones. */
export function mailKey(boxes: readonly AddressSummary[]): string {
  return boxes.map((b) => `${b.address}:${b.inbox}:${b.sent}:${b.unread}`).join('|');
}

/** Polls the JSON API and reloads when the mail counts change, so reminders and replies show up by themselves. */
function liveScript(renderedKey: string): string {
  return `
(() => {
  const key = (d) => d.mailboxes.map((b) => b.address + ':' + b.inbox + ':' + b.sent + ':' + b.unread).join('|');
  const rendered = ${JSON.stringify(renderedKey).replace(/</g, '\\u003c')};
  setInterval(async () => {
    try {
      if (key(await (await fetch('/api/mailboxes', { cache: 'no-store' })).json()) === rendered) return;
      // Reload without the note of the last action: it is about older mail by now.
      const url = new URL(location.href);
      url.searchParams.delete('note');
      url.searchParams.delete('tone');
      location.replace(url);
    } catch (e) {}
  }, 2000);
})();`;
}

/**
 * The email to mark in a mailbox's list for each game that waits for `address` (the games say
 * who is pending, not the mail): the game's newest email that asks for the decision ("Your
 * turn", a reminder), else its newest email. Entries come newest first.
 */
export function turnEntries(ctx: PageContext, address: string, entries: readonly MailEntry[]): ReadonlySet<number> {
  const waiting = ctx.turns.get(address.toLowerCase());
  const marked = new Map<string, { n: number; asks: boolean }>();
  if (!waiting) return new Set();
  for (const entry of entries) {
    const route = entry.replyTo ? parseReplyAddress(entry.replyTo, ctx.domain) : null;
    if (route?.kind !== 'game' || !waiting.has(route.gameId) || marked.get(route.gameId)?.asks) continue;
    const asks = TURN_LINE.test(entry.preview ?? entry.subject);
    if (!marked.has(route.gameId) || asks) marked.set(route.gameId, { n: entry.n, asks });
  }
  return new Set([...marked.values()].map((m) => m.n));
}

/** "Your turn: …", "Reminder: Your turn: …", "あなたの番です：…" (the message catalogue's lines). */
const TURN_LINE = /\bYour turn\b|あなたの番/i;

function sidebar(ctx: PageContext, boxes: readonly AddressSummary[], current: string | undefined): string {
  const items = boxes
    .map((b) => {
      const turn = ctx.turns.has(b.address) ? '<span class="badge">your turn</span>' : '';
      const cls = b.address === current?.toLowerCase() ? ' class="current"' : '';
      return `<li><a${cls} href="${esc(boxUrl(b.address))}" title="${esc(b.address)}"><span class="addr">${esc(b.address)}</span>${turn}${b.unread > 0 ? `<span class="count unread" title="${b.unread} unread of ${b.inbox}">${b.unread}</span>` : `<span class="count" title="${b.inbox} emails">${b.inbox}</span>`}</a></li>`;
    })
    .join('');
  return `<aside class="sidebar"><h2>Mailboxes</h2>${items ? `<ul class="boxes">${items}</ul>` : '<p class="empty">No mail yet.</p>'}</aside>`;
}

export function page(ctx: PageContext, parts: PageParts): string {
  const now = ctx.clock.now();
  const boxes = ctx.mailbox.addresses();
  const note = parts.note
    ? `<div class="note ${parts.note.tone === 'ok' ? '' : parts.note.tone}" role="status">${esc(parts.note.text)}</div>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(parts.title)} · pbem local</title><style>${STYLES}</style></head>
<body>
<header class="top">
  <a class="brand" href="/">pbem<span>local mailbox</span></a>
  <nav><a href="/">Mailboxes</a><a href="/new">New game</a></nav>
  <div class="clock" title="The service's clock: reminders and deadlines run on it">
    <span>Clock: <b>${esc(shortTime(now.toISOString()))} UTC</b> · ${esc(describeSpeed(ctx.clock.speed))}</span>
    <form method="post" action="/clock/advance"><input type="hidden" name="back" value="${esc(parts.path ?? '/')}"><button class="light" type="submit">Advance 1 day</button></form>
  </div>
</header>
<div class="layout">
${sidebar(ctx, boxes, parts.current)}
<main>${note}${parts.main}</main>
</div>
<script>
// Size each email frame to its content (the frame is same-origin but runs no scripts itself).
for (const f of document.querySelectorAll('iframe.mail-frame')) {
  const fit = () => { try { f.style.height = (f.contentDocument.documentElement.scrollHeight + 4) + 'px'; } catch (e) {} };
  f.addEventListener('load', fit);
  if (f.contentDocument && f.contentDocument.readyState === 'complete') fit();
}
${parts.live ? liveScript(mailKey(boxes)) : ''}
</script>
</body></html>`;
}
