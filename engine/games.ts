/**
 * Every game of the registry (game-list.ts), loaded when this module loads: the registry as
 * tests, the CLI and the local stack see it. The Lambda bundles put lazy-games.ts in its place
 * (same names), which loads games one at a time, so code shared with them calls `loadGame`
 * before a lookup.
 */
import { GAME_LIST } from './game-list';
import { createRegistry, loadEntries } from './core/registry';
import type { AnyGame } from './core/types';

export const registry = createRegistry(await loadEntries(GAME_LIST));

export async function loadGame(id: string): Promise<AnyGame | undefined> {
  return registry.get(id);
}
export async function loadAllGames(): Promise<void> {}
