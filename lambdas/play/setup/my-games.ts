/**
 * `status` sent to the set-up address (no game address at hand): the sender's games, found
 * through the byAddress index, each with where it stands and the address to reply to. The
 * answer goes to the sender's own (registered) address, so a forged From learns nothing.
 */
import type { InboundMail } from '../../mail/inbound/index';
import { DuplicateMessage } from '../../store/index';
import type { Deps } from '../deps';
import { gameModule, gameRef, namer, render, replyAddressOf, toAddress } from '../letters/compose-letters';
import { headlineFor } from '../letters/status-model';
import { displayName } from '../game/player-names';
import { markerFor, updateIdOf, type MailOutcome } from '../receive/mail-outcome';
import { setupLanguage } from './setup-language';
import { messages } from '../../../templates/i18n/index';

export async function answerMyGames(deps: Deps, mail: InboundMail, from: string): Promise<MailOutcome> {
  const lang = await setupLanguage(deps, mail, from, undefined);
  const t = messages(lang);
  const lines: string[] = [];
  for (const { gameId, seat } of await deps.store.gamesOf(from)) {
    const game = await deps.store.getGame(gameId);
    const player = game?.players.find((p) => p.seat === seat);
    if (!game || !player || player.address !== from) continue;
    const status = t.gameStatus({ status: game.status });
    const where =
      game.status === 'inviting'
        ? t.gameWaitingToJoin
        : game.match && game.status === 'active'
          ? headlineFor(gameModule(game.kind), game.match, seat, namer(game), lang)
          : status;
    lines.push(
      t.yourGameLine({
        title: gameRef(game, lang).title,
        id: game.gameId,
        status,
        where,
        address: replyAddressOf(deps.config, gameId, player),
      }),
    );
  }
  if (lines.length === 0) lines.push(t.noGames);
  const email = render.notice({
    recipient: { seat: 0, name: displayName(from, mail.from?.name), address: from, timezone: 'UTC' },
    replyAddress: `new@${deps.config.domain}`,
    headline: t.yourGames,
    lines,
    tone: 'info',
    lang,
  });
  const marker = markerFor(mail, undefined, deps.now(), `listed ${lines.length} games`);
  try {
    await deps.store.recordMessage(marker, { updateId: updateIdOf(marker.key), mails: [toAddress(deps.config, from, email)] });
  } catch (e) {
    if (e instanceof DuplicateMessage) return { kind: 'duplicate' };
    throw e;
  }
  return { kind: 'answered', applied: 0 };
}
