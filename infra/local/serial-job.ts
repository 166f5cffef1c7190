/**
 * A job that never runs twice at once, re-run on a timer and on demand. `run()` returns a
 * promise of a run that starts after the call (requests while one is queued share it),
 * so "deliver after this mail arrived" never misses the mail. Stands in for the DynamoDB
 * stream and the EventBridge schedule, which do not exist locally.
 */

export interface SerialJob {
  /** Run as soon as the current run (if any) ends. */
  run(): Promise<void>;
  /** Stop the timer and wait for the current run. */
  stop(): Promise<void>;
}

export interface SerialJobOptions {
  /** Timer period in ms (real time). */
  readonly everyMs: number;
  /** Extra wait before the next timed run after a failed one, so a broken relay is not hammered. */
  readonly backoffMs?: (failuresInARow: number) => number;
  readonly onError: (error: unknown) => void;
}

export function startSerialJob(job: () => Promise<void>, options: SerialJobOptions): SerialJob {
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  function run(): Promise<void> {
    if (queued) return queued;
    const next = tail.then(async () => {
      queued = null;
      try {
        await job();
        failures = 0;
      } catch (error) {
        failures++;
        options.onError(error);
      }
    });
    queued = next;
    tail = next;
    return next;
  }

  function schedule(): void {
    if (stopped) return;
    const wait = options.everyMs + (failures > 0 && options.backoffMs ? options.backoffMs(failures) : 0);
    timer = setTimeout(() => void run().finally(schedule), wait);
  }
  schedule();

  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tail;
    },
  };
}
