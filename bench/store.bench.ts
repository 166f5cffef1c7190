/**
 * Store benchmark: sizes of a 5-player Puerto Rico game as stored, and the time of one
 * reply's commit (new state, 2 move-log entries, 5 status mails, the message marker)
 * against the local table. Local timings measure our code plus dynalite and the
 * transaction emulator, not AWS latency; the sizes are what DynamoDB will see.
 * Run through `npm run bench` (the lead wires `benchStore` in) or directly with tsx.
 */
import { replay } from '../engine/core/match';
import { randomPlayout } from '../engine/core/playout';
import { puertoRico } from '../engine/puerto-rico';
import { createGameStore, type NewGame } from '../lambdas/store';
import { startLocalTable } from '../infra/local/store';
import { approximateSize } from '../lambdas/store/transact';
import { gameRecord } from '../lambdas/store/writes';

const SEED = 'bench-store';
const MAIL_BYTES = 30 * 1024;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function gameAt(fraction: number): NewGame {
  const full = randomPlayout(puertoRico, 5, SEED);
  const part = replay(puertoRico, { players: 5, seed: SEED, moves: full.moves.slice(0, Math.floor(full.moves.length * fraction)) });
  if (!part.match) throw new Error(`cannot replay ${SEED}`);
  const at = '2026-03-01T09:00:00.000Z';
  return {
    gameId: 'bench',
    kind: puertoRico.meta.id,
    status: 'active',
    match: part.match,
    players: [0, 1, 2, 3, 4].map((seat) => ({
      seat,
      address: `player${seat}@example.org`,
      name: `Player ${seat}`,
      tokenHash: 'f'.repeat(64),
      tokenNonce: `nonce-${seat}`,
      aliases: [],
      notify: 'all' as const,
      timezone: 'Europe/Berlin',
      joined: true,
      lastEmailStep: part.match?.step ?? 0,
      dropped: false,
      bouncing: false,
    })),
    settings: { reminderHours: 24 },
    createdBy: 'player0@example.org',
    createdAt: at,
    updatedAt: at,
    dueAt: '2026-03-02T09:00:00.000Z',
  };
}

export async function benchStore(commits = 200): Promise<string[]> {
  const lines: string[] = [];
  for (const fraction of [0.5, 1]) {
    const game = gameAt(fraction);
    const bytes = approximateSize(gameRecord({ ...game, version: 1 }));
    lines.push(
      `game item at ${fraction * 100}% of a 5-player game (step ${game.match?.step}): ${(bytes / 1024).toFixed(1)} KB of the 400 KB item limit`,
    );
  }

  const table = await startLocalTable({ tableName: 'bench-store' });
  try {
    const store = createGameStore(table);
    const game = gameAt(0.5);
    await store.createGame(game);
    const mail = {
      to: 'player0@example.org',
      from: 'game@play.example.org',
      subject: '[Puerto Rico bench] Your turn',
      raw: 'x'.repeat(MAIL_BYTES),
    };
    const times: number[] = [];
    for (let i = 0; i < commits; i++) {
      const step = 1000 + 2 * i;
      const move = (s: number) => ({
        step: s,
        seat: 0,
        move: 'choose settler',
        by: 'player' as const,
        events: [{ seat: 0, text: 'chooses the Settler' }],
        at: game.updatedAt,
      });
      const t0 = performance.now();
      await store.commit({
        gameId: 'bench',
        expectedVersion: i + 1,
        game,
        moves: [move(step), move(step + 1)],
        outbox: { updateId: `u${i}`, mails: Array.from({ length: 5 }, () => mail) },
        marker: { key: `<bench-${i}@example.org>`, at: game.updatedAt, gameId: 'bench', outcome: 'applied 2 moves' },
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    lines.push(
      `commit (state + 2 moves + 5 x ${MAIL_BYTES / 1024} KB mails + marker), local table: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms over ${commits}`,
    );
  } finally {
    await table.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchStore().then((lines) => console.log(lines.join('\n')));
}
