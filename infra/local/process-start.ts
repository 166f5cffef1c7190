/**
 * When a process started, to tell the process that wrote a lock from a later one that got
 * the same PID (containers restart with the same PIDs; PIDs wrap). A PID is reused; a PID
 * with its start time is not.
 *
 * Linux: `/proc/<pid>/stat` field 22 (start time in clock ticks since boot, USER_HZ = 100
 * on every architecture Node runs on) plus `btime` from `/proc/stat`. Elsewhere (macOS,
 * the BSDs): `ps -o lstart= -p <pid>`, which prints the start time to the second.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** `/proc/<pid>/stat` counts in USER_HZ ticks, 100 a second (proc(5)). */
const TICKS_PER_SECOND = 100;

/** The start time in ms since the epoch; null when no such process runs; undefined when this system cannot tell. */
export async function processStartMs(pid: number): Promise<number | null | undefined> {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const linux = await fromProc(pid);
  if (linux !== undefined) return linux;
  return fromPs(pid);
}

async function fromProc(pid: number): Promise<number | null | undefined> {
  let stat: string;
  let boot: string;
  try {
    boot = await readFile('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[22 - 3]);
  const btime = Number(/^btime (\d+)$/m.exec(boot)?.[1]);
  if (!Number.isFinite(ticks) || !Number.isFinite(btime)) return undefined;
  return btime * 1000 + (ticks * 1000) / TICKS_PER_SECOND;
}

function fromPs(pid: number): Promise<number | null | undefined> {
  return new Promise((resolve) => {
    execFile(
      'ps',
      ['-o', 'lstart=', '-p', String(pid)],
      { timeout: 5_000, env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' } },
      (error, stdout) => {
        const text = String(stdout).trim();
        // ps exits 1 with nothing printed when no process has that PID.
        if (text === '') return resolve(error && (error as { code?: unknown }).code === 1 ? null : undefined);
        const ms = Date.parse(`${text} UTC`);
        resolve(Number.isFinite(ms) ? ms : undefined);
      },
    );
  });
}
