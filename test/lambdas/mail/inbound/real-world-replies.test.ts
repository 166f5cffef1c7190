import { describe, expect, it } from 'vitest';
import { parseInboundMail } from '../../../../lambdas/mail/inbound/parse-mail';
import type { Command } from '../../../../lambdas/mail/inbound/types';
import { REPLY_CASES, type ReplyCase } from '../../../fixtures/mail/replies/corpus';
import { DOMAIN } from './load-fixture';

/** The command as a player would write it, to compare with the corpus. */
function asText(c: Command): string {
  switch (c.kind) {
    case 'move':
      return c.text;
    case 'history':
      return c.count === null ? 'history' : `history ${c.count}`;
    case 'notify':
      return `notify ${c.mode}`;
    case 'vacation':
      return 'days' in c ? `vacation ${c.days}` : `vacation until ${c.until}`;
    case 'timezone':
      return `timezone ${c.zone}`;
    case 'invalid':
      return `invalid: ${c.text}`;
    case 'new':
      return `new ${c.game}`;
    default:
      return c.kind;
  }
}

function raw(c: ReplyCase): string {
  return [
    'From: Alice <alice@example.com>',
    `To: g-g7k2-1-k3m9x2p7q4w8z5t1@${DOMAIN}`,
    'Subject: Re: [Puerto Rico g7k2 #42] Your turn: choose a role',
    'MIME-Version: 1.0',
    `Content-Type: ${c.html ? 'text/html' : 'text/plain'}; charset=utf-8`,
    'Content-Transfer-Encoding: 8bit',
    '',
    c.body.replace(/\n/g, '\r\n'),
  ].join('\r\n');
}

describe('real-world replies: at least 95% extracted exactly', () => {
  it(`the corpus of ${REPLY_CASES.length} replies`, async () => {
    const wrong: string[] = [];
    for (const c of REPLY_CASES) {
      const mail = await parseInboundMail(raw(c), { domain: DOMAIN });
      const got = mail.commands.map(asText);
      if (JSON.stringify(got) !== JSON.stringify(c.expected))
        wrong.push(`${c.name}: got ${JSON.stringify(got)}, want ${JSON.stringify(c.expected)}`);
    }
    const rate = (REPLY_CASES.length - wrong.length) / REPLY_CASES.length;
    console.log(
      `real-world replies: ${REPLY_CASES.length - wrong.length}/${REPLY_CASES.length} exact (${(rate * 100).toFixed(1)}%)${wrong.length ? `\n  ${wrong.join('\n  ')}` : ''}`,
    );
    expect(REPLY_CASES.length).toBeGreaterThanOrEqual(60);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  it('names what it ignored after the command block', async () => {
    const c = REPLY_CASES.find((x) => x.name === 'trailing prose after the block')!;
    const mail = await parseInboundMail(raw(c), { domain: DOMAIN });
    expect(mail.ignored).toEqual(['Sorry for the slow reply, busy week at work']);
  });

  it('a line that looks like a command but is wrong still fails, after the block too', async () => {
    const mail = await parseInboundMail(raw({ name: 'x', body: 'mayor\n\nnotify sometimes', expected: [] }), { domain: DOMAIN });
    expect(mail.commands.map((c) => c.kind)).toEqual(['move', 'invalid']);
  });

  it('a move-shaped line after a blank line is still a move (Outlook paragraphs)', async () => {
    const mail = await parseInboundMail(raw({ name: 'x', body: 'mayor\n\nbuild harbor', expected: [] }), { domain: DOMAIN });
    expect(mail.commands.map(asText)).toEqual(['mayor', 'build harbor']);
  });
});
