/**
 * The data folder of `npm start` (default `.pbem/`): the LevelDB of the table, the
 * mailbox, the token secret and the virtual clock. The secret is generated on the first
 * start and kept, because every reply address is derived from it: a new secret would
 * orphan every running game.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface DataDir {
  readonly root: string;
  readonly table: string;
  readonly mailbox: string;
  readonly secretFile: string;
  readonly clockFile: string;
  readonly lockFile: string;
}

export async function openDataDir(root: string): Promise<DataDir> {
  const abs = path.resolve(root);
  const dir = { root: abs, table: path.join(abs, 'table'), mailbox: path.join(abs, 'mailbox'), secretFile: path.join(abs, 'token-secret'), clockFile: path.join(abs, 'clock.json'), lockFile: path.join(abs, 'stack.lock') };
  await mkdir(dir.table, { recursive: true });
  await mkdir(dir.mailbox, { recursive: true });
  return dir;
}

/** The kept secret, or a new random one written with owner-only permissions. */
export async function loadOrCreateSecret(file: string): Promise<{ secret: string; created: boolean }> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < 16) throw new Error(`${file} holds no usable token secret (delete it only if you can lose every running game)`);
    return { secret, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  // wx: two stacks starting on one folder at once must not both write a different secret.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return { secret, created: true };
}

const savedClockSchema = z.object({ now: z.iso.datetime() });

export async function loadClock(file: string): Promise<Date | undefined> {
  try {
    return new Date(savedClockSchema.parse(JSON.parse(await readFile(file, 'utf8'))).now);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read the saved clock ${file}: ${String(error)}`);
  }
}

export async function saveClock(file: string, now: Date): Promise<void> {
  // Write then rename, so a crash mid-write never leaves half a file.
  await writeFile(`${file}.tmp`, JSON.stringify({ now: now.toISOString() }));
  await rename(`${file}.tmp`, file);
}

/**
 * One stack per data folder: LevelDB allows a single opener, and a second dynalite on a
 * locked folder fails deep inside with "Database is closed". The lock file holds the pid;
 * a lock left by a process that no longer runs (killed with -9) is taken over.
 */
export async function lockDataDir(file: string, pid = process.pid): Promise<{ release(): Promise<void> }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${pid}\n`, { flag: 'wx' });
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`the data folder ${path.dirname(file)} is in use by process ${holder} (another npm start?); stop it or set PBEM_DATA_DIR`);
    }
    await rm(file, { force: true });
  }
  throw new Error(`cannot lock the data folder (${file})`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
