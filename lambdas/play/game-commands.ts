/**
 * The commands of one reply, run in order against a live game (issue 4 "Commands"):
 * moves through the engine, the service commands (help, status, history, undo, resign,
 * notify, vacation, back, timezone) as changes to the game item or as extra answers.
 * Stops at the first failure; later lines are reported as not run. No store writes here:
 * the caller commits what this returns in one transaction.
 */
import { playMove, type AppliedStep } from '../../engine/index';
import type { Command } from '../mail/inbound/index';
import type { MoveItem, Player } from '../store/index';
import { VACATION_LIMITS } from './clock';
import { messages, type Messages } from '../../templates/i18n/index';
import { langOf, nameOf, type LiveGame, gameModule } from './emails';
import { readClock, type ClockState } from './game-settings';
import { automaticMove } from './auto-move';
import { readExtraCommand } from './extra-commands';
import { shared, type SharedNotice } from './notices';
import { runReplyLines, type LineOutcome } from './reply';
import { planUndo } from './undo';

export type ExtraAnswer = { kind: 'help' } | { kind: 'status' } | { kind: 'history'; count: number };

export interface CommandsResult {
  readonly game: LiveGame;
  readonly steps: readonly AppliedStep[];
  readonly lines: readonly LineOutcome[];
  readonly failed: boolean;
  /** The game item changed (moves, settings, players): needs a commit. */
  readonly changed: boolean;
  /** Move-log steps removed by an undo. */
  readonly undone: readonly number[];
  readonly answers: readonly ExtraAnswer[];
  readonly noticesForAll: readonly SharedNotice[];
}

export interface CommandContext {
  readonly game: LiveGame;
  readonly seat: number;
  readonly commands: readonly Command[];
  /** The decision id of the email answered (subject `#n`), if any. */
  readonly answeredStep: number | null;
  readonly now: Date;
  /** The move log, loaded only when a command needs it (undo). */
  readonly loadLog: () => Promise<readonly MoveItem[]>;
  /** Search iterations for the bot's moves of dropped, resigned and bot seats (limit `botIterations`). */
  readonly botIterations: number;
}

const DAY = 86_400_000;

/** The text a command was written as, for the report. */
export function commandText(c: Command): string {
  switch (c.kind) {
    case 'move':
      return c.text;
    case 'history':
      return c.count === null ? 'history' : `history ${c.count}`;
    case 'notify':
      return `notify ${c.mode}`;
    case 'vacation':
      return 'days' in c ? `vacation ${c.days}` : `vacation until ${c.until}`;
    case 'timezone':
      return `timezone ${c.zone}`;
    case 'new':
      return `new ${c.game} ${c.addresses.join(' ')}`;
    case 'invalid':
      return c.text;
    default:
      return c.kind;
  }
}

/** The moves of one reply line: its parts between ";" (a whole action), or the line itself. */
export function movesOfLine(text: string): string[] {
  const parts = text.split(';').map((part) => part.trim()).filter((part) => part.length > 0);
  return parts.length > 0 ? parts : [text];
}

export async function runGameCommands(ctx: CommandContext): Promise<CommandsResult> {
  let game: LiveGame = ctx.game;
  let clock: ClockState = readClock(game.clock);
  const steps: AppliedStep[] = [];
  const lines: LineOutcome[] = [];
  const answers: ExtraAnswer[] = [];
  const noticesForAll: SharedNotice[] = [];
  let undone: number[] = [];
  let changed = false;
  let failed = false;
  const module = gameModule(game.kind);
  const me = () => game.players.find((p) => p.seat === ctx.seat)!;
  const setMe = (patch: Partial<Player>) => {
    game = { ...game, players: game.players.map((p) => (p.seat === ctx.seat ? { ...p, ...patch } : p)) };
    changed = true;
  };
  const fail = (line: string, reason: string) => {
    lines.push({ line, status: 'failed', reason });
    failed = true;
  };
  const ok = (line: string) => lines.push({ line, status: 'applied' });
  // The same question twice in one reply gets one answer: a reply of 20 `help` lines is
  // answered with one help email, not 20 (issue 13: a reply's answer stays bounded).
  const answerOnce = (answer: ExtraAnswer) => {
    if (!answers.some((a) => JSON.stringify(a) === JSON.stringify(answer))) answers.push(answer);
  };
  const names = game.players.slice().sort((a, b) => a.seat - b.seat).map((p) => p.name);
  // What only the author reads is in the author's language (re-read: `language` may change
  // it); notices for everybody are rendered per reader (notices.ts).
  const t = (): Messages => messages(langOf(me()));
  const name = nameOf(game, ctx.seat) ?? '';

  for (const command of ctx.commands) {
    const line = commandText(command);
    if (failed) {
      lines.push({ line, status: 'not-run' });
      continue;
    }
    const extra = readExtraCommand(command);
    if (extra) {
      setMe(extra.kind === 'language' ? { language: extra.lang } : { notify: extra.mode });
      ok(line);
      continue;
    }
    switch (command.kind) {
      case 'move': {
        if (game.status !== 'active') {
          fail(line, game.status === 'finished' ? t().gameOverNoMoves : t().gameNotRunning);
          break;
        }
        const out = runReplyLines({
          game: module,
          match: game.match,
          seat: ctx.seat,
          // One line may carry a whole action, its steps joined by ";" (the email's
          // "whole actions" lines, GameModule.compound): each part is played in order.
          lines: movesOfLine(command.text),
          answeredStep: ctx.answeredStep,
          earlierLineApplied: steps.length > 0 || undone.length > 0,
          names,
          lang: langOf(me()),
        });
        lines.push(...out.lines);
        if (out.failed) {
          failed = true;
          break;
        }
        game = { ...game, match: out.match };
        steps.push(...out.steps);
        changed = true;
        break;
      }
      case 'help':
      case 'status':
        answerOnce({ kind: command.kind });
        ok(line);
        break;
      case 'history':
        answerOnce({ kind: 'history', count: command.count ?? 10 });
        ok(line);
        break;
      case 'notify':
        setMe({ notify: command.mode });
        ok(line);
        break;
      case 'timezone':
        setMe({ timezone: command.zone });
        ok(line);
        break;
      case 'undo': {
        if (steps.length > 0) {
          fail(line, t().undoSameReply);
          break;
        }
        const log = await ctx.loadLog();
        const plan = planUndo(module, game.match, log.map((m) => ({ ...m, reveals: m.reveals ?? true })), ctx.seat, t());
        if (!plan.ok) {
          fail(line, plan.reason);
          break;
        }
        undone = plan.undone.map((u) => u.step);
        game = { ...game, match: plan.match };
        changed = true;
        lines.push({ line, status: 'applied', played: `undo ${plan.undone.filter((u) => u.by !== 'forced').map((u) => u.move).join(', ')}` });
        const moves = plan.undone.map((u) => u.move).join(', ');
        noticesForAll.push(shared('info', (w) => w.tookBack({ name, moves })));
        break;
      }
      case 'resign': {
        if (game.status !== 'active') {
          fail(line, t().gameNotRunning);
          break;
        }
        setMe({ dropped: true });
        ok(line);
        const everyoneGone = game.players.every((p) => p.dropped);
        noticesForAll.push(shared('info', (w) => (everyoneGone ? w.resignedAbandoned({ name }) : w.resigned({ name }))));
        if (everyoneGone) game = { ...game, status: 'abandoned' };
        break;
      }
      case 'vacation': {
        const result = addVacation(clock, ctx.seat, command, ctx.now, me().timezone, t());
        if (!result.ok) {
          fail(line, result.reason);
          break;
        }
        clock = result.clock;
        game = { ...game, clock };
        changed = true;
        ok(line);
        const until = result.until.slice(0, 10);
        noticesForAll.push(shared('info', (w) => w.awayUntil({ name, until })));
        break;
      }
      case 'back': {
        const vacations = clock.vacations[String(ctx.seat)] ?? [];
        const nowIso = ctx.now.toISOString();
        const current = vacations.find((v) => v.from <= nowIso && nowIso < v.until);
        if (!current) {
          fail(line, t().notOnVacation);
          break;
        }
        clock = { ...clock, vacations: { ...clock.vacations, [String(ctx.seat)]: vacations.map((v) => (v === current ? { ...v, until: nowIso } : v)) } };
        game = { ...game, clock };
        changed = true;
        ok(line);
        noticesForAll.push(shared('info', (w) => w.isBack({ name })));
        break;
      }
      case 'join':
        fail(line, t().alreadyJoined);
        break;
      case 'decline':
        fail(line, t().declineStarted);
        break;
      case 'new':
        fail(line, t().newToSetup);
        break;
      case 'invalid':
        fail(line, langOf(me()) === 'ja' && command.reasonJa ? command.reasonJa : command.reason);
        break;
    }
  }

  if (steps.length > 0 || changed) {
    const auto = playDroppedSeats(game, ctx.botIterations);
    game = auto.game;
    steps.push(...auto.steps);
  }
  return { game, steps, lines, failed, changed, undone, answers, noticesForAll };
}

/** Seats whose players resigned or were dropped, and bot seats, are played at once by the bot. */
export function playDroppedSeats(game: LiveGame, botIterations: number): { game: LiveGame; steps: AppliedStep[] } {
  const module = gameModule(game.kind);
  const steps: AppliedStep[] = [];
  let match = game.match;
  if (game.status !== 'active') return { game, steps };
  for (let guard = 0; guard < 10_000; guard++) {
    const dropped = module.pending(match.state).find((p) => game.players.find((x) => x.seat === p.seat)?.dropped);
    if (!dropped) break;
    const out = playMove(module, match, dropped.seat, automaticMove(module, match, dropped.seat, botIterations), 'bot');
    if (!out.ok) throw new Error(`automatic move refused for seat ${dropped.seat}: ${out.error.reason}`);
    match = out.match;
    steps.push(...out.steps);
  }
  return { game: { ...game, match }, steps };
}

function addVacation(
  clock: ClockState,
  seat: number,
  command: Extract<Command, { kind: 'vacation' }>,
  now: Date,
  timezone: string,
  t: Messages,
): { ok: true; clock: ClockState; until: string } | { ok: false; reason: string } {
  const from = now.getTime();
  const until = 'days' in command ? from + command.days * DAY : endOfLocalDay(command.until, timezone);
  if (!Number.isFinite(until) || until <= from) return { ok: false, reason: t.vacationFuture };
  const days = Math.ceil((until - from) / DAY);
  if (days > VACATION_LIMITS.maxDaysAtOnce) {
    return { ok: false, reason: t.vacationTooLong({ max: VACATION_LIMITS.maxDaysAtOnce, days }) };
  }
  const used = clock.vacationDays[String(seat)] ?? 0;
  if (used + days > VACATION_LIMITS.maxDaysPerGame) {
    return { ok: false, reason: t.vacationUsedUp({ max: VACATION_LIMITS.maxDaysPerGame, used, days }) };
  }
  const interval = { from: new Date(from).toISOString(), until: new Date(until).toISOString() };
  return {
    ok: true,
    until: interval.until,
    clock: {
      ...clock,
      vacations: { ...clock.vacations, [String(seat)]: [...(clock.vacations[String(seat)] ?? []), interval] },
      vacationDays: { ...clock.vacationDays, [String(seat)]: used + days },
    },
  };
}

/** The instant a calendar date ends in `timezone` (the absence includes that whole day). */
function endOfLocalDay(date: string, timezone: string): number {
  const utcMidnightNext = Date.parse(`${date}T00:00:00Z`) + DAY;
  // Shift by the zone's offset at that moment (good to the hour, which is all we need).
  const local = new Date(new Date(utcMidnightNext).toLocaleString('en-US', { timeZone: timezone }));
  const asUtc = new Date(new Date(utcMidnightNext).toLocaleString('en-US', { timeZone: 'UTC' }));
  return utcMidnightNext - (local.getTime() - asUtc.getTime());
}
