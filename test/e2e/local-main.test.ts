/**
 * `npm start` itself: the process reads PBEM_* variables, prints the banner with the
 * URLs, serves, and on SIGINT (Ctrl-C) stops cleanly with exit code 0.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tempDataDir } from './local-stack-client';

let data: Awaited<ReturnType<typeof tempDataDir>>;
beforeAll(async () => {
  data = await tempDataDir();
});
afterAll(async () => {
  await data?.remove();
});

/** A port that is free right now (main.ts takes fixed ports from the environment). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

it('starts with the banner, serves the mailbox, and exits 0 on SIGINT after a clean stop', async () => {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: {
      ...process.env,
      PBEM_DATA_DIR: data.dir,
      PBEM_SMTP_PORT: String(smtpPort),
      PBEM_HTTP_PORT: String(httpPort),
      PBEM_CLOCK_SPEED: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    // tsx compiles the whole stack on start: allow for a busy two-core machine.
    const until = Date.now() + 45_000;
    while (!out.includes('Press Ctrl-C to stop.')) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`no banner:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(out).toContain(`web mailbox  http://127.0.0.1:${httpPort}/`);
    expect(out).toContain(`SMTP in      127.0.0.1:${smtpPort}`);
    expect(out).toContain('×60 (1 hour per minute)');
    expect(out).not.toContain('NodeVersionSupportWarning');
    const home = await fetch(`http://127.0.0.1:${httpPort}/`);
    expect(home.status).toBe(200);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(out).toContain('stopped; every game is saved in the data folder.');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
