import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpInbound, type SmtpInbound } from '../../../infra/local/smtp-inbound';

let server: SmtpInbound | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function send(port: number, to: string | string[], text = 'join'): Promise<string> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    return (await transport.sendMail({ from: 'ann@friends.test', to, subject: 'Re: game', text })).response;
  } finally {
    transport.close();
  }
}

describe('inbound SMTP', () => {
  it('hands each message with its envelope recipients to the handler before answering 250', async () => {
    const seen: { raw: string; from: string; recipients: string[] }[] = [];
    server = await startSmtpInbound({
      host: '127.0.0.1',
      port: 0,
      domain: 'pbem.localhost',
      onMail: async (raw, envelope) => {
        seen.push({ raw: raw.toString('utf8'), ...envelope });
        return '2.0.0 applied';
      },
    });
    const response = await send(server.port, ['g-a-0-t@pbem.localhost', 'new@PBEM.localhost'], 'role settler');
    expect(response).toBe('250 2.0.0 applied');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.from).toBe('ann@friends.test');
    expect(seen[0]!.recipients.map((r) => r.toLowerCase())).toEqual(['g-a-0-t@pbem.localhost', 'new@pbem.localhost']);
    expect(seen[0]!.raw).toContain('role settler');
  });

  it('refuses recipients of other domains at RCPT TO (never an open relay)', async () => {
    let called = false;
    server = await startSmtpInbound({ host: '127.0.0.1', port: 0, domain: 'pbem.localhost', onMail: async () => ((called = true), 'ok') });
    await expect(send(server.port, 'bob@gmail.test')).rejects.toThrow(/550 5\.1\.1 this server only takes mail for @pbem\.localhost/);
    expect(called).toBe(false);
  });

  it('answers 451 (try again) when handling fails, so the sender retries', async () => {
    server = await startSmtpInbound({
      host: '127.0.0.1',
      port: 0,
      domain: 'pbem.localhost',
      onMail: async () => {
        throw new Error('table busy');
      },
    });
    await expect(send(server.port, 'new@pbem.localhost')).rejects.toThrow(/451 4\.3\.0 could not process the mail now.*table busy/);
  });

  it('waits for a message being handled before it stops', async () => {
    let finished = false;
    let started!: () => void;
    const handling = new Promise<void>((r) => (started = r));
    server = await startSmtpInbound({
      host: '127.0.0.1',
      port: 0,
      domain: 'pbem.localhost',
      onMail: async () => {
        started();
        await new Promise((r) => setTimeout(r, 100));
        finished = true;
        return 'ok';
      },
    });
    const sending = send(server.port, 'new@pbem.localhost');
    await handling;
    const stopping = server.stop();
    server = undefined;
    await stopping;
    expect(finished).toBe(true);
    await expect(sending).resolves.toMatch(/^250/);
  });

  it('reports a taken port as an error instead of crashing the process', async () => {
    server = await startSmtpInbound({ host: '127.0.0.1', port: 0, domain: 'pbem.localhost', onMail: async () => 'ok' });
    await expect(
      startSmtpInbound({ host: '127.0.0.1', port: server.port, domain: 'pbem.localhost', onMail: async () => 'ok' }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
