/**
 * The data folder of `npm start` (default `.pbem/`): the LevelDB of the table, the
 * mailbox, the token secret and the virtual clock. The secret is generated on the first
 * start and kept, because every reply address is derived from it: a new secret would
 * orphan every running game.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { processStartMs } from './process-start';

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
  const dir = {
    root: abs,
    table: path.join(abs, 'table'),
    mailbox: path.join(abs, 'mailbox'),
    secretFile: path.join(abs, 'token-secret'),
    clockFile: path.join(abs, 'clock.json'),
    lockFile: path.join(abs, 'stack.lock'),
  };
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
 * locked folder fails deep inside with "Database is closed". The lock file names the
 * holder by PID *and start time*; a lock whose PID runs no more, or now belongs to a process
 * that started at another time (a container restarted with the same PIDs), is taken over.
 *
 * Why this method: Node has no flock/fcntl; a helper process holding `flock` needs a tool
 * macOS lacks (flock(1)) or a script language a slim container lacks; a Unix socket leaves
 * a file behind after a crash whose takeover has a race of its own, and its path is limited
 * to 104 bytes on macOS; a fixed TCP port may belong to an unrelated program. The start time
 * is there on both systems without any helper (/proc on Linux, ps on macOS;
 * process-start.ts) and tells a reused PID apart exactly.
 */
export async function lockDataDir(file: string, pid = process.pid): Promise<{ release(): Promise<void> }> {
  const startedAt = await processStartMs(pid);
  const content = `${JSON.stringify({ pid, ...(typeof startedAt === 'number' ? { startedAt } : {}) })}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, content, { flag: 'wx' });
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await liveHolder(file);
    if (holder !== null) {
      throw new Error(
        `the data folder ${path.dirname(file)} is in use by process ${holder} (another npm start?); stop it or set PBEM_DATA_DIR`,
      );
    }
    await rm(file, { force: true });
  }
  throw new Error(`cannot lock the data folder (${file})`);
}

const lockSchema = z.object({ pid: z.number().int().positive(), startedAt: z.number().optional() });

/** Start times read from /proc or ps agree to within this (ps prints whole seconds). */
const SAME_START_MS = 1_500;

/** The PID of the process that holds the lock, or null when the lock is stale. */
async function liveHolder(file: string): Promise<number | null> {
  let text: string;
  let writtenMs: number;
  try {
    [text, writtenMs] = await Promise.all([readFile(file, 'utf8'), stat(file).then((s) => s.mtimeMs)]);
  } catch {
    return null;
  }
  const legacyPid = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  let json: unknown = null;
  try {
    json = legacyPid === null ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const parsed = lockSchema.safeParse(json);
  const pid = legacyPid ?? (parsed.success ? parsed.data.pid : null);
  if (pid === null) return null;
  const start = await processStartMs(pid);
  if (start === null) return null;
  // This system cannot tell when the process started: as before, a running PID holds the lock.
  if (start === undefined) return isRunning(pid) ? pid : null;
  const recorded = parsed.success ? parsed.data.startedAt : undefined;
  if (recorded !== undefined) return Math.abs(start - recorded) <= SAME_START_MS ? pid : null;
  // A lock naming only its PID (written before start times were kept): its writer started
  // before it was written; a process that started later only got the same PID.
  return start <= writtenMs + SAME_START_MS ? pid : null;
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
