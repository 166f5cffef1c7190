/**
 * The parts of dynalite 4.0.0 the transaction emulator reuses, so conditions are parsed
 * and evaluated, and items and index rows written, exactly as dynalite's own
 * PutItem/UpdateItem/DeleteItem do. dynalite has no types for these modules; this file is
 * the one place that says what we rely on:
 * - `db.create(options)` builds the store (`db` = the one LevelDB or memory-level every
 *   table, item and index lives in); `dynalite()` calls it through the module object.
 * - items live under the key prefix `item-<table>~`, index rows under
 *   `index-<local|global>~<table>~<index>~` (db/index.js `getItemDb`, `getIndexDb`).
 * - the write actions touch the store only through `getTable`, `getItemDb(name)`
 *   (`lock`, `get`, `put`, `del`), `getIndexDb(...)` (`put`, `del`) and `options`.
 */
import type http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** An item or key in DynamoDB's wire format (`{ pk: { S: '…' } }`). */
export type WireItem = Record<string, unknown>;

/** A request body after dynalite's validation; `_condition` holds the parsed ConditionExpression. */
export type ValidatedRequest = Record<string, unknown>;

interface ActionValidation {
  readonly types: Record<string, unknown>;
  readonly custom?: (data: ValidatedRequest, store: unknown) => string | undefined;
}

interface Validations {
  checkTypes(data: unknown, types: Record<string, unknown>): ValidatedRequest;
  checkValidations(data: ValidatedRequest, types: Record<string, unknown>, custom: ActionValidation['custom'], store: unknown): void;
}

type Callback<T = unknown> = (error: Error | null | undefined, value?: T) => void;

/** One LevelDB write of a batch; keys are the raw, prefixed keys. */
export type BatchOp =
  { readonly type: 'put'; readonly key: string; readonly value: unknown } | { readonly type: 'del'; readonly key: string };

/** The LevelDB (or memory-level) under dynalite, with dynalite's callback wrappers. */
export interface LevelDb {
  put(key: string, value: unknown, callback?: Callback): Promise<void> | void;
  del(key: string, callback?: Callback): Promise<void> | void;
  batch(ops: readonly BatchOp[], callback?: Callback): Promise<void> | void;
}

interface SubDb {
  lock(key: string, fn: (release: <C>(cb: C) => C) => void): void;
  get(key: string, callback: Callback): void;
  put(key: string, value: unknown, callback: Callback): void;
  del(key: string, callback: Callback): void;
}

/** dynalite's store object (db/index.js `create`). */
export interface DynaliteStore {
  readonly db: LevelDb;
  readonly options: Record<string, unknown>;
  getTable(name: string, checkStatus: boolean | Callback, callback?: Callback): void;
  getItemDb(name: string): SubDb;
  getIndexDb(indexType: string, tableName: string, indexName: string): SubDb;
}

interface Db {
  /** Null when the condition holds; an error with `body` when it fails. */
  checkConditional(data: ValidatedRequest, existingItem: WireItem | undefined): { body: unknown } | null | undefined;
  create(options: Record<string, unknown>): DynaliteStore;
  MAX_SIZE: number;
}

type Action = (store: unknown, data: ValidatedRequest, callback: Callback) => void;

/** dynalite's errors carry the HTTP status and the JSON body DynamoDB would send. */
export interface DynaliteError {
  readonly statusCode: number;
  readonly body: { readonly __type: string; readonly message?: string };
}

export function isDynaliteError(error: unknown): error is DynaliteError {
  return typeof error === 'object' && error !== null && 'statusCode' in error && 'body' in error;
}

const validations = require('dynalite/validations/index.js') as Validations;
const db = require('dynalite/db/index.js') as Db;
const dynalite = require('dynalite') as (options: Record<string, unknown>) => http.Server;
const actionValidations = {
  PutItem: require('dynalite/validations/putItem.js') as ActionValidation,
  UpdateItem: require('dynalite/validations/updateItem.js') as ActionValidation,
  DeleteItem: require('dynalite/validations/deleteItem.js') as ActionValidation,
} as const;
const actions: Record<WriteAction, Action> = {
  PutItem: require('dynalite/actions/putItem.js') as Action,
  UpdateItem: require('dynalite/actions/updateItem.js') as Action,
  DeleteItem: require('dynalite/actions/deleteItem.js') as Action,
};

export type WriteAction = keyof typeof actionValidations;

/** The only store field validations read (the item size limit, as dynalite computes it). */
const validationStore = { options: { maxItemSize: db.MAX_SIZE } };

/** Validate a request as dynalite would for `action`; throws a `DynaliteError` when invalid. */
export function validateAs(action: WriteAction, request: Record<string, unknown>): ValidatedRequest {
  const { types, custom } = actionValidations[action];
  const data = validations.checkTypes(structuredClone(request), types);
  validations.checkValidations(data, types, custom, validationStore);
  return data;
}

/** Whether the request's condition holds against the item as it is now. */
export function conditionHolds(request: ValidatedRequest, existing: WireItem | undefined): boolean {
  return !db.checkConditional(request, existing);
}

/** dynalite's HTTP server together with its store (captured as `dynalite()` creates it). */
export function createDynalite(options: Record<string, unknown>): { server: http.Server; store: DynaliteStore } {
  const create = db.create;
  let store: DynaliteStore | undefined;
  db.create = (opts) => (store = create(opts));
  let server: http.Server;
  try {
    server = dynalite(options);
  } finally {
    db.create = create;
  }
  if (!store)
    throw new Error('dynalite did not create its store through db.create: check dynalite-internals.ts against this dynalite version');
  return { server, store };
}

/**
 * A view of `store` for dynalite's write actions that reads the real items but collects
 * every item and index write into `staged` instead of writing it, so the caller can write
 * them all in one LevelDB batch (atomic on disk: LevelDB logs a batch as one record).
 */
export function stagingStore(store: DynaliteStore, staged: BatchOp[]): DynaliteStore {
  const staging = (real: SubDb, prefix: string): SubDb => ({
    lock: real.lock.bind(real),
    get(key, callback) {
      const own = staged.findLast((op) => op.key === prefix + key);
      if (own) return setImmediate(callback, null, own.type === 'put' ? own.value : undefined);
      real.get(key, callback);
    },
    put(key, value, callback) {
      staged.push({ type: 'put', key: prefix + key, value });
      setImmediate(callback, null);
    },
    del(key, callback) {
      staged.push({ type: 'del', key: prefix + key });
      setImmediate(callback, null);
    },
  });
  return {
    db: store.db,
    options: store.options,
    getTable: store.getTable.bind(store),
    getItemDb: (name) => staging(store.getItemDb(name), `item-${name}~`),
    getIndexDb: (type, table, index) => staging(store.getIndexDb(type, table, index), `index-${type.toLowerCase()}~${table}~${index}~`),
  };
}

/** Run one of dynalite's write actions (on validated data) against `store`. */
export function runAction(action: WriteAction, store: DynaliteStore, data: ValidatedRequest): Promise<void> {
  return new Promise((resolve, reject) => actions[action](store, data, (error) => (error ? reject(error) : resolve())));
}
