/**
 * The game registry and bot policies as the Lambda bundles see them: each game's module
 * and policy load on first use, one code chunk per game, so a reply to a Barrage game
 * never loads Nippon. The Lambda build (infra/bundle/build-handler.ts) puts this file in the
 * place of `games.ts` and `bots.ts`; everything else (tests, CLI, local stack) uses those.
 * Same names, same synchronous lookups: call `loadGame(id)` first, then `registry.get(id)`.
 */
import type { BotPolicy } from './core/bot/types';
import { type GameRegistry, loadEntry } from './core/registry';
import type { AnyGame } from './core/types';
import { GAME_LIST } from './game-list';

/** The registry's entries by id, in its order. */
const ENTRIES = new Map(GAME_LIST.map((entry) => [entry.id, entry]));

const loaded = new Map<string, AnyGame>();

/** Loads one game (and its bot policy) so the synchronous lookups find it; undefined for an unknown id. */
export async function loadGame(id: string): Promise<AnyGame | undefined> {
  const key = id.trim().toLowerCase();
  const known = loaded.get(key);
  if (known) return known;
  const entry = ENTRIES.get(key);
  if (!entry) return undefined;
  const game = await loadEntry(entry);
  loaded.set(key, game);
  return game;
}

/** Forgets every loaded game: a new container, for tests of the loading path. */
export function forgetLoadedGames(): void {
  loaded.clear();
}

/** Every game: for a mail that may name any of them (`new <game> …`, the list of games). */
export async function loadAllGames(): Promise<void> {
  await Promise.all([...ENTRIES.keys()].map(loadGame));
}

/** The games loaded so far, in the registry's order. */
export const registry: GameRegistry = {
  get all() {
    return [...ENTRIES.keys()].flatMap((id) => {
      const game = loaded.get(id);
      return game ? [game] : [];
    });
  },
  get: (id) => loaded.get(id.trim().toLowerCase()),
};

/** The bot policy of a loaded game (its `bot` in the contract), as engine/bots.ts gives it. */
export function botPolicy(gameId: string): BotPolicy | undefined {
  return loaded.get(gameId)?.bot as BotPolicy | undefined;
}
