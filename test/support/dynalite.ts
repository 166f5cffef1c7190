/**
 * A real DynamoDB API for tests: dynalite in this process on a free port of 127.0.0.1,
 * with the emulated transactions and the service's table (infra/local/store).
 * In memory by default; `path` persists to disk (the local stack may use this or
 * `startLocalTable` from infra/local/store directly).
 */
import { startLocalTable, type LocalTable } from '../../infra/local/store';

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
