/**
 * A status email as the size budget measures it: the seat's status email with long names and a
 * production-length reply address, rendered with its board, composed into MIME as sent (headers,
 * text and HTML parts, transfer encoding; pictures are parts of their own and left out). Shared
 * by the email-size test and the benches that measure email sizes.
 */
import type { AnyGame, Match, Seat } from '../../engine/index';
import { composeMime } from '../../lambdas/mail/outbound/compose';
import { buildStatusModel, withBoard } from '../../lambdas/play/letters/status-model';
import { renderStatusEmail, type Lang, type RenderedEmail } from '../../templates/index';

export const LONG_NAMES = ['Annabelle', 'Bartholomew', 'Cyrille'] as const;
const REPLY = 'g-u7b8k2-0-abcdefghijklmnopqrst@play.example.org';

/** The rendered email and its composed size in bytes. */
export async function sizedStatusEmail(
  game: AnyGame,
  match: Match,
  seat: Seat,
  lang: Lang,
): Promise<{ email: RenderedEmail; bytes: number }> {
  const names = LONG_NAMES.slice(0, match.players);
  const email = renderStatusEmail(
    withBoard(
      buildStatusModel({
        game,
        match,
        seat,
        names,
        gameId: 'u7b8k2',
        recipientAddress: 'annabelle@example.com',
        replyAddress: REPLY,
        subject: `[${game.meta.title} u7b8k2] ${names.join(', ')}`,
        lang,
      }),
    ),
  );
  const raw = await composeMime({
    from: '"pbem" <games@play.example.org>',
    to: 'annabelle@example.com',
    replyTo: REPLY,
    subject: email.subject,
    html: email.html,
    text: email.text,
    autoSubmitted: true,
  });
  return { email, bytes: raw.length };
}
