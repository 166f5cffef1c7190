/**
 * Deadlines, reminders, grace and timeouts, in the spirit of the Diplomacy
 * judges. Pure functions of (policy, pending decisions, vacations, now): the reminders job
 * asks `planClock` what is due and records what it sent, so running it twice sends nothing
 * twice. Time is counted in "clock hours": hours that are not on a quiet day (in the
 * player's time zone) and not inside one of the player's vacations.
 */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import { messages, type Messages } from '../../../templates/i18n/index';

export const TIMEOUT_POLICIES = ['wait', 'pass', 'random', 'bot', 'drop'] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const clockPolicySchema = z.object({
  /** Hours a decision may take (`turn=`). */
  turnHours: z
    .number()
    .positive()
    .max(24 * 60)
    .default(48),
  /** First reminder after this many hours (`remind=`). */
  remindHours: z
    .number()
    .positive()
    .max(24 * 60)
    .default(24),
  /** Grace after the deadline, with a notice a day (`grace=`). */
  graceHours: z
    .number()
    .nonnegative()
    .max(24 * 60)
    .default(72),
  /** Quiet days that do not count (`skip=sat,sun`). */
  skipDays: z.array(z.enum(WEEKDAYS)).default([]),
  /** What happens at the end of grace (`timeout=`). */
  timeout: z.enum(TIMEOUT_POLICIES).default('wait'),
});
export type ClockPolicy = z.infer<typeof clockPolicySchema>;

export const DEFAULT_POLICY: ClockPolicy = clockPolicySchema.parse({});

/** Limits on absences. */
export const VACATION_LIMITS = { maxDaysAtOnce: 14, maxDaysPerGame: 30 } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Interval {
  readonly from: string;
  readonly until: string;
}

export interface PendingClock {
  readonly seat: number;
  /** Decision id at which this seat became pending; notices are keyed on it. */
  readonly step: number;
  /** ISO time the decision became pending. */
  readonly since: string;
  readonly timezone: string;
  readonly vacations: readonly Interval[];
  /** Whether the seat is played by the automatic mover (dropped or resigned). */
  readonly automatic: boolean;
}

export type ClockAction =
  | { readonly kind: 'reminder'; readonly seat: number; readonly key: string; readonly deadline: string }
  | { readonly kind: 'late'; readonly seat: number; readonly key: string; readonly deadline: string; readonly graceEnds: string }
  | { readonly kind: 'grace'; readonly seat: number; readonly key: string; readonly graceEnds: string }
  | { readonly kind: 'weekly'; readonly seat: number; readonly key: string }
  | { readonly kind: 'timeout'; readonly seat: number; readonly key: string; readonly policy: Exclude<TimeoutPolicy, 'wait'> }
  | { readonly kind: 'automatic'; readonly seat: number; readonly key: string };

export interface ClockPlan {
  /** Everything due now that has not been sent, oldest first. */
  readonly actions: readonly ClockAction[];
  /** When the job must look at this game next (null: nothing scheduled). */
  readonly nextDueAt: string | null;
  /** Deadline per pending seat, for emails. */
  readonly deadlines: ReadonlyMap<number, string>;
}

/** The schedule of one pending decision: every notice with its time. */
export function scheduleFor(
  policy: ClockPolicy,
  p: PendingClock,
  now: Date,
): { deadline: Date; events: { at: Date; action: ClockAction }[] } {
  const start = new Date(p.since);
  const counted = (hours: number) => addClockHours(start, hours, policy.skipDays, p.timezone, p.vacations);
  const deadline = counted(policy.turnHours);
  const graceEnds = counted(policy.turnHours + policy.graceHours);
  const key = (what: string) => `${p.seat}:${p.step}:${what}`;
  const events: { at: Date; action: ClockAction }[] = [];
  if (p.automatic) {
    // A dropped seat is played at once; no notices.
    events.push({ at: start, action: { kind: 'automatic', seat: p.seat, key: key('auto') } });
    return { deadline: start, events };
  }
  if (policy.remindHours < policy.turnHours) {
    events.push({
      at: counted(policy.remindHours),
      action: { kind: 'reminder', seat: p.seat, key: key('remind'), deadline: deadline.toISOString() },
    });
  }
  events.push({
    at: deadline,
    action: { kind: 'late', seat: p.seat, key: key('late'), deadline: deadline.toISOString(), graceEnds: graceEnds.toISOString() },
  });
  for (let h = 24; h < policy.graceHours; h += 24) {
    events.push({
      at: counted(policy.turnHours + h),
      action: { kind: 'grace', seat: p.seat, key: key(`grace${h / 24}`), graceEnds: graceEnds.toISOString() },
    });
  }
  if (policy.timeout === 'wait') {
    // Keep reminding weekly after grace, up to the present (and the next one ahead).
    for (let w = 0, at = graceEnds; ; w++, at = new Date(at.getTime() + 7 * DAY)) {
      events.push({ at, action: { kind: 'weekly', seat: p.seat, key: key(`week${w}`) } });
      if (at.getTime() > now.getTime()) break;
    }
  } else {
    events.push({ at: graceEnds, action: { kind: 'timeout', seat: p.seat, key: key('timeout'), policy: policy.timeout } });
  }
  return { deadline, events };
}

export function planClock(policy: ClockPolicy, pending: readonly PendingClock[], sent: ReadonlySet<string>, now: Date): ClockPlan {
  const due: { at: Date; action: ClockAction }[] = [];
  let next: number | null = null;
  const deadlines = new Map<number, string>();
  for (const p of pending) {
    const { deadline, events } = scheduleFor(policy, p, now);
    deadlines.set(p.seat, deadline.toISOString());
    for (const e of events) {
      if (sent.has(e.action.key)) continue;
      if (e.at.getTime() <= now.getTime()) due.push(e);
      else if (next === null || e.at.getTime() < next) next = e.at.getTime();
    }
  }
  due.sort((a, b) => a.at.getTime() - b.at.getTime());
  // Only the latest weekly notice per seat is worth sending after a long silence of the job.
  const actions = dropSupersededWeeklies(due.map((e) => e.action));
  return { actions, nextDueAt: actions.length > 0 ? now.toISOString() : next === null ? null : new Date(next).toISOString(), deadlines };
}

function dropSupersededWeeklies(actions: readonly ClockAction[]): ClockAction[] {
  const lastWeekly = new Map<number, string>();
  for (const a of actions) if (a.kind === 'weekly') lastWeekly.set(a.seat, a.key);
  return actions.filter((a) => a.kind !== 'weekly' || lastWeekly.get(a.seat) === a.key);
}

/**
 * `start` plus `hours` of counted time: hours on quiet days (by the calendar of `timezone`)
 * and inside vacations do not count. Walks the time line in pieces that end at local
 * midnights and vacation edges, so the cost grows with days, not hours.
 */
export function addClockHours(
  start: Date,
  hours: number,
  skipDays: readonly Weekday[],
  timezone: string,
  vacations: readonly Interval[],
): Date {
  let remaining = hours * HOUR;
  let t = start.getTime();
  const skip = new Set(skipDays);
  const vac = vacations.map((v) => ({ from: Date.parse(v.from), until: Date.parse(v.until) })).filter((v) => v.until > v.from);
  if (skip.size === WEEKDAYS.length) throw new RangeError('every day of the week is a quiet day');
  for (let guard = 0; guard < 10_000; guard++) {
    const inVacation = vac.find((v) => v.from <= t && t < v.until);
    if (inVacation) {
      t = inVacation.until;
      continue;
    }
    const dayEnd = nextLocalMidnight(t, timezone);
    const nextVacation = vac.filter((v) => v.from > t).reduce((m, v) => Math.min(m, v.from), Number.POSITIVE_INFINITY);
    const pieceEnd = Math.min(dayEnd, nextVacation);
    if (skip.has(localWeekday(t, timezone))) {
      t = pieceEnd;
      continue;
    }
    const available = pieceEnd - t;
    if (remaining <= available) return new Date(t + remaining);
    remaining -= available;
    t = pieceEnd;
  }
  throw new RangeError('clock computation did not converge');
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function localWeekday(t: number, timezone: string): Weekday {
  let f = weekdayFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short' });
    weekdayFormatters.set(timezone, f);
  }
  return f.format(t).toLowerCase().slice(0, 3) as Weekday;
}

/** The first instant after `t` at which the local date in `timezone` changes. */
function nextLocalMidnight(t: number, timezone: string): number {
  let f = partsFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    partsFormatters.set(timezone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(t).map((p) => [p.type, p.value]));
  const sinceMidnight = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + (t % 1000);
  let candidate = t - sinceMidnight + DAY;
  // Around a DST change the local day is 23 or 25 hours: step back or forward to the real edge.
  const day = localDate(t, timezone);
  while (localDate(candidate - HOUR, timezone) !== day) candidate -= HOUR;
  while (localDate(candidate, timezone) === day) candidate += HOUR;
  return candidate;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function localDate(t: number, timezone: string): string {
  let f = dateFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timezone, f);
  }
  return f.format(t);
}

/** "Sat 24 Nov 2026, 18:00 (Asia/Tokyo)": absolute, in the reader's zone, never "in 5 hours". */
export function formatDeadline(iso: string, timezone: string): string {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${f.format(new Date(iso)).replace(/^(\w{3}),/, '$1')} (${timezone})`;
}

/** Parse `key=value` clock words from a `new` command into a policy, or say what is wrong (in `t`'s language). */
export function parseClockWords(
  words: Readonly<Record<string, string>>,
  t: Messages = messages('en'),
): { ok: true; policy: ClockPolicy } | { ok: false; reason: string } {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(words)) {
    switch (key) {
      case 'turn':
      case 'remind':
      case 'grace': {
        const n = Number(value.replace(/h$/i, ''));
        if (!Number.isFinite(n) || n < 0) return { ok: false, reason: t.clockHours({ key, value }) };
        raw[`${key}Hours`] = n;
        break;
      }
      case 'skip':
        raw.skipDays = value
          .toLowerCase()
          .split(/[,\s]+/)
          .filter(Boolean)
          .map((d) => d.slice(0, 3));
        break;
      case 'timeout':
        raw.timeout = value.toLowerCase();
        break;
      default:
        return { ok: false, reason: t.clockUnknown({ key }) };
    }
  }
  const parsed = clockPolicySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, reason: t.clockInvalid({ path: issue.path.join('.'), message: issue.message }) };
  }
  if (parsed.data.skipDays.length === 7) return { ok: false, reason: t.clockEveryDay };
  return { ok: true, policy: parsed.data };
}

export const CLOCK_KEYS = ['turn', 'remind', 'grace', 'skip', 'timeout'] as const;
