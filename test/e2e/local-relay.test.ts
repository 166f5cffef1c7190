/**
 * PBEM_SMTP_RELAY: every outbound mail also goes out through a real SMTP server (here a
 * sink on loopback that requires a login), and still lands in the local mailbox.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/local/stack';
import { client, eventually, startTestStack, tempDataDir } from './local-stack-client';

const relayed: { to: string[]; user: string | undefined; raw: string }[] = [];
let sink: SMTPServer;
let sinkPort: number;
let data: Awaited<ReturnType<typeof tempDataDir>>;
let stack: LocalStack;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'relay-user' && auth.password === 'p@ss'
        ? callback(null, { user: auth.username })
        : callback(new Error('bad login')),
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        relayed.push({ to: session.envelope.rcptTo.map((r) => r.address), user: session.user as string | undefined, raw });
        callback();
      });
    },
  });
  sinkPort = await new Promise<number>((resolve) =>
    sink.listen(0, '127.0.0.1', () => resolve((sink.server.address() as AddressInfo).port)),
  );
  data = await tempDataDir();
  stack = await startTestStack(data.dir, { relayUrl: `smtp://relay-user:p%40ss@127.0.0.1:${sinkPort}` });
});
afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((r) => sink?.close(() => r()));
  await data?.remove();
});

it('relays every outbound mail with the configured login, and keeps the mailbox copy', async () => {
  const c = client(stack);
  await c.send({
    from: 'ann@friends.test',
    to: 'new@pbem.localhost',
    subject: 'game',
    text: 'new puerto-rico bo@friends.test cy@friends.test\n',
  });
  await eventually(async () => (relayed.length >= 3 ? true : undefined), 'three relayed invitations');
  expect(relayed.map((r) => r.to.join(',')).sort()).toEqual(['ann@friends.test', 'bo@friends.test', 'cy@friends.test']);
  expect(relayed.every((r) => r.user === 'relay-user')).toBe(true);
  expect(relayed.find((r) => r.to[0] === 'bo@friends.test')!.raw).toMatch(/Reply-To: g-\w+-1-[a-z0-9]+@pbem\.localhost/);
  // The mailbox copy is written right after the relay accepted the mail.
  const [copy] = await eventually(
    async () => ((await c.inbox('bo@friends.test')).length > 0 ? c.inbox('bo@friends.test') : undefined),
    "Bo's mailbox copy",
  );
  expect(copy!.subject).toMatch(/invites you to play Puerto Rico/);
});
