/**
 * `pbem reminders run [--now <ISO time>]`: the reminders job once, against the local
 * stack's store (its data folder), then the mails it queued are delivered into the local
 * mailbox. `--now` moves the local clock forward to that time first (tests, demos).
 * `npm start` must not be running on the same folder (the folder is locked while it runs).
 */
import { startLocalStack } from '../infra/local/stack';
import type { CommandResult } from './commands';

export async function remindersRunCommand(options: { now: Date | null; dataDir: string }): Promise<CommandResult> {
  let stack;
  try {
    stack = await startLocalStack({
      dataDir: options.dataDir,
      smtpPort: 0,
      httpPort: 0,
      deliverEveryMs: 60_000,
      ...(process.env.PBEM_DOMAIN ? { domain: process.env.PBEM_DOMAIN } : {}),
    });
  } catch (e) {
    return { output: `pbem: cannot open the local store in ${options.dataDir}: ${(e as Error).message}`, exitCode: 2 };
  }
  try {
    if (options.now) {
      const ahead = options.now.getTime() - stack.clock.now().getTime();
      if (ahead < -60_000) {
        return {
          output: `pbem: the local clock is already at ${stack.clock.now().toISOString()}; --now can only move it forward`,
          exitCode: 2,
        };
      }
      if (ahead > 0) stack.clock.advance(ahead);
    }
    await stack.remind();
    const queued = (await stack.store.pendingOutbox(10_000)).length;
    await stack.flush();
    const left = (await stack.store.pendingOutbox(10_000)).length;
    return {
      output: `reminders run at ${stack.clock.now().toISOString()}: ${queued - left} mails delivered to the local mailbox${left ? `, ${left} still pending` : ''}`,
      exitCode: 0,
    };
  } finally {
    await stack.stop();
  }
}
