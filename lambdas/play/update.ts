/**
 * After the engine has moved a game on: the new game item (status, clock, deadlines,
 * who was last emailed when), the move-log items, and every player's email, ready for
 * one store transaction. Who gets mail: a player with `notify all` on every update, a
 * player with `notify turn` when the decision is theirs or the game ended, and the player
 * whose reply caused the update always (it confirms what was applied).
 */
import { pendingDecisions, type AppliedStep } from '../../engine/index';
import type { MoveItem, NewGame, NewMail, Player } from '../store/index';
import type { Notice } from '../../templates/index';
import { planClock, type PendingClock } from './clock';
import type { Deps } from './deps';
import { gameModule, namer, render, statusModel, toPlayer, type LiveGame } from './emails';
import { digestFor } from './status-model';
import { readClock, readSettings, vacationsOf, type ClockState } from './game-settings';

export interface UpdateInput {
  readonly before: LiveGame;
  /** The game after the change: new match, players, settings, clock; status is derived here. */
  readonly after: LiveGame;
  readonly steps: readonly AppliedStep[];
  /** The seat whose mail caused this update, if any: always gets the status email. */
  readonly actor?: number | null;
  /** Notices for particular seats (e.g. the reply report for the actor). */
  readonly noticesFor?: ReadonlyMap<number, readonly Notice[]>;
  /** Notices for everyone (e.g. "Bo is on vacation until …"). */
  readonly noticesForAll?: readonly Notice[];
  readonly messageId?: string;
  /** Earlier log entries some recipients have not had an email about. */
  readonly earlierMoves?: readonly MoveItem[];
  /** Send the status email to every player regardless of notify settings (start of game). */
  readonly everyone?: boolean;
}

export interface PreparedUpdate {
  readonly game: NewGame;
  readonly moves: MoveItem[];
  readonly mails: NewMail[];
}

export function moveItems(steps: readonly AppliedStep[], at: string, messageId?: string): MoveItem[] {
  return steps.map((s) => ({
    step: s.step,
    seat: s.seat,
    move: s.move,
    by: s.by,
    events: s.events.map((e) => ({ seat: e.seat, text: e.text, ...(e.visibleTo ? { visibleTo: [...e.visibleTo] } : {}) })),
    reveals: s.reveals,
    ...(messageId ? { messageId } : {}),
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
  const moves = moveItems(input.steps, nowIso, input.messageId);
  const game: LiveGame = { ...input.after, status, updatedAt: nowIso, clock };
  const log = [...(input.earlierMoves ?? []), ...moves];

  const pendingSeats = new Set(status === 'active' ? pendingDecisions(module, game.match).map((p) => p.seat) : []);
  const mails: NewMail[] = [];
  const players: Player[] = [];
  for (const player of game.players) {
    const wants = input.everyone || player.seat === input.actor || player.notify === 'all' || pendingSeats.has(player.seat) || status !== 'active';
    if (!wants || player.bouncing || !player.joined) {
      players.push(player);
      continue;
    }
    const digest = digestFor(log.filter((m) => m.step > player.lastEmailStep), player.seat, namer(game));
    const notices = [...(input.noticesForAll ?? []), ...(input.noticesFor?.get(player.seat) ?? [])];
    const model = statusModel(deps.config, game, player, { digest, notices, ...(plan ? { deadlines: plan.deadlines } : {}) });
    mails.push(toPlayer(deps.config, game, player, render.status(model)));
    players.push({ ...player, lastEmailStep: game.match.step });
  }
  const { version: _version, dueAt: _dueAt, ...rest } = game;
  const next: NewGame = { ...rest, players, ...(plan?.nextDueAt ? { dueAt: plan.nextDueAt } : {}) };
  return { game: next, moves, mails };
}
