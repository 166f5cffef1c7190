/**
 * An email's HTML as the web mailbox serves it: inside a sandboxed iframe (srcdoc, no
 * scripts), with every `mailto:` link rewritten to the reply form pre-filled with its
 * to/subject/body, so the one-click moves of a status email work in the browser the way
 * they do in a mail client. Other links open in a new tab.
 */
import { esc, href, unescapeAttribute } from './html';

export interface MailtoTarget {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** Parse an RFC 6068 mailto: URL (percent-encoded UTF-8), or null when it is not one. */
export function parseMailto(url: string): MailtoTarget | null {
  if (!/^mailto:/i.test(url)) return null;
  const rest = url.slice('mailto:'.length);
  const q = rest.indexOf('?');
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const to = decode(q < 0 ? rest : rest.slice(0, q));
  const fields: Record<string, string> = {};
  for (const pair of (q < 0 ? '' : rest.slice(q + 1)).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
    // RFC 6068 values are percent-encoded only; a '+' is a plus sign, not a space.
    fields[key] = decode(eq < 0 ? '' : pair.slice(eq + 1));
  }
  return {
    to: fields.to ? [to, fields.to].filter(Boolean).join(', ') : to,
    subject: fields.subject ?? '',
    body: (fields.body ?? '').replace(/\r\n/g, '\n'),
  };
}

/** The compose form URL that stands for a mailto: link in `owner`'s email number `n`. */
export function composeUrl(owner: string, n: number | undefined, target: MailtoTarget): string {
  return href('/compose', { from: owner, re: n, to: target.to, subject: target.subject, body: target.body });
}

/** Rewrite each <a href="mailto:…"> to the compose form, opening in the top window (any target="…" of its own is dropped). */
export function rewriteMailtoLinks(html: string, owner: string, n: number | undefined): string {
  return html.replace(/<a\b[^>]*>/gi, (tag) => {
    const found = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const target = found ? parseMailto(unescapeAttribute((found[1] ?? found[2] ?? '').trim())) : null;
    if (!found || !target) return tag;
    const rest = tag.replace(found[0], '').replace(/\starget\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return rest.replace(/^<a\b/i, `<a href="${esc(composeUrl(owner, n, target))}" target="_top" data-mailto="1"`);
  });
}

/** The email as an iframe document: links open in a new tab unless they say otherwise. */
export function emailDocument(html: string, owner: string, n: number | undefined): string {
  const rewritten = rewriteMailtoLinks(html, owner, n);
  const base = '<base target="_blank">';
  if (/<head[^>]*>/i.test(rewritten)) return rewritten.replace(/<head[^>]*>/i, (head) => `${head}${base}`);
  return `<!doctype html><html><head><meta charset="utf-8">${base}</head><body>${rewritten}</body></html>`;
}

/**
 * The iframe: sandboxed without scripts. allow-same-origin lets the page size the frame to
 * its content (no script can run inside it to abuse that); the rewritten links may
 * navigate the top window, others open a popup.
 */
export function emailFrame(html: string, owner: string, n: number | undefined): string {
  const doc = emailDocument(html, owner, n);
  return `<iframe class="mail-frame" title="email" sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${esc(doc)}"></iframe>`;
}
