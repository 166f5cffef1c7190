/** The Lambda bundles' registry (engine/lazy-games.ts) against the static one (engine/games.ts). */
import { describe, expect, it } from 'vitest';
import { botPolicy as staticPolicy } from '../../engine/bots';
import { registry as staticRegistry } from '../../engine/games';
import { GAME_LIST } from '../../engine/game-list';
import { botPolicy, loadAllGames, loadGame, registry } from '../../engine/lazy-games';

describe('lazy game registry', () => {
  it('reads the same one list as the static registry, in the same order', () => {
    expect(GAME_LIST.map((entry) => entry.id)).toEqual(staticRegistry.all.map((g) => g.meta.id));
  });

  it('refuses a registry line whose module is another game', async () => {
    const { loadEntry } = await import('../../engine/core/registry');
    const nippon = GAME_LIST.find((entry) => entry.id === 'nippon')!;
    await expect(loadEntry({ id: 'barrage', load: nippon.load })).rejects.toThrow(/lists "barrage" but its module says "nippon"/);
  });

  it('knows a game only once it is loaded, then finds it synchronously (any case, spaces)', async () => {
    expect(registry.get('nippon')).toBeUndefined();
    expect(botPolicy('nippon')).toBeUndefined();
    const nippon = await loadGame(' Nippon ');
    expect(nippon).toBe(staticRegistry.get('nippon'));
    expect(registry.get('NIPPON')).toBe(nippon);
    expect(botPolicy('nippon')).toBe(staticPolicy('nippon'));
    expect(registry.all.map((g) => g.meta.id)).toEqual(['nippon']);
  });

  it('answers undefined for a game it does not know', async () => {
    expect(await loadGame('chess')).toBeUndefined();
    expect(registry.get('chess')).toBeUndefined();
  });

  it('loads every game when asked, each loaded once', async () => {
    const before = registry.get('nippon');
    await loadAllGames();
    expect(registry.all.map((g) => g.meta.id)).toEqual(staticRegistry.all.map((g) => g.meta.id));
    expect(registry.get('nippon')).toBe(before);
    for (const game of staticRegistry.all) expect(botPolicy(game.meta.id)).toBe(staticPolicy(game.meta.id));
  });
});
