import { INDEXES, KEY, STREAM_VIEW_TYPE, TTL_ATTRIBUTE } from '../lambdas/store/table';

/**
 * The single table as the stack builds it. Key, index and TTL names come from the store
 * (`lambdas/store/table.ts`), which the local stack and the tests also read, so the
 * deployed table cannot drift from the one the code is tested against.
 */
export const TABLE_DESIGN = {
  partitionKey: KEY.pk,
  sortKey: KEY.sk,
  ttlAttribute: TTL_ATTRIBUTE,
  streamViewType: STREAM_VIEW_TYPE,
  indexes: INDEXES,
  // Sort-key prefix of outbox items (lambdas/store/keys.ts `outboxKey`): the stream
  // filter for the outbound function. test/infra/table-design.test.ts ties the two.
  outboxSortKeyPrefix: 'OUTBOX#',
  // Sort-key prefix of chain requests (`chainKey`): the stream filter for the reminders
  // function, which plays the next batch of a game's bots and dropped seats.
  chainSortKeyPrefix: 'CHAIN#',
} as const;

export type IndexName = keyof typeof TABLE_DESIGN.indexes;
