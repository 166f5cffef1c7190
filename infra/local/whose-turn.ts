/**
 * Who must decide now, read from the games themselves (their pending seats), for the web
 * mailbox's "your turn" badges. Reading it from each address's newest email was wrong: in a
 * game of three, the newest email of every player could say "Your turn" (old ones), and the
 * one to move might have a newer reply report on top.
 */
import { pendingDecisions, registry } from '../../engine/index';
import type { Store } from '../../lambdas/store/index';

/** Each address the games wait for, with the ids of those games. */
export type Turns = ReadonlyMap<string, ReadonlySet<string>>;

/** Addresses looked at per page: a local mailbox of a few players, bounded all the same. */
export const MAX_TURN_ADDRESSES = 200;

export async function whoseTurn(store: Pick<Store, 'gamesOf' | 'getGame'>, addresses: readonly string[]): Promise<Turns> {
  const turns = new Map<string, Set<string>>();
  const games = new Map<string, Awaited<ReturnType<Store['getGame']>>>();
  for (const address of addresses.slice(0, MAX_TURN_ADDRESSES)) {
    for (const { gameId, seat } of await store.gamesOf(address)) {
      if (!games.has(gameId)) games.set(gameId, await store.getGame(gameId));
      const game = games.get(gameId);
      const module = game ? registry.get(game.kind) : undefined;
      if (!game || !module || game.status !== 'active' || !game.match) continue;
      const player = game.players.find((p) => p.seat === seat);
      if (player?.address !== address || !pendingDecisions(module, game.match).some((p) => p.seat === seat)) continue;
      turns.set(address, (turns.get(address) ?? new Set()).add(gameId));
    }
  }
  return turns;
}
