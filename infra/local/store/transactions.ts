/**
 * TransactWriteItems and TransactGetItems for dynalite 4.0.0, which lacks them.
 *
 * The caller (local-dynamo.ts) holds the table-wide exclusive lock while these run, so
 * the steps below are atomic for every other client: validate every operation as
 * dynalite would, read every target item, evaluate every condition, and only if all hold,
 * run dynalite's own write actions against a staging view of the store that collects
 * their item and index writes, then write them all as ONE LevelDB batch. A batch is one
 * record in LevelDB's log, so an I/O error or a killed process leaves all of the
 * transaction or none of it (README "Storage and exactly-once").
 *
 * Differences from DynamoDB: no ClientRequestToken idempotency; no TransactionConflict
 * (transactions queue behind the lock instead); the 4 MB request limit is not enforced (the
 * store checks it before sending).
 */
import {
  conditionHolds,
  isDynaliteError,
  runAction,
  stagingStore,
  validateAs,
  type BatchOp,
  type DynaliteStore,
  type ValidatedRequest,
  type WireItem,
  type WriteAction,
} from './dynalite-internals';
import { wireError, type WireClient, type WireResponse } from './wire';

const MAX_ITEMS = 100;
const OPERATIONS = ['Put', 'Update', 'Delete', 'ConditionCheck'] as const;
type Operation = (typeof OPERATIONS)[number];

/** Which single-item action each transaction operation behaves like (ConditionCheck: a Delete's shape, never sent). */
const ACTION: Record<Operation, WriteAction> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'DeleteItem' };

interface PlannedWrite {
  readonly operation: Operation;
  readonly request: Record<string, unknown>;
  readonly tableName: string;
  readonly key: WireItem;
}

const validationError = (message: string): WireResponse => ({
  status: 400,
  body: { __type: 'com.amazon.coral.validate#ValidationException', message },
});

async function keyNames(wire: WireClient, tableName: string, cache: Map<string, string[]>): Promise<string[] | WireResponse> {
  const cached = cache.get(tableName);
  if (cached) return cached;
  const described = await wire.call('DescribeTable', { TableName: tableName });
  if (described.status !== 200) return described;
  const table = described.body.Table as { KeySchema: { AttributeName: string }[] };
  const names = table.KeySchema.map((k) => k.AttributeName);
  cache.set(tableName, names);
  return names;
}

async function plan(wire: WireClient, body: Record<string, unknown>): Promise<PlannedWrite[] | WireResponse> {
  const items = body.TransactItems;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) {
    return validationError(`TransactItems must hold 1 to ${MAX_ITEMS} operations`);
  }
  const tables = new Map<string, string[]>();
  const seen = new Set<string>();
  const planned: PlannedWrite[] = [];
  for (const entry of items as Record<string, Record<string, unknown>>[]) {
    const present = OPERATIONS.filter((op) => entry[op] !== undefined);
    const operation = present[0];
    if (present.length !== 1 || !operation)
      return validationError('each TransactItem needs exactly one of Put, Update, Delete, ConditionCheck');
    const request = entry[operation] as Record<string, unknown>;
    const tableName = String(request.TableName);
    const names = await keyNames(wire, tableName, tables);
    if (!Array.isArray(names)) return names;
    const source = (operation === 'Put' ? request.Item : request.Key) as WireItem | undefined;
    if (!source) return validationError(`${operation} needs ${operation === 'Put' ? 'Item' : 'Key'}`);
    const key = Object.fromEntries(names.map((name) => [name, source[name]]));
    const identity = `${tableName}|${JSON.stringify(key)}`;
    if (seen.has(identity)) return validationError('Transaction request cannot include multiple operations on one item');
    seen.add(identity);
    planned.push({ operation, request, tableName, key });
  }
  return planned;
}

export async function emulateTransactWrite(wire: WireClient, store: DynaliteStore, body: Record<string, unknown>): Promise<WireResponse> {
  const planned = await plan(wire, body);
  if (!Array.isArray(planned)) return planned;

  const validated: ValidatedRequest[] = [];
  for (const write of planned) {
    try {
      validated.push(validateAs(ACTION[write.operation], write.request));
    } catch (error) {
      if (isDynaliteError(error)) return { status: error.statusCode, body: error.body };
      throw error;
    }
  }

  // Distinct items and the lock held: reads, and later writes, may all run at once.
  const reads = await Promise.all(
    planned.map((write) => wire.call('GetItem', { TableName: write.tableName, Key: write.key, ConsistentRead: true })),
  );
  const failedRead = reads.find((read) => read.status !== 200);
  if (failedRead) return failedRead;
  const existing = reads.map((read) => read.body.Item as WireItem | undefined);

  const reasons = planned.map((write, index) => {
    const item = existing[index];
    if (conditionHolds(validated[index] as ValidatedRequest, item)) return { Code: 'None' };
    const returnOld = write.request.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && item;
    return { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', ...(returnOld ? { Item: item } : {}) };
  });
  if (reasons.some((r) => r.Code !== 'None')) {
    const codes = reasons.map((r) => r.Code).join(', ');
    return wireError(
      'TransactionCanceledException',
      `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
      {
        CancellationReasons: reasons,
      },
    );
  }

  const staged: BatchOp[] = [];
  const staging = stagingStore(store, staged);
  try {
    for (const [index, write] of planned.entries()) {
      if (write.operation === 'ConditionCheck') continue;
      await runAction(ACTION[write.operation], staging, validated[index] as ValidatedRequest);
    }
  } catch (error) {
    // Refused while applying (an update that breaks a key, an item grown too large): nothing was written.
    if (isDynaliteError(error)) return { status: error.statusCode, body: error.body };
    throw error;
  }
  // The one write of the transaction: all of it lands, or (error, crash) none of it.
  await store.db.batch(staged);
  return { status: 200, body: {} };
}

export async function emulateTransactGet(wire: WireClient, _store: DynaliteStore, body: Record<string, unknown>): Promise<WireResponse> {
  const items = body.TransactItems;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) {
    return validationError(`TransactItems must hold 1 to ${MAX_ITEMS} operations`);
  }
  const responses: Record<string, unknown>[] = [];
  for (const entry of items as { Get?: Record<string, unknown> }[]) {
    if (!entry.Get) return validationError('each TransactItem needs Get');
    const read = await wire.call('GetItem', { ...entry.Get, ConsistentRead: true });
    if (read.status !== 200) return read;
    responses.push(read.body.Item ? { Item: read.body.Item } : {});
  }
  return { status: 200, body: { Responses: responses } };
}
