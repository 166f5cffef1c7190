/**
 * A real DynamoDB API for tests: dynalite in this process on a free port of 127.0.0.1,
 * with the emulated transactions and the service's table (infra/local/store).
 * In memory by default; `path` persists to disk (the local stack may use this or
 * `startLocalTable` from infra/local/store directly).
 */
import { afterAll, beforeAll } from 'vitest';
import { startLocalTable, type LocalTable } from '../../infra/local/store';
import { createGameStore, type Store } from '../../lambdas/store';

export interface DynaliteOptions {
  /** LevelDB folder to persist data; in memory when absent. */
  readonly path?: string;
  /** Defaults to a fresh name per call, so suites never share data. */
  readonly tableName?: string;
  /** Fixed port for clients outside this process; a free one when absent. */
  readonly port?: number;
  /** Fault injection: called before every LevelDB write; a throw fails that write. */
  readonly beforeWrite?: (kind: 'put' | 'del' | 'batch') => void;
}

export type Dynalite = LocalTable;

let tables = 0;

export function startDynalite(options: DynaliteOptions = {}): Promise<Dynalite> {
  return startLocalTable({ ...options, tableName: options.tableName ?? `pbem-test-${process.pid}-${++tables}` });
}

/** A suite's table and the service's store over it (`useStoreTable`), ready inside its tests. */
export interface StoreTable {
  readonly db: Dynalite;
  readonly store: Store;
}

/**
 * A fresh in-memory table for the calling suite, started before its first test and stopped
 * after its last, with the service's store over it: the set-up every store suite shares.
 * Read `db` and `store` inside tests (they exist once the suite has started).
 */
export function useStoreTable(): StoreTable {
  let db: Dynalite | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    db = await startDynalite();
    store = createGameStore({ client: db.client, tableName: db.tableName });
  });
  afterAll(async () => {
    await db?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the store table is ready only inside the suite (use it in a test or a hook)');
    return value;
  };
  return {
    get db() {
      return started(db);
    },
    get store() {
      return started(store);
    },
  };
}
