/**
 * The game registry and bot policies as the Lambda bundles see them: each game's module
 * and policy load on first use, one code chunk per game, so a reply to a Barrage game
 * never loads Nippon. The Lambda build (infra/bundle/lazy-games.ts) puts this file in the
 * place of `games.ts` and `bots.ts`; everything else (tests, CLI, local stack) uses those.
 * Same names, same synchronous lookups: call `loadGame(id)` first, then `registry.get(id)`.
 */
import type { BotPolicy } from './core/bot/types';
import type { GameRegistry } from './core/registry';
import type { AnyGame } from './core/types';

interface Loaded {
  readonly game: AnyGame;
  readonly policy: BotPolicy;
}

/** One loader per registered game (the ids of `games.ts`; a test keeps the two lists equal). */
export const GAME_LOADERS: Readonly<Record<string, () => Promise<Loaded>>> = {
  'puerto-rico': async () => {
    const [game, bot] = await Promise.all([import('./puerto-rico'), import('./puerto-rico/bot')]);
    return { game: game.puertoRico as AnyGame, policy: bot.puertoRicoPolicy as BotPolicy };
  },
  barrage: async () => {
    const [game, bot] = await Promise.all([import('./barrage'), import('./barrage/bot')]);
    return { game: game.barrage as AnyGame, policy: bot.barragePolicy as BotPolicy };
  },
  nippon: async () => {
    const [game, bot] = await Promise.all([import('./nippon'), import('./nippon/bot')]);
    return { game: game.nippon as AnyGame, policy: bot.nipponPolicy as BotPolicy };
  },
  'era-of-inventions': async () => {
    const [game, bot] = await Promise.all([import('./era-of-inventions'), import('./era-of-inventions/bot')]);
    return { game: game.eraOfInventions as AnyGame, policy: bot.eraOfInventionsPolicy as BotPolicy };
  },
};

const loaded = new Map<string, Loaded>();

/** Loads one game (and its bot policy) so the synchronous lookups find it; undefined for an unknown id. */
export async function loadGame(id: string): Promise<AnyGame | undefined> {
  const key = id.trim().toLowerCase();
  const known = loaded.get(key);
  if (known) return known.game;
  const load = GAME_LOADERS[key];
  if (!load) return undefined;
  const entry = await load();
  loaded.set(key, entry);
  return entry.game;
}

/** Forgets every loaded game: a new container, for tests of the loading path. */
export function forgetLoadedGames(): void {
  loaded.clear();
}

/** Every game: for a mail that may name any of them (`new <game> …`, the list of games). */
export async function loadAllGames(): Promise<void> {
  await Promise.all(Object.keys(GAME_LOADERS).map(loadGame));
}

/** The games loaded so far, in the order of `GAME_LOADERS`. */
export const registry: GameRegistry = {
  get all() {
    return Object.keys(GAME_LOADERS).flatMap((id) => {
      const entry = loaded.get(id);
      return entry ? [entry.game] : [];
    });
  },
  get: (id) => loaded.get(id.trim().toLowerCase())?.game,
};

export function botPolicy(gameId: string): BotPolicy | undefined {
  return loaded.get(gameId)?.policy;
}
