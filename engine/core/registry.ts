/** Games by id. The list of games itself lives in `engine/game-list.ts`; the core stays game-agnostic. */
import type { AnyGame } from './types';

export interface GameRegistry {
  readonly all: readonly AnyGame[];
  get(id: string): AnyGame | undefined;
}

/**
 * One registered game: its id (the folder's name and `meta.id`) and how to load its module
 * (its package's index). One list of these is the whole registry: the tests, the CLI and the
 * local stack load every game at start (`engine/games.ts`); the Lambda bundles load one game
 * when a mail needs it, each in a code chunk of its own (`engine/lazy-games.ts`).
 */
export interface GameEntry {
  readonly id: string;
  load(): Promise<AnyGame>;
}

export function createRegistry(games: readonly AnyGame[]): GameRegistry {
  const byId = new Map<string, AnyGame>();
  for (const game of games) {
    if (byId.has(game.meta.id)) throw new Error(`two games registered as "${game.meta.id}"`);
    byId.set(game.meta.id, game);
  }
  return { all: games, get: (id) => byId.get(id.trim().toLowerCase()) };
}

/** Every game of `entries`, loaded, checked against its entry's id. */
export async function loadEntries(entries: readonly GameEntry[]): Promise<AnyGame[]> {
  return Promise.all(entries.map(loadEntry));
}

export async function loadEntry(entry: GameEntry): Promise<AnyGame> {
  const game = await entry.load();
  if (game.meta.id !== entry.id) throw new Error(`the registry lists "${entry.id}" but its module says "${game.meta.id}"`);
  return game;
}
