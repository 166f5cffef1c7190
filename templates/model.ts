/**
 * The data every outbound email is rendered from. `lambdas/play/` fills these models
 * ONLY from `view(state, seat)`, `describe(view)`, `pending`, `legalMoves`+`format` and
 * public facts (names, settings); templates never see raw game state, so they cannot
 * leak hidden information that the view already removed.
 */

import type { Lang } from './i18n/index';

/** The game an email is about. `id` is the short game id used in reply addresses (`g7k2`). */
export interface GameRef {
  readonly id: string;
  /** Registry id (`puerto-rico`). */
  readonly kind: string;
  /** Display title (`Puerto Rico`). */
  readonly title: string;
}

export interface Recipient {
  readonly seat: number;
  readonly name: string;
  readonly address: string;
  /** IANA zone the caller used to format times; shown so a deadline is unambiguous. */
  readonly timezone: string;
}

export interface PlayerLine {
  readonly seat: number;
  readonly name: string;
  readonly isYou: boolean;
}

/** One entry of "since your last email"; `actor` is a player's name, null for the game itself. */
export interface DigestLine {
  readonly actor: string | null;
  readonly text: string;
  /** Set when the step was not the player's own choice: the only legal move, or the timeout rule. */
  readonly how?: 'forced' | 'timeout';
}

/** A decision somebody must take now, with the player's name already filled in. */
export interface PendingLine {
  readonly name: string;
  readonly prompt: string;
}

/** One numbered legal move: `n` is what a player may reply, `text` the notation. */
export interface NumberedMove {
  readonly n: number;
  readonly text: string;
  /** What the move does and costs, in words (the game's `describeMove`), when the game says. */
  readonly note?: string;
  /** The number range the move belongs to, when the game says (`bank N` and this move's N): its members are listed as one row. */
  readonly range?: { readonly pattern: string; readonly value: number; readonly label?: string };
  /** The big label where it is not `text` (Japanese mail: the game's Japanese label); the link still sends `text`. */
  readonly label?: string;
  /**
   * One of several whole turns that start with the same first move: the email lists them under
   * that move (`key` tells the groups apart; `label` and `note` are the first move's), each line
   * showing only what follows the first move (`rest`), each still one tap that sends `text`.
   */
  readonly under?: { readonly key: number; readonly label: string; readonly note?: string };
  /** For a line listed under its first move: the label of the parts after it. */
  readonly rest?: string;
  /** The line plays the first move only; the rest of the turn is chosen in the next email. */
  readonly firstOnly?: boolean;
  /**
   * A turn under its first move that differs from its neighbours in one word (`key`): a run of
   * them is one row headed `head` (the reader's language, the word written `…`), each turn a
   * small link showing `label`.
   */
  readonly variant?: { readonly key: string; readonly head: string; readonly label: string };
}

/** A game's board partial and its mustache data, as the game drew it from the reader's view. */
export interface BoardModel {
  readonly template: string;
  readonly data: object;
}

export interface ResultModel {
  readonly ranking: readonly { readonly place: number; readonly name: string; readonly score: number; readonly tieBreak?: number }[];
  /** Score breakdown lines a player can check by hand. */
  readonly lines: readonly string[];
}

export interface Notice {
  readonly tone: 'info' | 'error';
  readonly lines: readonly string[];
}

/** Fields every email shares: who gets it, where replies go, how to stop it. */
export interface EmailBase {
  readonly recipient: Recipient;
  /** The player's token address (`g-<game>-<seat>-<token>@domain`); every mailto link points here. */
  readonly replyAddress: string;
  /** https one-click unsubscribe URL, when the deployment has one. */
  readonly unsubscribeUrl?: string;
  readonly notices?: readonly Notice[];
  /** The reader's language (English when absent). */
  readonly lang?: Lang;
  /**
   * The one subject of every email to this player about this game (`[Puerto Rico u7b8] Ann,
   * Bo, Cy`): it never changes, so mail clients keep one thread. Absent: a subject is made
   * from the headline (mail that is not about a game the reader plays).
   */
  readonly subject?: string;
}

export interface StatusEmailModel extends EmailBase {
  readonly game: GameRef;
  /** The players in turn order (the order the email lists them in). */
  readonly players: readonly PlayerLine[];
  /** Decision id (`match.step`); written in the body as `<gameId>#<step>` for the stale-reply check. */
  readonly step: number;
  /** "Your turn: choose a role" | "Waiting for Anna: choose a role" | "Game over: Anna wins". */
  readonly headline: string;
  /**
   * The game's short summary of the position for the reader (GameModule.summary, names filled
   * in), shown right under the headline, before the moves; empty for a game without one.
   */
  readonly summary?: readonly string[];
  readonly digest: readonly DigestLine[];
  /** The game's view for this seat, which `board` and `boardText` were drawn from. */
  readonly view: unknown;
  /**
   * The game's own HTML board: `template` names its compiled partial (the game's id; the email
   * is compiled as `status@<template>`), `data` fills it. Absent: `boardText` in a monospace block.
   */
  readonly board?: BoardModel;
  /** `describe(view)`: the plain-text board (text part, and the HTML board for games without a partial). */
  readonly boardText: string;
  readonly pending: readonly PendingLine[];
  /** The recipient's numbered legal moves; null when it is not their decision. */
  readonly yourMoves: readonly NumberedMove[] | null;
  /** Whole actions as one line each (`place K1L; tile base; build base at 4U`), from the game's `compound`; empty where the numbered list already offers whole turns. */
  readonly wholeActions?: readonly string[];
  /** Already formatted absolute time, in the recipient's zone. */
  readonly deadline?: string;
  readonly result?: ResultModel;
  readonly notices: readonly Notice[];
  /** The board's picture, when the game draws one and the sender attached it. */
  readonly picture?: PictureModel;
  /** The text part lists the moves without their notes (a lighter form that keeps the email under its size budget, templates/status.ts). */
  readonly textWithoutNotes?: boolean;
}

/**
 * The board's picture as the email shows it: an inline PNG part named by `cid`, at `width` ×
 * `height` CSS pixels, with its legend (codes and what they mean, in the reader's language;
 * a player's line carries the seat's colour). Filled on the sending side, never stored.
 */
export interface PictureModel {
  readonly cid: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly legend: readonly { readonly code: string; readonly text: string; readonly colour?: string }[];
  /** The reader's own panel at phone scale (its own inline part), shown above the whole picture. */
  readonly closeUp?: { readonly cid: string; readonly width: number; readonly height: number; readonly alt: string };
}

/** The first email of a game: a status email plus the table and the options chosen. */
export interface GameStartModel extends StatusEmailModel {
  readonly options: readonly { readonly key: string; readonly value: string }[];
}

/** The answer to a reply: which lines ran, which failed and why, which did not run. */
export interface ReplyReportModel extends EmailBase {
  readonly game: GameRef;
  readonly step: number;
  readonly applied: readonly string[];
  /** The line that was refused, with the rule's reason; null when every line applied. */
  readonly failed: { readonly line: string; readonly reason: string } | null;
  readonly notRun: readonly string[];
  /** What the recipient must decide now, if anything (e.g. "choose a role"). */
  readonly prompt?: string;
  readonly yourMoves: readonly NumberedMove[] | null;
}

/**
 * A reply we would not act on (stale numbers, unknown game, not your turn) or an
 * internal failure. `game` is absent for mail that names no game (e.g. to new@).
 */
export interface ProblemModel extends EmailBase {
  readonly game?: GameRef;
  readonly step?: number;
  readonly headline: string;
  readonly lines: readonly string[];
  readonly yourMoves?: readonly NumberedMove[] | null;
}

export interface HelpModel extends EmailBase {
  readonly game?: GameRef;
  readonly step?: number;
  readonly commands: readonly { readonly command: string; readonly description: string }[];
  /** Notation examples for the game, if any ("build small-market"). */
  readonly examples?: readonly string[];
}

export interface HistoryModel extends EmailBase {
  readonly game: GameRef;
  readonly step: number;
  readonly entries: readonly { readonly step: number; readonly actor: string | null; readonly text: string }[];
}

export interface InvitationModel extends EmailBase {
  readonly game: GameRef;
  readonly inviter: string;
  /** Everybody invited, in the order given (seats are drawn when the game starts). */
  readonly invitees: readonly string[];
  readonly options: readonly { readonly key: string; readonly value: string }[];
}

/** A reminder or late notice: the whole status email (board and moves) under the notice's lines. */
export interface ReminderModel extends StatusEmailModel {
  /** `reminder` before the deadline, `late` once it has passed (the timeout policy may apply). */
  readonly level: 'reminder' | 'late';
  readonly deadline: string;
  /** What the reminder says: the deadline, grace, and what the timeout will do. */
  readonly lines: readonly string[];
}

export interface NoticeModel extends EmailBase {
  readonly game?: GameRef;
  readonly step?: number;
  readonly headline: string;
  readonly lines: readonly string[];
  readonly tone: 'info' | 'error';
}

/** What every `render*` returns; compose it into MIME with `lambdas/mail/outbound/compose.ts`. */
export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** How many of the lighter forms a status email took to fit its size budget (templates/status.ts); absent when none. */
  readonly lightened?: number;
}
