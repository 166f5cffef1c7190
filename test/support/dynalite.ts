/**
 * A real DynamoDB API for tests (and, with `path`, for the local stack): dynalite in this
 * process on a free port of 127.0.0.1, with the emulated transactions of
 * lambdas/store/local, and the service's table created from `createTableInput`.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable, localClient } from '../../lambdas/store/local/ensure-table';
import { startLocalDynamo } from '../../lambdas/store/local/local-dynamo';

export interface DynaliteOptions {
  /** LevelDB folder to persist data (the local stack); in memory when absent. */
  readonly path?: string;
  /** Defaults to a fresh name per call, so tests sharing a server never share data. */
  readonly tableName?: string;
  /** Fixed port for clients outside this process; a free one when absent. */
  readonly port?: number;
}

export interface Dynalite {
  readonly client: DynamoDBClient;
  readonly tableName: string;
  readonly endpoint: string;
  stop(): Promise<void>;
}

let tables = 0;

export async function startDynalite(options: DynaliteOptions = {}): Promise<Dynalite> {
  const local = await startLocalDynamo({ path: options.path, port: options.port });
  const client = localClient(local.endpoint);
  const tableName = options.tableName ?? `pbem-test-${process.pid}-${++tables}`;
  try {
    await ensureTable(client, tableName);
  } catch (error) {
    client.destroy();
    await local.stop();
    throw error;
  }
  return {
    client,
    tableName,
    endpoint: local.endpoint,
    async stop() {
      client.destroy();
      await local.stop();
    },
  };
}
