/**
 * Games, their move logs and the idempotency markers: the writes of one reply go out
 * as ONE transaction (ARCHITECTURE.md "Storage"), guarded by the version read.
 */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import type { StoreContext } from './context';
import { DuplicateMessage, GameExists, StoreError, VersionConflict } from './errors';
import { gameSchema, parseItem, moveSchema, type GameItem, type MarkerInput, type MoveItem, type NewGame, type OutboxBatch } from './items';
import { DUE_PARTITION, mailboxPks, gameIdOf, gameKey, gamePk, MAX_STEP, messageKey, moveSk, timeOfSk, timeSkUpperBound } from './keys';
import { INDEXES } from './table';
import { TransactionRejected, transactWrite, type TaggedWrite } from './transact';
import { gameWrite, chainWrite, markerWrite, memberRemovals, memberWrites, moveWrites, outboxWrites } from './writes';

export interface CommitInput {
  readonly gameId: string;
  /** The version the game had when it was read; the commit fails with `VersionConflict` otherwise. */
  readonly expectedVersion: number;
  /** The new game item; its version is set to `expectedVersion + 1`. */
  readonly game: NewGame;
  /** Move-log entries for the steps this update applied (forced ones included). */
  readonly moves: readonly MoveItem[];
  /** Steps taken back by an undo: their log entries are removed in the same transaction. */
  readonly undoneSteps?: readonly number[];
  readonly outbox?: OutboxBatch;
  /** The inbound message this update answers; a second commit with the same key is a `DuplicateMessage`. */
  readonly marker?: MarkerInput;
  /**
   * Seats taken out of `players` by this update (e.g. a declined invitation), whose index
   * rows must go. Seats still listed need nothing: their rows are rewritten every commit.
   */
  readonly removedSeats?: readonly number[];
  /** The game now waits for a seat the bot plays: write a chain request (keys.ts `chainKey`). */
  readonly continueChain?: boolean;
}

export interface CreateOptions {
  readonly outbox?: OutboxBatch;
  readonly marker?: MarkerInput;
}

/** Keys-only projection rows of the indexes. */
const memberRow = z.object({ pk: z.string().startsWith('GAME#'), sk: z.string().regex(/^PLAYER#\d+$/) });
const dueRow = z.object({ pk: z.string().startsWith('GAME#'), [INDEXES.byDue.sk]: z.string() });

/** Query every page until `limit` rows (or the end). */
async function queryAll(ctx: StoreContext, input: QueryCommandInput, limit = Number.POSITIVE_INFINITY): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ctx.doc.send(
      new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: Number.isFinite(limit) ? limit - rows.length : undefined }),
    );
    rows.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && rows.length < limit);
  return rows;
}

/** Turn a cancelled transaction into the store's errors; anything unexpected keeps its cause. */
function translate(error: unknown, gameId: string, version: number | 'new', marker: MarkerInput | undefined): never {
  if (!(error instanceof TransactionRejected)) throw error;
  const cause = { cause: error.cause };
  // A seen marker wins: the message was processed already, retrying would be wrong.
  if (error.failed.has('marker') && marker) throw new DuplicateMessage(marker.key, cause);
  if (version === 'new' && error.failed.has('game')) throw new GameExists(gameId, cause);
  if (version !== 'new' && (error.failed.has('game') || error.failed.has('move') || error.conflicted)) {
    throw new VersionConflict(gameId, version, cause);
  }
  throw new StoreError(`transaction for game ${gameId} refused: ${error.message}`, cause);
}

export function gameStore(ctx: StoreContext) {
  const { doc, tableName } = ctx;

  async function send(writes: TaggedWrite[], gameId: string, version: number | 'new', marker?: MarkerInput): Promise<void> {
    try {
      await transactWrite(doc, writes);
    } catch (error) {
      translate(error, gameId, version, marker);
    }
  }

  return {
    /** Write a new game (version 1) with its membership items, first mails and optional marker. */
    async createGame(game: NewGame, options: CreateOptions = {}): Promise<GameItem> {
      const stored: GameItem = { ...game, version: 1 };
      const writes = [
        gameWrite(tableName, stored, { kind: 'new' }),
        ...memberWrites(tableName, stored),
        ...outboxWrites(tableName, { gameId: game.gameId }, options.outbox, game.createdAt),
        ...(options.marker ? [markerWrite(tableName, options.marker)] : []),
      ];
      await send(writes, game.gameId, 'new', options.marker);
      return stored;
    },

    /** The game as stored (strongly consistent), or null. Throws `CorruptItem` if it fails validation. */
    async getGame(gameId: string): Promise<GameItem | null> {
      const key = gameKey(gameId);
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
      if (!Item) return null;
      let match: unknown;
      try {
        match = typeof Item.match === 'string' ? JSON.parse(Item.match) : undefined;
      } catch {
        match = undefined;
      }
      return parseItem(gameSchema, { ...Item, match }, key);
    },

    /**
     * The games of the address's mailbox, every spelling of it (byAddress index; eventually
     * consistent): callers that need the exact address compare `player.address`. Rows
     * written before the index keyed on mailboxes are found under the spelling itself.
     */
    async gamesOf(address: string): Promise<{ gameId: string; seat: number }[]> {
      const seen = new Set<string>();
      const games: { gameId: string; seat: number }[] = [];
      for (const pk of mailboxPks(address)) {
        const rows = await queryAll(ctx, {
          TableName: tableName,
          IndexName: INDEXES.byAddress.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': INDEXES.byAddress.pk },
          ExpressionAttributeValues: { ':pk': pk },
        });
        for (const row of rows) {
          const { pk: memberPk, sk } = parseItem(memberRow, row, { pk: String(row.pk), sk: String(row.sk) });
          if (seen.has(`${memberPk}/${sk}`)) continue;
          seen.add(`${memberPk}/${sk}`);
          games.push({ gameId: gameIdOf(memberPk), seat: Number(sk.slice('PLAYER#'.length)) });
        }
      }
      return games;
    },

    /**
     * One reply, one transaction: the new state (conditional on `expectedVersion`), its
     * move-log entries, membership items, mails and the message marker, all or nothing.
     */
    async commit(input: CommitInput): Promise<GameItem> {
      if (input.game.gameId !== input.gameId) {
        throw new StoreError(`commit for game ${input.gameId} carries game ${input.game.gameId}`);
      }
      if (!Number.isInteger(input.expectedVersion) || input.expectedVersion < 1) {
        throw new StoreError(`commit for game ${input.gameId}: expected version ${input.expectedVersion} is not a stored version`);
      }
      const stored: GameItem = { ...input.game, version: input.expectedVersion + 1 };
      const writes = [
        gameWrite(tableName, stored, { kind: 'version', expected: input.expectedVersion }),
        ...memberWrites(tableName, stored),
        ...memberRemovals(tableName, stored, input.removedSeats ?? []),
        ...moveWrites(tableName, input.gameId, input.moves, input.undoneSteps),
        ...outboxWrites(tableName, { gameId: input.gameId }, input.outbox, stored.updatedAt),
        ...(input.marker ? [markerWrite(tableName, input.marker)] : []),
        ...(input.continueChain ? [chainWrite(tableName, input.gameId, stored.version, stored.updatedAt)] : []),
      ];
      await send(writes, input.gameId, input.expectedVersion, input.marker);
      return stored;
    },

    /** Mark a message handled without changing a game (refusals, help), with any reply mails. */
    async recordMessage(marker: MarkerInput, outbox?: OutboxBatch): Promise<void> {
      const writes = [
        markerWrite(tableName, marker),
        ...(outbox ? outboxWrites(tableName, { updateId: outbox.updateId }, outbox, marker.at) : []),
      ];
      await send(writes, marker.gameId ?? '(none)', 'new', marker);
    },

    /** Whether a message with this key was already processed. */
    async hasMessage(key: string): Promise<boolean> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: messageKey(key), ConsistentRead: true, ProjectionExpression: 'pk' }),
      );
      return Item !== undefined;
    },

    /** Move-log entries from `fromStep` (default 1) in step order. */
    async listMoves(gameId: string, options: { fromStep?: number; limit?: number } = {}): Promise<MoveItem[]> {
      const rows = await queryAll(
        ctx,
        {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': gamePk(gameId), ':from': moveSk(options.fromStep ?? 1), ':to': moveSk(MAX_STEP) },
          ConsistentRead: true,
        },
        options.limit,
      );
      return rows.map((row) => parseItem(moveSchema, row, { pk: String(row.pk), sk: String(row.sk) }));
    },

    /** Games whose next deadline is at or before `nowIso`, earliest first (byDue index, a Query). */
    async dueGames(nowIso: string, limit: number): Promise<{ gameId: string; dueAt: string }[]> {
      if (limit < 1) return [];
      const rows = await queryAll(
        ctx,
        {
          TableName: tableName,
          IndexName: INDEXES.byDue.name,
          KeyConditionExpression: '#pk = :due AND #sk < :upTo',
          ExpressionAttributeNames: { '#pk': INDEXES.byDue.pk, '#sk': INDEXES.byDue.sk },
          ExpressionAttributeValues: { ':due': DUE_PARTITION, ':upTo': timeSkUpperBound(nowIso) },
        },
        limit,
      );
      return rows.map((row) => {
        const parsed = parseItem(dueRow, row, { pk: String(row.pk), sk: String(row.sk) });
        return { gameId: gameIdOf(parsed.pk), dueAt: timeOfSk(parsed[INDEXES.byDue.sk] as string) };
      });
    },
  };
}

export type GameStore = ReturnType<typeof gameStore>;
