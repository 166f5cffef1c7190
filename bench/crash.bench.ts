/**
 * The local store killed mid-commit, many times (README "Storage and exactly-once"): a
 * child process commits transactions into a LevelDB folder and is SIGKILLed at random
 * moments; after each kill the folder is opened and checked for a torn transaction.
 * `npm run bench -- crash`; CRASH_KILLS overrides the number of kills (default 60).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crashLoop } from '../test/support/txn-crash';

export async function benchCrash(): Promise<string[]> {
  const kills = Number(process.env.CRASH_KILLS ?? 60);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pbem-crash-bench-'));
  try {
    const t0 = Date.now();
    const report = await crashLoop(path.join(dir, 'table'), { kills, maxCommits: 12, maxDelayMs: 20, seed: Date.now() % 100_000 });
    const seconds = (Date.now() - t0) / 1000;
    return [
      `${report.kills} kills mid-commit (${report.killsMidCommit} after at least one commit of that run), ${report.committed} transactions committed in ${seconds.toFixed(1)} s`,
      `torn transactions found: ${report.problems.length}`,
      ...report.problems.slice(0, 10),
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
