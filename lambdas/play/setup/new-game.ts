/**
 * Setting a game up by email: `new <game> <address>… [option=value…]` to
 * new@<domain> invites the listed players (the sender plays too); each invitee replies
 * `join` or `decline`; when everybody has joined, the seats are shuffled with the game's
 * seed and the game starts. A decline ends the invitation for everyone.
 *
 * Reply addresses carry the seat, so the shuffle gives every player a new address: the
 * start email (and everything after it) carries the address to use from then on.
 */
import { newMatch, playerRange, registry, resolveOptions, type AnyGame, type Match } from '../../../engine/index';
import { turnOrderOf } from '../letters/engine-words';
import { seedRng, shuffle } from '../../../engine/core/rng';
import type { Command, InboundMail } from '../../mail/inbound/index';
import { DuplicateMessage, type GameItem, type NewGame, type NewMail, type Player } from '../../store/index';
import { CLOCK_KEYS, DEFAULT_POLICY, parseClockWords } from '../schedule/deadline-clock';
import type { Deps } from '../deps';
import { addressing, gameRef, langOf, nameOf, render, toAddress, toPlayer, type LiveGame } from '../letters/compose-letters';
import { shared } from '../letters/shared-notices';
import { gameTitle, messages, type Lang } from '../../../templates/i18n/index';
import { setupLanguage } from './setup-language';
import { invitationCommands } from '../reply/help-commands';
import { invitationRefusal, NEVER_INVITE, refusesAllInvitations } from '../limits/invitation-checks';
import { limitsOf } from '../limits/limit-settings';
import { answerMyGames } from './my-games';
import { markerFor, updateIdOf, type MailOutcome, versionUpdateId } from '../receive/mail-outcome';
import { displayName, linkFreeName } from '../game/player-names';
import { newNonce, tokenRecord } from '../game/reply-tokens';
import { prepareUpdate } from '../game/game-update';
import { botAddress, botName, BOT_WORD, isBot } from '../schedule/bot-seats';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';

/** What an invitation keeps until the game starts (in the game item's settings). */
const setupSchema = z.object({
  seed: z.string(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

const GAME_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function newGameId(randomBytes: (n: number) => Uint8Array): string {
  return [...randomBytes(6)].map((b) => GAME_ID_ALPHABET[b % GAME_ID_ALPHABET.length]).join('');
}

export async function handleNewGameMail(deps: Deps, mail: InboundMail): Promise<MailOutcome> {
  const now = deps.now();
  const from = mail.from?.address;
  if (!from) return { kind: 'ignored', reason: 'no sender' };
  const command = mail.commands.find((c): c is Extract<Command, { kind: 'new' }> => c.kind === 'new');
  if (!command && mail.commands.some((c) => c.kind === 'status')) return answerMyGames(deps, mail, from);
  // `lang=` counts on a line we could not read too: its answer is in the language asked for.
  const invalidNew = mail.commands.find((c) => c.kind === 'invalid');
  const langWord = command?.options.lang ?? (invalidNew?.kind === 'invalid' ? /(?:^|\s)lang=(\S+)/i.exec(invalidNew.text)?.[1] : undefined);
  const answerLang = await setupLanguage(deps, mail, from, langWord);
  const t = messages(answerLang);
  const problem = (lines: string[]) => answerSetup(deps, mail, from, t.setupRefused, lines, answerLang);
  const gameList = registry.all
    .map((g) => t.setupGame({ id: g.meta.id, title: gameTitle(g.meta, answerLang), min: g.meta.minPlayers, max: g.meta.maxPlayers }))
    .join(t.listSeparator);
  if (!command) {
    const usage =
      invalidNew?.kind === 'invalid'
        ? answerLang === 'ja' && invalidNew.reasonJa
          ? invalidNew.reasonJa
          : invalidNew.reason
        : t.setupOneLine;
    return problem([usage, t.setupGames({ games: gameList }), t.setupExample]);
  }
  const module = registry.get(command.game);
  if (!module) return problem([t.setupNoSuchGame({ game: command.game, games: gameList })]);
  const addresses = [from, ...command.addresses.filter((a) => a !== from && a !== BOT_WORD && a !== 'me')].filter(
    (a, i, all) => all.indexOf(a) === i,
  );
  // Each `bot` word is one more seat, played by the bot (bot-seats.ts): a game may be you and bots only.
  const bots = command.addresses.filter((a) => a === BOT_WORD).length;
  const seats = addresses.length + bots;
  // Seats the rules play (Barrage's automas=N) change the range; bad option words are answered below.
  const early = resolveOptions(
    module.meta,
    Object.fromEntries(Object.entries(command.options).filter(([k]) => !(CLOCK_KEYS as readonly string[]).includes(k) && k !== 'lang')),
  );
  const range = early.ok ? playerRange(module.meta, early.options) : { min: module.meta.minPlayers, max: module.meta.maxPlayers };
  if (seats < range.min || seats > range.max) {
    return problem([t.setupSeatCount({ title: gameTitle(module.meta, answerLang), min: range.min, max: range.max, seats, bots })]);
  }
  // Abuse limits (invitation-checks.ts) before anything is written; the daily quota is taken last.
  const refusal = await invitationRefusal(deps, from, addresses.slice(1), now, t);
  if (refusal) return problem(refusal);
  const clockWords = Object.fromEntries(Object.entries(command.options).filter(([k]) => (CLOCK_KEYS as readonly string[]).includes(k)));
  const gameWords = Object.fromEntries(
    Object.entries(command.options).filter(([k]) => !(CLOCK_KEYS as readonly string[]).includes(k) && k !== 'lang'),
  );
  // `lang=ja` writes the invitations (and the game's emails) in Japanese; `language en` changes it back per player.
  const language =
    command.options.lang === undefined ? undefined : ({ en: 'en', ja: 'ja' } as const)[command.options.lang.toLowerCase() as 'en' | 'ja'];
  if (command.options.lang !== undefined && !language) return problem([t.badLanguage({ value: command.options.lang })]);
  const clock = parseClockWords(clockWords, t);
  if (!clock.ok) return problem([clock.reason]);
  const options = resolveOptions(module.meta, gameWords);
  if (!options.ok) return problem([answerLang === 'ja' && options.error.reasonJa ? options.error.reasonJa : options.error.reason]);

  const gameId = newGameId(deps.randomBytes);
  const seed = Buffer.from(deps.randomBytes(8)).toString('hex');
  const players: Player[] = addresses.map((address, seat) => {
    const nonce = newNonce(deps.randomBytes);
    return {
      seat,
      address,
      name: displayName(address, seat === 0 ? mail.from?.name : undefined),
      tokenHash: tokenRecord(deps.config.tokenSecret, gameId, seat, nonce).tokenHash,
      tokenNonce: nonce,
      aliases: [],
      notify: 'turn',
      ...(language ? { language } : {}),
      timezone: 'UTC',
      joined: seat === 0,
      lastEmailStep: 0,
      dropped: false,
      bouncing: false,
    };
  });
  for (let n = 1; n <= bots; n++) players.push(botPlayer(deps, gameId, addresses.length + n - 1, n));
  const nowIso = now.toISOString();
  const game: NewGame = {
    gameId,
    kind: module.meta.id,
    status: 'inviting',
    match: null,
    players,
    settings: { clock: clock.policy, optionWords: command.options, setup: { seed, options: options.options } },
    createdBy: from,
    createdAt: nowIso,
    updatedAt: nowIso,
  };
  const optionLines = Object.entries(command.options).map(([key, value]) => ({ key, value }));
  const mails: NewMail[] = [];
  for (const player of players.slice(1).filter((p) => !isBot(p))) {
    const lang = langOf(player);
    const email = render.invitation({
      ...addressing(deps.config, game, player),
      game: gameRef(game, lang),
      inviter: inviterLabel(from, players[0]!.name),
      invitees: addresses,
      options: optionLines,
      notices: [{ tone: 'info', lines: [messages(lang).neverInvite({ command: NEVER_INVITE })] }],
    });
    const mail = toPlayer(deps.config, game, player, email);
    // The one-click unsubscribe of an invitation refuses every further invitation, from anybody.
    mails.push({ ...mail, letter: { ...mail.letter!, listUnsubscribe: { address: mail.letter!.replyTo, command: NEVER_INVITE } } });
  }
  mails.push(
    toPlayer(
      deps.config,
      game,
      players[0]!,
      render.notice({
        ...addressing(deps.config, game, players[0]!),
        game: gameRef(game, langOf(players[0]!)),
        headline: messages(langOf(players[0]!)).invitationsSent({ title: gameRef(game, langOf(players[0]!)).title }),
        lines: [
          messages(langOf(players[0]!)).invitedList({ addresses: addresses.slice(1).join(messages(langOf(players[0]!)).listSeparator) }),
          messages(langOf(players[0]!)).startsWhenJoined,
        ],
        tone: 'info',
      }),
    ),
  );
  // Nobody to wait for (you and bots only): the game starts at once.
  const alone = players.every((p) => p.joined);
  try {
    const stored = await deps.store.createGame(game, {
      outbox: { updateId: 'invite', mails: alone ? [] : mails },
      marker: markerFor(mail, gameId, now, `created ${gameId}`),
    });
    if (alone) return await startGame(deps, stored, stored);
  } catch (e) {
    if (e instanceof DuplicateMessage) return { kind: 'duplicate' };
    throw e;
  }
  deps.log.info('game created', { gameId, kind: module.meta.id, players: addresses.length });
  return { kind: 'created', gameId };
}

/** `join`, `decline`, `help` to an invitation's address. */
export async function handleInvitationReply(deps: Deps, mail: InboundMail, game: GameItem, seat: number): Promise<MailOutcome> {
  const now = deps.now();
  const marker = markerFor(mail, game.gameId, now, 'invitation reply');
  const player = game.players.find((p) => p.seat === seat)!;
  const kinds = new Set(mail.commands.map((c) => c.kind));
  if (game.status !== 'inviting') {
    await deps.store.recordMessage(marker);
    return { kind: 'answered', gameId: game.gameId, applied: 0 };
  }
  const refusesAll = refusesAllInvitations(mail);
  if (refusesAll) {
    await deps.store.setInvitationOptOut(player.address, now.toISOString());
    deps.log.info('invitations refused for good', { gameId: game.gameId, seat });
  }
  if (kinds.has('decline') || refusesAll) {
    const cooldown = limitsOf(deps.config).declineCooldownDays;
    await deps.store.recordDecline(
      player.address,
      game.createdBy,
      now.toISOString(),
      new Date(now.getTime() + cooldown * 86_400_000).toISOString(),
    );
    const declined: NewGame = { ...stripVersion(game), status: 'abandoned', updatedAt: now.toISOString() };
    const mails = game.players
      .filter((p) => !isBot(p))
      .map((p) =>
        toPlayer(
          deps.config,
          game,
          p,
          render.notice({
            ...addressing(deps.config, game, p),
            game: gameRef(game, langOf(p)),
            headline: messages(langOf(p)).gameWillNotStart,
            lines: [messages(langOf(p)).declinedInvitation({ name: player.name })],
            tone: 'info',
          }),
        ),
      );
    await deps.store.commit({
      gameId: game.gameId,
      expectedVersion: game.version,
      game: declined,
      moves: [],
      outbox: { updateId: versionUpdateId(game.version + 1), mails },
      marker,
    });
    return { kind: 'applied', gameId: game.gameId, applied: 0, mails: mails.length };
  }
  if (!kinds.has('join')) {
    const email = render.help({
      ...addressing(deps.config, game, player),
      game: gameRef(game, langOf(player)),
      commands: invitationCommands(langOf(player)),
    });
    await deps.store.recordMessage(marker, { updateId: updateIdOf(marker.key), mails: [toPlayer(deps.config, game, player, email)] });
    return { kind: 'answered', gameId: game.gameId, applied: 0 };
  }
  const players = game.players.map((p) =>
    p.seat === seat ? { ...p, joined: true, name: p.joined ? p.name : displayName(p.address, mail.from?.name) } : p,
  );
  if (players.every((p) => p.joined)) return startGame(deps, { ...game, players }, game, marker);
  const waiting = players.filter((p) => !p.joined).map((p) => p.name);
  const t = messages(langOf(player));
  const email = render.notice({
    ...addressing(deps.config, game, player),
    game: gameRef(game, langOf(player)),
    headline: t.youHaveJoined,
    lines: [t.stillWaitingFor({ names: waiting.join(t.listSeparator) })],
    tone: 'info',
  });
  const joined: NewGame = { ...stripVersion(game), players, updatedAt: now.toISOString() };
  await deps.store.commit({
    gameId: game.gameId,
    expectedVersion: game.version,
    game: joined,
    moves: [],
    outbox: { updateId: versionUpdateId(game.version + 1), mails: [toPlayer(deps.config, game, player, email)] },
    marker,
  });
  return { kind: 'applied', gameId: game.gameId, applied: 0, mails: 1 };
}

/** Everybody joined: shuffle the seats with the seed, set the match up and send the first emails. */
async function startGame(deps: Deps, game: GameItem, before: GameItem, marker?: ReturnType<typeof markerFor>): Promise<MailOutcome> {
  const setup = setupSchema.parse(game.settings.setup);
  const module = registry.get(game.kind)!;
  const order = shuffle(seedRng(`${setup.seed}:seats`), game.players);
  const players: Player[] = order.map((p, seat) => {
    const nonce = newNonce(deps.randomBytes);
    return {
      ...p,
      seat,
      tokenNonce: nonce,
      tokenHash: tokenRecord(deps.config.tokenSecret, game.gameId, seat, nonce).tokenHash,
      lastEmailStep: 0,
    };
  });
  const created = newMatch(module, players.length, setup.options, setup.seed);
  if (!created.ok) throw new Error(`stored options no longer valid: ${created.error.reason}`);
  const match: Match = created.match;
  const seated: LiveGame = {
    ...game,
    players,
    match,
    status: 'active',
    settings: { ...game.settings, clock: game.settings.clock ?? DEFAULT_POLICY },
  };
  // Bots answer soon, not here: the game is due at once for their batches (schedule/automatic-chain.ts).
  const live = seated;
  const prepared = await prepareUpdate(deps, {
    before: { ...live, match, clock: {} } as LiveGame,
    after: live,
    steps: [...created.steps],
    everyone: true,
    // The game's own turn order (Barrage draws one at set-up), as the board and the players' list show it.
    noticesForAll: [shared('info', (t) => t.seatsDrawn({ order: drawnOrder(module, match, players) }))],
  });
  await deps.store.commit({
    gameId: game.gameId,
    expectedVersion: before.version,
    game: prepared.game,
    moves: prepared.moves,
    outbox: { updateId: versionUpdateId(before.version + 1), mails: prepared.mails },
    ...(marker ? { marker } : {}),
    continueChain: prepared.continues,
  });
  deps.log.info('game started', { gameId: game.gameId, order: players.map((p) => nameOf({ players }, p.seat)) });
  return { kind: 'applied', gameId: game.gameId, applied: prepared.moves.length, mails: prepared.mails.length };
}

/** "1. Bo, 2. Ann, 3. Cy": the players in the game's turn order (`turnOrder(view)`), Automa seats left out. */
function drawnOrder(module: AnyGame, match: Match, players: readonly Player[]): string {
  const seats = turnOrderOf(module, module.view(match.state, null), match.players).filter((s) => players.some((p) => p.seat === s));
  return seats.map((s, i) => `${i + 1}. ${players.find((p) => p.seat === s)!.name}`).join(', ');
}

/** A bot's seat: joined at once and played automatically like a dropped seat (bot-seats.ts). */
function botPlayer(deps: Deps, gameId: string, seat: number, n: number): Player {
  const nonce = newNonce(deps.randomBytes);
  return {
    seat,
    address: botAddress(n),
    name: botName(n),
    tokenHash: tokenRecord(deps.config.tokenSecret, gameId, seat, nonce).tokenHash,
    tokenNonce: nonce,
    aliases: [],
    notify: 'turn',
    timezone: 'UTC',
    joined: true,
    lastEmailStep: 0,
    dropped: true,
    bouncing: false,
  };
}

function stripVersion(game: GameItem): NewGame {
  const { version: _v, ...rest } = game;
  return rest;
}

async function answerSetup(deps: Deps, mail: InboundMail, to: string, headline: string, lines: string[], lang: Lang): Promise<MailOutcome> {
  const email = render.refusal({
    recipient: { seat: 0, name: displayName(to, mail.from?.name), address: to, timezone: 'UTC' },
    replyAddress: `new@${deps.config.domain}`,
    headline,
    lines,
    lang,
  });
  const marker = markerFor(mail, undefined, deps.now(), `setup refused: ${lines[0]}`);
  try {
    await deps.store.recordMessage(marker, { updateId: updateIdOf(marker.key), mails: [toAddress(deps.config, to, email)] });
  } catch (e) {
    if (!(e instanceof DuplicateMessage)) throw e;
    return { kind: 'duplicate' };
  }
  return { kind: 'refused', reason: lines[0] ?? headline, told: true };
}

/**
 * How an invitation names its sender: by address, which the sender cannot make say
 * anything else, plus their name only when it is short and carries no link (player-names.ts).
 */
function inviterLabel(address: string, name: string): string {
  const safe = linkFreeName(name);
  return safe ? `${safe} (${address})` : address;
}
