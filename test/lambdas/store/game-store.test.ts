import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { CorruptItem, DuplicateMessage, GameExists, VersionConflict } from '../../../lambdas/store';
import { useStoreTable } from '../../support/dynalite';
import { mails, match, moveAt, newGame, player, T0 } from './fixture';

const table = useStoreTable();

describe('createGame / getGame', () => {
  it('round-trips a game at version 1 and refuses a second game with the same id', async () => {
    const created = await table.store.createGame(newGame('create-1'), { outbox: mails('invite', 2) });
    expect(created.version).toBe(1);
    expect(await table.store.getGame('create-1')).toEqual(created);
    await expect(table.store.createGame(newGame('create-1'))).rejects.toBeInstanceOf(GameExists);
    expect(await table.store.getGame('missing')).toBeNull();
  });

  it('indexes every player by address (case-insensitive)', async () => {
    await table.store.createGame(newGame('index-1', { players: [player(0, { address: 'Alice@Example.org' }), player(1)] }));
    expect(await table.store.gamesOf('alice@example.ORG')).toEqual([{ gameId: 'index-1', seat: 0 }]);
  });
});

describe('commit', () => {
  it('writes the new state at version + 1 with its move log, and refuses a stale version', async () => {
    await table.store.createGame(newGame('commit-1'));
    const next = { ...newGame('commit-1'), match: match(2), updatedAt: '2026-03-01T10:00:00.000Z' };
    const committed = await table.store.commit({ gameId: 'commit-1', expectedVersion: 1, game: next, moves: [moveAt(1), moveAt(2)] });
    expect(committed.version).toBe(2);
    expect((await table.store.getGame('commit-1'))?.match?.step).toBe(2);
    expect((await table.store.listMoves('commit-1')).map((m) => m.step)).toEqual([1, 2]);

    const stale = table.store.commit({ gameId: 'commit-1', expectedVersion: 1, game: { ...next, match: match(3) }, moves: [moveAt(3)] });
    await expect(stale).rejects.toBeInstanceOf(VersionConflict);
    // Nothing of the refused commit was written.
    expect((await table.store.getGame('commit-1'))?.version).toBe(2);
    expect(await table.store.listMoves('commit-1')).toHaveLength(2);
  });

  it('lets exactly one of two racing commits win; the loser re-reads, retries and loses nothing', async () => {
    await table.store.createGame(newGame('race-1'));
    const attempt = async (seat: number): Promise<'won' | 'retried'> => {
      const read = await table.store.getGame('race-1');
      if (!read) throw new Error('game vanished');
      const step = (read.match?.step ?? 0) + 1;
      const write = () =>
        table.store.commit({
          gameId: 'race-1',
          expectedVersion: read.version,
          game: { ...read, match: match(step) },
          moves: [moveAt(step, seat)],
        });
      try {
        await write();
        return 'won';
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
        const again = await table.store.getGame('race-1');
        if (!again) throw new Error('game vanished');
        const nextStep = (again.match?.step ?? 0) + 1;
        await table.store.commit({
          gameId: 'race-1',
          expectedVersion: again.version,
          game: { ...again, match: match(nextStep) },
          moves: [moveAt(nextStep, seat)],
        });
        return 'retried';
      }
    };
    const outcomes = await Promise.all([attempt(0), attempt(1)]);
    expect(outcomes.sort()).toEqual(['retried', 'won']);
    const final = await table.store.getGame('race-1');
    expect(final?.version).toBe(3);
    expect(final?.match?.step).toBe(2);
    const moves = await table.store.listMoves('race-1');
    expect(moves.map((m) => m.step)).toEqual([1, 2]);
    expect(moves.map((m) => m.seat).sort()).toEqual([0, 1]);
  });

  it('applies the same message once when it is committed five times', async () => {
    await table.store.createGame(newGame('dup-1'));
    const marker = { key: '<reply-1@mail.example.org>', at: T0, gameId: 'dup-1', outcome: 'applied 1 move' };
    const results = [];
    for (let i = 0; i < 5; i++) {
      const read = await table.store.getGame('dup-1');
      if (!read) throw new Error('game vanished');
      const step = (read.match?.step ?? 0) + 1;
      results.push(
        await table.store
          .commit({ gameId: 'dup-1', expectedVersion: read.version, game: { ...read, match: match(step) }, moves: [moveAt(step)], marker })
          .then(
            () => 'applied',
            (error: unknown) => (error instanceof DuplicateMessage ? 'duplicate' : error),
          ),
      );
    }
    expect(results).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect((await table.store.getGame('dup-1'))?.version).toBe(2);
    expect(await table.store.listMoves('dup-1')).toHaveLength(1);
    expect(await table.store.hasMessage(marker.key)).toBe(true);
    expect(await table.store.hasMessage('<other@mail.example.org>')).toBe(false);
  });

  it('writes nothing when one condition of the transaction fails (a move step already logged)', async () => {
    await table.store.createGame(newGame('half-1'));
    await table.store.commit({ gameId: 'half-1', expectedVersion: 1, game: { ...newGame('half-1'), match: match(1) }, moves: [moveAt(1)] });
    const marker = { key: '<half@mail.example.org>', at: T0, outcome: 'applied' };
    const attempt = table.store.commit({
      gameId: 'half-1',
      expectedVersion: 2,
      game: { ...newGame('half-1'), match: match(3), status: 'finished' },
      // Step 1 exists already: the whole transaction must be cancelled.
      moves: [moveAt(2), moveAt(1)],
      outbox: mails('half-update', 2),
      marker,
    });
    await expect(attempt).rejects.toBeInstanceOf(VersionConflict);
    const game = await table.store.getGame('half-1');
    expect(game?.version).toBe(2);
    expect(game?.status).toBe('active');
    expect((await table.store.listMoves('half-1')).map((m) => m.step)).toEqual([1]);
    expect(await table.store.hasMessage(marker.key)).toBe(false);
    expect(await table.store.pendingOutbox(100)).not.toContainEqual(
      expect.objectContaining({ key: expect.stringContaining('half-update') }),
    );
  });

  it('moves a membership item when a seat changes address (after a join)', async () => {
    await table.store.createGame(newGame('join-1', { status: 'inviting', match: null }));
    expect(await table.store.gamesOf('player1@example.org')).toContainEqual({ gameId: 'join-1', seat: 1 });
    const joined = { ...newGame('join-1'), players: [player(0), player(1, { address: 'new1@example.org' })] };
    await table.store.commit({ gameId: 'join-1', expectedVersion: 1, game: joined, moves: [] });
    expect(await table.store.gamesOf('new1@example.org')).toEqual([{ gameId: 'join-1', seat: 1 }]);
    expect(await table.store.gamesOf('player1@example.org')).not.toContainEqual({ gameId: 'join-1', seat: 1 });
  });

  it('drops the index row of a removed seat', async () => {
    await table.store.createGame(newGame('decline-1', { status: 'inviting', match: null, players: [player(0), player(1), player(2)] }));
    expect(await table.store.gamesOf('player2@example.org')).toEqual([{ gameId: 'decline-1', seat: 2 }]);
    await table.store.commit({
      gameId: 'decline-1',
      expectedVersion: 1,
      game: newGame('decline-1', { status: 'inviting', match: null }),
      moves: [],
      removedSeats: [2],
    });
    expect(await table.store.gamesOf('player2@example.org')).toEqual([]);
    expect(await table.store.gamesOf('player1@example.org')).toContainEqual({ gameId: 'decline-1', seat: 1 });
  });

  it('removes undone log entries and rewrites a step taken again, in the same transaction', async () => {
    await table.store.createGame(newGame('undo-1'));
    await table.store.commit({
      gameId: 'undo-1',
      expectedVersion: 1,
      game: { ...newGame('undo-1'), match: match(3) },
      moves: [moveAt(1), moveAt(2), moveAt(3)],
    });
    // Undo steps 2 and 3, then play a different step 2 in the same reply.
    const replacement = { ...moveAt(2), move: 'hold' };
    await table.store.commit({
      gameId: 'undo-1',
      expectedVersion: 2,
      game: { ...newGame('undo-1'), match: match(2) },
      moves: [replacement],
      undoneSteps: [2, 3],
    });
    expect((await table.store.listMoves('undo-1')).map((m) => [m.step, m.move])).toEqual([
      [1, 'roll'],
      [2, 'hold'],
    ]);
  });

  it('lists moves from a step with a limit', async () => {
    await table.store.createGame(newGame('log-1'));
    const moves = Array.from({ length: 12 }, (_, i) => moveAt(i + 1, i % 2));
    await table.store.commit({ gameId: 'log-1', expectedVersion: 1, game: { ...newGame('log-1'), match: match(12) }, moves });
    expect((await table.store.listMoves('log-1', { fromStep: 10 })).map((m) => m.step)).toEqual([10, 11, 12]);
    expect((await table.store.listMoves('log-1', { fromStep: 3, limit: 2 })).map((m) => m.step)).toEqual([3, 4]);
  });
});

describe('recordMessage', () => {
  it('records a refusal once with its reply mail, and reports the duplicate', async () => {
    const marker = { key: '<refused@mail.example.org>', at: T0, outcome: 'refused: unknown game' };
    await table.store.recordMessage(marker, mails('refusal-1', 1));
    await expect(table.store.recordMessage(marker, mails('refusal-1b', 1))).rejects.toBeInstanceOf(DuplicateMessage);
    const pending = (await table.store.pendingOutbox(100)).map((p) => p.key);
    expect(pending).toContain('MAIL#refusal-1/OUTBOX#refusal-1#0');
    expect(pending.some((k) => k.includes('refusal-1b'))).toBe(false);
  });
});

describe('dueGames', () => {
  it('returns only games due at or before now, earliest first, from the sparse index', async () => {
    const due = (id: string, dueAt?: string) => table.store.createGame(newGame(id, dueAt ? { dueAt } : {}));
    await due('due-late', '2026-03-05T12:00:00.000Z');
    await due('due-early', '2026-03-02T08:00:00+01:00');
    await due('due-now', '2026-03-04T00:00:00Z');
    await due('due-none');
    const found = await table.store.dueGames('2026-03-04T00:00:00.000Z', 10);
    expect(found).toEqual([
      { gameId: 'due-early', dueAt: '2026-03-02T07:00:00.000Z' },
      { gameId: 'due-now', dueAt: '2026-03-04T00:00:00.000Z' },
    ]);
    expect(await table.store.dueGames('2026-03-04T00:00:00.000Z', 1)).toHaveLength(1);
    // Clearing the deadline removes the game from the index.
    const early = await table.store.getGame('due-early');
    if (!early) throw new Error('missing');
    const { dueAt: _cleared, ...rest } = early;
    await table.store.commit({ gameId: 'due-early', expectedVersion: early.version, game: rest, moves: [] });
    expect((await table.store.dueGames('2026-03-04T00:00:00.000Z', 10)).map((g) => g.gameId)).toEqual(['due-now']);
  });
});

describe('validation of what is read', () => {
  it('rejects a corrupted game item instead of returning it', async () => {
    await table.store.createGame(newGame('corrupt-1'));
    const key = { pk: { S: 'GAME#corrupt-1' }, sk: { S: 'STATE' } };
    const { Item } = await table.db.client.send(new GetItemCommand({ TableName: table.db.tableName, Key: key }));
    await table.db.client.send(new PutItemCommand({ TableName: table.db.tableName, Item: { ...Item, version: { S: 'two' } } }));
    await expect(table.store.getGame('corrupt-1')).rejects.toBeInstanceOf(CorruptItem);
    await table.db.client.send(new PutItemCommand({ TableName: table.db.tableName, Item: { ...Item, match: { S: '{not json' } } }));
    await expect(table.store.getGame('corrupt-1')).rejects.toThrow(/corrupt item GAME#corrupt-1/);
  });
});

describe('address status', () => {
  it('stores bounce status per lowercased address', async () => {
    await table.store.setAddressStatus({ address: 'Bob@Example.org', bouncing: true, lastBounceAt: T0, complaint: false });
    expect(await table.store.getAddressStatus('bob@example.org')).toEqual({
      address: 'bob@example.org',
      bouncing: true,
      lastBounceAt: T0,
      complaint: false,
    });
    expect(await table.store.getAddressStatus('nobody@example.org')).toBeNull();
  });
});
