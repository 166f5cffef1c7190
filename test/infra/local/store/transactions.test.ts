/**
 * The transaction emulator in front of dynalite, checked through the plain SDK client so
 * it answers like DynamoDB's TransactWriteItems / TransactGetItems.
 */
import {
  BatchGetItemCommand,
  GetItemCommand,
  TransactGetItemsCommand,
  TransactionCanceledException,
  TransactWriteItemsCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynalite, type Dynalite } from '../../../support/dynalite';

let db: Dynalite;
beforeAll(async () => {
  db = await startDynalite();
});
afterAll(async () => {
  await db.stop();
});

const key = (pk: string) => ({ pk: { S: pk }, sk: { S: 'S' } });
const item = (pk: string, n: number): Record<string, AttributeValue> => ({ ...key(pk), n: { N: String(n) } });
const get = async (pk: string) =>
  (await db.client.send(new GetItemCommand({ TableName: db.tableName, Key: key(pk), ConsistentRead: true }))).Item;
const write = (TransactItems: TransactWriteItemsCommand['input']['TransactItems']) =>
  db.client.send(new TransactWriteItemsCommand({ TransactItems }));

describe('emulated TransactWriteItems', () => {
  it('applies every write when all conditions hold', async () => {
    await write([
      { Put: { TableName: db.tableName, Item: item('a1', 1), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: db.tableName, Item: item('b1', 1) } },
    ]);
    await write([
      {
        Update: {
          TableName: db.tableName,
          Key: key('a1'),
          UpdateExpression: 'SET n = n + :one',
          ConditionExpression: 'n = :one',
          ExpressionAttributeValues: { ':one': { N: '1' } },
        },
      },
      { Delete: { TableName: db.tableName, Key: key('b1') } },
    ]);
    expect((await get('a1'))?.n).toEqual({ N: '2' });
    expect(await get('b1')).toBeUndefined();
  });

  it('cancels with a reason per item, and the old item on request, writing nothing', async () => {
    await write([{ Put: { TableName: db.tableName, Item: item('c1', 5) } }]);
    const attempt = write([
      { Put: { TableName: db.tableName, Item: item('c2', 1) } },
      {
        ConditionCheck: {
          TableName: db.tableName,
          Key: key('c1'),
          ConditionExpression: 'n = :n',
          ExpressionAttributeValues: { ':n': { N: '4' } },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ]);
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    const reasons = (error as TransactionCanceledException).CancellationReasons;
    expect(reasons?.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(reasons?.[1]?.Item?.n).toEqual({ N: '5' });
    expect(await get('c2')).toBeUndefined();
  });

  it('refuses two operations on one item and invalid expressions, like DynamoDB', async () => {
    await expect(
      write([{ Put: { TableName: db.tableName, Item: item('d1', 1) } }, { Delete: { TableName: db.tableName, Key: key('d1') } }]),
    ).rejects.toThrow(/multiple operations on one item/);
    await expect(
      write([
        {
          Put: {
            TableName: db.tableName,
            Item: item('d2', 1),
            ConditionExpression: 'attribute_not_exists(pk)',
            ExpressionAttributeValues: { ':x': { N: '1' } },
          },
        },
      ]),
    ).rejects.toThrow(/unused in expressions/);
    expect(await get('d1')).toBeUndefined();
    expect(await get('d2')).toBeUndefined();
  });

  it('writes nothing when a write is refused while applying (a later one in the batch)', async () => {
    await write([{ Put: { TableName: db.tableName, Item: item('e1', 1) } }]);
    // Updating a key attribute passes request validation but fails inside UpdateItem.
    const attempt = write([
      { Put: { TableName: db.tableName, Item: item('e1', 99) } },
      { Put: { TableName: db.tableName, Item: item('e2', 1) } },
      {
        Update: {
          TableName: db.tableName,
          Key: key('e3'),
          UpdateExpression: 'SET sk = :v',
          ExpressionAttributeValues: { ':v': { S: 'other' } },
        },
      },
    ]);
    await expect(attempt).rejects.toThrow(/part of the key/);
    expect((await get('e1'))?.n).toEqual({ N: '1' });
    expect(await get('e2')).toBeUndefined();
  });

  it('is never seen half-done by concurrent single requests', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `row${i}`);
    const putAll = (n: number) => write(names.map((pk) => ({ Put: { TableName: db.tableName, Item: item(pk, n) } })));
    await putAll(0);
    let writing = true;
    const writer = (async () => {
      for (let n = 1; n <= 8; n++) await putAll(n);
      writing = false;
    })();
    const mixed: string[][] = [];
    const reader = (async () => {
      while (writing) {
        const out = await db.client.send(
          new BatchGetItemCommand({ RequestItems: { [db.tableName]: { Keys: names.map(key), ConsistentRead: true } } }),
        );
        const values = new Set((out.Responses?.[db.tableName] ?? []).map((r) => r.n?.N ?? '?'));
        if (values.size !== 1) mixed.push([...values]);
      }
    })();
    await Promise.all([writer, reader]);
    expect(mixed).toEqual([]);
    expect((await get('row9'))?.n).toEqual({ N: '8' });
  });
});

describe('emulated TransactGetItems', () => {
  it('reads several items at once, empty for missing ones', async () => {
    await write([{ Put: { TableName: db.tableName, Item: item('g1', 7) } }]);
    const out = await db.client.send(
      new TransactGetItemsCommand({
        TransactItems: [{ Get: { TableName: db.tableName, Key: key('g1') } }, { Get: { TableName: db.tableName, Key: key('g2') } }],
      }),
    );
    expect(out.Responses?.map((r) => r.Item?.n?.N)).toEqual(['7', undefined]);
  });
});
