import { describe, expect, it } from 'vitest';
import { startSerialJob } from '../../../infra/local/serial-job';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a serial job', () => {
  it('never overlaps runs, and a request during a run gets a run that starts after it', async () => {
    const gate = deferred();
    const log: string[] = [];
    let running = 0;
    let runs = 0;
    const job = startSerialJob(
      async () => {
        running++;
        expect(running).toBe(1);
        const n = ++runs;
        log.push(`start ${n}`);
        if (n === 1) await gate.promise;
        log.push(`end ${n}`);
        running--;
      },
      { everyMs: 60_000, onError: () => {} },
    );
    const first = job.run();
    await new Promise((r) => setTimeout(r, 5));
    const second = job.run();
    const third = job.run();
    expect(third).toBe(second);
    gate.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    await job.stop();
  });

  it('reports a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const job = startSerialJob(
      async () => {
        if (++calls === 1) throw new Error('boom');
      },
      { everyMs: 60_000, onError: (e) => errors.push(e) },
    );
    await job.run();
    await job.run();
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('boom')]);
    await job.stop();
  });

  it('runs on its timer, and stop() waits for the current run', async () => {
    let calls = 0;
    const gate = deferred();
    const job = startSerialJob(
      async () => {
        calls++;
        await gate.promise;
      },
      { everyMs: 10, onError: () => {} },
    );
    await new Promise((r) => setTimeout(r, 40));
    expect(calls).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(calls).toBe(1);
  });
});
