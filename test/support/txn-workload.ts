/**
 * A transaction workload whose every commit leaves a checkable trace, for the local store's
 * fault and crash tests (and the crash bench): transaction i moves a counter from i to
 * i+1, writes three items (one with an index row), deletes one item of transaction i-1
 * and moves the counter's own index row. After any fault or kill, `findTornTransactions`
 * says whether some transaction is there in part. Requests go in DynamoDB's wire format
 * (no SDK), so a child process that runs this starts fast.
 */

type Body = Record<string, unknown>;

async function call(wire: WireClient, operation: string, body: Body): Promise<Body> {
  const answer = await wire.call(operation, body);
  if (answer.status !== 200) throw new Error(`${operation}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { INDEXES } from '../../lambdas/store/table';
import type { WireClient } from '../../infra/local/store/wire';

const PK = 'CRASH#';
const COUNTER = { pk: { S: `${PK}counter` }, sk: { S: 'STATE' } };
const OUTBOX_PK = 'CRASH-OUTBOX';
const DUE_PK = 'CRASH-DUE';
const pad = (n: number) => String(n).padStart(8, '0');
const key = (i: number, sk: string): Record<string, AttributeValue> => ({ pk: { S: `${PK}${pad(i)}` }, sk: { S: sk } });

/** The counter: how many transactions committed. */
export async function committedCount(wire: WireClient, tableName: string): Promise<number> {
  const { Item } = (await call(wire, 'GetItem', { TableName: tableName, Key: COUNTER, ConsistentRead: true })) as {
    Item?: Record<string, AttributeValue>;
  };
  return Item?.n?.N ? Number(Item.n.N) : 0;
}

/** Commit transaction `i` (the counter must stand at i). */
export async function commitTransaction(wire: WireClient, tableName: string, i: number): Promise<void> {
  const guard =
    i === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'n = :i', ExpressionAttributeValues: { ':i': { N: String(i) } } };
  await call(wire, 'TransactWriteItems', {
    TransactItems: [
      {
        Update: {
          TableName: tableName,
          Key: COUNTER,
          UpdateExpression: 'SET n = :next, #dpk = :dpk, #dsk = :dsk',
          ExpressionAttributeNames: { '#dpk': INDEXES.byDue.pk, '#dsk': INDEXES.byDue.sk },
          ...guard,
          ExpressionAttributeValues: {
            ...(guard.ExpressionAttributeValues ?? {}),
            ':next': { N: String(i + 1) },
            ':dpk': { S: DUE_PK },
            ':dsk': { S: pad(i + 1) },
          },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...key(i, 'A'), [INDEXES.byPendingOutbox.pk]: { S: OUTBOX_PK }, [INDEXES.byPendingOutbox.sk]: { S: pad(i) } },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName, Item: { ...key(i, 'B'), body: { S: 'x'.repeat(2_000) } } } },
      { Put: { TableName: tableName, Item: key(i, 'MSG'), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...(i > 0 ? [{ Delete: { TableName: tableName, Key: key(i - 1, 'B'), ConditionExpression: 'attribute_exists(pk)' } }] : []),
    ],
  });
}

interface Page {
  Items?: Record<string, AttributeValue>[];
  LastEvaluatedKey?: Record<string, AttributeValue>;
}

async function queryIndex(
  wire: WireClient,
  tableName: string,
  index: { name: string; pk: string },
  pk: string,
): Promise<Record<string, AttributeValue>[]> {
  const rows: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = (await call(wire, 'Query', {
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.pk },
      ExpressionAttributeValues: { ':pk': { S: pk } },
      ...(start ? { ExclusiveStartKey: start } : {}),
    })) as Page;
    rows.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
}

/**
 * Every way the table differs from "exactly the first n transactions, each complete":
 * an empty list means no transaction is torn. Checks items, deletions and index rows.
 */
export async function findTornTransactions(
  wire: WireClient,
  tableName: string,
  upTo: number,
): Promise<{ committed: number; problems: string[] }> {
  const committed = await committedCount(wire, tableName);
  const problems: string[] = [];
  const present = new Set<string>();
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = (await call(wire, 'Scan', {
      TableName: tableName,
      ConsistentRead: true,
      ...(start ? { ExclusiveStartKey: start } : {}),
    })) as Page;
    for (const row of page.Items ?? []) present.add(`${row.pk?.S}|${row.sk?.S}`);
    start = page.LastEvaluatedKey;
  } while (start);
  const exists = (k: Record<string, AttributeValue>) => present.has(`${k.pk?.S}|${k.sk?.S}`);
  for (let i = 0; i < Math.max(upTo, committed + 1); i++) {
    const done = i < committed;
    for (const sk of ['A', 'MSG'])
      if (exists(key(i, sk)) !== done)
        problems.push(`transaction ${i}: item ${sk} ${done ? 'missing' : 'present'} with the counter at ${committed}`);
    const bKept = i === committed - 1;
    if (exists(key(i, 'B')) !== bKept)
      problems.push(`transaction ${i}: item B ${bKept ? 'missing' : 'present'} with the counter at ${committed}`);
  }
  const outboxRows = (await queryIndex(wire, tableName, INDEXES.byPendingOutbox, OUTBOX_PK)).map((r) => r[INDEXES.byPendingOutbox.sk]?.S);
  const expected = Array.from({ length: committed }, (_, i) => pad(i));
  if (JSON.stringify(outboxRows) !== JSON.stringify(expected))
    problems.push(`index rows ${outboxRows.length} for ${committed} transactions`);
  const dueRows = (await queryIndex(wire, tableName, INDEXES.byDue, DUE_PK)).map((r) => r[INDEXES.byDue.sk]?.S);
  if (JSON.stringify(dueRows) !== JSON.stringify(committed > 0 ? [pad(committed)] : []))
    problems.push(`counter index rows ${JSON.stringify(dueRows)} with the counter at ${committed}`);
  return { committed, problems };
}
