/**
 * Nothing one game does stops the scheduled jobs: automatic chains (bots, dropped seats,
 * timeouts) are applied in batches that each fit one DynamoDB transaction, a game that fails
 * is parked and retried later with a growing pause, bot thinking never runs inside a
 * player's reply, and the reminders job has no fixed cap per run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { registry } from '../../../../engine/index';
import type { Store } from '../../../../lambdas/store/index';
import { handleInboundMail } from '../../../../lambdas/play/receive/receive-mail';
import { replyAddressOf } from '../../../../lambdas/play/letters/compose-letters';
import { continueChains, runReminders, GAME_PARKED_LOG_MESSAGE } from '../../../../lambdas/play/schedule/reminders-job';
import { AUTOMATIC_BATCH } from '../../../../lambdas/play/schedule/automatic-chain';
import { runningGame } from '../../../support/running-game';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../../support/service';

const pr = registry.get('puerto-rico')!;
let h: Harness | null = null;

afterEach(async () => {
  await h?.stop();
  h = null;
});

/** Every commit's transaction size (items), recorded by wrapping the store. */
function countCommits(harness: Harness): { items: number[] } {
  const seen = { items: [] as number[] };
  const store = harness.deps.store as { commit: Store['commit'] };
  const commit = store.commit.bind(store);
  store.commit = async (input) => {
    // Game item, move log entries, outbox mails, the marker: what the transaction writes.
    seen.items.push(1 + input.moves.length + (input.outbox?.mails.length ?? 0) + (input.marker ? 1 : 0));
    return commit(input);
  };
  return seen;
}

async function startWithInvitees(harness: Harness, from: string, invitees: readonly string[], words: string): Promise<string> {
  const created = await harness.receive(
    replyMail({ from, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${invitees.join(' ')} ${words}` }),
  );
  if (created.kind !== 'created' && created.kind !== 'applied') throw new Error(JSON.stringify(created));
  await harness.flush();
  for (const p of invitees.filter((a) => a.includes('@'))) {
    const invite = (await harness.inbox(p)).at(-1)!;
    await harness.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  }
  await harness.flush();
  return (created as { gameId: string }).gameId;
}

describe('automatic chains in bounded batches', () => {
  it('plays a game whose last person was dropped to the end in transactions of at most 100 items, and other games still get their reminders', async () => {
    h = await startHarness({ limits: { botIterations: 1 } });
    const commits = countCommits(h);
    // The case: one person and two bots, a one-hour turn, no grace, then drop.
    const lone = await startWithInvitees(h, 'ann@f.test', ['bot', 'bot'], 'turn=1 remind=1 grace=0 timeout=drop');
    h.setNow('2026-11-02T09:30:00.000Z');
    const other = await startWithInvitees(h, 'dan@f.test', ['eve@f.test', 'fay@f.test'], 'turn=48 remind=24');
    h.setNow('2026-11-03T09:30:00.000Z');
    await runReminders(h.deps);
    const sent = await h.flush();
    const waitedFor = (await h.store.getGame(other))!;
    const seat = pr.pending(waitedFor.match!.state)[0]!.seat;
    expect(sent.some((m) => m.to === waitedFor.players.find((p) => p.seat === seat)!.address && m.text.startsWith('Reminder'))).toBe(true);
    // The lone game is played out by the bots, batch after batch.
    for (let run = 0; run < 20 && (await h.store.getGame(lone))!.status === 'active'; run++) await runReminders(h.deps);
    expect((await h.store.getGame(lone))!.status).toBe('finished');
    expect(Math.max(...commits.items)).toBeLessThanOrEqual(100);
    expect(commits.items.filter((n) => n > AUTOMATIC_BATCH.steps + 20)).toEqual([]);
  }, 300_000);

  it('plays out a two-player game where one player resigned and the other timed out', async () => {
    h = await startHarness({ limits: { botIterations: 1 } });
    const commits = countCommits(h);
    const gameId = await startWithInvitees(h, 'ann@f.test', ['bo@f.test'], 'turn=1 remind=1 grace=0 timeout=drop');
    const game = (await h.store.getGame(gameId))!;
    const resigner = game.players.find((p) => !pr.pending(game.match!.state).some((d) => d.seat === p.seat)) ?? game.players[0]!;
    await h.receive(
      replyMail({
        from: resigner.address,
        to: replyAddressOf(h.deps.config, gameId, resigner),
        subject: `Re: [Puerto Rico ${gameId}]`,
        body: 'resign',
      }),
    );
    h.setNow('2026-11-03T09:30:00.000Z');
    for (let run = 0; run < 20 && (await h.store.getGame(gameId))!.status === 'active'; run++) await runReminders(h.deps);
    expect((await h.store.getGame(gameId))!.status).toBe('finished');
    expect(Math.max(...commits.items)).toBeLessThanOrEqual(100);
  }, 300_000);
});

describe('a failing game is parked, never stops the others', () => {
  it('logs and parks the failing game, handles the rest, and retries it later with a growing pause', async () => {
    h = await startHarness();
    const broken = await startWithInvitees(h, 'ann@f.test', ['bo@f.test', 'cy@f.test'], 'turn=48 remind=24');
    const fine = await startWithInvitees(h, 'dan@f.test', ['eve@f.test', 'fay@f.test'], 'turn=48 remind=24');
    const store = h.deps.store as { commit: Store['commit'] };
    const commit = store.commit.bind(store);
    let brokenTries = 0;
    let failing = true;
    store.commit = async (input) => {
      // The job's update of this one game is refused (as DynamoDB refused the 268-item
      // transaction); a small write, such as parking it, still goes through.
      if (input.gameId === broken && input.outbox) {
        brokenTries++;
        if (failing) throw new Error('a bug in this one game');
      }
      return commit(input);
    };
    h.setNow('2026-11-03T09:00:00.000Z');
    await expect(runReminders(h.deps)).resolves.toBeDefined();
    const sent = await h.flush();
    expect(sent.some((m) => m.subject.includes(fine))).toBe(true);
    const parked = h.logs.filter((l) => l.message === GAME_PARKED_LOG_MESSAGE);
    expect(parked).toHaveLength(1);
    expect(parked[0]!.extra).toMatchObject({ gameId: broken, job: 'reminders', attempts: 1 });
    const first = (await h.store.getGame(broken))!.dueAt!;
    expect(first > '2026-11-03T09:00:00.000Z').toBe(true);
    // Not retried before its pause ends…
    const tries = brokenTries;
    await runReminders(h.deps);
    expect(brokenTries).toBe(tries);
    // …then retried, and parked again for longer.
    h.setNow(first);
    await runReminders(h.deps);
    expect(brokenTries).toBeGreaterThan(tries);
    const second = (await h.store.getGame(broken))!.dueAt!;
    expect(Date.parse(second) - Date.parse(first)).toBeGreaterThan(Date.parse(first) - Date.parse('2026-11-03T09:00:00.000Z'));
    // Once the fault is gone the game is handled as usual.
    failing = false;
    h.setNow(second);
    await runReminders(h.deps);
    expect((await h.flush()).some((m) => m.subject.includes(broken))).toBe(true);
  }, 120_000);
});

describe("bot thinking never runs inside a player's reply", () => {
  it("commits only the player's own moves, and the bots move in a later invocation", async () => {
    h = await startHarness({ limits: { botIterations: 1 } });
    const ann = 'ann@f.test';
    const created = await h.receive(replyMail({ from: ann, to: `new@${DOMAIN}`, subject: 'game', body: 'new puerto-rico bot bot' }));
    const gameId = (created as { gameId: string }).gameId;
    let game = (await h.store.getGame(gameId))!;
    const me = game.players.find((p) => p.address === ann)!;
    for (let reply = 0; reply < 3; reply++) {
      game = (await h.store.getGame(gameId))!;
      expect(pr.pending(game.match!.state).map((p) => p.seat)).toEqual([me.seat]);
      const move = pr.format(pr.legalMoves(game.match!.state, me.seat)[0]);
      // The handler alone, as the inbound Lambda runs it.
      const out = await handleInboundMail(
        h.deps,
        replyMail({ from: ann, to: replyAddressOf(h.deps.config, gameId, me), subject: `Re: [Puerto Rico ${gameId}]`, body: move }),
      );
      expect(out.kind).toBe('applied');
      const log = await h.store.listMoves(gameId, { fromStep: game.match!.step + 1 });
      expect(log.filter((m) => m.by === 'bot')).toEqual([]);
      const after = (await h.store.getGame(gameId))!;
      // When a bot is to move, the game is due at once, for the job that plays it.
      if (pr.pending(after.match!.state).some((p) => p.seat !== me.seat)) expect(after.dueAt! <= h.deps.now().toISOString()).toBe(true);
      await runReminders(h.deps);
    }
  }, 120_000);
});

describe('the chain request that wakes the job on AWS', () => {
  it('a reply that hands the turn to a bot writes a chain request; each request plays one batch', async () => {
    h = await startHarness({ limits: { botIterations: 1 } });
    const ann = 'ann@f.test';
    const created = await h.receive(replyMail({ from: ann, to: `new@${DOMAIN}`, subject: 'game', body: 'new puerto-rico bot bot' }));
    const gameId = (created as { gameId: string }).gameId;
    const chainRequests = async () => {
      const doc = DynamoDBDocumentClient.from(h!.db.client);
      const out = await doc.send(
        new QueryCommand({
          TableName: h!.db.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chain)',
          ExpressionAttributeValues: { ':pk': `GAME#${gameId}`, ':chain': 'CHAIN#' },
        }),
      );
      return out.Items ?? [];
    };
    const before = (await chainRequests()).length;
    let game = (await h.store.getGame(gameId))!;
    const me = game.players.find((p) => p.address === ann)!;
    for (let i = 0; i < 5 && !pr.pending(game.match!.state).some((p) => p.seat !== me.seat); i++) {
      const move = pr.format(pr.legalMoves(game.match!.state, me.seat)[0]);
      await handleInboundMail(
        h.deps,
        replyMail({ from: ann, to: replyAddressOf(h.deps.config, gameId, me), subject: `Re: [Puerto Rico ${gameId}]`, body: move }),
      );
      game = (await h.store.getGame(gameId))!;
    }
    expect(pr.pending(game.match!.state).some((p) => p.seat !== me.seat)).toBe(true);
    expect((await chainRequests()).length).toBeGreaterThan(before);
    const run = await continueChains(h.deps, [gameId]);
    expect(run.automaticMoves).toBeGreaterThan(0);
    expect((await h.store.listMoves(gameId, { fromStep: game.match!.step + 1 })).every((m) => m.by !== 'player')).toBe(true);
  }, 120_000);
});

describe('reminders have no fixed cap per run', () => {
  it('handles every due game in one run, 250 of them', async () => {
    h = await startHarness();
    const since = '2026-11-09T06:00:00.000Z';
    for (let i = 0; i < 250; i++)
      await h.store.createGame(
        runningGame({
          gameId: `g${String(i).padStart(4, '0')}`,
          since,
          dueAt: new Date(Date.parse(since) + 24 * 3_600_000).toISOString(),
          secret: h.deps.config.tokenSecret,
        }),
      );
    h.setNow('2026-11-10T12:00:00.000Z');
    const run = await runReminders(h.deps);
    expect(run.games).toBe(250);
    expect(await h.store.dueGames('2026-11-10T12:00:00.000Z', 1000)).toEqual([]);
  }, 300_000);
});
