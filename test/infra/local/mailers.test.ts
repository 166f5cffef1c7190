/**
 * The local mailer: once the relay accepted a mail it is sent, whatever happens to the
 * local mailbox copy (an invitation to a 105-character address once reached the relay 4
 * times because the copy's folder name was too long).
 */
import { describe, expect, it } from 'vitest';
import type { Mailbox } from '../../../infra/local/mailbox';
import { mailboxMailer } from '../../../infra/local/mailers';
import type { Mailer } from '../../../lambdas/mail/outbound/index';

const LONG = `${'a'.repeat(93)}@friends.test`;

function failingMailbox(): Mailbox {
  const error = Object.assign(new Error(`ENAMETOOLONG: name too long, mkdir '${LONG}'`), { code: 'ENAMETOOLONG' });
  return { store: async () => Promise.reject(error) } as unknown as Mailbox;
}

describe('the local mailer with a relay', () => {
  it('reports a failing mailbox copy instead of failing a send the relay accepted', async () => {
    let relayed = 0;
    const relay: Mailer = { send: async () => ({ providerMessageId: `relay-${++relayed}` }) };
    const copyErrors: string[] = [];
    const mailer = mailboxMailer(failingMailbox(), relay, (error, to) => copyErrors.push(`${to}: ${String(error)}`));
    const out = await mailer.send({ from: 'games@pbem.localhost', to: [LONG], raw: Buffer.from('Subject: hi\r\n\r\nhello\r\n') });
    expect(out.providerMessageId).toBe('relay-1');
    expect(relayed).toBe(1);
    expect(copyErrors).toEqual([`${LONG}: Error: ENAMETOOLONG: name too long, mkdir '${LONG}'`]);
  });

  it('fails the send when there is no relay and the mailbox copy is the delivery', async () => {
    const mailer = mailboxMailer(failingMailbox());
    await expect(
      mailer.send({ from: 'games@pbem.localhost', to: [LONG], raw: Buffer.from('Subject: hi\r\n\r\nhello\r\n') }),
    ).rejects.toThrow(/ENAMETOOLONG/);
  });
});
