/**
 * Run-time half of the templates: fill the precompiled HTML and the plain-text
 * templates with mustache. Shared by every `render*` function: the layout's data
 * (header, notices, footer links), subjects, and the numbered move list with its
 * mailto links.
 */
import Mustache from 'mustache';
import { compiledTemplates } from './compiled';
import { messages, type Lang } from './i18n/index';
import { mailtoHref, replySubject } from './mailto';
import type { GameRef, Notice, NumberedMove, Recipient, RenderedEmail } from './model';
import { groupMoves } from './move-groups';

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
  readonly lang?: Lang;
  /** The player's fixed subject for this game, when the email is about a game they play. */
  readonly subject?: string;
  /** The game runs and waits for others: the footer says there is nothing to do, not "reply to play". */
  readonly waiting?: boolean;
}

/**
 * The subject of an email: the player's fixed subject for the game when the model has one
 * (`[Puerto Rico u7b8] Ann, Bo, Cy`: what is asked goes in the body's first line and the
 * preheader, so the thread never splits), else `[<title> <gameId>] <headline>`. The inbound
 * parser reads the game id from the bracket.
 */
export function subjectLine(game: GameRef | undefined, headline: string, fixed?: string, lang?: Lang): string {
  if (fixed) return fixed;
  const tag = game ? `${game.title} ${game.id}` : messages(lang).playByEmail;
  return `[${tag}] ${oneLine(headline)}`;
}

/**
 * The decision marker written in every game email's header, `<gameId>#<step>`. A reply
 * quotes it, and lambdas/play reads it back to tell a stale numbered reply (the subject no
 * longer changes per decision, so it cannot carry the number).
 */
export function decisionMarker(gameId: string, step: number): string {
  return `${gameId}#${step}`;
}

/** Families of more values than this get a range only, no link per value. */
const MAX_VALUE_LINKS = 30;

/**
 * The numbered moves, each with a mailto link that pre-fills `Re: <subject>` and the move's
 * notation; a long family of moves that differ in one number is one row (move-groups.ts)
 * with a link per value, and whole turns that start alike are listed under their first move.
 */
export function movesBlock(moves: readonly NumberedMove[] | null | undefined, frame: Frame, subject: string, title?: string) {
  const list = moves ?? [];
  const reply = replySubject(subject);
  const href = (body: string) => mailtoHref(frame.replyAddress, { subject: reply, body });
  const t = messages(frame.lang);
  const rows = groupMoves(list).map((row) => {
    const plain = { isFamily: false, isGroup: false, values: [], members: [] };
    if (row.kind === 'move')
      return {
        ...plain,
        n: String(row.move.n),
        text: row.move.label ?? row.move.text,
        note: row.move.note ?? null,
        href: href(row.move.text),
      };
    if (row.kind === 'turns') {
      return {
        ...plain,
        n: null,
        text: row.label,
        note: row.note ?? null,
        // The heading is the first move, which is no whole turn by itself: only the lines under it are links.
        href: null,
        isGroup: true,
        members: row.items.map((item) =>
          item.kind === 'line'
            ? {
                isVariants: false,
                n: String(item.move.n),
                text: item.move.rest ?? item.move.label ?? item.move.text,
                note: item.move.note ?? null,
                href: href(item.move.text),
                firstOnly: item.move.firstOnly === true,
                links: [],
              }
            : {
                // A row of variants: the numbers and what they share; each word a small link that sends its whole turn.
                isVariants: true,
                n: item.numbers,
                text: item.head,
                note: null,
                href: null,
                firstOnly: false,
                links: withLast(item.members.map((m) => ({ n: String(m.n), label: m.variant?.label ?? m.text, href: href(m.text) }))),
              },
        ),
      };
    }
    const showValues = row.values.length <= MAX_VALUE_LINKS;
    return {
      n: row.numbers,
      text: row.label ?? row.pattern,
      note: [t.familyArgument({ name: 'N', range: row.range }), row.note].filter(Boolean).join('; '),
      // The row's title is the pattern, which no reply can play: only the numbers are links.
      href: null,
      isFamily: true,
      isGroup: false,
      members: [],
      values: showValues
        ? row.members.map((m, k) => ({ value: row.values[k], href: href(m.text), last: k === row.values.length - 1 }))
        : [],
    };
  });
  return { hasMoves: list.length > 0, movesTitle: title ?? t.yourMoves, moves: rows };
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
  const html =
    board === null
      ? compiledTemplates.html[name]
      : (compiledTemplates.html[`${name}@${board}`] ?? compiledTemplates.html[`${name}@generic`]);
  if (html === undefined)
    throw new Error(`no compiled template "${name}"${board ? ` for board ${board}` : ''}: run scripts/compile-templates.ts`);
  return html;
}

/** The catalogue's fixed words (sentences with arguments are filled by the caller). */
export function labels(lang: Lang | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(messages(lang)).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

function frameData(frame: Frame, subject: string) {
  const reply = replySubject(subject);
  const command = (body: string) => mailtoHref(frame.replyAddress, { subject: reply, body });
  const t = messages(frame.lang);
  return {
    t: labels(frame.lang),
    lang: frame.lang ?? 'en',
    subject,
    headline: oneLine(frame.headline),
    game: frame.game ?? null,
    playing: frame.game !== undefined && frame.playing !== false,
    waiting: frame.waiting === true,
    hasStep: frame.step !== undefined,
    step: frame.step ?? null,
    ref: frame.game && frame.step !== undefined ? decisionMarker(frame.game.id, frame.step) : null,
    deadline: frame.deadline ?? null,
    notices: (frame.notices ?? []).map((n) => ({ style: NOTICE_STYLE[n.tone], marker: NOTICE_MARKER[n.tone], lines: n.lines })),
    helpHref: command(t.helpCommand),
    statusHref: command(t.statusCommand),
    notifyTurnHref: command(t.notifyTurnCommand),
    unsubscribeUrl: frame.unsubscribeUrl ?? null,
    recipientName: frame.recipient.name,
    sentTo: t.sentTo({ name: frame.recipient.name, address: frame.recipient.address }),
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
  return `${text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
