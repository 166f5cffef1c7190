/**
 * The reminders job (issue 7): find due games through the sparse byDue index (a Query,
 * never a Scan), and for each send what `planClock` says is due, or apply the timeout
 * policy. Every notice sent is recorded in the game's clock state in the same transaction
 * as its mail, guarded by the game version, so two runs at once send each notice once.
 */
import { pendingDecisions, playMove, type AppliedStep } from '../../engine/index';
import type { NewMail } from '../store/index';
import type { Notice } from '../../templates/index';
import { automaticMove, neutralMove, seededRandomMove } from './auto-move';
import { formatDeadline, planClock, type ClockAction } from './clock';
import { retryOnConflict } from './conflict-retry';
import type { Deps } from './deps';
import { versionUpdateId } from './outcome';
import { addressing, gameModule, gameRef, nameOf, render, toPlayer, yourMoves, type LiveGame } from './emails';
import { playDroppedSeats } from './game-commands';
import { readClock, readSettings } from './game-settings';
import { clockInputs, prepareUpdate } from './update';

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
    const notices: Notice[] = [];
    let after: LiveGame = game;
    const steps: AppliedStep[] = [];
    for (const action of plan.actions) {
      clock = { ...clock, sent: [...clock.sent, action.key] };
      if (action.kind === 'timeout' || action.kind === 'automatic') {
        const moved = applyTimeout(after, action);
        after = moved.game;
        steps.push(...moved.steps);
        if (moved.notice) notices.push(moved.notice);
        continue;
      }
      mails.push(...(await noticeMails(deps, game, action, plan.deadlines.get(action.seat))));
    }
    if (steps.length > 0 || after.players !== game.players) {
      const auto = playDroppedSeats(after);
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
    const { version: _v, dueAt: _d, ...rest } = game;
    await deps.store.commit({
      gameId,
      expectedVersion: game.version,
      game: { ...rest, clock, updatedAt: now.toISOString(), ...(next.nextDueAt ? { dueAt: next.nextDueAt } : {}) },
      moves: [],
      outbox: { updateId: versionUpdateId(game.version + 1), mails },
    });
    return { notices: mails.length, automaticMoves: 0 };
  });
}

/** The timeout policy at the end of grace: pass, a seeded random move, or drop the player. */
function applyTimeout(game: LiveGame, action: Extract<ClockAction, { kind: 'timeout' | 'automatic' }>): { game: LiveGame; steps: AppliedStep[]; notice: Notice | null } {
  const module = gameModule(game.kind);
  const name = nameOf(game, action.seat);
  if (!pendingDecisions(module, game.match).some((p) => p.seat === action.seat)) return { game, steps: [], notice: null };
  if (action.kind === 'automatic' || (action.kind === 'timeout' && action.policy === 'drop')) {
    const dropped = { ...game, players: game.players.map((p) => (p.seat === action.seat ? { ...p, dropped: true } : p)) };
    const played = playDroppedSeats(dropped);
    return {
      game: played.game,
      steps: played.steps,
      notice: action.kind === 'automatic' ? null : { tone: 'info', lines: [`${name} did not move in time and was dropped: their seat is now played automatically.`] },
    };
  }
  const move = action.policy === 'pass' ? (neutralMove(module, game.match, action.seat) ?? seededRandomMove(module, game.match, action.seat)) : seededRandomMove(module, game.match, action.seat);
  const out = playMove(module, game.match, action.seat, move ?? automaticMove(module, game.match, action.seat), 'timeout');
  if (!out.ok) throw new Error(`timeout move refused: ${out.error.reason}`);
  return {
    game: { ...game, match: out.match },
    steps: [...out.steps],
    notice: { tone: 'info', lines: [`${name} did not move in time; the game played "${out.steps[0]!.move}" for them (timeout=${action.policy}).`] },
  };
}

async function noticeMails(deps: Deps, game: LiveGame, action: Exclude<ClockAction, { kind: 'timeout' | 'automatic' }>, deadline: string | undefined): Promise<NewMail[]> {
  const module = gameModule(game.kind);
  const late = game.players.find((p) => p.seat === action.seat);
  if (!late || late.bouncing) return [];
  const prompt = pendingDecisions(module, game.match).find((p) => p.seat === action.seat)?.prompt ?? 'your move';
  const when = deadline ? formatDeadline(deadline, late.timezone) : '';
  const level = action.kind === 'reminder' ? 'reminder' : 'late';
  // The template puts "Reminder:" or "Late:" in front, by level.
  const headline = `your turn: ${prompt}`;
  const lines =
    action.kind === 'reminder'
      ? [`The game is waiting for you to ${prompt}. Deadline: ${when}.`]
      : action.kind === 'late'
        ? [`Your deadline (${when}) has passed. Grace ends ${formatDeadline(action.graceEnds, late.timezone)}; then the game's timeout rule applies.`]
        : action.kind === 'grace'
          ? [`You are in your grace period; it ends ${formatDeadline(action.graceEnds, late.timezone)}.`]
          : ['The game is still waiting for you.'];
  const mails = [
    toPlayer(deps.config, game, late, render.reminder({ ...addressing(deps.config, game, late), game: gameRef(game), step: game.match.step, level, headline, deadline: when, lines, yourMoves: yourMoves(game, late.seat) })),
  ];
  if (action.kind === 'late') {
    // Everyone else is told who they are waiting for.
    for (const other of game.players) {
      if (other.seat === late.seat || other.bouncing || other.dropped) continue;
      mails.push(
        toPlayer(
          deps.config,
          game,
          other,
          render.notice({ ...addressing(deps.config, game, other), game: gameRef(game), step: game.match.step, headline: `Waiting for ${late.name}`, lines: [`${late.name} has passed the deadline to ${prompt} (${deadline ? formatDeadline(deadline, other.timezone) : ''}).`], tone: 'info' }),
        ),
      );
    }
  }
  return mails;
}
