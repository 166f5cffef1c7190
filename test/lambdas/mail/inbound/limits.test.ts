import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../../lambdas/mail/inbound/html-text';
import { INBOUND_LIMITS } from '../../../../lambdas/mail/inbound/limits';
import { readCommands, readInboundMail, parseInboundMail } from '../../../../lambdas/mail/inbound/parse-mail';
import { readReplyCommands } from '../../../../lambdas/mail/inbound/reply-commands';
import { DOMAIN } from './load-fixture';

const TO = `g-g7k2-1-k3m9x2p7q4w8z5t1@${DOMAIN}`;
const head = (extra: string[] = []) => [
  'From: Alice <alice@example.com>',
  `To: ${TO}`,
  'Subject: Re: [Puerto Rico g7k2 #42] Your turn',
  'MIME-Version: 1.0',
  ...extra,
];

/** A multipart tree `depth` levels deep with one text part at the bottom. */
function nested(depth: number): string {
  let body = 'Content-Type: text/plain\r\n\r\nmayor\r\n';
  for (let level = depth; level >= 1; level -= 1)
    body = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${body}--b${level}--\r\n`;
  return [...head(), body].join('\r\n');
}

describe('inbound limits', () => {
  it('a 300-level nested multipart mail is refused with the numbers, not thrown', async () => {
    const out = await readInboundMail(nested(300), { domain: DOMAIN });
    expect(out.ok).toBe(false);
    expect(!out.ok && ['too-many-parts', 'too-deep']).toContain(!out.ok && out.refusal.code);
  });

  it('nesting deeper than the depth limit but with few parts is refused as too deep', async () => {
    const out = await readInboundMail(nested(INBOUND_LIMITS.mimeDepth + 4), { domain: DOMAIN });
    expect(out).toMatchObject({ ok: false, refusal: { code: 'too-deep' } });
    expect(!out.ok && out.refusal.reason).toContain(`at most ${INBOUND_LIMITS.mimeDepth} levels`);
  });

  it('a tree at a real depth (4) is read', async () => {
    const out = await readInboundMail(nested(4), { domain: DOMAIN });
    expect(out.ok && out.mail.reply).toBe('mayor');
  });

  it('mail over the raw size limit is refused before parsing, naming both sizes', async () => {
    const raw = [...head(['Content-Type: text/plain']), '', 'mayor\r\n'.repeat(INBOUND_LIMITS.rawBytes / 7 + 10)].join('\r\n');
    const out = await readInboundMail(raw, { domain: DOMAIN });
    expect(out).toMatchObject({ ok: false, refusal: { code: 'too-large' } });
    expect(!out.ok && out.refusal.reason).toMatch(
      new RegExp(`The mail is \\d+ KB; mail to this service is at most ${INBOUND_LIMITS.rawBytes / 1024} KB`),
    );
  });

  it(`only the first ${INBOUND_LIMITS.mimeReadBytes / 1024} KB of body reach the MIME parser; the reply on top is read`, async () => {
    const raw = [
      ...head(['Content-Type: text/plain']),
      '',
      'mayor',
      '',
      ...Array.from({ length: 40_000 }, (_, i) => `> quoted line ${i}`),
    ].join('\r\n');
    const out = await readInboundMail(raw, { domain: DOMAIN });
    expect(out.ok && out.mail.reply).toBe('mayor');
    expect(out.ok && out.mail.text.length).toBeLessThanOrEqual(INBOUND_LIMITS.mimeReadBytes);
  });

  it('a header block over the header limit is refused', async () => {
    const raw = [...head([`X-Junk: ${'a'.repeat(INBOUND_LIMITS.headerBytes + 10)}`]), '', 'mayor'].join('\r\n');
    expect(await readInboundMail(raw, { domain: DOMAIN })).toMatchObject({ ok: false, refusal: { code: 'header-too-large' } });
  });

  it('more parts than the part limit are refused', async () => {
    const parts = Array.from({ length: INBOUND_LIMITS.mimeParts + 5 }, () => '--p\r\nContent-Type: text/plain\r\n\r\nx\r\n').join('');
    const raw = [...head(['Content-Type: multipart/mixed; boundary="p"']), '', `${parts}--p--`].join('\r\n');
    expect(await readInboundMail(raw, { domain: DOMAIN })).toMatchObject({ ok: false, refusal: { code: 'too-many-parts' } });
  });

  it('parseInboundMail throws a typed MailRefused for tools; readInboundMail never throws', async () => {
    await expect(parseInboundMail(nested(300), { domain: DOMAIN })).rejects.toMatchObject({ name: 'MailRefused' });
  });
});

describe("who a mail is for comes before its commands (a stranger's 5 MB of lines took 26 s)", () => {
  it('readInboundMail routes the mail but reads no command; readCommands does, once the caller accepted the sender', async () => {
    const raw = [...head(['Content-Type: text/plain']), '', ...Array.from({ length: 1_000 }, () => 'join')].join('\r\n');
    const out = await readInboundMail(raw, { domain: DOMAIN });
    if (!out.ok) throw new Error(out.refusal.reason);
    expect(out.mail.route.kind).toBe('game');
    expect(out.mail.from?.address).toBe('alice@example.com');
    expect(out.mail).toMatchObject({ commands: [], ignored: [], notRead: 0 });
    const read = readCommands(out.mail);
    expect(read.commands).toHaveLength(INBOUND_LIMITS.commandLines);
    expect(read.notRead).toBe(1_000 - INBOUND_LIMITS.commandLines);
  });
});

describe('command lines read', () => {
  it(`reads the first ${INBOUND_LIMITS.commandLines} command lines of 100 "help" lines and counts the rest as not read`, () => {
    const out = readReplyCommands('help\n'.repeat(100));
    expect(out.commands).toHaveLength(INBOUND_LIMITS.commandLines);
    expect(out.notRead).toBe(100 - INBOUND_LIMITS.commandLines);
  });

  it('20,000 "notify all" lines: the same bound', () => {
    const out = readReplyCommands('notify all\n'.repeat(20_000));
    expect(out.commands).toHaveLength(INBOUND_LIMITS.commandLines);
    expect(out.notRead).toBe(20_000 - INBOUND_LIMITS.commandLines);
  });

  it('an over-long line counts as one line read and is refused with the limit', () => {
    const out = readReplyCommands(`${'x'.repeat(600)}\nmayor`);
    expect(out.commands[0]).toMatchObject({ kind: 'invalid', reason: `a line is at most ${INBOUND_LIMITS.commandLineChars} characters` });
    expect(out.commands[1]).toEqual({ kind: 'move', text: 'mayor' });
  });
});

describe('HTML to text in linear time (`<a x` repeated was quadratic)', () => {
  const scanned = (html: string) => {
    const counter = { scanned: 0 };
    htmlToText(html, counter);
    return counter.scanned;
  };

  it.each([
    ['unclosed tags', (n: number) => '<a x'.repeat(n)],
    ['unclosed declarations', (n: number) => '<!x'.repeat(n)],
    ['unclosed comments', (n: number) => '<!--'.repeat(n)],
    ['unclosed quotes', (n: number) => '<a x="'.repeat(n)],
    ['closed tags', (n: number) => '<b>x</b>'.repeat(n)],
  ])('%s: characters scanned stay within twice the input', (_name, make) => {
    for (const n of [1_000, 20_000]) {
      const html = make(n);
      expect(scanned(html)).toBeLessThanOrEqual(2 * html.length);
    }
  });

  it('an unterminated tag ends the document as in a browser; text before it is kept', () => {
    expect(htmlToText('<div>mayor</div><a href="x')).toBe('mayor');
  });
});
