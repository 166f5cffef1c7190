/**
 * Storage shrinks (README "Storage and exactly-once"): a sent outbox mail is a few KB of
 * letter model that nothing reads again, so it carries the table's TTL attribute and DynamoDB
 * deletes it after the retention period; the game and its move log never expire.
 */
import { GetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../lambdas/aws/runtime';
import { createGameStore, TTL_ATTRIBUTE, type Store } from '../../../lambdas/store';
import { startDynalite, type Dynalite } from '../../support/dynalite';
import { mails, newGame } from './fixture';

let db: Dynalite;
let doc: DynamoDBDocumentClient;
beforeAll(async () => {
  db = await startDynalite();
  doc = DynamoDBDocumentClient.from(db.client);
});
afterAll(async () => {
  await db.stop();
});

const SENT_AT = '2026-03-01T10:00:00.000Z';
const DAY = 86_400;
const raw = async (pk: string, sk: string) => (await doc.send(new GetCommand({ TableName: db.tableName, Key: { pk, sk } }))).Item;

async function sendOne(store: Store, gameId: string): Promise<string> {
  await store.createGame(newGame(gameId), { outbox: mails('u1', 2) });
  const key = `GAME#${gameId}/OUTBOX#u1#0`;
  expect(await store.claimOutbox(key, SENT_AT, '2026-03-01T10:02:00.000Z')).not.toBe(false);
  await store.markSent(key, 'ses-1', SENT_AT);
  return key;
}

describe('outbox retention', () => {
  it('a sent mail expires 30 days after it was sent by default; a pending one and the game never do', async () => {
    const store = createGameStore({ client: db.client, tableName: db.tableName });
    await sendOne(store, 'keep-1');
    expect((await raw('GAME#keep-1', 'OUTBOX#u1#0'))?.[TTL_ATTRIBUTE]).toBe(Date.parse(SENT_AT) / 1000 + 30 * DAY);
    expect((await raw('GAME#keep-1', 'OUTBOX#u1#1'))?.[TTL_ATTRIBUTE]).toBeUndefined();
    const all =
      (
        await doc.send(
          new QueryCommand({
            TableName: db.tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': 'GAME#keep-1' },
          }),
        )
      ).Items ?? [];
    for (const item of all.filter((i) => !String(i.sk).startsWith('OUTBOX#'))) expect(item[TTL_ATTRIBUTE], String(item.sk)).toBeUndefined();
  });

  it('the retention period is a store option, and a mail refused for good expires like a sent one', async () => {
    const store = createGameStore({ client: db.client, tableName: db.tableName, outboxRetentionDays: 7 });
    await sendOne(store, 'keep-2');
    expect((await raw('GAME#keep-2', 'OUTBOX#u1#0'))?.[TTL_ATTRIBUTE]).toBe(Date.parse(SENT_AT) / 1000 + 7 * DAY);
    await store.markFailed('GAME#keep-2/OUTBOX#u1#1', 'address bounces', SENT_AT);
    expect((await raw('GAME#keep-2', 'OUTBOX#u1#1'))?.[TTL_ATTRIBUTE]).toBe(Date.parse(SENT_AT) / 1000 + 7 * DAY);
  });

  it("on AWS it is OUTBOX_RETENTION_DAYS in the functions' environment (30 unless set; whole days, at least 1)", () => {
    const base = {
      TABLE_NAME: 't',
      MAIL_DOMAIN: 'play.test',
      SENDER_ADDRESS: 'games@play.test',
      TOKEN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:pbem-token',
    };
    expect(readEnv(base).OUTBOX_RETENTION_DAYS).toBe(30);
    expect(readEnv({ ...base, OUTBOX_RETENTION_DAYS: '90' }).OUTBOX_RETENTION_DAYS).toBe(90);
    expect(() => readEnv({ ...base, OUTBOX_RETENTION_DAYS: '0' })).toThrow();
  });
});
