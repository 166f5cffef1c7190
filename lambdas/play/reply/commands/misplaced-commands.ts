/** Lines that have no place in a running game's reply: set-up words, and lines the grammar could not read. */
import type { Command } from '../../../mail/inbound/index';
import { langOf } from '../../letters/compose-letters';
import { author, authorWords, failLine, type ReplyState } from './reply-state';

export function refuseMisplaced(
  state: ReplyState,
  command: Extract<Command, { kind: 'join' | 'decline' | 'new' | 'invalid' }>,
  line: string,
): void {
  const t = authorWords(state);
  switch (command.kind) {
    case 'join':
      return failLine(state, line, t.alreadyJoined);
    case 'decline':
      return failLine(state, line, t.declineStarted);
    case 'new':
      return failLine(state, line, t.newToSetup);
    case 'invalid':
      return failLine(state, line, langOf(author(state)) === 'ja' && command.reasonJa ? command.reasonJa : command.reason);
  }
}
