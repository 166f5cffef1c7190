/**
 * A local DynamoDB for tests and `npm start`: dynalite (in memory, or LevelDB on disk
 * with `path`) behind a small proxy that adds what dynalite 4.0.0 lacks and the store
 * needs: TransactWriteItems and TransactGetItems (see transactions.ts), each transaction
 * written as one LevelDB batch.
 *
 * Not emulated: streams (dynalite accepts StreamSpecification and ignores it: the local
 * stack must poll the byPendingOutbox index), TTL expiry, UpdateTimeToLive.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDynalite, type DynaliteStore, type LevelDb } from './dynalite-internals';
import { RwLock } from './rw-lock';
import { emulateTransactGet, emulateTransactWrite } from './transactions';
import { JSON_CONTENT_TYPE, wireClient, type WireClient, type WireResponse } from './wire';

export interface LocalDynamoOptions {
  /** LevelDB folder for data that survives restarts; in memory when absent. */
  readonly path?: string;
  /** Port for clients; a free one when 0 or absent. */
  readonly port?: number;
  /**
   * Called before every write to the LevelDB under dynalite (single writes and transaction
   * batches alike); throwing fails that write with the error. For fault-injection tests.
   */
  readonly beforeWrite?: (kind: 'put' | 'del' | 'batch') => void;
}

export interface LocalDynamo {
  /** http://127.0.0.1:<port>, for the SDK client's `endpoint`. */
  readonly endpoint: string;
  stop(): Promise<void>;
}

type Emulated = (wire: WireClient, store: DynaliteStore, body: Record<string, unknown>) => Promise<WireResponse>;
const EMULATED: Record<string, Emulated> = {
  'DynamoDB_20120810.TransactWriteItems': emulateTransactWrite,
  'DynamoDB_20120810.TransactGetItems': emulateTransactGet,
};

function listen(server: http.Server, port: number): Promise<number> {
  // Keep-alive clients (the SDK, the proxy's agent) reuse idle sockets without a timeout of
  // their own: a server closing them after its default 5 s could close one just as a
  // request goes out on it (ECONNRESET on a busy machine). Idle sockets stay open instead;
  // stop() closes them all.
  server.keepAliveTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: http.ServerResponse, response: WireResponse): void {
  const payload = JSON.stringify(response.body);
  res.writeHead(response.status, { 'content-type': JSON_CONTENT_TYPE, 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

/** Route every LevelDB write through `hook` first: a throw becomes that write's error. */
function injectFaults(db: LevelDb, hook: NonNullable<LocalDynamoOptions['beforeWrite']>): void {
  for (const kind of ['put', 'del', 'batch'] as const) {
    const original = db[kind].bind(db) as (...args: unknown[]) => Promise<void> | void;
    (db as unknown as Record<string, unknown>)[kind] = (...args: unknown[]) => {
      try {
        hook(kind);
      } catch (error) {
        const callback = args.at(-1);
        if (typeof callback === 'function') return void setImmediate(callback as (e: unknown) => void, error);
        return Promise.reject(error);
      }
      return original(...args);
    };
  }
}

export async function startLocalDynamo(options: LocalDynamoOptions = {}): Promise<LocalDynamo> {
  const { server: inner, store } = createDynalite({
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
    ...(options.path ? { path: options.path } : {}),
  });
  if (options.beforeWrite) injectFaults(store.db, options.beforeWrite);
  const innerPort = await listen(inner, 0);
  const wire = wireClient(innerPort);
  const lock = new RwLock();
  const upstreamAgent = new http.Agent({ keepAlive: true });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const emulated = EMULATED[String(req.headers['x-amz-target'])];
    if (emulated) {
      const body = await readBody(req);
      const release = await lock.exclusive();
      try {
        reply(res, await emulated(wire, store, JSON.parse(body) as Record<string, unknown>));
      } finally {
        release();
      }
      return;
    }
    // Everything else goes to dynalite untouched, sharing the lock so no request lands inside a transaction.
    const release = await lock.shared();
    res.on('close', release);
    const upstream = http.request(
      { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers, agent: upstreamAgent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 500, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent)
        reply(res, { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: error.message } });
      else res.destroy(error);
    });
    req.pipe(upstream);
  }

  const outer = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        reply(res, { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: String(error) } });
    });
  });
  const port = await listen(outer, options.port ?? 0);

  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await close(outer);
      upstreamAgent.destroy();
      wire.close();
      await close(inner);
    },
  };
}
