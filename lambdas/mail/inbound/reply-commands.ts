/**
 * Which lines of a reply are read as commands ("A reply's effects must fit one
 * transaction" and "Text after the command block").
 *
 * 1. At most `INBOUND_LIMITS.commandLines` lines are read (blank and noise lines do not
 *    count); every later non-blank line is counted as "not read" and answered so, without
 *    being cleaned or parsed. A reply's work, and its answer, stay bounded.
 * 2. The command block is the run of lines from the first command line to the next blank
 *    line. Every line in it is a command, as the grammar in `commands.ts` reads it: a
 *    wrong line there fails and stops the reply.
 * 3. After the block, a line is still a command when it reads as one: its first word is a
 *    service keyword (a wrong one still fails), or it is short like a move (at most
 *    `MOVE_WORDS` words, no sentence inside, no address or link). Anything else there (a
 *    greeting, a sentence, a signature we do not know) is ignored and mentioned in the
 *    answer. The reply's last line, when it stands alone after a blank line and is written
 *    like a name ("Alice", "Bob Smith"), is taken for a signature and ignored too.
 */
import { cleanCommandLine } from './command-line';
import { isKeyword, parseCommandLine } from './commands';
import { splitLines } from './extract-reply';
import { INBOUND_LIMITS } from './limits';
import type { Command } from './types';

export interface ReplyCommands {
  readonly commands: Command[];
  /** Lines after the command block that do not read as commands (cleaned, each at most 80 characters). */
  readonly ignored: string[];
  /** Non-blank lines past the limit of lines read. */
  readonly notRead: number;
}

const MOVE_WORDS = 6;
const PREVIEW = 40;
const IGNORED_PREVIEW = 80;
/** A sentence inside the line, an address or a link: prose, not a move. */
const PROSE = /[.!?。！？]\s+\S|@|https?:|www\./i;
/** Closing punctuation a move does not end with. */
const PROSE_END = /[!?,;:！？，、]\s*$/;
/** One to three capitalised words: how people sign ("Alice", "Bob Smith", "Anne-Marie"). */
const NAME = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}\.?(?:[\p{Ll}'’-]+)?){0,2}$/u;

/** Japanese, Chinese or Korean text longer than any move alias is a sentence. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_MOVE_CHARS = 15;

function isMoveShaped(raw: string, cleaned: string): boolean {
  if (PROSE.test(raw) || PROSE_END.test(raw.trim())) return false;
  if (CJK.test(cleaned) && cleaned.length > CJK_MOVE_CHARS) return false;
  return cleaned.split(' ').length <= MOVE_WORDS;
}

function readsAsCommand(raw: string, cleaned: string, isLastLine: boolean, aloneInParagraph: boolean): boolean {
  if (isKeyword(cleaned.split(' ', 1)[0]!)) return true;
  if (!isMoveShaped(raw, cleaned)) return false;
  return !(isLastLine && aloneInParagraph && NAME.test(cleaned));
}

/** Would this line, on its own, be read as a command (a keyword line or a move-shaped line)? */
export function looksLikeCommand(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length > INBOUND_LIMITS.commandLineChars) return false;
  const cleaned = cleanCommandLine(trimmed);
  if (cleaned === null) return false;
  return isKeyword(cleaned.split(' ', 1)[0]!) || isMoveShaped(trimmed, cleaned);
}

function tooLong(trimmed: string): Command {
  const max = INBOUND_LIMITS.commandLineChars;
  return {
    kind: 'invalid',
    text: `${trimmed.slice(0, PREVIEW)}…`,
    reason: `a line is at most ${max} characters`,
    reasonJa: `1行は${max}文字までです`,
  };
}

export function readReplyCommands(text: string): ReplyCommands {
  const lines = splitLines(text);
  const commands: Command[] = [];
  const ignored: string[] = [];
  let read = 0;
  let notRead = 0;
  /** 'before' the first command, 'block' inside the command block, 'after' it. */
  let phase: 'before' | 'block' | 'after' = 'before';
  let lastNonBlank = -1;
  for (let i = lines.length - 1; i >= 0 && lastNonBlank < 0; i -= 1) if (lines[i]!.trim() !== '') lastNonBlank = i;

  for (let i = 0; i < lines.length; i += 1) {
    const trimmed = lines[i]!.trim();
    if (trimmed === '') {
      if (phase === 'block') phase = 'after';
      continue;
    }
    if (read >= INBOUND_LIMITS.commandLines) {
      notRead += 1;
      continue;
    }
    if (trimmed.length > INBOUND_LIMITS.commandLineChars) {
      read += 1;
      commands.push(tooLong(trimmed));
      if (phase === 'before') phase = 'block';
      continue;
    }
    const cleaned = cleanCommandLine(trimmed);
    if (cleaned === null) continue;
    read += 1;
    if (phase === 'after') {
      const alone = (lines[i - 1] ?? '').trim() === '';
      if (!readsAsCommand(trimmed, cleaned, i === lastNonBlank, alone)) {
        ignored.push(cleaned.length > IGNORED_PREVIEW ? `${cleaned.slice(0, IGNORED_PREVIEW)}…` : cleaned);
        continue;
      }
    }
    if (phase === 'before') phase = 'block';
    commands.push(parseCommandLine(cleaned));
  }
  return { commands, ignored, notRead };
}

/** The commands of a reply, in order (the lines read as `readReplyCommands` says). */
export function parseCommandLines(text: string): Command[] {
  return readReplyCommands(text).commands;
}
