/**
 * After the engine has moved a game on: the new game item (status, clock, deadlines,
 * who was last emailed when, notices queued for later), the move-log items, and every
 * player's email, ready for one store transaction. Who gets mail: who-gets-mail.ts. A player who
 * gets none keeps their digest cursor (`lastEmailStep`) and has the update's notices queued,
 * so their next email says everything since their last one.
 */
import { isBot } from '../schedule/bot-seats';
import { waitsForAutomaticSeat } from '../schedule/automatic-chain';
import { pendingDecisions, type AppliedStep } from '../../../engine/index';
import type { MoveItem, NewGame, NewMail, Player } from '../../store/index';
import type { Notice } from '../../../templates/index';
import { messages, type Lang } from '../../../templates/i18n/index';
import { planClock, type PendingClock } from '../schedule/deadline-clock';
import type { Deps } from '../deps';
import { gameModule, langOf, render, type LetterContent, type LiveGame } from '../letters/compose-letters';
import { lettersFor, type GameLetters } from '../letters/game-letters';
import { digestFor } from '../letters/status-model';
import { readClock, readSettings, vacationsOf, type ClockState } from './game-settings';
import { nextDailyDigest } from '../schedule/daily-digest';
import { mailReason } from '../letters/who-gets-mail';
import { noticeIn, type SharedNotice } from '../letters/shared-notices';

export interface UpdateInput {
  readonly before: LiveGame;
  /** The game after the change: new match, players, settings, clock; status is derived here. */
  readonly after: LiveGame;
  readonly steps: readonly AppliedStep[];
  /** The seat whose mail caused this update, if any. */
  readonly actor?: number | null;
  /** Whether the actor's reply gets an answer (who-gets-mail.ts); true when absent. */
  readonly receipt?: boolean;
  /** The receipt for the actor when the update leaves them nothing to decide; without it they get the status email. */
  readonly receiptFor?: (letters: GameLetters, player: Player) => LetterContent;
  /** Notices for particular seats (e.g. the reply report for the actor). */
  readonly noticesFor?: ReadonlyMap<number, readonly Notice[]>;
  /** Notices for everyone (e.g. "Bo is on vacation until …"), each read in the reader's language. */
  readonly noticesForAll?: readonly SharedNotice[];
  readonly messageId?: string;
  /** Earlier log entries some recipients have not had an email about. */
  readonly earlierMoves?: readonly MoveItem[];
  /** Send the status email to every player regardless of notify settings (start of game). */
  readonly everyone?: boolean;
  /** Move-log steps an undo removed in this update (left out of every digest). */
  readonly undone?: readonly number[];
}

export interface PreparedUpdate {
  readonly game: NewGame;
  readonly moves: MoveItem[];
  readonly mails: NewMail[];
  /** The game waits for a seat the bot plays: the commit asks for the next batch (`continueChain`). */
  readonly continues: boolean;
}

/** The log items of an update's steps; `update` is the game version its commit writes (items.ts). */
export function moveItems(steps: readonly AppliedStep[], at: string, update: number, messageId?: string): MoveItem[] {
  return steps.map((s) => ({
    step: s.step,
    seat: s.seat,
    move: s.move,
    data: s.data,
    by: s.by,
    events: s.events.map((e) => ({
      seat: e.seat,
      text: e.text,
      ...(e.ja ? { ja: e.ja } : {}),
      ...(e.visibleTo ? { visibleTo: [...e.visibleTo] } : {}),
    })),
    reveals: s.reveals,
    ...(messageId ? { messageId } : {}),
    update,
    at,
  }));
}

/** Keep each still-pending seat's clock; start a new one for a seat that became pending. */
export function nextClock(before: ClockState, after: LiveGame, moved: ReadonlySet<number>, nowIso: string): ClockState {
  const module = gameModule(after.kind);
  const wasPending = new Map(before.pending.map((p) => [p.seat, p]));
  const pendingNow = after.status === 'active' ? pendingDecisions(module, after.match) : [];
  const pending = pendingNow.map((p) => {
    const kept = wasPending.get(p.seat);
    // A seat keeps its clock while it is still waited for; making a move starts a new decision.
    return kept && !moved.has(p.seat) ? kept : { seat: p.seat, step: after.match.step, since: nowIso };
  });
  const live = new Set(pending.map((p) => `${p.seat}:${p.step}:`));
  return { ...before, pending, sent: before.sent.filter((key) => [...live].some((prefix) => key.startsWith(prefix))) };
}

export function clockInputs(game: LiveGame, clock: ClockState): PendingClock[] {
  return clock.pending.map((p) => {
    const player = game.players.find((x) => x.seat === p.seat);
    return {
      seat: p.seat,
      step: p.step,
      since: p.since,
      timezone: player?.timezone ?? 'UTC',
      vacations: vacationsOf(clock, p.seat),
      automatic: Boolean(player?.dropped),
    };
  });
}

/**
 * Notices kept for one player's next email. A player who gets no mail (bouncing, `notify
 * turn` in a long wait) would otherwise grow the game record without end (DynamoDB refuses an
 * item over 400 KB): past the bound the oldest go, and the first kept line says how many.
 */
export const MAX_QUEUED_NOTICES = 20;

type QueuedNotice = NonNullable<Player['queued']>[number];

export function boundQueue(queued: readonly QueuedNotice[], lang: Lang): QueuedNotice[] {
  if (queued.length <= MAX_QUEUED_NOTICES) return [...queued];
  // A summary already at the head counts what it left out before: it is carried on, not lost.
  const earlier = queued[0] ? leftOutCount(queued[0], lang) : 0;
  const rest = earlier > 0 ? queued.slice(1) : queued;
  const keep = rest.slice(rest.length - (MAX_QUEUED_NOTICES - 1));
  const dropped = earlier + rest.length - keep.length;
  return [{ tone: 'info', lines: [messages(lang).earlierNoticesLeftOut({ n: dropped })] }, ...keep];
}

function leftOutCount(notice: QueuedNotice, lang: Lang): number {
  const n = Number(/\d+/.exec(notice.lines[0] ?? '')?.[0] ?? Number.NaN);
  return notice.lines.length === 1 && Number.isInteger(n) && notice.lines[0] === messages(lang).earlierNoticesLeftOut({ n }) ? n : 0;
}

/** Log entries some players have not yet had an email about (those with `notify turn`). */
export async function loadEarlierMoves(deps: Deps, game: LiveGame): Promise<MoveItem[]> {
  const oldest = Math.min(...game.players.filter((p) => p.joined && !p.dropped).map((p) => p.lastEmailStep));
  if (!Number.isFinite(oldest) || oldest >= game.match.step) return [];
  return deps.store.listMoves(game.gameId, { fromStep: oldest + 1 });
}

export async function prepareUpdate(deps: Deps, input: UpdateInput): Promise<PreparedUpdate> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const module = gameModule(input.after.kind);
  const finished = module.result(input.after.match.state) !== null;
  const status = finished ? 'finished' : input.after.status;
  const settings = readSettings(input.after.settings);
  const moved = new Set(input.steps.filter((st) => st.by !== 'forced').map((st) => st.seat));
  const clock = nextClock(readClock(input.after.clock), { ...input.after, status }, moved, nowIso);
  const plan = status === 'active' ? planClock(settings.clock, clockInputs(input.after, clock), new Set(clock.sent), now) : null;
  // Every caller commits with `expectedVersion: before.version` (the store writes one more).
  const moves = moveItems(input.steps, nowIso, input.before.version + 1, input.messageId);
  const game: LiveGame = { ...input.after, status, updatedAt: nowIso, clock };
  const undone = new Set(input.undone ?? []);
  const log = [...(input.earlierMoves ?? []).filter((m) => !undone.has(m.step)), ...moves];

  const pendingOf = (g: LiveGame) => new Set(g.status === 'active' ? pendingDecisions(module, g.match).map((p) => p.seat) : []);
  const facts = {
    everyone: Boolean(input.everyone),
    ended: input.before.status === 'active' && status !== 'active',
    positionChanged: input.steps.length > 0 || undone.size > 0,
    actor: input.actor ?? null,
    receipt: input.receipt ?? true,
    pendingBefore: pendingOf(input.before),
    pendingAfter: pendingOf(game),
    stepped: new Set(input.steps.map((st) => st.seat)),
  };
  const mails: NewMail[] = [];
  const players: Player[] = [];
  const letters = lettersFor(deps.config, game);
  for (const player of game.players) {
    const shared = (input.noticesForAll ?? []).map((n) => noticeIn(n, langOf(player)));
    const own = input.noticesFor?.get(player.seat) ?? [];
    const forAll = [...shared, ...own];
    // After an undo the cursor may point past the position: the replayed steps are new again.
    const cursor = Math.min(player.lastEmailStep, game.match.step - moves.length);
    const reason = player.joined && !player.bouncing && !isBot(player) ? mailReason(player, facts) : null;
    const receipt = reason === 'receipt' && input.receiptFor ? input.receiptFor(letters, player) : null;
    if (receipt) mails.push(letters.toPlayer(player, receipt));
    if (reason === null || receipt) {
      // No status email: the digest cursor stays and the notices wait for the next one. The
      // actor's own report is not kept: it is in the receipt, or their moves are in the digest.
      const later = player.seat === facts.actor ? shared : forAll;
      const queued = boundQueue([...(player.queued ?? []), ...later.map((n) => ({ tone: n.tone, lines: [...n.lines] }))], langOf(player));
      players.push({
        ...player,
        lastEmailStep: cursor,
        ...(queued.length > 0 ? { queued: queued.map((n) => ({ tone: n.tone, lines: [...n.lines] })) } : {}),
      });
      continue;
    }
    const lang = langOf(player);
    const digest = digestFor(
      log.filter((m) => m.step > cursor),
      player.seat,
      letters.nameOf,
      lang,
    );
    const notices = [...(player.queued ?? []), ...forAll];
    const model = letters.status(player, { digest, notices, ...(plan ? { deadlines: plan.deadlines } : {}) });
    // The first email of the game says so, with the options chosen.
    const options = Object.entries(settings.optionWords).map(([key, value]) => ({ key, value }));
    mails.push(letters.toPlayer(player, reason === 'start' ? render.start({ ...model, options }) : render.status(model)));
    const { queued: _sent, ...rest } = player;
    players.push({ ...rest, lastEmailStep: game.match.step, lastMailAt: nowIso });
  }
  const daily = nextDailyDigest({ ...game, players }, now);
  const dueAt = [plan?.nextDueAt, daily].filter((x): x is string => Boolean(x)).sort()[0];
  const { version: _version, dueAt: _dueAt, ...rest } = game;
  const next: NewGame = { ...rest, players, ...(dueAt ? { dueAt } : {}) };
  return { game: next, moves, mails, continues: waitsForAutomaticSeat(game) };
}
