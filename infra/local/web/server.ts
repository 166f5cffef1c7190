/**
 * The web mailbox: node:http on 127.0.0.1 (it has no login, so never on another
 * interface), server-rendered pages, a few form posts and a small JSON API for scripts
 * and tests. Routes:
 *   GET  /                      every mailbox       GET /box/<addr>[?folder=sent]   one folder
 *   GET  /box/<addr>/<n>[.eml]  one email (raw)     GET /compose?from&to&subject&body&re   reply form
 *   GET  /new                   new-game form       POST /send, /new, /clock/advance
 *   GET  /api/mailboxes[/<addr>[/<n>]]             the same data as JSON
 * Every request must name this server as Host; every POST must come from its own pages
 * and carry the form token (guard.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { newGameFormSchema, replyFormSchema, sendReply, startNewGame, type ActionResult } from './actions';
import { handleApi } from './api';
import { boxPage, homePage, mailPage } from './box-pages';
import type { PageContext, WebContext } from './context';
import { composePage, newGamePage } from './form-pages';
import { createGuard, type RequestGuard } from './guard';
import { href } from './html';
import type { NoteTone } from './layout';
import { page } from './layout';

export interface WebServer {
  readonly port: number;
  stop(): Promise<void>;
}

const MAX_FORM_BYTES = 1_000_000;
const DAY_MS = 24 * 3_600_000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) reject(new HttpError(413, 'form too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))));
    req.on('error', reject);
  });
}

function parseForm<T extends z.ZodType>(schema: T, form: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(form);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

function noteFrom(url: URL): { text: string; tone: NoteTone } | undefined {
  const text = url.searchParams.get('note');
  const tone = url.searchParams.get('tone');
  return text ? { text, tone: tone === 'warn' || tone === 'bad' ? tone : 'ok' } : undefined;
}

function withNote(result: ActionResult): string {
  const [path, query] = result.redirect.split('?');
  return href(path!, { ...Object.fromEntries(new URLSearchParams(query ?? '')), note: result.note.text, tone: result.note.tone });
}

/** Only local paths: the advance button's "back" must not become an open redirect. */
function localPath(value: string | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

async function route(ctx: WebContext, guard: RequestGuard, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const wrongHost = guard.checkHost(req);
  if (wrongHost) throw new HttpError(wrongHost.status, wrongHost.message);
  const url = new URL(req.url ?? '/', 'http://localhost');
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const html = (body: string, status = 200) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(guard.withTokens(body));
  };
  const redirect = (location: string) => {
    res.writeHead(303, { location });
    res.end();
  };
  if (parts[0] === 'api') return handleApi(ctx, parts.slice(1), res);

  if (req.method === 'POST') {
    const form = await readForm(req);
    const foreign = guard.checkPost(req, form);
    if (foreign) throw new HttpError(foreign.status, foreign.message);
    if (url.pathname === '/send') return redirect(withNote(await sendReply(ctx, parseForm(replyFormSchema, form))));
    if (url.pathname === '/new') return redirect(withNote(await startNewGame(ctx, parseForm(newGameFormSchema, form))));
    if (url.pathname === '/clock/advance') {
      await ctx.advance(DAY_MS);
      return redirect(href(localPath(form.back), { note: 'The clock moved forward one day; reminders that fell due were sent.' }));
    }
    throw new HttpError(404, 'no such form');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method not allowed');

  const note = noteFrom(url);
  // Whose turn it is, read from the games as this page is drawn (the badges).
  const view: PageContext = { ...ctx, turns: await ctx.whoseTurn(ctx.mailbox.addresses().map((b) => b.address)) };
  if (parts.length === 0) return html(homePage(view, note));
  if (parts[0] === 'new' && parts.length === 1) {
    return html(newGamePage(view, { game: ctx.games[0]?.id ?? '', organiser: '', players: '', options: '' }, note));
  }
  if (parts[0] === 'compose' && parts.length === 1) {
    const q = Object.fromEntries(url.searchParams);
    const fields = parseForm(replyFormSchema, q);
    const original = fields.re ? await ctx.mailbox.open(fields.from, fields.re) : undefined;
    return html(composePage(view, { ...fields, ...(original ? { re: fields.re } : { re: undefined }) }, original));
  }
  if (parts[0] === 'box' && parts.length === 2) {
    return html(boxPage(view, parts[1]!, url.searchParams.get('folder') === 'sent' ? 'sent' : 'inbox', note));
  }
  if (parts[0] === 'box' && parts.length === 3) {
    const raw = /^(\d+)\.eml$/.exec(parts[2]!);
    const mail = await ctx.mailbox.open(parts[1]!, Number(raw ? raw[1] : parts[2]));
    if (!mail) throw new HttpError(404, 'no such email');
    if (raw) {
      // text/plain so the browser shows the source instead of downloading it.
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': `inline; filename="${mail.entry.n}.eml"` });
      res.end(mail.raw);
      return;
    }
    // Opening an email in the page reads it, as in a mail client (the JSON API does not).
    await ctx.mailbox.markSeen(parts[1]!, mail.entry.n);
    return html(mailPage(view, parts[1]!, mail));
  }
  throw new HttpError(404, 'page not found');
}

export function startWebServer(port: number, ctx: WebContext, guard: RequestGuard = createGuard()): Promise<WebServer> {
  const server = http.createServer((req, res) => {
    route(ctx, guard, req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (res.headersSent) return res.destroy();
      if (status === 421) {
        // A foreign Host learns nothing: no mailbox list, no form token.
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end(message);
      }
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        guard.withTokens(
          page(
            { ...ctx, turns: new Map() },
            {
              title: `Error ${status}`,
              main: `<h1>${status === 404 ? 'Not found' : 'Something went wrong'}</h1><p><a href="/">Back to the mailboxes</a></p>`,
              note: { text: message, tone: 'bad' },
            },
          ),
        ),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        stop: () =>
          new Promise<void>((done) => {
            // Requests in progress finish (a reply being sent completes); idle keep-alives close now.
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
