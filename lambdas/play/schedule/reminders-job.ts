/**
 * The reminders job: find due games through the sparse byDue index (a Query,
 * never a Scan), and for each send what `planClock` says is due, apply the timeout policy,
 * or play the next batch of an automatic chain (automatic-chain.ts). Every notice sent is
 * recorded in the game's clock state in the same transaction as its mail, guarded by the
 * game version, so two runs at once send each notice once.
 *
 * Each game is handled on its own: a game that fails is logged (`GAME_PARKED_LOG_MESSAGE`,
 * which the deployment counts and alarms on), parked with a growing pause, and never stops
 * the games after it. There is no fixed cap per run: due games are handled a few at a time
 * until none is left or the run's time budget is spent; the next run carries on.
 */
import { pendingDecisions, playMove, type AppliedStep } from '../../../engine/index';
import type { NewMail } from '../../store/index';
import { automaticMove, neutralMove, seededRandomMove } from './automatic-moves';
import { botMove } from './bot-seats';
import { planClock, type ClockAction } from './deadline-clock';
import { retryOnConflict, TooManyConflicts } from '../game/conflict-retry';
import type { Deps } from '../deps';
import { versionUpdateId } from '../receive/mail-outcome';
import { nextDailyDigest } from './daily-digest';
import { gameModule, nameOf, type LiveGame } from '../letters/compose-letters';
import { shared, type SharedNotice } from '../letters/shared-notices';
import { dailyDigestMails, reminderMails } from './reminder-letters';
import { AUTOMATIC_BATCH, playDroppedSeats, waitsForAutomaticSeat } from './automatic-chain';
import { readClock, readSettings, type ClockState } from '../game/game-settings';
import { limitsOf } from '../limits/limit-settings';
import { clockInputs, loadEarlierMoves, prepareUpdate } from '../game/game-update';

/** The log line (and metric, on AWS) of a game a scheduled job had to park. */
export const GAME_PARKED_LOG_MESSAGE = 'game parked by a scheduled job';
export const PARKED_GAME_METRIC = { namespace: 'pbem', name: 'ParkedGames', logMessage: GAME_PARKED_LOG_MESSAGE } as const;

/** The pause before a parked game is tried again: 15 minutes, doubling, at most a day. */
export const PARK_PAUSE = { firstMinutes: 15, longestMinutes: 24 * 60 } as const;

export function parkPauseMinutes(attempts: number): number {
  return Math.min(PARK_PAUSE.longestMinutes, PARK_PAUSE.firstMinutes * 2 ** Math.max(0, attempts - 1));
}

export const REMINDERS_RUN = {
  /** Due games read per query; the run reads again until none is left. */
  page: 1_000,
  /** Games handled at once (each is a read and a transaction, mostly waiting on the store). */
  concurrency: 8,
  /** Wall-clock budget of one run, under the function's timeout; what is left waits for the next run. */
  budgetMs: 90_000,
} as const;

export interface ReminderRun {
  readonly games: number;
  readonly notices: number;
  readonly automaticMoves: number;
  readonly parked: number;
  /** The time budget ran out with due games left (the next run takes them). */
  readonly unfinished: boolean;
}

export interface ReminderOptions {
  readonly page?: number;
  readonly concurrency?: number;
  readonly budgetMs?: number;
  /** Milliseconds elapsed, for the budget (wall clock; tests may pass their own). */
  readonly elapsedMs?: () => number;
}

interface GameResult {
  readonly notices: number;
  readonly automaticMoves: number;
  /** The game is due again at once (an automatic chain continues). */
  readonly more: boolean;
}

export async function runReminders(deps: Deps, options: ReminderOptions = {}): Promise<ReminderRun> {
  const now = deps.now();
  const started = Date.now();
  const elapsed = options.elapsedMs ?? (() => Date.now() - started);
  const budget = options.budgetMs ?? REMINDERS_RUN.budgetMs;
  const totals = { games: 0, notices: 0, automaticMoves: 0, parked: 0 };
  // Games finished with for this run: not looked at again even if still listed as due.
  const done = new Set<string>();
  let unfinished = false;
  for (;;) {
    if (elapsed() >= budget) {
      unfinished = true;
      break;
    }
    const due = (await deps.store.dueGames(now.toISOString(), (options.page ?? REMINDERS_RUN.page) + done.size)).filter(
      (g) => !done.has(g.gameId),
    );
    if (due.length === 0) break;
    const queue = due.slice(0, options.page ?? REMINDERS_RUN.page);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (elapsed() >= budget) {
          unfinished = true;
          return;
        }
        const result = await handleOneGame(deps, next.gameId, now);
        if (result === 'parked') totals.parked++;
        else {
          totals.notices += result.notices;
          totals.automaticMoves += result.automaticMoves;
        }
        if (result === 'parked' || !result.more) {
          done.add(next.gameId);
          totals.games++;
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? REMINDERS_RUN.concurrency }, worker));
  }
  if (totals.games > 0 || unfinished) deps.log.info('reminders run', { ...totals, unfinished });
  return { ...totals, unfinished };
}

/**
 * The games whose chain requests arrived (the stream trigger): one batch each, handled like a
 * due game (isolated, parked on failure). A batch that leaves the chain going writes the next
 * request, whose stream record brings the next batch: one transaction per invocation and game.
 */
export async function continueChains(
  deps: Deps,
  gameIds: readonly string[],
  options: Pick<ReminderOptions, 'budgetMs' | 'elapsedMs'> = {},
): Promise<ReminderRun> {
  const started = Date.now();
  const elapsed = options.elapsedMs ?? (() => Date.now() - started);
  const budget = options.budgetMs ?? REMINDERS_RUN.budgetMs;
  const totals = { games: 0, notices: 0, automaticMoves: 0, parked: 0 };
  for (const gameId of gameIds) {
    // Out of time: the game stays due at once, so the scheduled run plays it.
    if (elapsed() >= budget) return { ...totals, unfinished: true };
    const result = await handleOneGame(deps, gameId, deps.now());
    totals.games++;
    if (result === 'parked') totals.parked++;
    else {
      totals.notices += result.notices;
      totals.automaticMoves += result.automaticMoves;
    }
  }
  return { ...totals, unfinished: false };
}

/** One game, isolated: whatever goes wrong is logged and parks this game only. */
async function handleOneGame(deps: Deps, gameId: string, now: Date): Promise<GameResult | 'parked'> {
  try {
    return await remindGame(deps, gameId);
  } catch (error) {
    // Lost races only: the game is busy, not broken; the next run looks again.
    if (error instanceof TooManyConflicts) return { notices: 0, automaticMoves: 0, more: false };
    await parkGame(deps, gameId, now, error);
    return 'parked';
  }
}

async function parkGame(deps: Deps, gameId: string, now: Date, error: unknown): Promise<void> {
  const reason = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
  try {
    const game = await deps.store.getGame(gameId);
    if (!game) return;
    const clock = readClock(game.clock);
    const attempts = (clock.parked?.attempts ?? 0) + 1;
    const retryAt = new Date(now.getTime() + parkPauseMinutes(attempts) * 60_000).toISOString();
    const { version, ...rest } = game;
    await deps.store.commit({
      gameId,
      expectedVersion: version,
      game: { ...rest, dueAt: retryAt, clock: { ...clock, parked: { attempts, at: now.toISOString(), error: reason } } },
      moves: [],
    });
    deps.log.error(GAME_PARKED_LOG_MESSAGE, { job: 'reminders', gameId, attempts, retryAt, error: reason });
  } catch (parkError) {
    // Not even parked (the store is down, or the item cannot be read): the game stays due and
    // the next run tries it again; the log line still counts for the alarm.
    deps.log.error(GAME_PARKED_LOG_MESSAGE, {
      job: 'reminders',
      gameId,
      attempts: null,
      error: reason,
      parkError: String(parkError).slice(0, 500),
    });
  }
}

/** The clock as a successful run leaves it: a parked mark is history now. */
function unparked(clock: ClockState): ClockState {
  const { parked: _parked, ...rest } = clock;
  return rest;
}

async function remindGame(deps: Deps, gameId: string): Promise<GameResult> {
  return retryOnConflict(deps, { job: 'reminders', gameId }, async () => {
    const now = deps.now();
    const stored = await deps.store.getGame(gameId);
    const nothing = { notices: 0, automaticMoves: 0, more: false };
    if (!stored || !stored.dueAt || stored.dueAt > now.toISOString()) return nothing;
    if (stored.status !== 'active' || !stored.match) {
      // A game that ended keeps no deadline: out of the due index, so no run reads it again.
      const { version, dueAt: _dueAt, ...rest } = stored;
      await deps.store.commit({ gameId, expectedVersion: version, game: { ...rest, updatedAt: now.toISOString() }, moves: [] });
      return nothing;
    }
    const game = stored as LiveGame;
    const settings = readSettings(game.settings);
    let clock = unparked(readClock(game.clock));
    const plan = planClock(settings.clock, clockInputs(game, clock), new Set(clock.sent), now);
    const mails: NewMail[] = [];
    const notices: SharedNotice[] = [];
    let after: LiveGame = game;
    const steps: AppliedStep[] = [];
    for (const action of plan.actions) {
      clock = { ...clock, sent: [...clock.sent, action.key] };
      if (action.kind === 'timeout' || action.kind === 'automatic') {
        const moved = applyTimeout(after, action, limitsOf(deps.config).botIterations);
        after = moved.game;
        steps.push(...moved.steps);
        if (moved.notice) notices.push(moved.notice);
        continue;
      }
      mails.push(...reminderMails(deps, game, action, plan.deadlines.get(action.seat), settings.clock));
    }
    if (steps.length > 0 || after.players !== game.players || waitsForAutomaticSeat(after)) {
      // The automatic chain after them, bounded so the transaction fits (automatic-chain.ts).
      const auto = playDroppedSeats(after, limitsOf(deps.config).botIterations, Math.max(1, AUTOMATIC_BATCH.steps - steps.length));
      const prepared = await prepareUpdate(deps, {
        before: game,
        after: { ...auto.game, clock },
        steps: [...steps, ...auto.steps],
        noticesForAll: notices,
        earlierMoves: await loadEarlierMoves(deps, game),
      });
      await deps.store.commit({
        gameId,
        expectedVersion: game.version,
        game: prepared.game,
        moves: prepared.moves,
        outbox: { updateId: versionUpdateId(game.version + 1), mails: [...mails, ...prepared.mails] },
        continueChain: prepared.continues,
      });
      return { notices: mails.length, automaticMoves: steps.length + auto.steps.length, more: auto.more };
    }
    const next = planClock(settings.clock, clockInputs(game, clock), new Set(clock.sent), now);
    // `notify daily`: the digests due now go out in the same transaction (daily-digest.ts).
    const daily = await dailyDigestMails(deps, game, now);
    mails.push(...daily.mails);
    const { version: _v, dueAt: _d, ...rest } = game;
    const dueAt = [next.nextDueAt, nextDailyDigest({ ...game, players: daily.players }, now)]
      .filter((x): x is string => Boolean(x))
      .sort()[0];
    await deps.store.commit({
      gameId,
      expectedVersion: game.version,
      game: { ...rest, players: daily.players, clock, updatedAt: now.toISOString(), ...(dueAt ? { dueAt } : {}) },
      moves: [],
      outbox: { updateId: versionUpdateId(game.version + 1), mails },
    });
    return { notices: mails.length, automaticMoves: 0, more: false };
  });
}

/** The timeout policy at the end of grace: pass, a seeded random move, the bot's move, or drop the player (the chain plays the seat). */
function applyTimeout(
  game: LiveGame,
  action: Extract<ClockAction, { kind: 'timeout' | 'automatic' }>,
  botIterations: number,
): { game: LiveGame; steps: AppliedStep[]; notice: SharedNotice | null } {
  const module = gameModule(game.kind);
  const name = nameOf(game, action.seat) ?? '';
  if (!pendingDecisions(module, game.match).some((p) => p.seat === action.seat)) return { game, steps: [], notice: null };
  if (action.kind === 'automatic') return { game, steps: [], notice: null };
  if (action.policy === 'drop') {
    const dropped = { ...game, players: game.players.map((p) => (p.seat === action.seat ? { ...p, dropped: true } : p)) };
    return { game: dropped, steps: [], notice: shared('info', (t) => t.droppedTimeout({ name })) };
  }
  if (action.policy === 'bot') {
    const out = playMove(module, game.match, action.seat, botMove(module, game.match, action.seat, botIterations), 'bot');
    if (!out.ok) throw new Error(`bot move refused: ${out.error.reason}`);
    return {
      game: { ...game, match: out.match },
      steps: [...out.steps],
      notice: shared('info', (t) => t.playedTimeout({ name, move: out.steps[0]!.move, policy: action.policy })),
    };
  }
  const move =
    action.policy === 'pass'
      ? (neutralMove(module, game.match, action.seat) ?? seededRandomMove(module, game.match, action.seat))
      : seededRandomMove(module, game.match, action.seat);
  const out = playMove(module, game.match, action.seat, move ?? automaticMove(module, game.match, action.seat, botIterations), 'timeout');
  if (!out.ok) throw new Error(`timeout move refused: ${out.error.reason}`);
  return {
    game: { ...game, match: out.match },
    steps: [...out.steps],
    notice: shared('info', (t) => t.playedTimeout({ name, move: out.steps[0]!.move, policy: action.policy })),
  };
}
