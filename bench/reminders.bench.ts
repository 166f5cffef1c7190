/**
 * The reminders job's cost grows with the number of due games, not the number of games:
 * 10,000 games of which 100 are due, against 1,000 games with the same 100 due.
 * Both runs query the sparse byDue index; a Scan would show up as the 10× larger table.
 */
import { performance } from 'node:perf_hooks';
import { runReminders } from '../lambdas/play/schedule/reminders-job';
import { runningGame } from '../test/support/running-game';
import { startHarness } from '../test/support/service';

async function timeRun(total: number, due: number): Promise<{ ms: number; notices: number }> {
  const h = await startHarness();
  try {
    const now = '2026-11-10T12:00:00.000Z';
    h.setNow(now);
    const secret = h.deps.config.tokenSecret;
    for (let i = 0; i < total; i++) {
      const isDue = i < due;
      // Due games became pending 30 hours ago (reminder due); the rest are due next month.
      const since = isDue ? '2026-11-09T06:00:00.000Z' : '2026-11-10T11:00:00.000Z';
      await h.store.createGame(
        runningGame({ gameId: `g${String(i).padStart(5, '0')}`, dueAt: isDue ? since : '2026-12-10T00:00:00.000Z', since, secret }),
      );
    }
    const t0 = performance.now();
    const run = await runReminders(h.deps);
    const ms = performance.now() - t0;
    if (run.games !== due) throw new Error(`expected ${due} due games, the job found ${run.games}`);
    return { ms, notices: run.notices };
  } finally {
    await h.stop();
  }
}

export async function benchReminders(): Promise<string[]> {
  const small = await timeRun(1_000, 100);
  const large = await timeRun(10_000, 100);
  return [
    `reminders job, 100 due of 1,000 games: ${small.ms.toFixed(0)} ms (${small.notices} notices)`,
    `reminders job, 100 due of 10,000 games: ${large.ms.toFixed(0)} ms (${large.notices} notices); ratio ${(large.ms / small.ms).toFixed(2)} (1.0 = independent of the table size)`,
  ];
}
