/** Answers to commands: the reply report, help and history. */
import { fill, movesBlock, subjectLine, type Frame } from './fill';
import { messages } from './i18n/index';
import { mailtoHref, replySubject } from './mailto';
import type { HelpModel, HistoryModel, RenderedEmail, ReplyReportModel } from './model';

/** Applied lines, the refused line with the rule's reason, lines not run; then the legal moves again. */
export function renderReplyReport(model: ReplyReportModel): RenderedEmail {
  const t = messages(model.lang);
  const headline = model.failed ? t.notApplied({ line: model.failed.line }) : t.appliedLines({ n: model.applied.length });
  const frame: Frame = { ...model, headline };
  const subject = subjectLine(model.game, headline, model.subject, model.lang);
  return fill('reply', null, subject, frame, {
    applied: model.applied,
    failed: model.failed,
    notRun: model.notRun,
    hasNotRun: model.notRun.length > 0,
    prompt: model.prompt ?? null,
    ...movesBlock(model.yourMoves, frame, subject),
  });
}

/**
 * A receipt: the answer to a reply that left its author nothing to decide. What was applied,
 * what was refused and why, what was not run, and who the game waits for now; one phone
 * screen, no board and no moves (the reader has none). A reply that leaves its author a new
 * decision gets that decision's status email instead.
 */
export interface ReceiptModel extends Omit<ReplyReportModel, 'yourMoves' | 'prompt'> {
  /** Whom the game waits for now and for what ("Waiting for Bo: choose a role"). */
  readonly next: string;
}

export function renderReceipt(model: ReceiptModel): RenderedEmail {
  const t = messages(model.lang);
  const headline = model.failed ? t.notApplied({ line: model.failed.line }) : t.receiptHeadline({ next: model.next });
  const frame: Frame = { ...model, headline, waiting: true };
  const subject = subjectLine(model.game, headline, model.subject, model.lang);
  return fill('reply', null, subject, frame, {
    applied: model.applied,
    failed: model.failed,
    notRun: model.notRun,
    hasNotRun: model.notRun.length > 0,
    // The headline names who is next, unless it had to name the refused line.
    prompt: model.failed ? model.next : null,
    isReceipt: true,
    ...movesBlock(null, frame, subject),
  });
}

export function renderHelp(model: HelpModel): RenderedEmail {
  const headline = messages(model.lang).commandsYouCanSend;
  const frame: Frame = { ...model, headline };
  const subject = subjectLine(model.game, headline, model.subject, model.lang);
  const reply = replySubject(subject);
  // A link sends the command's first form without its placeholders (`history [n]` → `history`,
  // `notify turn | notify all` → `notify turn`, `状況（status）` → `状況`), which works on its own.
  const commands = model.commands.map((c) => ({
    ...c,
    href: mailtoHref(model.replyAddress, { subject: reply, body: linkBody(c.command) }),
  }));
  const examples = model.examples ?? [];
  return fill('help', null, subject, frame, { commands, hasExamples: examples.length > 0, examples });
}

export function renderHistory(model: HistoryModel): RenderedEmail {
  const headline = messages(model.lang).lastMoves({ n: model.entries.length });
  const frame: Frame = { ...model, headline };
  const subject = subjectLine(model.game, headline, model.subject, model.lang);
  return fill('history', null, subject, frame, { entries: model.entries });
}

function linkBody(command: string): string {
  return command.split(/ \| |（| \[| </)[0]!.trim() || command;
}
