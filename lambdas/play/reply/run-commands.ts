/**
 * The commands of one reply, run in order against a live game:
 * moves through the engine, the service commands (help, status, history, undo, resign,
 * notify, vacation, back, timezone) as changes to the game item or as extra answers.
 * Stops at the first failure; later lines are reported as not run. No store writes here:
 * the caller commits what this returns in one transaction.
 */
import type { AppliedStep } from '../../../engine/index';
import type { Command } from '../../mail/inbound/index';
import { nameOf, type LiveGame } from '../letters/compose-letters';
import { readClock } from '../game/game-settings';
import type { SharedNotice } from '../letters/shared-notices';
import { readExtraCommand } from './settings-words';
import type { LineOutcome } from './move-lines';
import { runMove } from './commands/move-command';
import { askQuestion } from './commands/question-commands';
import { changeSetting } from './commands/setting-commands';
import { undoLastMove } from './commands/undo-command';
import { resign } from './commands/resign-command';
import { endVacation, startVacation } from './commands/vacation-commands';
import { refuseMisplaced } from './commands/misplaced-commands';
import type { CommandContext, ExtraAnswer, ReplyState } from './commands/reply-state';

export type { CommandContext, ExtraAnswer } from './commands/reply-state';
export { movesOfLine } from './commands/move-command';

export interface CommandsResult {
  readonly game: LiveGame;
  readonly steps: readonly AppliedStep[];
  readonly lines: readonly LineOutcome[];
  readonly failed: boolean;
  /** The game item changed (moves, settings, players): needs a commit. */
  readonly changed: boolean;
  /** Move-log steps removed by an undo. */
  readonly undone: readonly number[];
  readonly answers: readonly ExtraAnswer[];
  readonly noticesForAll: readonly SharedNotice[];
}

/** The text a command was written as, for the report. */
export function commandText(c: Command): string {
  switch (c.kind) {
    case 'move':
      return c.text;
    case 'history':
      return c.count === null ? 'history' : `history ${c.count}`;
    case 'notify':
      return `notify ${c.mode}`;
    case 'vacation':
      return 'days' in c ? `vacation ${c.days}` : `vacation until ${c.until}`;
    case 'timezone':
      return `timezone ${c.zone}`;
    case 'new':
      return `new ${c.game} ${c.addresses.join(' ')}`;
    case 'invalid':
      return c.text;
    default:
      return c.kind;
  }
}

export async function runGameCommands(ctx: CommandContext): Promise<CommandsResult> {
  const state: ReplyState = {
    ctx,
    game: ctx.game,
    clock: readClock(ctx.game.clock),
    steps: [],
    lines: [],
    answers: [],
    noticesForAll: [],
    undone: [],
    changed: false,
    failed: false,
    names: ctx.game.players
      .slice()
      .sort((a, b) => a.seat - b.seat)
      .map((p) => p.name),
    name: nameOf(ctx.game, ctx.seat) ?? '',
  };
  for (const command of ctx.commands) {
    const line = commandText(command);
    if (state.failed) state.lines.push({ line, status: 'not-run' });
    else await runCommand(state, command, line);
  }
  // Seats the bot plays are not played here: the reply's transaction holds only the author's
  // moves, and the bots' turns follow as batches of their own (schedule/automatic-chain.ts).
  const { game, steps, lines, failed, changed, undone, answers, noticesForAll } = state;
  return { game, steps, lines, failed, changed, undone, answers, noticesForAll };
}

/** One command, by its kind (each in its own file under commands/). */
async function runCommand(state: ReplyState, command: Command, line: string): Promise<void> {
  const extra = readExtraCommand(command);
  if (extra) return changeSetting(state, extra, line);
  switch (command.kind) {
    case 'move':
      return runMove(state, command, line);
    case 'help':
    case 'status':
    case 'history':
      return askQuestion(state, command, line);
    case 'notify':
    case 'timezone':
      return changeSetting(state, command, line);
    case 'undo':
      return undoLastMove(state, line);
    case 'resign':
      return resign(state, line);
    case 'vacation':
      return startVacation(state, command, line);
    case 'back':
      return endVacation(state, line);
    case 'join':
    case 'decline':
    case 'new':
    case 'invalid':
      return refuseMisplaced(state, command, line);
  }
}
