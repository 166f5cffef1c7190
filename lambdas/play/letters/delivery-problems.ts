/**
 * Bounces and complaints reported by the mail provider (SES via SNS): a hard bounce or a
 * complaint marks the address, so the outbox stops mailing it, and the player is marked
 * `bouncing` in each of their games, whose other players are told.
 */
import { retryOnConflict } from '../game/conflict-retry';
import type { Deps } from '../deps';
import { versionUpdateId } from '../receive/mail-outcome';
import { addressing, gameRef, langOf, render, toPlayer } from './compose-letters';
import { messages } from '../../../templates/i18n/index';

export interface DeliveryProblem {
  readonly kind: 'bounce' | 'complaint';
  readonly addresses: readonly string[];
}

export async function recordDeliveryProblem(deps: Deps, problem: DeliveryProblem): Promise<{ addresses: number; games: number }> {
  const nowIso = deps.now().toISOString();
  let games = 0;
  for (const raw of problem.addresses) {
    const address = raw.trim().toLowerCase();
    const previous = await deps.store.getAddressStatus(address);
    await deps.store.setAddressStatus({
      address,
      bouncing: problem.kind === 'bounce' || Boolean(previous?.bouncing),
      complaint: problem.kind === 'complaint' || Boolean(previous?.complaint),
      lastBounceAt: problem.kind === 'bounce' ? nowIso : (previous?.lastBounceAt ?? nowIso),
    });
    for (const { gameId, seat } of await deps.store.gamesOf(address)) {
      if (await markBouncing(deps, gameId, seat, address, problem.kind)) games++;
    }
    deps.log.warn('delivery problem recorded', { address, kind: problem.kind });
  }
  return { addresses: problem.addresses.length, games };
}

async function markBouncing(deps: Deps, gameId: string, seat: number, address: string, kind: DeliveryProblem['kind']): Promise<boolean> {
  return retryOnConflict(deps, { job: 'bounces', gameId }, async () => {
    const game = await deps.store.getGame(gameId);
    const player = game?.players.find((p) => p.seat === seat);
    // gamesOf finds every spelling of the mailbox; only this spelling bounced.
    if (
      !game ||
      !player ||
      player.address.toLowerCase() !== address ||
      player.bouncing ||
      game.status === 'finished' ||
      game.status === 'abandoned'
    )
      return false;
    const players = game.players.map((p) => (p.seat === seat ? { ...p, bouncing: true } : p));
    const mails = players
      .filter((p) => p.seat !== seat && !p.bouncing && p.joined)
      .map((p) =>
        toPlayer(
          deps.config,
          game,
          p,
          render.notice({
            ...addressing(deps.config, game, p),
            game: gameRef(game, langOf(p)),
            headline: messages(langOf(p)).cannotReach({ name: player.name }),
            lines: [messages(langOf(p)).cannotReachLine({ name: player.name, kind })],
            tone: 'error',
          }),
        ),
      );
    const { version, ...rest } = game;
    await deps.store.commit({
      gameId,
      expectedVersion: version,
      game: { ...rest, players, updatedAt: deps.now().toISOString() },
      moves: [],
      outbox: { updateId: versionUpdateId(version + 1), mails },
    });
    return true;
  });
}
