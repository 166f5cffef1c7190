/** Test data for the store suites: a plausible game item and helpers around it. */
import type { Match } from '../../../engine/core/match';
import type { NewGame, Player } from '../../../lambdas/store';

export const T0 = '2026-03-01T09:00:00.000Z';

export function player(seat: number, overrides: Partial<Player> = {}): Player {
  return {
    seat,
    address: `player${seat}@example.org`,
    name: `Player ${seat}`,
    tokenHash: `hash-${seat}`,
    tokenNonce: `nonce-${seat}`,
    aliases: [],
    notify: 'all',
    timezone: 'Europe/Berlin',
    joined: true,
    lastEmailStep: 0,
    dropped: false,
    bouncing: false,
    ...overrides,
  };
}

export function match(step: number, state: unknown = { round: step }): Match {
  return { game: 'pig', engineVersion: 1, players: 2, options: { target: 20 }, seed: 'seed-1', step, state };
}

export function newGame(gameId: string, overrides: Partial<NewGame> = {}): NewGame {
  return {
    gameId,
    kind: 'pig',
    status: 'active',
    match: match(0),
    players: [player(0), player(1)],
    settings: { reminderHours: 24 },
    createdBy: 'player0@example.org',
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

export function moveAt(step: number, seat = 0, at = T0) {
  return { step, seat, move: 'roll', by: 'player' as const, events: [{ seat, text: `rolls ${step}` }], at };
}

export function mails(updateId: string, count: number) {
  return {
    updateId,
    mails: Array.from({ length: count }, (_, i) => ({
      to: `player${i}@example.org`,
      from: 'game@play.example.org',
      subject: `[Pig] update ${updateId}`,
      raw: `Subject: [Pig] update ${updateId}\r\n\r\nHello ${i}\r\n`,
    })),
  };
}
