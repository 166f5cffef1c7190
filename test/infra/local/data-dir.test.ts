import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
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
    expect(await readFile(dir.lockFile, 'utf8')).toBe(`${process.pid}\n`);
    await taken.release();
    await expect(stat(dir.lockFile)).rejects.toThrow(/ENOENT/);
  });
});
