/** `help`, `status`, `history [n]`: questions answered by an email of their own, once per reply. */
import type { Command } from '../../../mail/inbound/index';
import { answerOnce, lineApplied, type ReplyState } from './reply-state';

/** Entries `history` shows when no number is given. */
const DEFAULT_HISTORY = 10;

export function askQuestion(state: ReplyState, command: Extract<Command, { kind: 'help' | 'status' | 'history' }>, line: string): void {
  answerOnce(state, command.kind === 'history' ? { kind: 'history', count: command.count ?? DEFAULT_HISTORY } : { kind: command.kind });
  lineApplied(state, line);
}
