/**
 * Turn a game (as one seat may see it) into finished outbox mails: fill a template model
 * from `view(state, seat)` and public facts only, render it (templates/), compose raw MIME
 * (mail/outbound). Everything a template receives passes through here, so this is the one
 * place hidden information could leak, and the one place the tests look.
 */
import { registry, type AnyGame, type Match } from '../../../engine/index';
import { formatReplyAddress } from '../../mail/inbound/index';
import { threadHeaders } from '../../mail/outbound/thread';
import type { GameItem, NewMail, Player } from '../../store/index';
import type {
  GameRef,
  GameStartModel,
  HelpModel,
  HistoryModel,
  InvitationModel,
  Notice,
  NoticeModel,
  NumberedMove,
  ProblemModel,
  ReminderModel,
  ReplyReportModel,
  StatusEmailModel,
  DigestLine,
} from '../../../templates/model';
import type { ReceiptModel } from '../../../templates/index';
import { formatTime, gameTitle, messages, type Lang } from '../../../templates/i18n/index';
import type { ServiceConfig } from '../deps';
import { buildStatusModel, movesWithNotes } from './status-model';
import { deriveToken } from '../game/reply-tokens';

/** A game item whose match has been set up (status active or finished). */
export type LiveGame = GameItem & { match: Match };

export function gameModule(kind: string): AnyGame {
  const game = registry.get(kind);
  if (!game) throw new Error(`game kind "${kind}" is not registered`);
  return game;
}

export function gameRef(game: Pick<GameItem, 'gameId' | 'kind'>, lang?: Lang): GameRef {
  const meta = registry.get(game.kind)?.meta;
  return { id: game.gameId, kind: game.kind, title: meta ? gameTitle(meta, lang) : game.kind };
}

/** A player's language (English unless they chose otherwise). */
export function langOf(player: Pick<Player, 'language'>): Lang {
  return player.language ?? 'en';
}

/**
 * The one subject of every email to a player about a running game: `[Puerto Rico u7b8]
 * Ann, Bo, Cy` (names in seat order, which is the table's order and never changes). What
 * is asked goes in the first line of the body and the preheader instead, so mail clients
 * keep the whole game in one thread. The bracket is what the inbound parser reads the game
 * id from; the decision number is in the body (`decisionMarker`).
 */
export function threadSubject(game: Pick<GameItem, 'gameId' | 'kind' | 'players'>, lang: Lang): string {
  const names = [...game.players].sort((a, b) => a.seat - b.seat).map((p) => p.name);
  return `[${gameRef(game, lang).title} ${game.gameId}] ${names.join(', ')}`;
}

/** A time in the player's zone and language. */
export function localTime(iso: string, player: Pick<Player, 'timezone' | 'language'>): string {
  return formatTime(iso, player.timezone, langOf(player));
}

export function replyAddressOf(config: ServiceConfig, gameId: string, player: Pick<Player, 'seat' | 'tokenNonce'>): string {
  return formatReplyAddress(
    { gameId, seat: player.seat, token: deriveToken(config.tokenSecret, gameId, player.seat, player.tokenNonce) },
    config.domain,
  );
}

export function nameOf(game: Pick<GameItem, 'players'>, seat: number | null): string | null {
  if (seat === null) return null;
  return game.players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
}

/** A seat's name as the game knows it. */
export function namer(game: Pick<GameItem, 'players'>): (seat: number) => string {
  return (seat) => nameOf(game, seat) ?? '';
}

/**
 * Recipient, reply address, unsubscribe link, language and (once the seats are drawn) the
 * fixed subject: the part every email model to a player shares.
 */
export function addressing(config: ServiceConfig, game: Pick<GameItem, 'gameId' | 'kind' | 'players' | 'status'>, player: Player) {
  const lang = langOf(player);
  return {
    recipient: { seat: player.seat, name: player.name, address: player.address, timezone: player.timezone },
    replyAddress: replyAddressOf(config, game.gameId, player),
    ...(config.unsubscribeBaseUrl ? { unsubscribeUrl: `${config.unsubscribeBaseUrl}?g=${game.gameId}&s=${player.seat}` } : {}),
    lang,
    // Seats are drawn when the game starts, so the thread (and its subject) begins then.
    ...(game.status !== 'inviting' ? { subject: threadSubject(game, lang) } : {}),
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
    lang: base.lang,
    ...(base.subject ? { subject: base.subject } : {}),
    game: gameModule(game.kind),
    match: game.match,
    seat: player.seat,
    names: game.players.map((p) => p.name),
    gameId: game.gameId,
    recipientAddress: player.address,
    replyAddress: base.replyAddress,
    timezone: player.timezone,
    ...(deadline ? { deadline: localTime(deadline, player) } : {}),
    notices: extras.notices ?? [],
    ...(base.unsubscribeUrl ? { unsubscribeUrl: base.unsubscribeUrl } : {}),
  });
  // The digest comes from the stored log (everything since this player's last email).
  const digest = { ...model, game: gameRef(game, base.lang), digest: [...extras.digest] };
  if (game.status === 'active') return digest;
  // Nobody is waited for any more: no "whose turn", no "nothing to do until then".
  return {
    ...digest,
    yourMoves: null,
    pending: [],
    headline: game.status === 'abandoned' ? messages(base.lang).gameAbandoned : digest.headline,
  };
}

export function yourMoves(game: LiveGame, seat: number, lang?: Lang): NumberedMove[] | null {
  if (game.status !== 'active') return null;
  const moves = movesWithNotes(gameModule(game.kind), game.match, seat, lang, namer(game));
  return moves.length > 0 ? moves : null;
}

/**
 * What to send: a template and its model. Rendering and MIME composition happen when the
 * mail is sent (lambdas/play/letters/render-letters.ts, on the outbound side), so the reply path stays
 * small and fast; the model is all the template will ever see.
 */
export interface LetterContent {
  readonly template: LetterTemplate;
  readonly model: object;
}

const letter =
  <M extends object>(template: LetterTemplate) =>
  (model: M): LetterContent => ({ template, model });

export const LETTER_TEMPLATES = [
  'status',
  'start',
  'report',
  'receipt',
  'help',
  'history',
  'invitation',
  'refusal',
  'error',
  'reminder',
  'notice',
] as const;
export type LetterTemplate = (typeof LETTER_TEMPLATES)[number];

export const render = {
  status: letter<StatusEmailModel>('status'),
  start: letter<GameStartModel>('start'),
  report: letter<ReplyReportModel>('report'),
  receipt: letter<ReceiptModel>('receipt'),
  help: letter<HelpModel>('help'),
  history: letter<HistoryModel>('history'),
  invitation: letter<InvitationModel>('invitation'),
  refusal: letter<ProblemModel>('refusal'),
  error: letter<Omit<ProblemModel, 'lines'> & { readonly lines?: readonly string[] }>('error'),
  reminder: letter<ReminderModel>('reminder'),
  notice: letter<NoticeModel>('notice'),
} as const;

/** A letter to a player of a game, threaded per game and seat. */
export function toPlayer(
  config: ServiceConfig,
  game: Pick<GameItem, 'gameId' | 'kind'>,
  player: Pick<Player, 'seat' | 'address' | 'tokenNonce'>,
  content: LetterContent,
): NewMail {
  const replyTo = replyAddressOf(config, game.gameId, player);
  const unsubscribe = config.unsubscribeBaseUrl?.startsWith('https:')
    ? { url: `${config.unsubscribeBaseUrl}?g=${game.gameId}&s=${player.seat}` }
    : {};
  return {
    to: player.address,
    from: config.senderAddress,
    subject: '',
    letter: {
      template: content.template,
      model: JSON.stringify(content.model),
      fromName: `${gameRef(game).title} ${game.gameId} (${config.senderName})`,
      replyTo,
      ...threadHeaders(game.gameId, player.seat, config.domain),
      listUnsubscribe: { address: replyTo, ...unsubscribe },
    },
  };
}

/** A letter to an address that is not (yet) a seat: set-up answers, refusals. */
export function toAddress(config: ServiceConfig, address: string, content: LetterContent, replyTo?: string): NewMail {
  return {
    to: address,
    from: config.senderAddress,
    subject: '',
    letter: {
      template: content.template,
      model: JSON.stringify(content.model),
      fromName: config.senderName,
      replyTo: replyTo ?? `new@${config.domain}`,
    },
  };
}
