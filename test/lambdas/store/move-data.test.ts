/**
 * The move log keeps the parsed move as JSON beside its notation (STYLE.md "the move log
 * is the source of truth"), and items written before that still load.
 */
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { useStoreTable } from '../../support/dynalite';
import { match, moveAt, newGame } from './fixture';

const table = useStoreTable();

describe('move log entries with the parsed move', () => {
  it('stores the move as JSON beside its notation and reads it back unchanged', async () => {
    const created = await table.store.createGame(newGame('data-1'));
    const data = { kind: 'ship', good: 'corn', ship: 4, nested: { list: [1, 'two', null, true] } };
    await table.store.commit({
      gameId: 'data-1',
      expectedVersion: created.version,
      game: { ...newGame('data-1'), match: match(1) },
      moves: [{ ...moveAt(1), move: 'ship corn 4', data }],
    });
    const [logged] = await table.store.listMoves('data-1');
    expect(logged).toMatchObject({ step: 1, move: 'ship corn 4', data });
  });

  it('still loads an entry written before the parsed move was stored (notation only)', async () => {
    await table.store.createGame(newGame('data-2'));
    await table.db.client.send(
      new PutItemCommand({
        TableName: table.db.tableName,
        Item: {
          pk: { S: 'GAME#data-2' },
          sk: { S: 'MOVE#000001' },
          step: { N: '1' },
          seat: { N: '0' },
          move: { S: 'hold' },
          by: { S: 'player' },
          events: { L: [] },
          at: { S: moveAt(1).at },
        },
      }),
    );
    const [logged] = await table.store.listMoves('data-2');
    expect(logged).toMatchObject({ step: 1, move: 'hold' });
    expect(logged!.data).toBeUndefined();
  });

  it('refuses a parsed move without its kind (a corrupt entry is not replayed)', async () => {
    const created = await table.store.createGame(newGame('data-3'));
    await expect(
      table.store.commit({
        gameId: 'data-3',
        expectedVersion: created.version,
        game: { ...newGame('data-3'), match: match(1) },
        moves: [{ ...moveAt(1), data: { good: 'corn' } as never }],
      }),
    ).rejects.toThrow(/kind/);
  });
});
