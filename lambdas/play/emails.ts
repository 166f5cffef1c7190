/**
 * Turn a game (as one seat may see it) into finished outbox mails: fill a template model
 * from `view(state, seat)` and public facts only, render it (templates/), compose raw MIME
 * (mail/outbound). Everything a template receives passes through here, so this is the one
 * place hidden information could leak, and the one place the tests look.
 */
import { numberedMoves, pendingDecisions, registry, type AnyGame, type GameEvent, type Match } from '../../engine/index';
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
  type PlayerLine,
  type RenderedEmail,
  type StatusEmailModel,
} from '../../templates/index';
import { formatDeadline } from './clock';
import type { ServiceConfig } from './deps';
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

/** Events a seat may read, as digest lines with the actor's name. */
export function digestFor(game: Pick<GameItem, 'players'>, seat: number, entries: readonly { seat: number; move: string; events: readonly GameEvent[] }[]): DigestLine[] {
  const lines: DigestLine[] = [];
  for (const entry of entries) {
    const visible = entry.events.filter((e) => !e.visibleTo || e.visibleTo.includes(seat));
    if (visible.length === 0 && entry.events.length === 0) {
      lines.push({ actor: nameOf(game, entry.seat), text: entry.move });
      continue;
    }
    for (const e of visible) lines.push({ actor: nameOf(game, e.seat), text: e.text });
  }
  return lines;
}

function playerLines(game: Pick<GameItem, 'players'>, seat: number): PlayerLine[] {
  return game.players.map((p) => ({ seat: p.seat, name: p.name, isYou: p.seat === seat }));
}

export function headlineFor(game: LiveGame, seat: number): string {
  const module = gameModule(game.kind);
  const result = module.result(game.match.state);
  if (result) {
    const winners = result.ranking.filter((s: number) => result.places[s] === 1).map((s: number) => nameOf(game, s));
    return `Game over: ${winners.join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}`;
  }
  if (game.status === 'abandoned') return 'Game abandoned';
  const pending = pendingDecisions(module, game.match);
  const mine = pending.find((p) => p.seat === seat);
  if (mine) return `Your turn: ${mine.prompt}`;
  return `Waiting for ${pending.map((p) => `${nameOf(game, p.seat)}: ${p.prompt}`).join('; ')}`;
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
  const module = gameModule(game.kind);
  const view = module.view(game.match.state, player.seat);
  const result = module.result(game.match.state);
  const moves = game.status === 'active' ? numberedMoves(module, game.match, player.seat) : [];
  const deadline = extras.deadlines?.get(player.seat);
  return {
    ...addressing(config, game, player),
    game: gameRef(game),
    players: playerLines(game, player.seat),
    step: game.match.step,
    headline: headlineFor(game, player.seat),
    digest: extras.digest,
    view,
    boardText: module.describe(view),
    pending: pendingDecisions(module, game.match).map((p) => ({ name: nameOf(game, p.seat) ?? '', prompt: p.prompt })),
    yourMoves: moves.length > 0 ? moves : null,
    ...(deadline && moves.length > 0 ? { deadline: formatDeadline(deadline, player.timezone) } : {}),
    ...(result
      ? {
          result: {
            ranking: result.ranking.map((s: number) => ({
              place: result.places[s]!,
              name: nameOf(game, s) ?? '',
              score: result.scores[s]!,
              ...(result.tieBreak ? { tieBreak: result.tieBreak[s] } : {}),
            })),
            lines: [...(result.breakdown ?? [])],
          },
        }
      : {}),
    notices: extras.notices ?? [],
  };
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
