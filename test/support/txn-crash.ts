/**
 * Kill a process that commits local transactions (txn-crash-child.ts) at random moments,
 * and after every kill open its LevelDB folder and look for a torn transaction.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { startLocalTable } from '../../infra/local/store';
import { wireClient } from '../../infra/local/store/wire';
import { findTornTransactions } from './txn-workload';

const SOURCE = fileURLToPath(new URL('./txn-crash-child.ts', import.meta.url));
// Bundled once (packages stay external, found from node_modules): a child then starts in
// a fraction of the time `tsx` needs, so more kills fit in a run.
const BUNDLE = fileURLToPath(new URL('../../node_modules/.cache/pbem/txn-crash-child.mjs', import.meta.url));
const TABLE = 'crash';

export interface CrashReport {
  readonly kills: number;
  /** Transactions committed over all runs. */
  readonly committed: number;
  /** Kills after which more was committed than at that run's start (the run did commit). */
  readonly killsMidCommit: number;
  /** Every inconsistency found after a kill; empty when no transaction was ever torn. */
  readonly problems: readonly string[];
}

/** A child that shows no progress (no "ready", no commit) for this long is stuck: killed and reported. */
const STALL_MS = 60_000;

/** One child run, killed `delayMs` after its `commits`-th commit: resolves with its "ready" count. */
function runAndKill(path: string, commits: number, delayMs: number): Promise<{ readyAt: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUNDLE, path, TABLE], { stdio: ['ignore', 'pipe', 'pipe'] });
    let readyAt = -1;
    let out = '';
    let stderr = '';
    let armed = false;
    let stalled = false;
    // A run that hangs must end the loop with a reason, never wait forever.
    let watchdog = setTimeout(stall, STALL_MS);
    function stall() {
      stalled = true;
      child.kill('SIGKILL');
    }
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stall, STALL_MS);
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) readyAt = Number(match[1]);
      // Killed while it commits on: the next transaction is in flight at that moment.
      if (!armed && match && (out.match(/\+/g)?.length ?? 0) >= commits) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('exit', (_code, signal) => {
      clearTimeout(watchdog);
      if (stalled)
        reject(
          new Error(
            `crash child made no progress for ${STALL_MS / 1000} s (ready ${readyAt}, ${out.match(/\+/g)?.length ?? 0} commits): ${stderr.slice(-2000)}`,
          ),
        );
      else if (signal === 'SIGKILL' && readyAt >= 0) resolve({ readyAt });
      else reject(new Error(`crash child ended without being killed (${signal ?? _code}): ${stderr.slice(-2000)}`));
    });
  });
}

/**
 * `kills` runs, each killed after 1..`maxCommits` commits plus 0..`maxDelayMs` (seeded,
 * so a failure repeats its schedule).
 */
export async function crashLoop(
  path: string,
  options: { kills: number; maxCommits: number; maxDelayMs: number; seed?: number },
): Promise<CrashReport> {
  let seed = options.seed ?? 1;
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  await build({
    entryPoints: [SOURCE],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: BUNDLE,
    logLevel: 'error',
  });
  const created = await startLocalTable({ tableName: TABLE, path });
  await created.stop();
  const problems: string[] = [];
  let committed = 0;
  let killsMidCommit = 0;
  for (let kill = 0; kill < options.kills; kill++) {
    const { readyAt } = await runAndKill(path, 1 + Math.floor(next() * options.maxCommits), Math.floor(next() * options.maxDelayMs));
    const table = await startLocalTable({ tableName: TABLE, path });
    try {
      const wire = wireClient(Number(new URL(table.endpoint).port));
      const found = await findTornTransactions(wire, table.tableName, 0).finally(() => wire.close());
      problems.push(...found.problems.map((p) => `after kill ${kill + 1}: ${p}`));
      if (found.committed > readyAt) killsMidCommit++;
      committed = found.committed;
    } finally {
      await table.stop();
    }
    // A torn store cannot go on (its next transaction's conditions fail): report what was found.
    if (problems.length > 0) return { kills: kill + 1, committed, killsMidCommit, problems };
  }
  return { kills: options.kills, committed, killsMidCommit, problems };
}
