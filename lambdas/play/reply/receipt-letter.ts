/**
 * The receipt for a reply: what was applied, what was refused and why, what was not run, and
 * whom the game waits for now. It goes to a reply's author when the reply leaves them nothing
 * to decide (who-gets-mail.ts), so the newest email in their thread never still says "Your
 * turn" after they have moved. One phone screen: no board, no moves.
 */
import { INBOUND_LIMITS, type InboundMail } from '../../mail/inbound/index';
import type { Player } from '../../store/index';
import { messages, type Lang, type Messages } from '../../../templates/i18n/index';
import type { Notice } from '../../../templates/model';
import { render, type LetterContent } from '../letters/compose-letters';
import type { GameLetters } from '../letters/game-letters';
import { headlineFor } from '../letters/status-model';
import type { LineOutcome } from './move-lines';
import type { CommandsResult } from './run-commands';

/**
 * An applied line as the player wrote it, with what it stood for when that differs (a number's
 * move, the moves an undo took back), in the reader's brackets (full-width in Japanese).
 */
export function appliedText(line: LineOutcome, t: Messages): string {
  return line.played && line.played !== line.line ? `${line.line}${t.openParen}${line.played}${t.closeParen}` : line.line;
}

/** What was skipped of the reply (not commands, over the line limit), for the receipt's notice. */
export function skippedLines(mail: Pick<InboundMail, 'ignored' | 'notRead'>, t: Messages): string[] {
  return [
    ...mail.ignored.map((l) => t.reportIgnored({ line: l })),
    ...(mail.notRead > 0 ? [t.reportNotRead({ n: mail.notRead, max: INBOUND_LIMITS.commandLines })] : []),
  ];
}

/** Builds the receipt from the game after the reply (game-update.ts calls it for the author). */
export function receiptFor(
  result: CommandsResult,
  mail: Pick<InboundMail, 'ignored' | 'notRead'>,
  lang: Lang,
): (letters: GameLetters, player: Player) => LetterContent {
  return (letters, player) => {
    const failed = result.lines.find((l) => l.status === 'failed');
    const skipped = skippedLines(mail, messages(lang));
    const notices: Notice[] = skipped.length > 0 ? [{ tone: 'info', lines: skipped }] : [];
    return render.receipt({
      ...letters.addressing(player),
      lang,
      game: letters.ref(lang),
      step: letters.game.match.step,
      applied: result.lines.filter((l) => l.status === 'applied').map((l) => appliedText(l, messages(lang))),
      failed: failed ? { line: failed.line, reason: failed.reason ?? '' } : null,
      notRun: result.lines.filter((l) => l.status === 'not-run').map((l) => l.line),
      next: headlineFor(letters.module, letters.game.match, player.seat, letters.nameOf, lang),
      ...(notices.length > 0 ? { notices } : {}),
    });
  };
}

/** Receipts are on unless the player wrote `notify receipts off`. */
export function wantsReceipts(player: Pick<Player, 'receipts'>): boolean {
  return player.receipts !== false;
}
