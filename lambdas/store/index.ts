/**
 * The one seam to DynamoDB (STYLE.md §10). Everything else in the service calls this
 * object and catches the errors from `errors.ts`; nothing else knows key shapes.
 */
import { addressStore } from './address-store';
import { storeContext, type StoreOptions } from './context';
import { gameStore } from './game-store';
import { limitsStore } from './limits-store';
import { outboxStore } from './outbox-store';

export function createGameStore(options: StoreOptions) {
  const ctx = storeContext(options);
  return { ...gameStore(ctx), ...outboxStore(ctx), ...addressStore(ctx), ...limitsStore(ctx) };
}

export type Store = ReturnType<typeof createGameStore>;

export type { StoreOptions } from './context';
export type { CommitInput, CreateOptions } from './game-store';
export type { AnswerBudget, LimitScope } from './limits-store';
export * from './errors';
export * from './items';
export { createTableInput, INDEXES, KEY, KEY_ATTRIBUTES, STREAM_VIEW_TYPE, TTL_ATTRIBUTE } from './table';
export { LIMITS } from './transact';
export { DEFAULT_OUTBOX_RETENTION_DAYS } from './retention';
export { CHAIN_PREFIX, gameIdOf } from './keys';
