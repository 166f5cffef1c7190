import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGameStore } from '../../../../lambdas/store';
import { startLocalTable } from '../../../../infra/local/store';
import { newGame } from '../../../lambdas/store/fixture';

const dir = mkdtempSync(join(tmpdir(), 'pbem-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startLocalTable', () => {
  it('keeps games on disk across a restart (the local stack) and reuses the existing table', async () => {
    const first = await startLocalTable({ tableName: 'pbem', path: dir });
    await createGameStore(first).createGame(newGame('kept-1'));
    await first.stop();

    const second = await startLocalTable({ tableName: 'pbem', path: dir });
    try {
      expect((await createGameStore(second).getGame('kept-1'))?.gameId).toBe('kept-1');
    } finally {
      await second.stop();
    }
  });
});
