/** Every game the service offers. Adding a game is adding its module here and its loader in lazy-games.ts. */
import { createRegistry } from './core/registry';
import type { AnyGame } from './core/types';
import { barrage } from './barrage';
import { puertoRico } from './puerto-rico';
import { nippon } from './nippon';
import { eraOfInventions } from './era-of-inventions';

export const registry = createRegistry([puertoRico, barrage, nippon, eraOfInventions]);

/**
 * Every game here is loaded already. The Lambda bundles load games one at a time instead
 * (lazy-games.ts, same names), so code shared with them calls these before a lookup.
 */
export async function loadGame(id: string): Promise<AnyGame | undefined> {
  return registry.get(id);
}
export async function loadAllGames(): Promise<void> {}
