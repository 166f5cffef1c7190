/**
 * The web mailbox reads whose turn it is from the games, not from each address's newest email:
 * the one badged is the one the game waits for, whatever mail they got last (here a help answer
 * on top of their turn email). And the new-game page says how to seat a bot and what
 * `timeout=bot` does.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registry } from '../../engine/index';
import type { LocalStack } from '../../infra/local/stack';
import { client, startTestStack, tempDataDir } from './local-stack-client';

const ANN = 'ann@turns.test';

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

/** The addresses the home page badges "your turn". */
function badged(html: string): string[] {
  return [...html.matchAll(/<li><a[^>]*title="([^"]+)"[^>]*>.*?<\/a><\/li>/g)]
    .filter((m) => m[0].includes('class="badge"'))
    .map((m) => m[1]!)
    .sort();
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await stack.flush();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

it('badges the player the game waits for, even when their newest email is not their turn email', async () => {
  const c = client(stack);
  // One person and two bots: the game starts at once, and the bots move until it is Ann's turn.
  await c.send({ from: ANN, to: 'new@pbem.localhost', subject: 'game', text: 'new puerto-rico bot bot' });
  const pr = registry.get('puerto-rico')!;
  const annToMove = async () => {
    const [entry] = await stack.store.gamesOf(ANN);
    const game = entry ? await stack.store.getGame(entry.gameId) : null;
    return Boolean(game?.match && pr.pending(game.match.state).some((p) => game.players[p.seat]?.address === ANN));
  };
  await until(async () => (await annToMove()) && (await c.inbox(ANN)).length > 0 && /Your turn/.test((await c.latest(ANN)).text));
  const first = ANN;
  const turnMail = await c.latest(first);

  // Their newest email becomes the help answer; the game still waits for them.
  const count = (await c.inbox(first)).length;
  await c.reply(first, turnMail, 'help');
  await until(async () => (await c.inbox(first)).length > count);
  expect((await c.latest(first)).text).not.toMatch(/Your turn/);

  const home = await c.page('/');
  expect(badged(home.html)).toEqual([first]);
  // In their mailbox the turn email (the game's newest to them) is marked, not the help answer.
  const box = await c.page(`/box/${encodeURIComponent(first)}`);
  const rows = [...box.html.matchAll(/<tr( class="[^"]*")?><td><a class="subject" href="[^"]*\/(\d+)"/g)].map((m) => ({
    n: Number(m[2]),
    turn: (m[1] ?? '').includes('turn'),
  }));
  expect(rows.filter((r) => r.turn).map((r) => r.n)).toEqual([turnMail.n]);
}, 120_000);

it('explains bot seats and timeout=bot on the new-game page', async () => {
  const page = await client(stack).page('/new');
  expect(page.html).toMatch(/<code>bot<\/code> on a line for a seat the bot plays/);
  expect(page.html).toContain('timeout=wait|pass|random|bot|drop');
  expect(page.html).toMatch(/<code>timeout=bot<\/code> in the options lets the bot make a late player's move/);
});
