/** Settings only the author's seat keeps: `notify`, receipts, `timezone`, `language` (settings-words.ts). */
import type { Command } from '../../../mail/inbound/index';
import type { ExtraCommand } from '../settings-words';
import { lineApplied, patchAuthor, type ReplyState } from './reply-state';

export function changeSetting(
  state: ReplyState,
  command: Extract<Command, { kind: 'notify' | 'timezone' }> | ExtraCommand,
  line: string,
): void {
  switch (command.kind) {
    case 'notify':
      patchAuthor(state, { notify: command.mode });
      break;
    case 'timezone':
      patchAuthor(state, { timezone: command.zone });
      break;
    case 'language':
      patchAuthor(state, { language: command.lang });
      break;
    case 'receipts':
      patchAuthor(state, { receipts: command.on });
      break;
  }
  lineApplied(state, line);
}
