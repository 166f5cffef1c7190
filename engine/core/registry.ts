/** Games by id. The list of games itself lives in `engine/games.ts`; the core stays game-agnostic. */
import type { AnyGame } from './types';

export interface GameRegistry {
  readonly all: readonly AnyGame[];
  get(id: string): AnyGame | undefined;
}

export function createRegistry(games: readonly AnyGame[]): GameRegistry {
  const byId = new Map<string, AnyGame>();
  for (const game of games) {
    if (byId.has(game.meta.id)) throw new Error(`two games registered as "${game.meta.id}"`);
    byId.set(game.meta.id, game);
  }
  return { all: games, get: (id) => byId.get(id.trim().toLowerCase()) };
}
