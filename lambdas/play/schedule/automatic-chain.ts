/**
 * Automatic chains: seats whose players resigned or were dropped, and bot seats, are played
 * by the bot whenever the game waits for them.
 */
import { playMove, type AppliedStep } from '../../../engine/index';
import { gameModule, type LiveGame } from '../letters/compose-letters';
import { automaticMove } from './automatic-moves';

/** Seats whose players resigned or were dropped, and bot seats, are played at once by the bot. */
export function playDroppedSeats(game: LiveGame, botIterations: number): { game: LiveGame; steps: AppliedStep[] } {
  const module = gameModule(game.kind);
  const steps: AppliedStep[] = [];
  let match = game.match;
  if (game.status !== 'active') return { game, steps };
  for (let guard = 0; guard < 10_000; guard++) {
    const dropped = module.pending(match.state).find((p) => game.players.find((x) => x.seat === p.seat)?.dropped);
    if (!dropped) break;
    const out = playMove(module, match, dropped.seat, automaticMove(module, match, dropped.seat, botIterations), 'bot');
    if (!out.ok) throw new Error(`automatic move refused for seat ${dropped.seat}: ${out.error.reason}`);
    match = out.match;
    steps.push(...out.steps);
  }
  return { game: { ...game, match }, steps };
}
