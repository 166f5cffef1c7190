/**
 * Run-time half of the templates: fill the precompiled HTML and the plain-text
 * templates with mustache. Shared by every `render*` function: the layout's data
 * (header, notices, footer links), subjects, and the numbered move list with its
 * mailto links.
 */
import Mustache from 'mustache';
import { compiledTemplates } from './compiled';
import { mailtoHref, replySubject } from './mailto';
import type { GameRef, Notice, NumberedMove, Recipient, RenderedEmail } from './model';

/** What the layout around every email needs. */
export interface Frame {
  readonly game?: GameRef;
  readonly step?: number;
  readonly headline: string;
  readonly deadline?: string;
  readonly notices?: readonly Notice[];
  readonly recipient: Recipient;
  readonly replyAddress: string;
  readonly unsubscribeUrl?: string;
  /** False before a game exists (invitations): no move hints, no in-game commands in the footer. */
  readonly playing?: boolean;
}

/**
 * `[<title> <gameId> #<step>] <headline>`. The inbound parser reads the decision id back
 * from `#<step>`, so this bracket shape is a protocol, not decoration.
 */
export function subjectLine(game: GameRef | undefined, step: number | undefined, headline: string): string {
  const tag = game ? `${game.title} ${game.id}${step === undefined ? '' : ` #${step}`}` : 'Play by email';
  return `[${tag}] ${oneLine(headline)}`;
}

/** The numbered moves, each with a mailto link that pre-fills `Re: <subject>` and the move's notation. */
export function movesBlock(moves: readonly NumberedMove[] | null | undefined, frame: Frame, subject: string, title = 'Your moves') {
  const list = moves ?? [];
  const reply = replySubject(subject);
  return {
    hasMoves: list.length > 0,
    movesTitle: title,
    moves: list.map((m) => ({ n: m.n, text: m.text, href: mailtoHref(frame.replyAddress, { subject: reply, body: m.text }) })),
  };
}

/** A list with a `last` flag on its final item, for separators in logic-less templates. */
export function withLast<T extends object>(items: readonly T[]): (T & { last: boolean })[] {
  return items.map((item, i) => ({ ...item, last: i === items.length - 1 }));
}

const NOTICE_STYLE = {
  info: 'background:#e6f4f6;border-left:4px solid #0b7285;padding:10px 12px;border-radius:4px;color:#12424f',
  error: 'background:#fdecec;border-left:4px solid #c53030;padding:10px 12px;border-radius:4px;color:#742a2a',
} as const satisfies Record<Notice['tone'], string>;

const NOTICE_MARKER = { info: '*', error: '!' } as const satisfies Record<Notice['tone'], string>;

export function noticeStyle(tone: Notice['tone']): string {
  return NOTICE_STYLE[tone];
}

/**
 * Fill template `name` (with the board partial `board` for emails that have a board slot)
 * and its text twin. `content` carries the email's own fields; the frame's fields are added.
 */
export function fill(name: string, board: string | null, subject: string, frame: Frame, content: object): RenderedEmail {
  const html = htmlTemplate(name, board);
  const text = compiledTemplates.text[name];
  const layout = compiledTemplates.text.layout;
  const moves = compiledTemplates.text.moves;
  if (text === undefined || layout === undefined || moves === undefined) throw new Error(`no text template "${name}"`);
  const data = { ...frameData(frame, subject), ...content };
  return {
    subject,
    html: Mustache.render(html, data, undefined, { escape: escapeHtml }),
    text: tidyText(Mustache.render(layout, data, { content: text, moves }, { escape: (s: string) => s })),
  };
}

function htmlTemplate(name: string, board: string | null): string {
  const html = board === null ? compiledTemplates.html[name] : (compiledTemplates.html[`${name}@${board}`] ?? compiledTemplates.html[`${name}@generic`]);
  if (html === undefined) throw new Error(`no compiled template "${name}"${board ? ` for board ${board}` : ''}: run scripts/compile-templates.ts`);
  return html;
}

function frameData(frame: Frame, subject: string) {
  const reply = replySubject(subject);
  const command = (body: string) => mailtoHref(frame.replyAddress, { subject: reply, body });
  return {
    subject,
    headline: oneLine(frame.headline),
    game: frame.game ?? null,
    playing: frame.game !== undefined && frame.playing !== false,
    hasStep: frame.step !== undefined,
    step: frame.step ?? null,
    deadline: frame.deadline ?? null,
    notices: (frame.notices ?? []).map((n) => ({ style: NOTICE_STYLE[n.tone], marker: NOTICE_MARKER[n.tone], lines: n.lines })),
    helpHref: command('help'),
    statusHref: command('status'),
    notifyTurnHref: command('notify turn'),
    unsubscribeUrl: frame.unsubscribeUrl ?? null,
    recipientName: frame.recipient.name,
    recipientAddress: frame.recipient.address,
    seatNumber: frame.recipient.seat + 1,
  };
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Mustache's default escaper also encodes `/`, `=` and backticks, which turns every URL into
 * entity soup; these five characters are all HTML text and quoted attributes need.
 */
function escapeHtml(value: string): string {
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] as string);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Standalone section tags leave runs of blank lines; keep at most one, and end with one newline. */
function tidyText(text: string): string {
  return `${text.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
