/**
 * A From that is not an address (`Someone <someone>`, `ann@`, `@friends.test`) is refused
 * when the mail is read, with a reason, before anything could try to answer it: an answer
 * to it could never be delivered (README "Storage and exactly-once", permanent failures).
 */
import { describe, expect, it } from 'vitest';
import { readInboundMail } from '../../../../lambdas/mail/inbound/index';

const mail = (from: string) =>
  `From: ${from}\r\nTo: new@play.test\r\nSubject: game\r\nMessage-ID: <s1@client.test>\r\n\r\nnew puerto-rico bo@friends.test\r\n`;

describe('the sender address', () => {
  it.each(['Someone <someone>', 'Ann <ann@>', '<@friends.test>', 'ann@friends.test <ann@frie nds.test>'])(
    'refuses %s with a reason',
    async (from) => {
      const read = await readInboundMail(mail(from), { domain: 'play.test' });
      expect(read).toMatchObject({
        ok: false,
        refusal: { code: 'bad-sender', reason: expect.stringMatching(/^The From address .* is not an email address/) },
      });
    },
  );

  it.each(['Ann <ann@friends.test>', 'ann+games@gmail.com', 'root@localhost', '"win a prize"@friends.test', 'ann@[127.0.0.1]'])(
    'reads %s',
    async (from) => {
      expect((await readInboundMail(mail(from), { domain: 'play.test' })).ok).toBe(true);
    },
  );

  it("leaves a machine's mail without an address to the automated-mail check (ignored, never answered)", async () => {
    const read = await readInboundMail(
      mail('Mail Delivery System <MAILER-DAEMON>').replace(
        'Subject: game',
        'Subject: Undelivered Mail Returned to Sender\r\nAuto-Submitted: auto-replied',
      ),
      { domain: 'play.test' },
    );
    expect(read.ok && read.mail.automated).toBeTruthy();
  });
});
