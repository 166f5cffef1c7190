/**
 * What keeps other web pages out of the web mailbox. It
 * has no login, so:
 *
 * - Host: only `127.0.0.1:<port>` and `localhost:<port>` are served. A page on another
 *   site that re-points its own name at 127.0.0.1 (DNS rebinding) sends its own name as
 *   Host and is refused, so it cannot read any mailbox or reply address.
 * - Origin: a POST must come from one of those two origins (Origin header, or Referer when
 *   a browser sends no Origin); a request with neither is refused.
 * - CSRF token: every form carries a random per-process token (added to every
 *   `<form method="post">` as the page is sent), and every POST must return it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

export const CSRF_FIELD = 'csrf';

export interface Refusal {
  readonly status: number;
  readonly message: string;
}

export interface RequestGuard {
  /** The token every form posts back. */
  readonly token: string;
  /** Why the request must not be served (wrong Host), or null. */
  checkHost(req: http.IncomingMessage): Refusal | null;
  /** Why a POST must not be acted on (foreign origin, missing or wrong token), or null. */
  checkPost(req: http.IncomingMessage, form: Readonly<Record<string, string>>): Refusal | null;
  /** The page with the token in every post form. */
  withTokens(html: string): string;
}

function allowedHosts(req: http.IncomingMessage): string[] {
  const port = req.socket.localPort;
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createGuard(token: string = randomBytes(32).toString('base64url')): RequestGuard {
  const hidden = `<input type="hidden" name="${CSRF_FIELD}" value="${token}">`;
  return {
    token,
    checkHost(req) {
      const host = (req.headers.host ?? '').toLowerCase();
      if (allowedHosts(req).includes(host)) return null;
      return { status: 421, message: `This server answers only to ${allowedHosts(req).join(' and ')}, not to "${host.slice(0, 100)}".` };
    },
    checkPost(req, form) {
      const origins = allowedHosts(req).map((h) => `http://${h}`);
      const origin = req.headers.origin;
      const referer = req.headers.referer;
      const fromHere =
        origin !== undefined
          ? origins.includes(origin.toLowerCase())
          : referer !== undefined && origins.some((o) => referer.toLowerCase().startsWith(`${o}/`));
      if (!fromHere) {
        const seen = origin ?? (referer ? `referer ${referer}` : 'no Origin header');
        return {
          status: 403,
          message: `Form posts are accepted only from this web mailbox's own pages (${origins.join(', ')}), not from ${seen.slice(0, 100)}.`,
        };
      }
      if (!sameToken(form[CSRF_FIELD], token)) {
        return {
          status: 403,
          message: 'The form has no valid token (was it sent from an old page or another site?). Reload the page and try again.',
        };
      }
      return null;
    },
    withTokens(html) {
      return html.replace(/<form\b[^>]*\bmethod="post"[^>]*>/gi, (tag) => `${tag}${hidden}`);
    },
  };
}
