/**
 * A restart keeps everything: the games (LevelDB in the data folder), the token secret
 * (so old reply addresses still work), the mailbox and the virtual clock.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/local/stack';
import { client, eventually, startTestStack, tempDataDir } from './local-stack-client';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let stack: LocalStack | undefined;

beforeAll(async () => {
  data = await tempDataDir();
});
afterAll(async () => {
  await stack?.stop();
  await data?.remove();
});

it('keeps the game, its reply addresses, the mailbox and the clock across a stop and a start on the same data folder', async () => {
  stack = await startTestStack(data.dir);
  let c = client(stack);
  expect(await c.send({ from: ANN, to: 'new@pbem.localhost', subject: 'game', text: `new puerto-rico ${BO}\n` })).toMatch(/created/);
  const invite = await eventually(async () => (await c.inbox(BO))[0], 'the invitation');
  const gameId = /Puerto Rico (\w+)\]/.exec(invite.subject)![1]!;
  stack.clock.advance(3 * 24 * 3_600_000);
  const clockBefore = stack.clock.now().getTime();
  await stack.stop();
  stack = undefined;

  stack = await startTestStack(data.dir);
  c = client(stack);
  expect((await stack.store.getGame(gameId))?.status).toBe('inviting');
  expect((await c.inbox(BO)).map((m) => m.subject)).toEqual([invite.subject]);
  expect(stack.clock.now().getTime()).toBeGreaterThanOrEqual(clockBefore);
  // The reply address from before the restart still authenticates: the secret was kept.
  const response = await c.reply(BO, await c.mail(BO, invite.n), 'join');
  expect(response).toMatch(/^250 .*applied/);
  await eventually(async () => ((await c.inbox(BO)).length >= 2 ? true : undefined), 'the start email after the restart');
  expect((await stack.store.getGame(gameId))?.status).toBe('active');
});
