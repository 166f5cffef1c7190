/** A move line: its steps through the engine (move-lines.ts), against the position now. */
import type { Command } from '../../../mail/inbound/index';
import { gameModule, langOf } from '../../letters/compose-letters';
import { runReplyLines } from '../move-lines';
import { author, authorWords, failLine, type ReplyState } from './reply-state';

/** The moves of one reply line: its parts between ";" (a whole action), or the line itself. */
export function movesOfLine(text: string): string[] {
  // A full-width ； (a Japanese label copied from the email) separates parts as well.
  const parts = text
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts : [text];
}

export function runMove(state: ReplyState, command: Extract<Command, { kind: 'move' }>, line: string): void {
  const game = state.game;
  if (game.status !== 'active') {
    failLine(state, line, game.status === 'finished' ? authorWords(state).gameOverNoMoves : authorWords(state).gameNotRunning);
    return;
  }
  const out = runReplyLines({
    game: gameModule(game.kind),
    match: game.match,
    seat: state.ctx.seat,
    // One line may carry a whole action, its steps joined by ";" (the email's
    // "whole actions" lines, GameModule.compound): each part is played in order.
    lines: movesOfLine(command.text),
    answeredStep: state.ctx.answeredStep,
    earlierLineApplied: state.steps.length > 0 || state.undone.length > 0,
    names: state.names,
    lang: langOf(author(state)),
  });
  state.lines.push(...out.lines);
  if (out.failed) {
    state.failed = true;
    return;
  }
  state.game = { ...game, match: out.match };
  state.steps.push(...out.steps);
  state.changed = true;
}
