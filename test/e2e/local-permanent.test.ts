/**
 * Permanent vs temporary failures through the whole local stack ("Permanent vs
 * temporary failures"): mail that can never be processed is answered 5xx at once, so the
 * sending server stops, instead of 451 on every retry for days; an address too long for a
 * file name no longer fails at all (mailbox folders are a prefix plus a hash).
 */
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/local/stack';
import { client, startTestStack, tempDataDir } from './local-stack-client';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let stack: LocalStack;

beforeAll(async () => {
  data = await tempDataDir();
  stack = await startTestStack(data.dir);
});
afterAll(async () => {
  await stack?.stop();
  await data?.remove();
});

/** Send raw bytes with the given envelope; the server's answer, accepted or refused. */
async function sendRaw(envelopeFrom: string, raw: string): Promise<string> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: stack.smtpPort, secure: false, ignoreTLS: true });
  try {
    return (await transport.sendMail({ envelope: { from: envelopeFrom, to: ['new@pbem.localhost'] }, raw })).response;
  } catch (error) {
    return String((error as { response?: string }).response ?? error);
  } finally {
    transport.close();
  }
}

const setUp = (from: string) =>
  `From: ${from}\r\nTo: new@pbem.localhost\r\nSubject: game\r\nMessage-ID: <${Math.random().toString(36).slice(2)}@client.test>\r\n\r\nnew puerto-rico bo@friends.test\r\n`;

it('answers 554 to set-up mail from "Someone <someone>" (no @), saying why: every retry would be refused the same way', async () => {
  expect(await sendRaw('', setUp('Someone <someone>'))).toMatch(/^554 5\.6\.0 .*The From address "someone" is not an email address/);
});

it('handles set-up mail from a 250-character address (its folder name once failed with ENAMETOOLONG, answered 451)', async () => {
  const long = `${'x'.repeat(250)}@friends.test`;
  expect(await sendRaw('', setUp(long))).toMatch(/^250 /);
  const c = client(stack);
  // The sender's copy is kept under that address (MAIL FROM:<>: filed under the From address).
  const box = (await (await fetch(`${c.base}/api/mailboxes/${encodeURIComponent(long)}`)).json()) as { sent: { subject: string }[] };
  expect(box.sent.map((m) => m.subject)).toEqual(['game']);
  // The stack goes on: an ordinary set-up mail is handled and its invitation delivered.
  expect(await sendRaw('ann@friends.test', setUp('Ann <ann@friends.test>'))).toMatch(/^250 2\.0\.0 created/);
  await expect.poll(async () => (await c.inbox('bo@friends.test')).length, { timeout: 15_000 }).toBeGreaterThan(0);
});
