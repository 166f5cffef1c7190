/**
 * Subcommands that belong to the service side (mail, reminders), registered here so the
 * engine commands in main.ts stay independent of them.
 */
import type { CommandResult } from './commands';

export interface ExtraCommand {
  readonly usage: string;
  matches(argv: readonly string[]): boolean;
  run(argv: readonly string[]): Promise<CommandResult>;
}

export const extraCommands: readonly ExtraCommand[] = [];
