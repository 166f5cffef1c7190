/**
 * `pbem reminders run [--now <ISO time>]`: the reminders job once, against the local
 * stack's store (its data folder), then the mails it queued are delivered into the local
 * mailbox. `--now` lets tests and demos jump the clock. `npm start` must not be running on
 * the same folder (LevelDB allows one process).
 */
import { randomBytes } from 'node:crypto';
import { openDataDir, loadOrCreateSecret } from '../infra/local/data-dir';
import { readLocalEnv } from '../infra/local/env';
import { openMailbox } from '../infra/local/mailbox';
import { mailboxMailer } from '../infra/local/mailers';
import { startLocalTable } from '../lambdas/store/local/index';
import { createGameStore } from '../lambdas/store/index';
import { deliverPending } from '../lambdas/play/deliver';
import { runReminders } from '../lambdas/play/reminders';
import type { Deps } from '../lambdas/play/deps';
import type { CommandResult } from './commands';

/** The local stack's table name (infra/local/stack.ts). */
const LOCAL_TABLE_NAME = 'pbem-local';

export async function remindersRunCommand(options: { now: Date; dataDir: string }): Promise<CommandResult> {
  const env = readLocalEnv(process.env);
  const dir = await openDataDir(options.dataDir);
  const { secret } = await loadOrCreateSecret(dir.secretFile);
  let table;
  try {
    table = await startLocalTable({ tableName: LOCAL_TABLE_NAME, path: dir.table });
  } catch (e) {
    return { output: `pbem: cannot open the local store in ${dir.root} (is npm start running on it?): ${(e as Error).message}`, exitCode: 2 };
  }
  const lines: string[] = [];
  const log = {
    info: (m: string, x?: Record<string, unknown>) => lines.push(`${m} ${x ? JSON.stringify(x) : ''}`.trim()),
    warn: (m: string, x?: Record<string, unknown>) => lines.push(`warning: ${m} ${x ? JSON.stringify(x) : ''}`.trim()),
    error: (m: string, x?: Record<string, unknown>) => lines.push(`error: ${m} ${x ? JSON.stringify(x) : ''}`.trim()),
  };
  try {
    const store = createGameStore({ client: table.client, tableName: LOCAL_TABLE_NAME });
    const deps: Deps = {
      store,
      config: { domain: env.PBEM_DOMAIN, senderAddress: env.PBEM_SENDER ?? `games@${env.PBEM_DOMAIN}`, senderName: 'pbem', tokenSecret: secret, maxConflictRetries: 5 },
      now: () => options.now,
      randomBytes: (n) => randomBytes(n),
      log,
    };
    const run = await runReminders(deps);
    const mailbox = await openMailbox(dir.mailbox, () => options.now);
    const sent = await deliverPending({ store, mailer: mailboxMailer(mailbox), now: () => options.now, log });
    lines.push(`due games: ${run.games}, notices: ${run.notices}, automatic moves: ${run.automaticMoves}, mails delivered: ${sent.sent}`);
    return { output: lines.join('\n'), exitCode: 0 };
  } finally {
    await table.stop();
  }
}
