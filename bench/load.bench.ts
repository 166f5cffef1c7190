/**
 * Many games at once (`npm run bench -- load`), through the code the Lambdas run against
 * the local table (dynalite in this process, with the transaction emulator):
 *
 * 1. Replies: 1,000 Puerto Rico games of 3 and 4 players, each answered twice by its
 *    pending player, 32 replies in flight. Each reply goes through `handleInboundMail`
 *    (parse, authenticate, apply, one transaction) and then its game's mail is sent by
 *    `deliverOutboxMail` (render, compose, send, mark sent), racing an outbox sweep (as
 *    the stream and the sweep race on AWS) and a reminders job run every half second over
 *    the fifth of the games that are due. Reported: replies per second, p50/p99 from a
 *    reply's arrival to its game's mail sent, and the exactly-once check of every game:
 *    every applied reply in the move log once (none lost, none twice), the log without gaps,
 *    every outbox mail sent, and sent once.
 * 2. Reminders: 10,000 games due at once; the reminders job is run until none is due, and
 *    the time it took is reported (the issue's bound: within a 15-minute schedule).
 *
 * `LOAD_SIZE=small` runs 40 games and 500 due ones (a quick check, a minute or two on an
 * idle machine); `LOAD_PHASE=replies` or `LOAD_PHASE=reminders` runs one part only.
 */
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import type { AnyGame } from '../engine/index';
import { puertoRico } from '../engine/puerto-rico';
import type { Mailer } from '../lambdas/mail/outbound/index';
import { deliverOutboxMail, type DeliverDeps } from '../lambdas/play/letters/deliver-outbox';
import { replyAddressOf } from '../lambdas/play/letters/compose-letters';
import { runReminders } from '../lambdas/play/schedule/reminders-job';
import type { GameItem, NewGame } from '../lambdas/store/index';
import { gameRecord } from '../lambdas/store/writes';
import { runningGame } from '../test/support/running-game';
import { replyMail, startHarness, type Harness } from '../test/support/service';
import { summarize } from './support/stats';

const SIZES = {
  full: { games: 1_000, repliesPerGame: 2, inFlight: 32, dueGames: 10_000 },
  small: { games: 40, repliesPerGame: 2, inFlight: 8, dueGames: 500 },
} as const;

const NOW = '2026-11-10T12:00:00.000Z';
const PR: AnyGame = puertoRico;

/** A started Puerto Rico game as the service stores it; `dueSince` makes a reminder due now (the rest are due next month). */
function activeGame(gameId: string, players: number, secret: string, dueSince: string | null): NewGame {
  return runningGame({
    gameId,
    players,
    secret,
    since: dueSince ?? '2026-11-10T11:00:00.000Z',
    dueAt: dueSince ?? '2026-12-10T00:00:00.000Z',
    notify: 'turn',
    domain: 'load.test',
  });
}

/** Run `task` over `items`, `width` at a time (set-up: the table takes writes side by side). */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Many game items at once, 25 to a BatchWriteItem: the reminders job reads only game items
 * (through the byDue index), so set-up need not pay a transaction per game.
 */
async function putGames(doc: DynamoDBDocumentClient, tableName: string, games: readonly NewGame[]): Promise<void> {
  for (let i = 0; i < games.length; i += 25) {
    let requests: Record<string, unknown>[] = games
      .slice(i, i + 25)
      .map((g) => ({ PutRequest: { Item: gameRecord({ ...g, version: 1 }) } }));
    while (requests.length > 0) {
      const out = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests as never } }));
      requests = (out.UnprocessedItems?.[tableName] ?? []) as Record<string, unknown>[];
    }
  }
}

/** Progress on stderr, so a long run can be watched. */
const progress = (line: string) => process.stderr.write(`[load ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

/** A provider that accepts everything and keeps nothing (thousands of 60 KB mails would fill memory). */
function countingMailer(): Mailer & { readonly count: () => number } {
  let sent = 0;
  return { count: () => sent, send: async () => ({ providerMessageId: `load-${++sent}` }) };
}

interface Tally {
  /** Sends per outbox key, from every sender (reply workers and the sweep). */
  readonly sends: Map<string, number>;
}

async function deliver(deps: DeliverDeps, tally: Tally, key: string): Promise<void> {
  try {
    if ((await deliverOutboxMail(deps, key)) === 'sent') tally.sends.set(key, (tally.sends.get(key) ?? 0) + 1);
  } catch {
    // A failed send stays pending with its pause; the final sweep reports it if it stays.
  }
}

/** The game's outbox items (keys and status), straight from the table. */
async function outboxOf(doc: DynamoDBDocumentClient, tableName: string, gameId: string): Promise<{ key: string; status: string }[]> {
  const items: { key: string; status: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :outbox)',
        ExpressionAttributeValues: { ':pk': `GAME#${gameId}`, ':outbox': 'OUTBOX#' },
        ProjectionExpression: 'pk, sk, #s',
        ExpressionAttributeNames: { '#s': 'status' },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) items.push({ key: `${item.pk}/${item.sk}`, status: String(item.status) });
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function replies(size: (typeof SIZES)[keyof typeof SIZES]): Promise<string[]> {
  const h: Harness = await startHarness();
  const doc = DynamoDBDocumentClient.from(h.db.client);
  const mailer = countingMailer();
  const tally: Tally = { sends: new Map() };
  const deliverDeps: DeliverDeps = { store: h.store, mailer, now: h.deps.now, log: h.deps.log, leaseSeconds: 60 };
  try {
    h.setNow(NOW);
    const secret = h.deps.config.tokenSecret;
    const ids = Array.from({ length: size.games }, (_, i) => `ld${String(i).padStart(5, '0')}`);
    await inParallel(ids, 16, (id, i) =>
      h.store.createGame(activeGame(id, 3 + (i % 2), secret, i % 5 === 0 ? '2026-11-09T06:00:00.000Z' : null)),
    );
    progress(`${ids.length} games set up`);

    const applied = new Map<string, string[]>(ids.map((id) => [id, []]));
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    let running = true;

    const sweep = (async () => {
      while (running) {
        for (const { key } of await h.store.pendingOutbox(50, h.deps.now().toISOString())) await deliver(deliverDeps, tally, key);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    let reminderRuns = 0;
    const reminders = (async () => {
      while (running) {
        await runReminders(h.deps).catch(() => undefined);
        reminderRuns++;
        await new Promise((r) => setTimeout(r, 500));
      }
    })();

    // Round by round, every game once per round: one reply per game in flight, as a player
    // answers the mail they got.
    const reply = async (id: string, round: number) => {
      const game = (await h.store.getGame(id)) as GameItem;
      if (!game.match || game.status !== 'active') return;
      const seat = PR.pending(game.match.state)[0]!.seat;
      const player = game.players.find((p) => p.seat === seat)!;
      const legal = PR.legalMoves(game.match.state, seat);
      const move = PR.format(legal[(round * 7 + seat) % legal.length]!);
      const messageId = `<load-${id}-${round}@load.test>`;
      const raw = replyMail({
        from: player.address,
        to: replyAddressOf(h.deps.config, id, player),
        subject: 'Re: game',
        body: move,
        messageId,
      });
      const t0 = performance.now();
      const out = await h.receive(raw);
      outcomes.set(out.kind, (outcomes.get(out.kind) ?? 0) + 1);
      if (out.kind !== 'applied') return;
      applied.get(id)!.push(messageId.slice(1, -1));
      for (const { key, status } of await outboxOf(doc, h.db.tableName, id))
        if (status === 'pending') await deliver(deliverDeps, tally, key);
      latencies.push(performance.now() - t0);
    };
    const runAll = async () => {
      for (let round = 0; round < size.repliesPerGame; round++) {
        let next = 0;
        const worker = async () => {
          while (next < ids.length) await reply(ids[next++]!, round);
        };
        await Promise.all(Array.from({ length: size.inFlight }, worker));
        progress(`round ${round + 1} of ${size.repliesPerGame}: ${latencies.length} replies applied`);
      }
    };
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await runAll();
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    running = false;
    await Promise.all([sweep, reminders]);
    // What is still pending (reminders' last mails) goes out now, as the next sweep would send it.
    for (let pass = 0; pass < 20; pass++) {
      const pending = await h.store.pendingOutbox(500, h.deps.now().toISOString());
      if (pending.length === 0) break;
      for (const { key } of pending) await deliver(deliverDeps, tally, key);
    }

    progress(`${latencies.length} replies done; checking every game`);
    // Exactly once, game by game.
    let lost = 0;
    let doubled = 0;
    let gaps = 0;
    let unsent = 0;
    let mails = 0;
    for (const id of ids) {
      const log = await h.store.listMoves(id);
      const game = (await h.store.getGame(id))!;
      const byPlayer = new Map<string, number>();
      for (const m of log) if (m.by === 'player' && m.messageId) byPlayer.set(m.messageId, (byPlayer.get(m.messageId) ?? 0) + 1);
      for (const messageId of applied.get(id)!) if (!byPlayer.has(messageId)) lost++;
      for (const count of byPlayer.values()) if (count > 1) doubled += count - 1;
      if (byPlayer.size > applied.get(id)!.length) doubled += byPlayer.size - applied.get(id)!.length;
      log.forEach((m, i) => {
        if (i > 0 && m.step !== log[i - 1]!.step + 1) gaps++;
      });
      if (log.length > 0 && log.at(-1)!.step !== game.match!.step) gaps++;
      for (const { key, status } of await outboxOf(doc, h.db.tableName, id)) {
        mails++;
        if (status !== 'sent') unsent++;
        const sends = tally.sends.get(key) ?? 0;
        if (sends > 1) doubled += sends - 1;
        if (status === 'sent' && sends === 0) lost++;
      }
    }
    const s = summarize(latencies);
    const total = latencies.length;
    return [
      `replies: ${size.games} Puerto Rico games (half 3, half 4 players), ${size.repliesPerGame} replies each, ${size.inFlight} in flight, an outbox sweep and the reminders job (${reminderRuns} runs; a fifth of the games due) racing them`,
      `  ${total} replies applied in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(1)} replies per second (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; outcomes ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')})`,
      `  reply → its game's mail sent (parse, apply, commit, render, compose, send): p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, mean ${s.mean.toFixed(0)} ms`,
      `  exactly once over ${size.games} games, ${mails} outbox mails (${mailer.count()} sends): ${lost} lost, ${doubled} doubled, ${gaps} gaps in move logs, ${unsent} mails not sent`,
    ];
  } finally {
    await h.stop();
  }
}

async function dueReminders(size: (typeof SIZES)[keyof typeof SIZES]): Promise<string[]> {
  const h = await startHarness();
  try {
    h.setNow(NOW);
    const secret = h.deps.config.tokenSecret;
    const c0 = performance.now();
    const ids = Array.from({ length: size.dueGames }, (_, i) => `rm${String(i).padStart(5, '0')}`);
    const doc = DynamoDBDocumentClient.from(h.db.client, { marshallOptions: { removeUndefinedValues: true } });
    await putGames(
      doc,
      h.db.tableName,
      ids.map((id, i) => activeGame(id, 3 + (i % 2), secret, '2026-11-09T06:00:00.000Z')),
    );
    progress(`${ids.length} due games set up`);
    const created = (performance.now() - c0) / 1000;
    let games = 0;
    let notices = 0;
    let runs = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    // Each run takes what the job takes in one invocation; the next run (the next schedule) the rest.
    for (; runs < 10_000; runs++) {
      const run = await runReminders(h.deps);
      if (run.games === 0) break;
      games += run.games;
      notices += run.notices;
      if (runs % 5 === 0) {
        const used = process.cpuUsage(cpu0);
        progress(
          `reminders: ${games} games handled in ${((performance.now() - t0) / 1000).toFixed(0)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`,
        );
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const left = (await h.store.dueGames(NOW, 1)).length;
    return [
      `reminders: ${size.dueGames} games due at once (set up in ${created.toFixed(0)} s): ${games} handled, ${notices} notices, in ${runs} run(s) of the job, ${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; ${((seconds * 1000) / Math.max(1, games)).toFixed(1)} ms a game); still due afterwards: ${left}`,
    ];
  } finally {
    await h.stop();
  }
}

export async function benchLoad(): Promise<string[]> {
  const name = process.env.LOAD_SIZE === 'small' ? 'small' : 'full';
  const size = SIZES[name];
  const phase = process.env.LOAD_PHASE;
  return [
    `size ${name} (LOAD_SIZE=small for a quick run)`,
    ...(phase === 'reminders' ? [] : await replies(size)),
    ...(phase === 'replies' ? [] : await dueReminders(size)),
  ];
}
