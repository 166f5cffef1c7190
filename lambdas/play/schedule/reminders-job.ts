/**
 * The reminders job (issue 7): find due games through the sparse byDue index (a Query,
 * never a Scan), and for each send what `planClock` says is due, or apply the timeout
 * policy. Every notice sent is recorded in the game's clock state in the same transaction
 * as its mail, guarded by the game version, so two runs at once send each notice once.
 */
import { pendingDecisions, playMove, type AppliedStep } from '../../../engine/index';
import type { NewMail } from '../../store/index';
import { automaticMove, neutralMove, seededRandomMove } from './automatic-moves';
import { botMove } from './bot-seats';
import { planClock, type ClockAction } from './deadline-clock';
import { retryOnConflict } from '../game/conflict-retry';
import type { Deps } from '../deps';
import { versionUpdateId } from '../receive/mail-outcome';
import { nextDailyDigest } from './daily-digest';
import { gameModule, nameOf, type LiveGame } from '../letters/compose-letters';
import { shared, type SharedNotice } from '../letters/shared-notices';
import { dailyDigestMails, reminderMails } from './reminder-letters';
import { playDroppedSeats } from './automatic-chain';
import { readClock, readSettings } from '../game/game-settings';
import { limitsOf } from '../limits/limit-settings';
import { clockInputs, prepareUpdate } from '../game/game-update';

export interface ReminderRun {
  readonly games: number;
  readonly notices: number;
  readonly automaticMoves: number;
}

export async function runReminders(deps: Deps, options: { batch?: number } = {}): Promise<ReminderRun> {
  const now = deps.now();
  const due = await deps.store.dueGames(now.toISOString(), options.batch ?? 200);
  let notices = 0;
  let automaticMoves = 0;
  for (const { gameId } of due) {
    const done = await remindGame(deps, gameId);
    notices += done.notices;
    automaticMoves += done.automaticMoves;
  }
  if (due.length > 0) deps.log.info('reminders run', { due: due.length, notices, automaticMoves });
  return { games: due.length, notices, automaticMoves };
}

async function remindGame(deps: Deps, gameId: string): Promise<{ notices: number; automaticMoves: number }> {
  return retryOnConflict(deps, { job: 'reminders', gameId }, async () => {
    const now = deps.now();
    const stored = await deps.store.getGame(gameId);
    if (!stored || stored.status !== 'active' || !stored.match || !stored.dueAt || stored.dueAt > now.toISOString()) {
      return { notices: 0, automaticMoves: 0 };
    }
    const game = stored as LiveGame;
    const settings = readSettings(game.settings);
    let clock = readClock(game.clock);
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
    if (steps.length > 0 || after.players !== game.players) {
      const auto = playDroppedSeats(after, limitsOf(deps.config).botIterations);
      const prepared = await prepareUpdate(deps, {
        before: game,
        after: { ...auto.game, clock },
        steps: [...steps, ...auto.steps],
        noticesForAll: notices,
        earlierMoves: [],
      });
      await deps.store.commit({ gameId, expectedVersion: game.version, game: prepared.game, moves: prepared.moves, outbox: { updateId: versionUpdateId(game.version + 1), mails: [...mails, ...prepared.mails] } });
      return { notices: mails.length, automaticMoves: steps.length + auto.steps.length };
    }
    const next = planClock(settings.clock, clockInputs(game, clock), new Set(clock.sent), now);
    // `notify daily`: the digests due now go out in the same transaction (daily-digest.ts).
    const daily = await dailyDigestMails(deps, game, now);
    mails.push(...daily.mails);
    const { version: _v, dueAt: _d, ...rest } = game;
    const dueAt = [next.nextDueAt, nextDailyDigest({ ...game, players: daily.players }, now)].filter((x): x is string => Boolean(x)).sort()[0];
    await deps.store.commit({
      gameId,
      expectedVersion: game.version,
      game: { ...rest, players: daily.players, clock, updatedAt: now.toISOString(), ...(dueAt ? { dueAt } : {}) },
      moves: [],
      outbox: { updateId: versionUpdateId(game.version + 1), mails },
    });
    return { notices: mails.length, automaticMoves: 0 };
  });
}

/** The timeout policy at the end of grace: pass, a seeded random move, the bot's move, or drop the player. */
function applyTimeout(game: LiveGame, action: Extract<ClockAction, { kind: 'timeout' | 'automatic' }>, botIterations: number): { game: LiveGame; steps: AppliedStep[]; notice: SharedNotice | null } {
  const module = gameModule(game.kind);
  const name = nameOf(game, action.seat) ?? '';
  if (!pendingDecisions(module, game.match).some((p) => p.seat === action.seat)) return { game, steps: [], notice: null };
  if (action.kind === 'automatic' || (action.kind === 'timeout' && action.policy === 'drop')) {
    const dropped = { ...game, players: game.players.map((p) => (p.seat === action.seat ? { ...p, dropped: true } : p)) };
    const played = playDroppedSeats(dropped, botIterations);
    return {
      game: played.game,
      steps: played.steps,
      notice: action.kind === 'automatic' ? null : shared('info', (t) => t.droppedTimeout({ name })),
    };
  }
  if (action.policy === 'bot') {
    const out = playMove(module, game.match, action.seat, botMove(module, game.match, action.seat, botIterations), 'bot');
    if (!out.ok) throw new Error(`bot move refused: ${out.error.reason}`);
    return { game: { ...game, match: out.match }, steps: [...out.steps], notice: shared('info', (t) => t.playedTimeout({ name, move: out.steps[0]!.move, policy: action.policy })) };
  }
  const move = action.policy === 'pass' ? (neutralMove(module, game.match, action.seat) ?? seededRandomMove(module, game.match, action.seat)) : seededRandomMove(module, game.match, action.seat);
  const out = playMove(module, game.match, action.seat, move ?? automaticMove(module, game.match, action.seat, botIterations), 'timeout');
  if (!out.ok) throw new Error(`timeout move refused: ${out.error.reason}`);
  return {
    game: { ...game, match: out.match },
    steps: [...out.steps],
    notice: shared('info', (t) => t.playedTimeout({ name, move: out.steps[0]!.move, policy: action.policy })),
  };
}
