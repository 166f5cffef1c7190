/**
 * The worker side of the local stack's inbound mail (off-thread.ts): each job is one raw
 * mail, run through the same `handleInboundMail` the SES Lambda uses, against the local
 * table over its HTTP endpoint (its transactions are serialised there, as for the main
 * thread). Log lines go back to the main thread's log.
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import type { Deps, Log, ServiceConfig } from '../../../lambdas/play/deps';
import { settlePermanentFailures } from '../../../lambdas/play/receive/settle-failures';
import { handleInboundMail } from '../../../lambdas/play/receive/receive-mail';
import type { MailOutcome } from '../../../lambdas/play/receive/mail-outcome';
import { createGameStore } from '../../../lambdas/store/index';
import { localClient } from '../store/index';
import type { FromWorker, ToWorker } from './off-thread';

/** What the main thread hands over once. */
export interface InboundWorkerData {
  readonly endpoint: string;
  readonly tableName: string;
  readonly config: ServiceConfig;
}

/** One mail, with the virtual clock as it read when the mail arrived (the clock lives in the main thread). */
export interface InboundJob {
  readonly raw: Uint8Array;
  readonly recipients: readonly string[];
  readonly clock: { readonly nowMs: number; readonly atMs: number; readonly speed: number };
}

const port = parentPort;
if (!port) throw new Error('inbound-worker.ts runs only as a worker thread');
const data = (workerData as { data: InboundWorkerData }).data;
const store = createGameStore({ client: localClient(data.endpoint), tableName: data.tableName });
const post = (message: FromWorker<MailOutcome>) => port.postMessage(message);
const log: Log = {
  info: (message, extra) => post({ kind: 'log', level: 'info', message, ...(extra ? { extra } : {}) }),
  warn: (message, extra) => post({ kind: 'log', level: 'warn', message, ...(extra ? { extra } : {}) }),
  error: (message, extra) => post({ kind: 'log', level: 'error', message, ...(extra ? { extra } : {}) }),
};

port.on('message', ({ id, input }: ToWorker<InboundJob>) => {
  const { nowMs, atMs, speed } = input.clock;
  const deps: Deps = {
    store,
    config: data.config,
    now: () => new Date(nowMs + (Date.now() - atMs) * speed),
    randomBytes: (n) => randomBytes(n),
    log,
  };
  // As on AWS: a failure every retry would repeat becomes a permanent refusal (settle-failures.ts).
  settlePermanentFailures(log, {}, () => handleInboundMail(deps, input.raw, { recipients: input.recipients })).then(
    (value) => post({ kind: 'result', id, value }),
    (error: unknown) => post({ kind: 'error', id, message: error instanceof Error ? error.message : String(error) }),
  );
});
