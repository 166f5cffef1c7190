/**
 * Carry an automatic chain on: play one bounded batch (automatic-chain.ts) of a game that
 * waits for a bot or a dropped seat, as its own transaction, guarded by the version read.
 * Called by the reminders job for every due game, and by whoever wants the bots to answer
 * soon after a reply (the local stack, the test harness); never inside a player's reply.
 */
import type { Deps } from '../deps';
import { retryOnConflict } from '../game/conflict-retry';
import { loadEarlierMoves, prepareUpdate } from '../game/game-update';
import type { LiveGame } from '../letters/compose-letters';
import { limitsOf } from '../limits/limit-settings';
import { versionUpdateId } from '../receive/mail-outcome';
import { playDroppedSeats, waitsForAutomaticSeat } from './automatic-chain';

/** One batch of a game's automatic chain; `more` when the game still waits for an automatic seat. */
export async function playAutomaticBatch(deps: Deps, gameId: string): Promise<{ steps: number; more: boolean }> {
  return retryOnConflict(deps, { job: 'automatic moves', gameId }, async () => {
    const stored = await deps.store.getGame(gameId);
    if (!stored || stored.status !== 'active' || !stored.match) return { steps: 0, more: false };
    const game = stored as LiveGame;
    if (!waitsForAutomaticSeat(game)) return { steps: 0, more: false };
    const batch = playDroppedSeats(game, limitsOf(deps.config).botIterations);
    const prepared = await prepareUpdate(deps, {
      before: game,
      after: batch.game,
      steps: batch.steps,
      earlierMoves: await loadEarlierMoves(deps, game),
    });
    await deps.store.commit({
      gameId,
      expectedVersion: game.version,
      game: prepared.game,
      moves: prepared.moves,
      outbox: { updateId: versionUpdateId(game.version + 1), mails: prepared.mails },
      continueChain: prepared.continues,
    });
    return { steps: batch.steps.length, more: batch.more };
  });
}

/** Batches until the game waits for a person (or `maxBatches` were played; the reminders job does the rest). */
export async function playAutomaticTurns(deps: Deps, gameId: string, maxBatches = 50): Promise<number> {
  let steps = 0;
  for (let i = 0; i < maxBatches; i++) {
    const batch = await playAutomaticBatch(deps, gameId);
    steps += batch.steps;
    if (!batch.more) break;
  }
  return steps;
}
