import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../engine/index';
import { openMailbox, type Mailbox } from '../../../../infra/local/mailbox';
import type { OutgoingMail } from '../../../../infra/local/smtp-client';
import { createVirtualClock } from '../../../../infra/local/virtual-clock';
import { startWebServer, type WebServer } from '../../../../infra/local/web/server';

const OWNER = 'ann@friends.test';
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

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pbem-web-'));
  const clock = createVirtualClock({ speed: 1 });
  mailbox = await openMailbox(root, clock.now);
  await mailbox.store(OWNER, STATUS, 'inbox');
  web = await startWebServer(0, {
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
  });
  base = `http://127.0.0.1:${web.port}`;
});
afterAll(async () => {
  await web?.stop();
  await rm(root, { recursive: true, force: true });
});

const post = (url: string, form: Record<string, string>) => fetch(`${base}${url}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

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
    const html = await (await fetch(`${base}/compose?from=${encodeURIComponent(OWNER)}&re=1&to=g-g1-0-tok%40pbem.localhost&subject=Re%3A+x&body=build+small-market`)).text();
    expect(html).toContain('<textarea id="body" name="body" autofocus placeholder="A move number, a move, or a command such as status, help, undo">build small-market</textarea>');
    expect(html).toContain('<input type="hidden" name="re" value="1">');
    expect(html).toContain('<pre class="text quote">Your moves:');
  });

  it('sends a reply over SMTP from the mailbox owner to the Reply-To, quoting the original and threading on it', async () => {
    const res = await post('/send', { from: OWNER, to: 'g-g1-0-tok@pbem.localhost', subject: 'Re: [Puerto Rico g1 #4] Your turn: build', body: '1', re: '1' });
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get('location')!.replace(/\+/g, ' '))).toBe(
      `/box/${OWNER}?note=Sent "1" to g-g1-0-tok@pbem.localhost. Applied 1 step in game g1; 3 emails sent.&tone=ok`,
    );
    expect(sent.at(-1)).toEqual({
      from: OWNER,
      to: 'g-g1-0-tok@pbem.localhost',
      subject: 'Re: [Puerto Rico g1 #4] Your turn: build',
      text: expect.stringMatching(/^1\n\nOn .*, Puerto Rico g1 \(pbem\) <games@pbem\.localhost> wrote:\n> Your moves:\n> 1\. build small-market\n$/),
      inReplyTo: '<s4@pbem.localhost>',
      references: ['<s4@pbem.localhost>'],
    });
  });

  it('sends the set-up mail for the new-game form from the organiser to new@', async () => {
    const res = await post('/new', { game: 'puerto-rico', organiser: 'Ann@Friends.test', players: 'bo@friends.test\ncy@friends.test', options: 'turn=24' });
    expect(res.status).toBe(303);
    expect(sent.at(-1)).toMatchObject({ from: 'ann@friends.test', to: 'new@pbem.localhost', text: 'new puerto-rico bo@friends.test cy@friends.test turn=24\n' });
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
    const api = (await (await fetch(`${base}/api/mailboxes/${encodeURIComponent(OWNER)}/1`)).json()) as { subject: string; text: string; replyTo: string };
    expect(api).toMatchObject({ subject: '[Puerto Rico g1 #4] Your turn: build', replyTo: 'g-g1-0-tok@pbem.localhost' });
    expect(api.text).toContain('1. build small-market');
  });
});
