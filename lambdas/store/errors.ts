/**
 * The store's small error family (STYLE.md §4, §10): callers catch these classes and
 * never see DynamoDB's condition failures. The SDK error is kept as `cause`.
 */

/** Base class: anything the store reports on purpose. */
export class StoreError extends Error {
  override readonly name: string = 'StoreError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The game changed since it was read: re-read it and apply the reply again. */
export class VersionConflict extends StoreError {
  override readonly name = 'VersionConflict';
  constructor(
    readonly gameId: string,
    readonly expectedVersion: number,
    options?: { cause?: unknown },
  ) {
    super(`game ${gameId} is no longer at version ${expectedVersion}`, options);
  }
}

/** This inbound message was already processed: drop it, change nothing. */
export class DuplicateMessage extends StoreError {
  override readonly name = 'DuplicateMessage';
  constructor(
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(`message ${key} was already processed`, options);
  }
}

/** `createGame` found a game with that id already. */
export class GameExists extends StoreError {
  override readonly name = 'GameExists';
  constructor(
    readonly gameId: string,
    options?: { cause?: unknown },
  ) {
    super(`game ${gameId} already exists`, options);
  }
}

/** A transaction would exceed DynamoDB's limits; caught before sending. */
export class TransactionTooLarge extends StoreError {
  override readonly name = 'TransactionTooLarge';
}

/** A stored item failed validation: the table holds something this code did not write. */
export class CorruptItem extends StoreError {
  override readonly name = 'CorruptItem';
  constructor(
    readonly key: { readonly pk: string; readonly sk: string },
    readonly issues: string,
    options?: { cause?: unknown },
  ) {
    super(`corrupt item ${key.pk} / ${key.sk}: ${issues}`, options);
  }
}
