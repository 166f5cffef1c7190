/**
 * The form posts: send a reply, start a game, advance the clock. Each validates its
 * fields with zod, sends real mail over SMTP, waits for the outbox to be delivered, and
 * says in one sentence what the service made of it.
 */
import { z } from 'zod';
import type { MailOutcome } from '../../../lambdas/play/receive/mail-outcome';
import { quoteBelow } from '../smtp-client';
import type { WebContext } from './context';
import { newGameCommand, type NewGameFields } from './form-pages';
import type { NoteTone } from './layout';

const address = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an email address');

export const replyFormSchema = z.object({
  from: address,
  to: address,
  subject: z.string().max(500).default(''),
  body: z.string().max(100_000).default(''),
  re: z.coerce.number().int().positive().optional(),
});

export const newGameFormSchema = z.object({
  game: z.string().min(1),
  organiser: address,
  players: z.string().max(10_000),
  options: z.string().max(1_000).default(''),
  lang: z.enum(['en', 'ja']).default('en'),
});

export interface ActionResult {
  readonly redirect: string;
  readonly note: { readonly text: string; readonly tone: NoteTone };
}

export function describeOutcome(outcome: MailOutcome | undefined): { text: string; tone: NoteTone } {
  if (!outcome) return { text: 'The service accepted the mail.', tone: 'ok' };
  switch (outcome.kind) {
    case 'applied':
      return {
        text: `Applied${outcome.applied > 0 ? ` ${outcome.applied} step${outcome.applied === 1 ? '' : 's'}` : ''} in game ${outcome.gameId}; ${outcome.mails} email${outcome.mails === 1 ? '' : 's'} sent.`,
        tone: 'ok',
      };
    case 'answered':
      return { text: 'Nothing changed in the game: the service answered by email (see the newest email).', tone: 'warn' };
    case 'created':
      return { text: `Game ${outcome.gameId} created: the invitations are in the players' mailboxes.`, tone: 'ok' };
    case 'refused':
      return { text: `Refused: ${outcome.reason}.${outcome.told ? ' The sender was told why by email.' : ''}`, tone: 'bad' };
    case 'ignored':
      return { text: `Ignored: ${outcome.reason}.`, tone: 'bad' };
    case 'duplicate':
      return { text: 'Already processed (duplicate delivery): nothing changed.', tone: 'warn' };
  }
}

export async function sendReply(ctx: WebContext, form: z.infer<typeof replyFormSchema>): Promise<ActionResult> {
  const original = form.re ? await ctx.mailbox.open(form.from, form.re) : undefined;
  const text = original
    ? quoteBelow(form.body, { date: original.date, fromName: original.entry.fromName, from: original.entry.from, text: original.text })
    : form.body;
  const sent = await ctx.smtp.send({
    from: form.from,
    to: form.to,
    subject: form.subject,
    text,
    ...(original?.entry.messageId ? { inReplyTo: original.entry.messageId, references: [original.entry.messageId] } : {}),
  });
  await ctx.flush();
  const outcome = describeOutcome(ctx.outcomeOf(sent.messageId));
  return {
    redirect: `/box/${encodeURIComponent(form.from)}`,
    note: { text: `Sent "${firstLine(form.body)}" to ${form.to}. ${outcome.text}`, tone: outcome.tone },
  };
}

export async function startNewGame(ctx: WebContext, form: NewGameFields): Promise<ActionResult> {
  const { command } = newGameCommand(form);
  const sent = await ctx.smtp.send({ from: form.organiser, to: `new@${ctx.domain}`, subject: 'New game', text: `${command}\n` });
  await ctx.flush();
  const outcome = describeOutcome(ctx.outcomeOf(sent.messageId));
  return {
    redirect: `/box/${encodeURIComponent(form.organiser.toLowerCase())}`,
    note: { text: `Sent "${command}" to new@${ctx.domain}. ${outcome.text}`, tone: outcome.tone },
  };
}

function firstLine(body: string): string {
  const line = body.trim().split(/\r?\n/)[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 57)}…` : line || '(empty)';
}
