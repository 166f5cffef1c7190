/**
 * Pure builders for the items a transaction writes: key shapes, sparse index attributes
 * and the conditions that make a commit safe. No I/O here; `game-store.ts` sends them.
 */
import { INDEXES } from './table';
import {
  chainKey,
  idSchema,
  mailboxPk,
  DUE_PARTITION,
  gameKey,
  gamePk,
  memberKey,
  messageKey,
  moveKey,
  OUTBOX_PARTITION,
  outboxKey,
  outboxKeyString,
  timeSk,
  type OutboxOwner,
} from './keys';
import {
  gameSchema,
  markerSchema,
  moveSchema,
  newMailSchema,
  type GameItem,
  type MarkerInput,
  type MoveItem,
  type OutboxBatch,
} from './items';
import type { TaggedWrite } from './transact';
import { StoreError } from './errors';

const SECONDS_PER_DAY = 86_400;

/** How the game write is guarded: a new game must not exist; an update must find the version it read. */
export type GameCondition = { readonly kind: 'new' } | { readonly kind: 'version'; readonly expected: number };

/** The stored form of a game: the match as a JSON string (compact, and opaque to the table). */
export function gameRecord(game: GameItem): Record<string, unknown> {
  const valid = gameSchema.parse(game);
  const { match, ...rest } = valid;
  const due = valid.dueAt ? { [INDEXES.byDue.pk]: DUE_PARTITION, [INDEXES.byDue.sk]: timeSk(valid.dueAt, valid.gameId) } : {};
  return { ...gameKey(valid.gameId), ...rest, match: JSON.stringify(match), ...due };
}

export function gameWrite(tableName: string, game: GameItem, condition: GameCondition): TaggedWrite {
  const guard =
    condition.kind === 'new'
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': condition.expected },
        };
  return { role: 'game', item: { Put: { TableName: tableName, Item: gameRecord(game), ...guard } } };
}

/**
 * One membership item per seat, rewritten with every game write: the byAddress index then
 * always matches the players list (a join or an address change needs no special call),
 * at the price of a few small writes per commit.
 */
export function memberWrites(tableName: string, game: GameItem): TaggedWrite[] {
  return game.players.map((player) => ({
    role: 'member',
    item: {
      Put: {
        TableName: tableName,
        Item: {
          ...memberKey(game.gameId, player.seat),
          gameId: game.gameId,
          seat: player.seat,
          [INDEXES.byAddress.pk]: mailboxPk(player.address),
          [INDEXES.byAddress.sk]: gamePk(game.gameId),
        },
      },
    },
  }));
}

/** Index rows of seats no longer in the game. A seat still listed cannot be removed. */
export function memberRemovals(tableName: string, game: GameItem, seats: readonly number[]): TaggedWrite[] {
  return seats.map((seat) => {
    if (game.players.some((p) => p.seat === seat)) {
      throw new Error(`seat ${seat} is still a player of game ${game.gameId}; it cannot be removed`);
    }
    return { role: 'member', item: { Delete: { TableName: tableName, Key: memberKey(game.gameId, seat) } } };
  });
}

/**
 * Move-log writes. A step already logged means someone else committed it, so entries
 * never overwrite, except after an `undo`: the undone steps are
 * deleted, and a step number that the same update writes again is overwritten instead
 * (a transaction may touch an item only once).
 */
export function moveWrites(
  tableName: string,
  gameId: string,
  moves: readonly MoveItem[],
  undoneSteps: readonly number[] = [],
): TaggedWrite[] {
  const undone = new Set(undoneSteps);
  const rewritten = new Set(moves.map((m) => m.step));
  const puts: TaggedWrite[] = moves.map((raw) => {
    const move = moveSchema.parse(raw);
    return {
      role: 'move',
      item: {
        Put: {
          TableName: tableName,
          Item: { ...moveKey(gameId, move.step), ...move },
          ...(undone.has(move.step)
            ? { ConditionExpression: 'attribute_exists(pk)' }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
    };
  });
  const deletes: TaggedWrite[] = [...undone]
    .filter((step) => !rewritten.has(step))
    .map((step) => ({
      role: 'move',
      item: { Delete: { TableName: tableName, Key: moveKey(gameId, step), ConditionExpression: 'attribute_exists(pk)' } },
    }));
  return [...puts, ...deletes];
}

/** How long a chain request is kept: only its stream record matters, the item may go. */
const CHAIN_TTL_DAYS = 1;

export function chainWrite(tableName: string, gameId: string, version: number, at: string): TaggedWrite {
  return {
    role: 'chain',
    item: {
      Put: {
        TableName: tableName,
        Item: { ...chainKey(gameId, version), gameId, at, expiresAt: Math.floor(Date.parse(at) / 1000) + CHAIN_TTL_DAYS * SECONDS_PER_DAY },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

export function markerWrite(tableName: string, input: MarkerInput): TaggedWrite {
  const marker = markerSchema.parse(input);
  const expiresAt = Math.floor(Date.parse(marker.at) / 1000) + marker.ttlDays * SECONDS_PER_DAY;
  return {
    role: 'marker',
    item: {
      Put: {
        TableName: tableName,
        Item: {
          ...messageKey(marker.key),
          messageKey: marker.key,
          at: marker.at,
          gameId: marker.gameId,
          outcome: marker.outcome,
          expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/**
 * Pending mails, each in the byPendingOutbox index until sent. A key already present
 * is never overwritten, so a retried update cannot resurrect a mail already sent.
 */
export function outboxWrites(tableName: string, owner: OutboxOwner, batch: OutboxBatch | undefined, createdAt: string): TaggedWrite[] {
  if (!batch) return [];
  idSchema.parse(batch.updateId);
  return batch.mails.map((raw, index) => {
    const mail = newMailSchema.parse(raw);
    if ((mail.raw === undefined) === (mail.letter === undefined))
      throw new StoreError(`outbox mail to ${mail.to} needs exactly one of raw and letter`);
    const key = outboxKey(owner, batch.updateId, index);
    return {
      role: 'outbox',
      item: {
        Put: {
          TableName: tableName,
          Item: {
            ...key,
            ...mail,
            gameId: 'gameId' in owner ? owner.gameId : undefined,
            createdAt,
            status: 'pending',
            attempts: 0,
            [INDEXES.byPendingOutbox.pk]: OUTBOX_PARTITION,
            [INDEXES.byPendingOutbox.sk]: timeSk(createdAt, outboxKeyString(key)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    };
  });
}
