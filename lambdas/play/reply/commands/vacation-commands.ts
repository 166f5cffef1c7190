/** `vacation <days>`, `vacation until <date>` and `back`: absences that move the author's deadlines. */
import type { Command } from '../../../mail/inbound/index';
import type { Messages } from '../../../../templates/i18n/index';
import type { ClockState } from '../../game/game-settings';
import { shared } from '../../letters/shared-notices';
import { VACATION_LIMITS } from '../../schedule/deadline-clock';
import { author, authorWords, failLine, lineApplied, type ReplyState } from './reply-state';

const DAY = 86_400_000;

export function startVacation(state: ReplyState, command: Extract<Command, { kind: 'vacation' }>, line: string): void {
  const result = addVacation(state.clock, state.ctx.seat, command, state.ctx.now, author(state).timezone, authorWords(state));
  if (!result.ok) {
    failLine(state, line, result.reason);
    return;
  }
  setClock(state, result.clock);
  lineApplied(state, line);
  const until = result.until.slice(0, 10);
  const name = state.name;
  state.noticesForAll.push(shared('info', (w) => w.awayUntil({ name, until })));
}

export function endVacation(state: ReplyState, line: string): void {
  const seat = String(state.ctx.seat);
  const vacations = state.clock.vacations[seat] ?? [];
  const nowIso = state.ctx.now.toISOString();
  const current = vacations.find((v) => v.from <= nowIso && nowIso < v.until);
  if (!current) {
    failLine(state, line, authorWords(state).notOnVacation);
    return;
  }
  setClock(state, {
    ...state.clock,
    vacations: { ...state.clock.vacations, [seat]: vacations.map((v) => (v === current ? { ...v, until: nowIso } : v)) },
  });
  lineApplied(state, line);
  const name = state.name;
  state.noticesForAll.push(shared('info', (w) => w.isBack({ name })));
}

function setClock(state: ReplyState, clock: ClockState): void {
  state.clock = clock;
  state.game = { ...state.game, clock };
  state.changed = true;
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
