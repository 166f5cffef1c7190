/**
 * A killed local stack leaves no torn transaction (README "Storage and exactly-once"): a
 * child process commits transactions into a LevelDB folder and is SIGKILLed at random
 * moments; after every kill the folder holds whole transactions only. The long run (60
 * kills) is `npm run bench -- crash`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashLoop } from '../../../support/txn-crash';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pbem-crash-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('local transactions when the process is killed mid-commit', () => {
  it('never leaves part of a transaction on disk', async () => {
    const report = await crashLoop(path.join(dir, 'table'), { kills: 3, maxCommits: 8, maxDelayMs: 15, seed: 14 });
    expect(report.problems).toEqual([]);
    // The kills must land while commits run, or the test proves nothing.
    expect(report.killsMidCommit).toBe(3);
    expect(report.committed).toBeGreaterThan(0);
  }, 30_000);
});
