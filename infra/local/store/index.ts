/**
 * The local table for `npm start` and tests: dynalite with emulated transactions
 * (local-dynamo.ts), a client with fake credentials, and the service's table created
 * from `createTableInput` (kept across restarts when `path` persists it).
 *
 * Differences from AWS that the local stack must design around: no DynamoDB stream (poll
 * `pendingOutbox` instead), no TTL expiry, transactions queue instead of conflicting.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable, localClient } from './ensure-table';
import { startLocalDynamo, type LocalDynamoOptions } from './local-dynamo';

export interface LocalTableOptions {
  readonly tableName: string;
  /** LevelDB folder to persist data; in memory when absent. */
  readonly path?: string;
  /** Fixed port for clients outside this process; a free one when absent. */
  readonly port?: number;
  /** Fault injection for tests: see `LocalDynamoOptions.beforeWrite`. */
  readonly beforeWrite?: LocalDynamoOptions['beforeWrite'];
}

export interface LocalTable {
  readonly client: DynamoDBClient;
  readonly tableName: string;
  /** http://127.0.0.1:<port> */
  readonly endpoint: string;
  stop(): Promise<void>;
}

export async function startLocalTable(options: LocalTableOptions): Promise<LocalTable> {
  const local = await startLocalDynamo({
    path: options.path,
    port: options.port,
    ...(options.beforeWrite ? { beforeWrite: options.beforeWrite } : {}),
  });
  const client = localClient(local.endpoint);
  try {
    await ensureTable(client, options.tableName);
  } catch (error) {
    client.destroy();
    await local.stop();
    throw error;
  }
  return {
    client,
    tableName: options.tableName,
    endpoint: local.endpoint,
    async stop() {
      client.destroy();
      await local.stop();
    },
  };
}

export { localClient } from './ensure-table';
