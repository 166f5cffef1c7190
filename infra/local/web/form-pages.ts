/** Pages with forms: the reply form (inline and standalone, the target of rewritten mailto: links) and "new game". */
import type { GameMeta } from '../../../engine/index';
import type { OpenedMail } from '../mailbox';
import type { PageContext } from './context';
import { esc, mailUrl } from './html';
import { page, type PageParts } from './layout';

export interface ReplyFields {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** Number of the email answered in `from`'s mailbox (quoted below the text). */
  readonly re?: number;
}

/** Only the standalone form takes the focus: on an email's page it would scroll past the email. */
export interface ReplyFormOptions {
  readonly focus?: boolean;
}

export function replyForm(f: ReplyFields, options: ReplyFormOptions = {}): string {
  return `<form class="mail card" method="post" action="/send">
<input type="hidden" name="from" value="${esc(f.from)}">${f.re ? `<input type="hidden" name="re" value="${f.re}">` : ''}
<div class="row"><div><label>From</label><input type="text" value="${esc(f.from)}" disabled></div>
<div><label for="to">To</label><input type="text" id="to" name="to" value="${esc(f.to)}" required></div></div>
<label for="subject">Subject</label><input type="text" id="subject" name="subject" value="${esc(f.subject)}">
<label for="body">Your reply</label><textarea id="body" name="body"${options.focus ? ' autofocus' : ''} placeholder="A move number, a move, or a command such as status, help, undo">${esc(f.body)}</textarea>
<div class="actions"><button type="submit">Send</button><span class="hint">${f.re ? 'The email you answer is quoted below your text, as a mail client does. ' : ''}Sent through this stack's SMTP server, like a mail client would.</span></div>
</form>`;
}

export function composePage(ctx: PageContext, fields: ReplyFields, original: OpenedMail | undefined): string {
  const quote = original
    ? `<h2>Answering</h2><p><a href="${esc(mailUrl(fields.from, original.entry.n))}">${esc(original.entry.subject)}</a></p><pre class="text quote">${esc(original.text)}</pre>`
    : '';
  return page(ctx, {
    title: 'Reply',
    main: `<h1>Reply as ${esc(fields.from)}</h1>${replyForm(fields, { focus: true })}${quote}`,
    current: fields.from,
    path: '/',
  });
}

export interface NewGameFields {
  readonly game: string;
  readonly organiser: string;
  readonly players: string;
  readonly options: string;
  /** The players' email language (`lang=ja` on the new line); English when absent. */
  readonly lang?: 'en' | 'ja';
}

const CLOCK_HELP = 'turn=48 (hours per decision), remind=24, grace=72, skip=sat,sun, timeout=wait|pass|random|bot|drop';

function optionHelp(meta: GameMeta): string {
  if (meta.options.length === 0) return '';
  const items = meta.options
    .map(
      (o) =>
        `<li><code>${esc(o.key)}=${esc(o.choices ? o.choices.join('|') : o.type === 'boolean' ? 'yes|no' : String(o.default))}</code> ${esc(o.description)} (default ${esc(String(o.default))})</li>`,
    )
    .join('');
  return `<p class="hint"><b>${esc(meta.title)}</b> options:</p><ul class="plain hint">${items}</ul>`;
}

export function newGamePage(ctx: PageContext, values: NewGameFields, note?: PageParts['note']): string {
  const choices = ctx.games
    .map(
      (g) =>
        `<option value="${esc(g.id)}"${g.id === values.game ? ' selected' : ''}>${esc(g.title)} (${g.ruleSeats ? Math.min(g.minPlayers, g.ruleSeats.minPlayers) : g.minPlayers}–${g.maxPlayers} players${g.ruleSeats ? `, or fewer with ${g.ruleSeats.option}=N` : ''})</option>`,
    )
    .join('');
  const main = `<h1>New game</h1>
<form class="stack card" method="post" action="/new">
<label for="game">Game</label><select id="game" name="game">${choices}</select>
<div class="row"><div><label for="organiser">Your address (you play too; the set-up mail is sent from it)</label>
<input type="text" id="organiser" name="organiser" value="${esc(values.organiser)}" placeholder="ann@example.com" required></div>
<div><label for="players">The other players, one address per line; <code>bot</code> on a line for a seat the bot plays (none for a solo game, e.g. Barrage with <code>automas=2</code>)</label>
<textarea id="players" name="players" rows="4" placeholder="bo@example.com&#10;cy@example.com">${esc(values.players)}</textarea></div></div>
<label for="options">Options (optional, <code>key=value</code> separated by spaces)</label>
<input type="text" id="options" name="options" value="${esc(values.options)}" placeholder="turn=24 timeout=random">
<label for="lang">Email language for everybody invited (each player can change theirs with <code>language en</code> / <code>language ja</code>)</label>
<select id="lang" name="lang"><option value="en"${values.lang === 'ja' ? '' : ' selected'}>English</option><option value="ja"${values.lang === 'ja' ? ' selected' : ''}>日本語 (Japanese)</option></select>
<div class="actions"><button type="submit">Send the invitations</button>
<span class="hint">Sends <code>new &lt;game&gt; &lt;addresses&gt; &lt;options&gt;</code> to <code>new@${esc(ctx.domain)}</code> over SMTP.</span></div>
</form>
<div class="card"><p class="hint">Clock options for every game: <code>${esc(CLOCK_HELP)}</code></p>${ctx.games.map(optionHelp).join('')}
<p class="hint"><b>Bots.</b> A line <code>bot</code> among the players seats a bot (Bot 1, Bot 2, …): it joins at once, gets no mail and answers within seconds, so one person and bots make a game. <code>timeout=bot</code> in the options lets the bot make a late player's move when their grace ends (they stay in the game); <code>timeout=drop</code> hands their seat to the bot for good.</p>
<p class="hint">Each invited player gets an invitation in their mailbox; the game starts when everyone has answered <code>join</code>.</p></div>`;
  return page(ctx, { title: 'New game', main, path: '/new', ...(note ? { note } : {}) });
}

/** The one-line set-up command the form stands for. */
export function newGameCommand(fields: NewGameFields): { command: string; others: string[] } {
  const others = fields.players
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter((a) => a.length > 0 && a.toLowerCase() !== fields.organiser.trim().toLowerCase());
  const options = fields.options.trim().replace(/\s+/g, ' ');
  const lang = fields.lang === 'ja' && !/\blang=/.test(options) ? ['lang=ja'] : [];
  // Nobody else: `me` (the sender) keeps the line a valid `new` command for a solo game.
  return {
    command: ['new', fields.game, ...(others.length > 0 ? others : ['me']), ...(options ? [options] : []), ...lang].join(' '),
    others,
  };
}
