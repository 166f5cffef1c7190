import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../engine/index';
import { openMailbox, type Mailbox } from '../../../../infra/local/mailbox';
import type { OutgoingMail } from '../../../../infra/local/smtp-client';
import { createVirtualClock } from '../../../../infra/local/virtual-clock';
import { createGuard } from '../../../../infra/local/web/guard';
import { startWebServer, type WebServer } from '../../../../infra/local/web/server';

const OWNER = 'ann@friends.test';
const TOKEN = 'test-form-token';
const STATUS = [
  'From: "Puerto Rico g1 (pbem)" <games@pbem.localhost>',
  `To: ${OWNER}`,
  'Reply-To: g-g1-0-tok@pbem.localhost',
  'Subject: [Puerto Rico g1 #4] Your turn: build',
  'Message-ID: <s4@pbem.localhost>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative; boundary="b"',
  '',
  '--b',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Your moves:',
  '1. build small-market',
  '--b',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>Your moves:</p><a href="mailto:g-g1-0-tok@pbem.localhost?subject=Re%3A%20x&amp;body=build%20small-market">1. build small-market</a>',
  '--b--',
  '',
].join('\r\n');

let root: string;
let mailbox: Mailbox;
let web: WebServer;
let base: string;
const sent: OutgoingMail[] = [];
const advanced: number[] = [];
/** The addresses the games wait for (the stack reads them from the games). */
const waitingFor = new Set<string>();

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pbem-web-'));
  const clock = createVirtualClock({ speed: 1 });
  mailbox = await openMailbox(root, clock.now);
  await mailbox.store(OWNER, STATUS, 'inbox');
  web = await startWebServer(
    0,
    {
      domain: 'pbem.localhost',
      smtpPort: 2525,
      mailbox,
      clock,
      games: registry.all.map((g) => g.meta),
      smtp: {
        async send(mail) {
          sent.push(mail);
          return { messageId: '<m1@web>', response: '250 ok' };
        },
      },
      outcomeOf: (id) => (id === '<m1@web>' ? { kind: 'applied', gameId: 'g1', applied: 1, mails: 3 } : undefined),
      flush: async () => {},
      advance: async (ms) => {
        advanced.push(ms);
      },
      whoseTurn: async (addresses) => new Map(addresses.filter((a) => waitingFor.has(a)).map((a) => [a, new Set(['game1'])])),
    },
    createGuard(TOKEN),
  );
  base = `http://127.0.0.1:${web.port}`;
});
afterAll(async () => {
  await web?.stop();
  await rm(root, { recursive: true, force: true });
});

/** A form post as the browser sends it from one of the mailbox's pages: its Origin and the form token. */
const post = (url: string, form: Record<string, string>) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    body: new URLSearchParams({ csrf: TOKEN, ...form }),
    headers: { origin: base },
    redirect: 'manual',
  });

describe('the web mailbox server', () => {
  it('shows an email with its HTML framed, its mailto links turned into reply-form links, and marks it read', async () => {
    expect(mailbox.addresses()[0]!.unread).toBe(1);
    const res = await fetch(`${base}/box/${encodeURIComponent(OWNER)}/1`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>[Puerto Rico g1 #4] Your turn: build</h1>');
    expect(html).toContain('/compose?from=ann%40friends.test&amp;amp;re=1&amp;amp;to=g-g1-0-tok%40pbem.localhost');
    expect(html).toMatch(/<pre class="text">Your moves:\s+1\. build small-market\s*<\/pre>/);
    expect(mailbox.addresses()[0]!.unread).toBe(0);
  });

  it('serves the reply form pre-filled from a rewritten mailto link, with the original to quote', async () => {
    const html = await (
      await fetch(
        `${base}/compose?from=${encodeURIComponent(OWNER)}&re=1&to=g-g1-0-tok%40pbem.localhost&subject=Re%3A+x&body=build+small-market`,
      )
    ).text();
    expect(html).toContain(
      '<textarea id="body" name="body" autofocus placeholder="A move number, a move, or a command such as status, help, undo">build small-market</textarea>',
    );
    expect(html).toContain('<input type="hidden" name="re" value="1">');
    expect(html).toContain('<pre class="text quote">Your moves:');
  });

  it('sends a reply over SMTP from the mailbox owner to the Reply-To, quoting the original and threading on it', async () => {
    const res = await post('/send', {
      from: OWNER,
      to: 'g-g1-0-tok@pbem.localhost',
      subject: 'Re: [Puerto Rico g1 #4] Your turn: build',
      body: '1',
      re: '1',
    });
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get('location')!.replace(/\+/g, ' '))).toBe(
      `/box/${OWNER}?note=Sent "1" to g-g1-0-tok@pbem.localhost. Applied 1 step in game g1; 3 emails sent.&tone=ok`,
    );
    expect(sent.at(-1)).toEqual({
      from: OWNER,
      to: 'g-g1-0-tok@pbem.localhost',
      subject: 'Re: [Puerto Rico g1 #4] Your turn: build',
      text: expect.stringMatching(
        /^1\n\nOn .*, Puerto Rico g1 \(pbem\) <games@pbem\.localhost> wrote:\n> Your moves:\n> 1\. build small-market\n$/,
      ),
      inReplyTo: '<s4@pbem.localhost>',
      references: ['<s4@pbem.localhost>'],
    });
  });

  it('sends the set-up mail for the new-game form from the organiser to new@', async () => {
    const res = await post('/new', {
      game: 'puerto-rico',
      organiser: 'Ann@Friends.test',
      players: 'bo@friends.test\ncy@friends.test',
      options: 'turn=24',
    });
    expect(res.status).toBe(303);
    expect(sent.at(-1)).toMatchObject({
      from: 'ann@friends.test',
      to: 'new@pbem.localhost',
      text: 'new puerto-rico bo@friends.test cy@friends.test turn=24\n',
    });
  });

  it('answers a bad form with 400 and says which field', async () => {
    const res = await post('/send', { from: 'not an address', to: 'g-g1-0-tok@pbem.localhost' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('from: must be an email address');
  });

  it('advances the clock one day and returns only to a local page', async () => {
    const res = await post('/clock/advance', { back: '//evil.test/x' });
    expect(advanced).toEqual([24 * 3_600_000]);
    expect(res.headers.get('location')).toMatch(/^\/\?note=/);
  });

  it('has a not-found page and a JSON API', async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect((await fetch(`${base}/box/${encodeURIComponent(OWNER)}/99`)).status).toBe(404);
    const api = (await (await fetch(`${base}/api/mailboxes/${encodeURIComponent(OWNER)}/1`)).json()) as {
      subject: string;
      text: string;
      replyTo: string;
    };
    expect(api).toMatchObject({ subject: '[Puerto Rico g1 #4] Your turn: build', replyTo: 'g-g1-0-tok@pbem.localhost' });
    expect(api.text).toContain('1. build small-market');
  });
});

/** A raw request, so Host and Origin are exactly what a hostile page's browser would send. */
function rawRequest(options: {
  method?: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: web.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host: options.host,
          ...options.headers,
          ...(options.body
            ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(options.body) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('the web mailbox against other web pages', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const sendForm = { from: OWNER, to: 'g-g1-0-tok@pbem.localhost', subject: 'x', body: 'resign' };

  it('refuses a foreign Host (DNS rebinding): no page, no mailbox, no API', async () => {
    for (const path of ['/', `/box/${encodeURIComponent(OWNER)}`, '/api/mailboxes', `/api/mailboxes/${encodeURIComponent(OWNER)}/1`]) {
      const res = await rawRequest({ path, host: `evil.example:${web.port}` });
      expect(res.status).toBe(421);
      expect(res.body).not.toContain(OWNER);
      expect(res.body).not.toContain('g-g1-0-tok');
      expect(res.body).not.toContain(TOKEN);
    }
    expect((await rawRequest({ path: '/', host: '127.0.0.1' })).status).toBe(421);
    expect((await rawRequest({ path: '/', host: `127.0.0.1.evil.example:${web.port}` })).status).toBe(421);
  });

  it('serves 127.0.0.1:<port> and localhost:<port>', async () => {
    expect((await rawRequest({ path: '/', host: `127.0.0.1:${web.port}` })).status).toBe(200);
    expect((await rawRequest({ path: '/api/mailboxes', host: `localhost:${web.port}` })).status).toBe(200);
    expect((await rawRequest({ path: '/', host: `LOCALHOST:${web.port}` })).status).toBe(200);
  });

  it('puts the form token in every form of every page', async () => {
    const pages = [
      '/',
      '/new',
      `/box/${encodeURIComponent(OWNER)}`,
      `/box/${encodeURIComponent(OWNER)}/1`,
      `/compose?from=${encodeURIComponent(OWNER)}&to=g-g1-0-tok%40pbem.localhost`,
    ];
    for (const path of pages) {
      const html = await (await fetch(`${base}${path}`)).text();
      const forms = html.match(/<form\b[^>]*method="post"[^>]*>/g) ?? [];
      expect(forms.length).toBeGreaterThan(0);
      const withToken =
        html.match(new RegExp(`<form\\b[^>]*method="post"[^>]*><input type="hidden" name="csrf" value="${TOKEN}">`, 'g')) ?? [];
      expect(withToken.length).toBe(forms.length);
    }
  });

  it.each([
    ['another site as Origin', { origin: 'http://evil.example' }, TOKEN],
    ['a look-alike Origin', { origin: `http://127.0.0.1:${1}` }, TOKEN],
    ['neither Origin nor Referer', {}, TOKEN],
    ['a Referer from another site', { referer: 'http://evil.example/page' }, TOKEN],
    ['no form token', { origin: 'SELF' }, ''],
    ['a wrong form token', { origin: 'SELF' }, 'guessed'],
  ])('refuses a post with %s, sending nothing and keeping the clock', async (_what, headers, token) => {
    const before = { sent: sent.length, advanced: advanced.length };
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'SELF' ? base : v]));
    for (const path of ['/send', '/new', '/clock/advance']) {
      const fields: Record<string, string> =
        path === '/send'
          ? sendForm
          : path === '/new'
            ? { game: 'puerto-rico', organiser: OWNER, players: 'bo@friends.test' }
            : { back: '/' };
      const res = await rawRequest({
        method: 'POST',
        path,
        host: `127.0.0.1:${web.port}`,
        headers: h,
        body: form({ ...fields, ...(token ? { csrf: token } : {}) }),
      });
      expect(res.status).toBe(403);
    }
    expect({ sent: sent.length, advanced: advanced.length }).toEqual(before);
  });

  it('accepts a post whose browser sent a same-site Referer instead of Origin', async () => {
    const before = advanced.length;
    const res = await rawRequest({
      method: 'POST',
      path: '/clock/advance',
      host: `localhost:${web.port}`,
      headers: { referer: `http://localhost:${web.port}/box/x` },
      body: form({ back: '/', csrf: TOKEN }),
    });
    expect(res.status).toBe(303);
    expect(advanced.length).toBe(before + 1);
  });

  it('badges "your turn" from the games, not from the newest email\'s words', async () => {
    const bo = 'bo@friends.test';
    await mailbox.store(bo, STATUS.replace('g-g1-0-tok@', 'g-game1-1-abcdefgh12@').replace(`To: ${OWNER}`, `To: ${bo}`), 'inbox');
    const home = async () => (await (await fetch(`${base}/`)).text()).match(/<li><a[^>]*title="bo@friends\.test"[^>]*>.*?<\/li>/)![0];
    const box = async () => (await fetch(`${base}/box/${encodeURIComponent(bo)}`)).text();
    // The newest email says "Your turn", but the game waits for nobody here.
    waitingFor.clear();
    expect(await home()).not.toContain('your turn');
    expect(await box()).not.toMatch(/<tr class="[^"]*\bturn\b/);
    waitingFor.add(bo);
    expect(await home()).toContain('<span class="badge">your turn</span>');
    expect(await box()).toMatch(/<tr class="[^"]*\bturn\b/);
    waitingFor.clear();
  });
});
