import type { AddressInfo } from 'node:net';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingMailer } from '../../../../lambdas/mail/outbound/mailer';
import { createSesMailer } from '../../../../lambdas/mail/outbound/ses-mailer';
import { createSmtpMailer } from '../../../../lambdas/mail/outbound/smtp-mailer';

const RAW = new TextEncoder().encode(
  'From: play@play.example.org\r\nTo: ben@example.com\r\nBcc: nobody@example.com\r\nSubject: hi\r\nMessage-ID: <m1@play.example.org>\r\n\r\nhello\r\n',
);

describe('createRecordingMailer', () => {
  it('keeps every sent mail and can be told to fail the next n sends', async () => {
    const mailer = createRecordingMailer();
    await mailer.send({ from: 'a@x.org', to: ['b@y.org'], raw: RAW });
    mailer.failNext(2, new Error('throttled'));
    await expect(mailer.send({ from: 'a@x.org', to: ['c@y.org'], raw: RAW })).rejects.toThrow('throttled');
    await expect(mailer.send({ from: 'a@x.org', to: ['c@y.org'], raw: RAW })).rejects.toThrow('throttled');
    const third = await mailer.send({ from: 'a@x.org', to: ['d@y.org'], raw: RAW });
    expect(third.providerMessageId).toBe('recorded-2');
    expect(mailer.sent.map((m) => m.to)).toEqual([['b@y.org'], ['d@y.org']]);
  });
});

describe('createSesMailer', () => {
  it('sends the raw MIME with SendEmailCommand and returns the SES message id', async () => {
    const commands: SendEmailCommand[] = [];
    const client = {
      send: async (command: SendEmailCommand) => {
        commands.push(command);
        return { MessageId: 'ses-0001', $metadata: {} };
      },
    } as unknown as Parameters<typeof createSesMailer>[0]['client'];
    const mailer = createSesMailer({ client, configurationSetName: 'pbem-events' });
    const out = await mailer.send({ from: 'play@play.example.org', to: ['ben@example.com'], raw: RAW });
    expect(out).toEqual({ providerMessageId: 'ses-0001' });
    expect(commands).toHaveLength(1);
    expect(commands[0]).toBeInstanceOf(SendEmailCommand);
    expect(commands[0]?.input).toEqual({
      FromEmailAddress: 'play@play.example.org',
      Destination: { ToAddresses: ['ben@example.com'] },
      Content: { Raw: { Data: RAW } },
      ConfigurationSetName: 'pbem-events',
    });
  });

  it('rejects when SES returns no message id, so the caller retries', async () => {
    const client = { send: async () => ({ $metadata: {} }) } as unknown as Parameters<typeof createSesMailer>[0]['client'];
    await expect(createSesMailer({ client }).send({ from: 'a@x.org', to: ['b@y.org'], raw: RAW })).rejects.toThrow(/no MessageId/);
  });
});

describe('createSmtpMailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the raw message unchanged to exactly the envelope recipients (not the Bcc header)', async () => {
    const mailer = createSmtpMailer({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    try {
      const out = await mailer.send({ from: 'bounce@play.example.org', to: ['ben@example.com'], raw: RAW });
      expect(out.providerMessageId).toBeTruthy();
    } finally {
      mailer.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('bounce@play.example.org');
    expect(received[0]?.to).toEqual(['ben@example.com']);
    expect(received[0]?.data).toBe(new TextDecoder().decode(RAW));
  });
});
