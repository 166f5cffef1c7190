/**
 * A started Puerto Rico game as the service stores it, written straight to the table: for
 * tests and benchmarks of the scheduled jobs, which need many running games with a decision
 * pending since `since` and the next deadline at `dueAt`, without playing them by mail.
 */
import { newMatch, registry } from '../../engine/index';
import { tokenRecord } from '../../lambdas/play/game/reply-tokens';
import type { NewGame } from '../../lambdas/store/index';

export interface RunningGameOptions {
  readonly gameId: string;
  /** The service's token secret (the players' reply addresses derive from it). */
  readonly secret: string;
  /** When the pending decision began. */
  readonly since: string;
  /** The game's next deadline (the due index). */
  readonly dueAt: string;
  readonly players?: number;
  readonly notify?: 'all' | 'turn';
  /** Domain of the players' addresses (`p<seat>-<game>@<domain>`). */
  readonly domain?: string;
}

export function runningGame(o: RunningGameOptions): NewGame {
  const game = registry.get('puerto-rico')!;
  const players = o.players ?? 3;
  const domain = o.domain ?? 'b.test';
  const created = newMatch(game, players, {}, o.gameId);
  if (!created.ok) throw new Error(created.error.reason);
  const pending = game.pending(created.match.state)[0]!.seat;
  return {
    gameId: o.gameId,
    kind: 'puerto-rico',
    status: 'active',
    match: created.match,
    players: Array.from({ length: players }, (_, seat) => ({
      seat,
      address: `p${seat}-${o.gameId}@${domain}`,
      name: `P${seat}`,
      tokenNonce: `n${seat}`,
      tokenHash: tokenRecord(o.secret, o.gameId, seat, `n${seat}`).tokenHash,
      aliases: [],
      notify: o.notify ?? 'all',
      timezone: 'UTC',
      joined: true,
      lastEmailStep: created.match.step,
      dropped: false,
      bouncing: false,
    })),
    settings: {},
    clock: { pending: [{ seat: pending, step: created.match.step, since: o.since }], sent: [] },
    createdBy: `p0-${o.gameId}@${domain}`,
    createdAt: o.since,
    updatedAt: o.since,
    dueAt: o.dueAt,
  };
}
