/**
 * One TransactWriteItems call with the limits checked first and failed conditions
 * reported by what each write was for (its role), so callers can turn them into
 * `VersionConflict` / `DuplicateMessage` without reading SDK errors.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionTooLarge } from './errors';

/** DynamoDB's limits for one transaction and one item. */
export const LIMITS = {
  transactionItems: 100,
  transactionBytes: 4 * 1024 * 1024,
  itemBytes: 400 * 1024,
} as const;

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What a write is for; a failed condition is reported by role. */
export type WriteRole = 'game' | 'member' | 'move' | 'marker' | 'outbox' | 'chain';

export interface TaggedWrite {
  readonly role: WriteRole;
  readonly item: TransactItem;
}

/**
 * DynamoDB cancelled the transaction: `failed` are the roles whose conditions failed;
 * `conflicted` means another transaction was writing the same items at that moment
 * (real DynamoDB's `TransactionConflict`), which for us is a lost race like a version change.
 */
export class TransactionRejected extends Error {
  override readonly name = 'TransactionRejected';
  constructor(
    readonly failed: ReadonlySet<WriteRole>,
    readonly conflicted: boolean,
    options: { cause: unknown },
  ) {
    super(
      `transaction cancelled: conditions failed on ${[...failed].join(', ') || 'nothing'}${conflicted ? ', conflicting transaction' : ''}`,
      options,
    );
  }
}

/**
 * Approximate stored size of a plain value in bytes, following DynamoDB's rules (UTF-8
 * strings, numbers up to 21 bytes, a few bytes per list or map element and the names).
 */
export function approximateSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number') return Math.min(21, String(value).length);
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, v) => sum + 1 + approximateSize(v), 0);
  if (typeof value === 'object') {
    return (
      3 +
      Object.entries(value as Record<string, unknown>).reduce(
        (sum, [k, v]) => sum + 1 + Buffer.byteLength(k, 'utf8') + approximateSize(v),
        0,
      )
    );
  }
  return 0;
}

function sizeOfWrite(item: TransactItem): number {
  if (item.Put) return approximateSize(item.Put.Item);
  if (item.Update) return approximateSize(item.Update.Key) + approximateSize(item.Update.ExpressionAttributeValues ?? {});
  if (item.Delete) return approximateSize(item.Delete.Key);
  return approximateSize(item.ConditionCheck?.Key ?? {});
}

/** Throws `TransactionTooLarge` with the numbers when DynamoDB would refuse the request. */
export function checkLimits(writes: readonly TaggedWrite[]): void {
  if (writes.length === 0) throw new TransactionTooLarge('a transaction needs at least one write');
  if (writes.length > LIMITS.transactionItems) {
    throw new TransactionTooLarge(`a transaction holds at most ${LIMITS.transactionItems} items, this one has ${writes.length}`);
  }
  let total = 0;
  for (const write of writes) {
    const size = sizeOfWrite(write.item);
    if (size > LIMITS.itemBytes) {
      throw new TransactionTooLarge(`a ${write.role} item of about ${size} bytes exceeds the ${LIMITS.itemBytes}-byte item limit`);
    }
    total += size;
  }
  if (total > LIMITS.transactionBytes) {
    throw new TransactionTooLarge(`a transaction of about ${total} bytes exceeds the ${LIMITS.transactionBytes}-byte limit`);
  }
}

/**
 * Send the writes as one transaction. Condition failures and conflicts come back as
 * `TransactionRejected`; anything else is rethrown as the SDK raised it.
 */
export async function transactWrite(doc: DynamoDBDocumentClient, writes: readonly TaggedWrite[]): Promise<void> {
  checkLimits(writes);
  try {
    await doc.send(new TransactWriteCommand({ TransactItems: writes.map((w) => w.item) }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = new Set<WriteRole>();
    let conflicted = false;
    reasons.forEach((reason, index) => {
      const write = writes[index];
      if (reason.Code === 'ConditionalCheckFailed' && write) failed.add(write.role);
      if (reason.Code === 'TransactionConflict') conflicted = true;
    });
    // Cancelled for other reasons (throttling, validation): not ours to interpret.
    if (failed.size === 0 && !conflicted) throw error;
    throw new TransactionRejected(failed, conflicted, { cause: error });
  }
}
