/**
 * What running one reply's commands builds up: the game as it changes, the lines' outcomes,
 * the answers and notices owed. Each command (the files beside this one) reads and changes
 * it; run-commands.ts walks the reply's lines through them in order.
 */
import type { AppliedStep } from '../../../../engine/index';
import type { Command } from '../../../mail/inbound/index';
import type { MoveItem, Player } from '../../../store/index';
import { messages, type Messages } from '../../../../templates/i18n/index';
import { langOf, type LiveGame } from '../../letters/compose-letters';
import type { ClockState } from '../../game/game-settings';
import type { SharedNotice } from '../../letters/shared-notices';
import type { LineOutcome } from '../move-lines';

export type ExtraAnswer = { kind: 'help' } | { kind: 'status' } | { kind: 'history'; count: number };

export interface CommandContext {
  readonly game: LiveGame;
  readonly seat: number;
  readonly commands: readonly Command[];
  /** The decision id of the email answered (subject `#n`), if any. */
  readonly answeredStep: number | null;
  readonly now: Date;
  /** The move log, loaded only when a command needs it (undo). */
  readonly loadLog: () => Promise<readonly MoveItem[]>;
}

export interface ReplyState {
  readonly ctx: CommandContext;
  game: LiveGame;
  clock: ClockState;
  readonly steps: AppliedStep[];
  readonly lines: LineOutcome[];
  readonly answers: ExtraAnswer[];
  readonly noticesForAll: SharedNotice[];
  undone: number[];
  changed: boolean;
  failed: boolean;
  /** Every seat's name, by seat, for refusals that name whom the game waits for. */
  readonly names: readonly string[];
  /** The author's name, for notices to everybody. */
  readonly name: string;
}

/** The author as the game item has them now (a setting earlier in the reply may have changed). */
export function author(state: ReplyState): Player {
  return state.game.players.find((p) => p.seat === state.ctx.seat)!;
}

/**
 * What only the author reads is in the author's language (re-read: `language` may change
 * it); notices for everybody are rendered per reader (shared-notices.ts).
 */
export function authorWords(state: ReplyState): Messages {
  return messages(langOf(author(state)));
}

export function patchAuthor(state: ReplyState, patch: Partial<Player>): void {
  state.game = { ...state.game, players: state.game.players.map((p) => (p.seat === state.ctx.seat ? { ...p, ...patch } : p)) };
  state.changed = true;
}

export function failLine(state: ReplyState, line: string, reason: string): void {
  state.lines.push({ line, status: 'failed', reason });
  state.failed = true;
}

export function lineApplied(state: ReplyState, line: string): void {
  state.lines.push({ line, status: 'applied' });
}

/**
 * The same question twice in one reply gets one answer: a reply of 20 `help` lines is
 * answered with one help email, not 20 (a reply's answer stays bounded).
 */
export function answerOnce(state: ReplyState, answer: ExtraAnswer): void {
  if (!state.answers.some((a) => JSON.stringify(a) === JSON.stringify(answer))) state.answers.push(answer);
}
