/**
 * ARCHITECTURE.md "Storage": a whole game's state must stay well under the 400 KB item
 * limit. A real 5-player Puerto Rico match is stored and read back, then a state padded
 * to the 60 KB the design budgets for, written together with a busy reply's moves and mails.
 *
 * fixtures/puerto-rico-5p-match.json: the match after 195 of the 391 decisions of
 * `randomPlayout(puertoRico, 5, 'store-size')` (engine at commit b0774cf, step 220).
 * A fixture rather than a live play-out, so this suite tests the store, not the engine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/core/match';
import { TransactionTooLarge } from '../../../lambdas/store';
import { gameRecord } from '../../../lambdas/store/writes';
import { approximateSize } from '../../../lambdas/store/transact';
import { useStoreTable } from '../../support/dynalite';
import { mails, moveAt, newGame, player } from './fixture';

const table = useStoreTable();

const fivePlayers = [0, 1, 2, 3, 4].map((seat) => player(seat));

function midGameMatch(): Match {
  return JSON.parse(readFileSync(new URL('./fixtures/puerto-rico-5p-match.json', import.meta.url), 'utf8')) as Match;
}

describe('state size', () => {
  it('stores and reads back a real 5-player Puerto Rico match unchanged', async () => {
    const match = midGameMatch();
    expect(match).toMatchObject({ game: 'puerto-rico', players: 5, step: 220 });
    await table.store.createGame(newGame('pr-real', { kind: 'puerto-rico', match, players: fivePlayers }));
    const read = await table.store.getGame('pr-real');
    expect(read?.match).toEqual(match);
    expect(approximateSize(gameRecord({ ...newGame('pr-real', { match, players: fivePlayers }), version: 1 }))).toBeLessThan(20 * 1024);
  });

  it('fits a 60 KB state with 40 moves and five 40 KB mails in one commit', async () => {
    const padded = { ...midGameMatch(), state: { ...(midGameMatch().state as object), history: 'h'.repeat(60 * 1024) } };
    expect(JSON.stringify(padded).length).toBeGreaterThan(60 * 1024);
    await table.store.createGame(newGame('pr-big', { kind: 'puerto-rico', players: fivePlayers }));
    const batch = mails('big-update', 5);
    const heavy = { ...batch, mails: batch.mails.map((m) => ({ ...m, raw: m.raw + 'x'.repeat(40 * 1024) })) };
    const moves = Array.from({ length: 40 }, (_, i) => moveAt(i + 1, i % 5));
    await table.store.commit({
      gameId: 'pr-big',
      expectedVersion: 1,
      game: { ...newGame('pr-big', { players: fivePlayers }), match: padded },
      moves,
      outbox: heavy,
    });
    expect((await table.store.getGame('pr-big'))?.match).toEqual(padded);
    expect(await table.store.listMoves('pr-big')).toHaveLength(40);
  });

  it('refuses a state over the item limit before sending anything', async () => {
    const huge = { ...midGameMatch(), state: { history: 'h'.repeat(410 * 1024) } };
    await table.store.createGame(newGame('pr-huge'));
    await expect(
      table.store.commit({ gameId: 'pr-huge', expectedVersion: 1, game: { ...newGame('pr-huge'), match: huge }, moves: [] }),
    ).rejects.toBeInstanceOf(TransactionTooLarge);
    expect((await table.store.getGame('pr-huge'))?.version).toBe(1);
  });
});
