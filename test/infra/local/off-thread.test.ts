/**
 * One slow mail must not stall the rest: the local stack reads inbound mail in a
 * worker thread, so the main thread (web mailbox, SMTP, outbox) keeps answering while a
 * mail holds its thread.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startOffThread, type OffThread } from '../../../infra/local/worker/off-thread';

type Job = { ms: number; die?: boolean; fail?: boolean };
let pool: OffThread<Job, number> | undefined;
let server: http.Server | undefined;
const logs: string[] = [];

afterEach(async () => {
  await pool?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  pool = undefined;
  server = undefined;
});

function start(): OffThread<Job, number> {
  pool = startOffThread<Job, number>({
    entry: new URL('./fixtures/busy-worker.ts', import.meta.url),
    data: {},
    onLog: (level, message) => logs.push(`${level}: ${message}`),
  });
  return pool;
}

describe('work off the main thread', () => {
  it('answers a page while a job holds the worker thread', async () => {
    const jobs = start();
    // Warm the worker up first, so the order below does not depend on its start-up time.
    expect(await jobs.run({ ms: 1 })).toBe(2);
    server = http.createServer((_req, res) => res.end('page'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    const order: string[] = [];
    const slow = jobs.run({ ms: 1_500 }).then((v) => order.push(`job ${v}`));
    const page = fetch(`http://127.0.0.1:${port}/`).then(async (r) => order.push(await r.text()));
    await Promise.all([slow, page]);
    expect(order).toEqual(['page', 'job 3000']);
    expect(logs).toContain('info: held the thread');
  });

  it('fails the jobs of a worker that died, and starts a new one for the next job', async () => {
    const jobs = start();
    await expect(jobs.run({ ms: 0, die: true })).rejects.toThrow(/worker thread stopped \(exit code 3\)/);
    expect(await jobs.run({ ms: 5 })).toBe(10);
  });

  it('passes a job error back as a rejection', async () => {
    const jobs = start();
    await expect(jobs.run({ ms: 0, fail: true })).rejects.toThrow('could not');
  });

  it('stop waits for the jobs in flight', async () => {
    const jobs = start();
    const running = jobs.run({ ms: 300 });
    await jobs.stop();
    await expect(running).resolves.toBe(600);
  });
});
