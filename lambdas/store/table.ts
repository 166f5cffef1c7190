/**
 * The single table as data (ARCHITECTURE.md "Storage"): one definition read by the CDK
 * stack, the local stack and the tests, so the three cannot drift apart.
 */
import type { CreateTableCommandInput, GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';

/** Primary key attributes of every item. */
export const KEY = { pk: 'pk', sk: 'sk' } as const;

/** Epoch seconds after which DynamoDB may delete the item (message markers). */
export const TTL_ATTRIBUTE = 'expiresAt';

/** The stream feeds the outbound Lambda; it only needs what an item became. */
export const STREAM_VIEW_TYPE = 'NEW_IMAGE';

/**
 * Global secondary indexes. All are KEYS_ONLY: the keys carry everything the queries
 * return, and projecting a game state or a raw mail would double its storage cost.
 */
export const INDEXES = {
  /** A player's games: gsi1pk = `ADDR#<mailbox>` (keys.ts `mailboxPk`; older rows the lowercased address), gsi1sk = `GAME#<id>`. */
  byAddress: { name: 'byAddress', pk: 'gsi1pk', sk: 'gsi1sk' },
  /** Sparse: only games with a next deadline. duePk = `DUE`, dueSk = `<ISO time>#<gameId>`. */
  byDue: { name: 'byDue', pk: 'duePk', sk: 'dueSk' },
  /** Sparse: only unsent outbox mails. outboxPk = `OUTBOX`, outboxSk = `<ISO due>#<key>` (written, or the end of a retry pause). */
  byPendingOutbox: { name: 'byPendingOutbox', pk: 'outboxPk', sk: 'outboxSk' },
} as const;

export type IndexName = (typeof INDEXES)[keyof typeof INDEXES]['name'];

/** Every attribute that is part of a table or index key: all strings. */
export const KEY_ATTRIBUTES = [KEY.pk, KEY.sk, ...Object.values(INDEXES).flatMap((index) => [index.pk, index.sk])] as const;

/** The CreateTable request for the local stack and tests (CDK builds the same table from these constants). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const indexes: GlobalSecondaryIndex[] = Object.values(INDEXES).map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.pk, KeyType: 'HASH' },
      { AttributeName: index.sk, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'KEYS_ONLY' },
  }));
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: KEY.pk, KeyType: 'HASH' },
      { AttributeName: KEY.sk, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes,
    StreamSpecification: { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE },
  };
}
