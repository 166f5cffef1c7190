/** What every store module needs: the document client and the table name. */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface StoreOptions {
  /** Created once per Lambda module and passed in (STYLE.md §9). */
  readonly client: DynamoDBClient;
  readonly tableName: string;
}

export interface StoreContext {
  readonly doc: DynamoDBDocumentClient;
  readonly tableName: string;
}

export function storeContext(options: StoreOptions): StoreContext {
  return {
    // Optional fields are left out of items rather than stored as NULL.
    doc: DynamoDBDocumentClient.from(options.client, { marshallOptions: { removeUndefinedValues: true } }),
    tableName: options.tableName,
  };
}
