/**
 * Turn a game (as one seat may see it) into finished outbox mails: fill a template model
 * from `view(state, seat)` and public facts only, render it (templates/), compose raw MIME
 * (mail/outbound). Everything a template receives passes through here, so this is the one
 * place hidden information could leak, and the one place the tests look.
 */
import { numberedMoves, registry, type AnyGame, type Match } from '../../engine/index';
import { formatReplyAddress } from '../mail/inbound/index';
import { composeMime, threadHeaders } from '../mail/outbound/index';
import type { GameItem, NewMail, Player } from '../store/index';
import {
  renderError,
  renderGameStart,
  renderHelp,
  renderHistory,
  renderInvitation,
  renderNotice,
  renderRefusal,
  renderReminder,
  renderReplyReport,
  renderStatusEmail,
  type DigestLine,
  type GameRef,
  type Notice,
  type NumberedMove,
  type RenderedEmail,
  type StatusEmailModel,
} from '../../templates/index';
import { formatDeadline } from './clock';
import type { ServiceConfig } from './deps';
import { buildStatusModel } from './status-model';
import { deriveToken } from './tokens';

/** A game item whose match has been set up (status active or finished). */
export type LiveGame = GameItem & { match: Match };

export function gameModule(kind: string): AnyGame {
  const game = registry.get(kind);
  if (!game) throw new Error(`game kind "${kind}" is not registered`);
  return game;
}

export function gameRef(game: Pick<GameItem, 'gameId' | 'kind'>): GameRef {
  return { id: game.gameId, kind: game.kind, title: registry.get(game.kind)?.meta.title ?? game.kind };
}

export function replyAddressOf(config: ServiceConfig, gameId: string, player: Pick<Player, 'seat' | 'tokenNonce'>): string {
  return formatReplyAddress({ gameId, seat: player.seat, token: deriveToken(config.tokenSecret, gameId, player.seat, player.tokenNonce) }, config.domain);
}

export function nameOf(game: Pick<GameItem, 'players'>, seat: number | null): string | null {
  if (seat === null) return null;
  return game.players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
}

/** A seat's name as the game knows it. */
export function namer(game: Pick<GameItem, 'players'>): (seat: number) => string {
  return (seat) => nameOf(game, seat) ?? '';
}

/** Recipient, reply address and unsubscribe link: the part every email model to a player shares. */
export function addressing(config: ServiceConfig, game: Pick<GameItem, 'gameId'>, player: Player) {
  return {
    recipient: { seat: player.seat, name: player.name, address: player.address, timezone: player.timezone },
    replyAddress: replyAddressOf(config, game.gameId, player),
    ...(config.unsubscribeBaseUrl ? { unsubscribeUrl: `${config.unsubscribeBaseUrl}?g=${game.gameId}&s=${player.seat}` } : {}),
  };
}

export interface StatusExtras {
  readonly digest: readonly DigestLine[];
  readonly notices?: readonly Notice[];
  readonly deadlines?: ReadonlyMap<number, string>;
}

export function statusModel(config: ServiceConfig, game: LiveGame, player: Player, extras: StatusExtras): StatusEmailModel {
  const deadline = extras.deadlines?.get(player.seat);
  const base = addressing(config, game, player);
  const model = buildStatusModel({
    game: gameModule(game.kind),
    match: game.match,
    seat: player.seat,
    names: game.players.map((p) => p.name),
    gameId: game.gameId,
    recipientAddress: player.address,
    replyAddress: base.replyAddress,
    timezone: player.timezone,
    ...(deadline ? { deadline: formatDeadline(deadline, player.timezone) } : {}),
    notices: extras.notices ?? [],
    ...(base.unsubscribeUrl ? { unsubscribeUrl: base.unsubscribeUrl } : {}),
  });
  // The digest comes from the stored log (everything since this player's last email).
  const digest = { ...model, digest: [...extras.digest] };
  if (game.status === 'active') return digest;
  return { ...digest, yourMoves: null, headline: game.status === 'abandoned' ? 'Game abandoned' : digest.headline };
}

export function yourMoves(game: LiveGame, seat: number): NumberedMove[] | null {
  if (game.status !== 'active') return null;
  const moves = numberedMoves(gameModule(game.kind), game.match, seat);
  return moves.length > 0 ? [...moves] : null;
}

/** Compose a rendered email to a player of a game, threaded per game and seat. */
export async function toPlayer(config: ServiceConfig, game: Pick<GameItem, 'gameId' | 'kind'>, player: Pick<Player, 'seat' | 'address' | 'tokenNonce'>, email: RenderedEmail): Promise<NewMail> {
  const replyTo = replyAddressOf(config, game.gameId, player);
  const title = gameRef(game).title;
  const raw = await composeMime({
    from: `"${title} ${game.gameId} (${config.senderName})" <${config.senderAddress}>`,
    to: player.address,
    replyTo,
    subject: email.subject,
    html: email.html,
    text: email.text,
    ...threadHeaders(game.gameId, player.seat, config.domain),
    listUnsubscribe: { address: replyTo, ...(config.unsubscribeBaseUrl?.startsWith('https:') ? { url: `${config.unsubscribeBaseUrl}?g=${game.gameId}&s=${player.seat}` } : {}) },
    autoSubmitted: true,
  });
  return { to: player.address, from: config.senderAddress, subject: email.subject, raw: raw.toString('utf8') };
}

/** Compose an email to an address that is not (yet) a seat: set-up answers, refusals. */
export async function toAddress(config: ServiceConfig, address: string, email: RenderedEmail, replyTo?: string): Promise<NewMail> {
  const raw = await composeMime({
    from: `"${config.senderName}" <${config.senderAddress}>`,
    to: address,
    replyTo: replyTo ?? `new@${config.domain}`,
    subject: email.subject,
    html: email.html,
    text: email.text,
    autoSubmitted: true,
  });
  return { to: address, from: config.senderAddress, subject: email.subject, raw: raw.toString('utf8') };
}

export const render = {
  status: renderStatusEmail,
  start: renderGameStart,
  report: renderReplyReport,
  help: renderHelp,
  history: renderHistory,
  invitation: renderInvitation,
  refusal: renderRefusal,
  error: renderError,
  reminder: renderReminder,
  notice: renderNotice,
} as const;
