/**
 * One worker thread that runs jobs for the main thread, so CPU-heavy work (parsing a
 * hostile mail) never blocks the web mailbox, the SMTP listener or the outbox loop (issue
 * 14 "One slow mail must not stall the rest"). Jobs are messages with an id; the worker
 * answers each with its result, an error, or log lines on the way. A worker that dies
 * fails the jobs it held (the SMTP client gets a 451 and retries) and is started afresh
 * for the next job.
 */
import { Worker } from 'node:worker_threads';

export type FromWorker<O> =
  | { readonly kind: 'result'; readonly id: number; readonly value: O }
  | { readonly kind: 'error'; readonly id: number; readonly message: string }
  | { readonly kind: 'log'; readonly level: 'info' | 'warn' | 'error'; readonly message: string; readonly extra?: Record<string, unknown> };

export interface ToWorker<I> {
  readonly id: number;
  readonly input: I;
}

export interface OffThreadOptions {
  /** The worker's module (TypeScript is fine: boot.mjs registers the loader). */
  readonly entry: URL;
  /** Handed to the worker as `workerData.data`. */
  readonly data: unknown;
  readonly onLog: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;
  /** Heap limit of the worker, so one mail cannot take the machine's memory. */
  readonly maxHeapMb?: number;
}

export interface OffThread<I, O> {
  run(input: I): Promise<O>;
  /** Wait for the jobs in flight, then end the worker. */
  stop(): Promise<void>;
}

const BOOT = new URL('./boot.mjs', import.meta.url);

export function startOffThread<I, O>(options: OffThreadOptions): OffThread<I, O> {
  const pending = new Map<number, { resolve: (value: O) => void; reject: (error: Error) => void }>();
  const inflight = new Set<Promise<unknown>>();
  let worker: Worker | null = null;
  let nextId = 1;

  function failAll(error: Error): void {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function spawn(): Worker {
    const w = new Worker(BOOT, {
      workerData: { entry: options.entry.href, data: options.data },
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    w.on('message', (message: FromWorker<O>) => {
      if (message.kind === 'log') return options.onLog(message.level, message.message, message.extra);
      const job = pending.get(message.id);
      pending.delete(message.id);
      if (message.kind === 'result') job?.resolve(message.value);
      else job?.reject(new Error(message.message));
    });
    w.on('error', (error) => {
      options.onLog('error', 'worker thread failed', { error: String(error) });
      failAll(error instanceof Error ? error : new Error(String(error)));
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(new Error(`worker thread stopped (exit code ${code})`));
    });
    // Idle, the worker must not keep the process alive.
    w.unref();
    return w;
  }

  // Started now, so the first mail does not wait for the worker's modules to load.
  worker = spawn();
  return {
    run(input) {
      worker ??= spawn();
      const id = nextId++;
      const done = new Promise<O>((resolve, reject) => pending.set(id, { resolve, reject }));
      const settled = done.catch(() => undefined);
      inflight.add(settled);
      void settled.finally(() => inflight.delete(settled));
      worker.postMessage({ id, input } satisfies ToWorker<I>);
      return done;
    },
    async stop() {
      await Promise.allSettled([...inflight]);
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
