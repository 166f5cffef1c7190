import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadClock, loadOrCreateSecret, lockDataDir, openDataDir, saveClock } from '../../../infra/local/data-dir';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pbem-data-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('creates its sub-folders', async () => {
    const dir = await openDataDir(path.join(root, 'nested', '.pbem'));
    expect((await stat(dir.table)).isDirectory()).toBe(true);
    expect((await stat(dir.mailbox)).isDirectory()).toBe(true);
  });

  it('generates the token secret once, owner-readable only, and keeps it', async () => {
    const dir = await openDataDir(root);
    const first = await loadOrCreateSecret(dir.secretFile);
    expect(first.created).toBe(true);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(dir.secretFile)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSecret(dir.secretFile)).toEqual({ secret: first.secret, created: false });
  });

  it('refuses a secret file that holds no usable secret rather than replacing it', async () => {
    const dir = await openDataDir(root);
    await writeFile(dir.secretFile, 'short\n');
    await expect(loadOrCreateSecret(dir.secretFile)).rejects.toThrow(/no usable token secret/);
  });

  it('saves and loads the virtual clock', async () => {
    const dir = await openDataDir(root);
    expect(await loadClock(dir.clockFile)).toBeUndefined();
    await saveClock(dir.clockFile, new Date('2026-12-01T10:00:00.000Z'));
    expect((await loadClock(dir.clockFile))?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('lets one stack at a time use the folder, and takes over a lock left by a process that is gone', async () => {
    const dir = await openDataDir(root);
    const lock = await lockDataDir(dir.lockFile);
    await expect(lockDataDir(dir.lockFile)).rejects.toThrow(`is in use by process ${process.pid}`);
    await lock.release();
    await writeFile(dir.lockFile, '99999999\n');
    const taken = await lockDataDir(dir.lockFile);
    expect(JSON.parse(await readFile(dir.lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await taken.release();
    await expect(stat(dir.lockFile)).rejects.toThrow(/ENOENT/);
  });
});

/** A live process that is not a stack: what a restarted container's PID may belong to. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child as ChildProcess & { pid: number };
}

describe('the lock survives PID reuse', () => {
  let child: (ChildProcess & { pid: number }) | undefined;
  afterEach(() => {
    child?.kill();
    child = undefined;
  });

  it('takes over a lock whose PID now belongs to another live process, started after the lock was written', async () => {
    const dir = await openDataDir(root);
    child = await otherProcess();
    // As the lock of a stack that crashed an hour ago reads today: its PID only.
    await writeFile(dir.lockFile, `${child.pid}\n`);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(dir.lockFile, anHourAgo, anHourAgo);
    const lock = await lockDataDir(dir.lockFile);
    expect(JSON.parse(await readFile(dir.lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over a lock naming our own PID from an earlier life (a container restarted with the same PID)', async () => {
    const dir = await openDataDir(root);
    await writeFile(dir.lockFile, `${JSON.stringify({ pid: process.pid, startedAt: Date.now() - 3_600_000 })}\n`);
    await (await lockDataDir(dir.lockFile)).release();
    // The same in the older form (PID only), written before this process started.
    await writeFile(dir.lockFile, `${process.pid}\n`);
    const before = new Date(Date.now() - process.uptime() * 1000 - 3_600_000);
    await utimes(dir.lockFile, before, before);
    await (await lockDataDir(dir.lockFile)).release();
  });

  it('takes over a lock naming a live PID with another start time', async () => {
    const dir = await openDataDir(root);
    child = await otherProcess();
    await writeFile(dir.lockFile, `${JSON.stringify({ pid: child.pid, startedAt: Date.now() - 86_400_000 })}\n`);
    const lock = await lockDataDir(dir.lockFile);
    await lock.release();
  });

  it('still refuses while the process that wrote the lock runs, in either form', async () => {
    const dir = await openDataDir(root);
    child = await otherProcess();
    const lock = await lockDataDir(dir.lockFile, child.pid);
    await expect(lockDataDir(dir.lockFile)).rejects.toThrow(`is in use by process ${child.pid}`);
    await lock.release();
    // The older form (PID only), written after that process started.
    await writeFile(dir.lockFile, `${child.pid}\n`);
    await expect(lockDataDir(dir.lockFile)).rejects.toThrow(`is in use by process ${child.pid}`);
  });
});
