/** What every store module needs: the document client and the table name. */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_OUTBOX_RETENTION_DAYS } from './retention';

export interface StoreOptions {
  /** Created once per Lambda module and passed in (STYLE.md §9). */
  readonly client: DynamoDBClient;
  readonly tableName: string;
  /** Days a sent (or refused) outbox mail is kept before the TTL deletes it; default 30 (retention.ts). */
  readonly outboxRetentionDays?: number;
}

export interface StoreContext {
  readonly doc: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly outboxRetentionDays: number;
}

export function storeContext(options: StoreOptions): StoreContext {
  return {
    // Optional fields are left out of items rather than stored as NULL.
    doc: DynamoDBDocumentClient.from(options.client, { marshallOptions: { removeUndefinedValues: true } }),
    tableName: options.tableName,
    outboxRetentionDays: options.outboxRetentionDays ?? DEFAULT_OUTBOX_RETENTION_DAYS,
  };
}
