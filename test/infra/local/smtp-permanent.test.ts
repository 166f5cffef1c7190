/** The local SMTP listener answers a permanent failure 554 (no retry) and a temporary one 451. */
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpInbound, type SmtpInbound } from '../../../infra/local/smtp-inbound';

let server: SmtpInbound | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function send(port: number): Promise<string> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    return (
      await transport.sendMail({ from: 'Someone <someone@friends.test>', to: 'new@pbem.localhost', subject: 'game', text: 'new pig' })
    ).response;
  } catch (error) {
    return String((error as { response?: string }).response ?? error);
  } finally {
    transport.close();
  }
}

function start(failure: Error) {
  return startSmtpInbound({
    host: '127.0.0.1',
    port: 0,
    domain: 'pbem.localhost',
    isPermanent: (error) => (error as { permanent?: unknown }).permanent === true,
    onMail: async () => {
      throw failure;
    },
  });
}

describe('inbound SMTP failures', () => {
  it('answers 554 to a mail that can never be processed, so the sender stops retrying', async () => {
    server = await start(Object.assign(new Error('cannot be processed: ZodError'), { permanent: true }));
    expect(await send(server.port)).toMatch(/^554 5\.6\.0 this mail cannot be processed/);
  });

  it('answers 451 to a failure that may pass', async () => {
    server = await start(new Error('InternalServerError: read ECONNRESET'));
    expect(await send(server.port)).toMatch(/^451 4\.3\.0 could not process the mail now/);
  });
});
