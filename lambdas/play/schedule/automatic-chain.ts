/**
 * Automatic chains: seats whose players resigned or were dropped, and bot seats, are played
 * by the bot whenever the game waits for them. A chain can be a whole game (the last person
 * dropped from a game of bots), so it is played in batches: each batch is one transaction
 * (DynamoDB takes at most 100 items), and the game stays due at once in the byDue index, so
 * the next batch is played by the reminders job (reminders-job.ts), in the same run while its
 * time lasts, else in the next run. Each batch commits against the version it read, so a batch
 * is applied once however often the job runs.
 */
import { pendingDecisions, playMove, type AppliedStep } from '../../../engine/index';
import { gameModule, type LiveGame } from '../letters/compose-letters';
import { automaticMove } from './automatic-moves';

/**
 * One batch's bound. A batch's transaction writes the game item, one membership row per seat
 * (at most 6), its move-log entries, at most two mails per seat and no marker: with 40 moves
 * (plus the forced steps of the last one, a few at most) that is about 70 items, a margin of
 * 30 under DynamoDB's 100.
 */
export const AUTOMATIC_BATCH = { steps: 40, transactionItems: 100 } as const;

export interface ChainBatch {
  readonly game: LiveGame;
  readonly steps: AppliedStep[];
  /** The bound stopped the batch while an automatic seat was still to play. */
  readonly more: boolean;
}

/** Is the game waiting for a seat the bot plays (dropped, resigned or a bot)? */
export function waitsForAutomaticSeat(game: LiveGame): boolean {
  if (game.status !== 'active') return false;
  return pendingDecisions(gameModule(game.kind), game.match).some((p) => game.players.find((x) => x.seat === p.seat)?.dropped);
}

/** Play automatic seats until the game waits for a person, ends, or `maxSteps` steps are played. */
export function playDroppedSeats(game: LiveGame, botIterations: number, maxSteps: number = AUTOMATIC_BATCH.steps): ChainBatch {
  const module = gameModule(game.kind);
  const steps: AppliedStep[] = [];
  let match = game.match;
  if (game.status !== 'active') return { game, steps, more: false };
  while (steps.length < maxSteps) {
    const dropped = module.pending(match.state).find((p) => game.players.find((x) => x.seat === p.seat)?.dropped);
    if (!dropped) return { game: { ...game, match }, steps, more: false };
    const out = playMove(module, match, dropped.seat, automaticMove(module, match, dropped.seat, botIterations), 'bot');
    if (!out.ok) throw new Error(`automatic move refused for seat ${dropped.seat}: ${out.error.reason}`);
    match = out.match;
    steps.push(...out.steps);
  }
  const after = { ...game, match };
  return { game: after, steps, more: module.result(match.state) === null && waitsForAutomaticSeat(after) };
}
