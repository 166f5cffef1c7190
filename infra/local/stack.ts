/**
 * The whole service on one machine (`npm start`): dynalite persisted in the data
 * folder, inbound SMTP into the same `handleInboundMail` the SES Lambda uses, the outbox
 * polled and delivered into the local mailbox (and a relay when configured), the
 * reminders job on a virtual clock, and the web mailbox. Tests start it with port 0.
 */
import { randomBytes } from 'node:crypto';
import { registry } from '../../engine/index';
import { preparePictureRenderer } from '../../lambdas/mail/outbound/picture-png';
import { deliverPending } from '../../lambdas/play/letters/deliver-outbox';
import { silentLog, type Deps, type Log } from '../../lambdas/play/deps';
import type { Limits } from '../../lambdas/play/limits/limit-settings';
import type { MailOutcome } from '../../lambdas/play/receive/mail-outcome';
import { runReminders } from '../../lambdas/play/schedule/reminders-job';
import { createGameStore, type Store } from '../../lambdas/store/index';
import { startLocalTable } from './store/index';
import { consoleLog } from './console-log';
import { loadClock, loadOrCreateSecret, lockDataDir, openDataDir, saveClock } from './data-dir';
import { parseMailHead } from './mail-head';
import { openMailbox, type Mailbox } from './mailbox';
import { mailboxMailer, relayMailer } from './mailers';
import { startSerialJob } from './serial-job';
import { smtpClient } from './smtp-client';
import { startSmtpInbound } from './smtp-inbound';
import { createVirtualClock, type VirtualClock } from './virtual-clock';
import type { InboundJob, InboundWorkerData } from './worker/inbound-worker';
import { startOffThread } from './worker/off-thread';
import { startWebServer } from './web/server';
import { whoseTurn } from './whose-turn';

export interface LocalStackOptions {
  /** Data folder (created when missing). */
  readonly dataDir: string;
  /** Mail domain; default pbem.localhost. */
  readonly domain?: string;
  /** From address of outbound mail; default games@<domain>. */
  readonly senderAddress?: string;
  /** SMTP listener; 0 = a free port. Default 2525 on 127.0.0.1. */
  readonly smtpPort?: number;
  readonly smtpHost?: string;
  /** Web mailbox port on 127.0.0.1; 0 = a free port. Default 8025. */
  readonly httpPort?: number;
  /** smtp[s]://user:pass@host:port to relay every outbound mail through. */
  readonly relayUrl?: string;
  /** Virtual clock speed (60 = one hour per minute); default 1. */
  readonly clockSpeed?: number;
  /** Where log lines go; silent when absent. */
  readonly log?: { readonly write: (line: string) => void; readonly colour?: boolean };
  /** Outbox poll period in ms (default 500). */
  readonly deliverEveryMs?: number;
  /** Abuse limits over the defaults (lambdas/play/limits/limit-settings.ts; `PBEM_LIMIT_*` under npm start). */
  readonly limits?: Partial<Limits>;
}

export interface LocalStack {
  readonly smtpPort: number;
  readonly httpPort: number;
  readonly domain: string;
  readonly dataDir: string;
  readonly clock: VirtualClock;
  readonly mailbox: Mailbox;
  readonly store: Store;
  /** Deliver every pending outbox mail now. */
  flush(): Promise<void>;
  /** Run the reminders job now. */
  remind(): Promise<void>;
  /** Stop accepting, finish in-flight work, save the clock, close the table. */
  stop(): Promise<void>;
}

const TABLE_NAME = 'pbem-local';
const RECENT_OUTCOMES = 200;

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const domain = (options.domain ?? 'pbem.localhost').toLowerCase();
  const dir = await openDataDir(options.dataDir);
  const lock = await lockDataDir(dir.lockFile);
  let secret: string;
  let created: boolean;
  try {
    ({ secret, created } = await loadOrCreateSecret(dir.secretFile));
  } catch (error) {
    await lock.release();
    throw error;
  }
  const clock = createVirtualClock({ speed: options.clockSpeed ?? 1, resumeAt: await loadClock(dir.clockFile) });
  const log: Log = options.log ? consoleLog({ now: clock.now, write: options.log.write, colour: options.log.colour ?? false }) : silentLog;
  if (created) log.info('generated a token secret', { file: dir.secretFile });

  // Run in reverse order at stop: the lock goes last.
  const cleanups: (() => Promise<void>)[] = [() => lock.release()];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => log.error('shutdown step failed', { error: String(error) }));
    cleanups.length = 0;
  };
  try {
    const table = await startLocalTable({ tableName: TABLE_NAME, path: dir.table });
    cleanups.push(() => table.stop());
    const store = createGameStore({ client: table.client, tableName: TABLE_NAME });
    // The board pictures' renderer loads while the stack starts, not in the first email's time.
    preparePictureRenderer();
    const mailbox = await openMailbox(dir.mailbox, clock.now);
    cleanups.push(() => mailbox.settled());
    const relay = options.relayUrl ? relayMailer(options.relayUrl) : undefined;
    if (relay) cleanups.push(async () => relay.close());
    const mailer = mailboxMailer(mailbox, relay, (error, to) =>
      log.warn('relayed, but the mailbox copy failed', { to, error: String(error) }),
    );
    const deps: Deps = {
      store,
      config: {
        domain,
        senderAddress: options.senderAddress ?? `games@${domain}`,
        senderName: 'pbem',
        tokenSecret: secret,
        maxConflictRetries: 5,
        ...(options.limits ? { limits: options.limits } : {}),
      },
      now: clock.now,
      randomBytes: (n) => randomBytes(n),
      log,
    };

    const delivery = startSerialJob(
      async () => {
        // Repeat until a pass finds nothing: one update may write more mail than one page.
        for (let pass = 0; pass < 50; pass++) {
          const counts = await deliverPending({ store, mailer, now: clock.now, log });
          if (counts.failed > 0) throw new Error(`${counts.failed} mail(s) could not be sent; retrying later`);
          if (counts.sent + counts.suppressed === 0) return;
        }
      },
      {
        everyMs: options.deliverEveryMs ?? 500,
        backoffMs: (n) => Math.min(60_000, 1_000 * 2 ** n),
        onError: (error) => log.warn('delivery', { error: String(error) }),
      },
    );
    cleanups.push(() => delivery.stop());

    const reminders = startSerialJob(
      async () => {
        const run = await runReminders(deps);
        await saveClock(dir.clockFile, clock.now());
        if (run.notices + run.automaticMoves > 0) void delivery.run();
      },
      // "Every minute" on the virtual clock, but not more often than once a second.
      { everyMs: Math.max(1_000, 60_000 / clock.speed), onError: (error) => log.error('reminders job failed', { error: String(error) }) },
    );
    // Games that fell due while the stack was off are looked at once, right away.
    void reminders.run();
    cleanups.push(async () => {
      await reminders.stop();
      await saveClock(dir.clockFile, clock.now());
    });

    // Inbound mail is read and applied in a worker thread, so a slow mail never stalls the
    // web mailbox, the SMTP listener or the outbox (it stops after SMTP: see cleanups).
    const inbound = startOffThread<InboundJob, MailOutcome>({
      entry: new URL('./worker/inbound-worker.ts', import.meta.url),
      data: { endpoint: table.endpoint, tableName: TABLE_NAME, config: deps.config } satisfies InboundWorkerData,
      onLog: (level, message, extra) => log[level](message, extra),
    });
    cleanups.push(() => inbound.stop());

    const outcomes = new Map<string, MailOutcome>();
    const smtp = await startSmtpInbound({
      host: options.smtpHost ?? '127.0.0.1',
      port: options.smtpPort ?? 2525,
      domain,
      onError: (error) => log.warn('smtp connection error', { error: error.message }),
      isPermanent: (error) => (error as { permanent?: unknown }).permanent === true,
      async onMail(raw, envelope) {
        const clockNow = { nowMs: clock.now().getTime(), atMs: Date.now(), speed: clock.speed };
        const outcome = await inbound.run({ raw, recipients: envelope.recipients, clock: clockNow });
        // Only the head: the whole of a 5 MB mail would hold this thread for seconds.
        const parsed = await parseMailHead(raw);
        const sender = envelope.from || parsed.from?.address;
        log.info('mail handled', { outcome: outcome.kind, from: sender, to: envelope.recipients.join(','), ...outcomeDetails(outcome) });
        if (parsed.messageId) {
          outcomes.set(parsed.messageId, outcome);
          if (outcomes.size > RECENT_OUTCOMES) outcomes.delete(outcomes.keys().next().value!);
        }
        // The sender's copy, so the mailbox shows both sides of a game.
        // A copy for the web mailbox: the mail is handled already, so its failure is only logged.
        if (sender)
          await mailbox
            .store(sender, raw, 'sent')
            .catch((error: unknown) => log.warn("could not keep the sender's copy", { from: sender, error: String(error) }));
        // Failed for good (settle-failures.ts): a 5xx, so the sending server stops retrying.
        if (outcome.kind === 'refused' && outcome.permanent) throw Object.assign(new Error(outcome.reason), { permanent: true });
        // The bots' and dropped seats' turns are the reminders job's (never inside the reply):
        // a game they wait for is due at once, so a run now lets them answer within a second.
        if (outcome.kind === 'applied') void reminders.run();
        void delivery.run();
        return `2.0.0 ${outcome.kind}`;
      },
    });
    cleanups.push(() => smtp.stop());

    const web = await startWebServer(options.httpPort ?? 8025, {
      domain,
      smtpPort: smtp.port,
      mailbox,
      clock,
      smtp: smtpClient(smtp.port),
      games: registry.all.map((g) => g.meta),
      outcomeOf: (id) => outcomes.get(id),
      flush: () => delivery.run(),
      whoseTurn: (addresses) => whoseTurn(store, addresses),
      async advance(ms) {
        clock.advance(ms);
        log.info('clock advanced', { hours: ms / 3_600_000, now: clock.now().toISOString() });
        await reminders.run();
        await delivery.run();
      },
    });
    cleanups.push(() => web.stop());

    return {
      smtpPort: smtp.port,
      httpPort: web.port,
      domain,
      dataDir: dir.root,
      clock,
      mailbox,
      store,
      flush: () => delivery.run(),
      remind: () => reminders.run(),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function outcomeDetails(outcome: MailOutcome): Record<string, unknown> {
  switch (outcome.kind) {
    case 'applied':
      return { game: outcome.gameId, steps: outcome.applied, mails: outcome.mails };
    case 'answered':
      return { game: outcome.gameId };
    case 'created':
      return { game: outcome.gameId };
    case 'refused':
    case 'ignored':
      return { reason: outcome.reason };
    case 'duplicate':
      return {};
  }
}
