import { describe, expect, it } from 'vitest';
import {
  addClockHours,
  DEFAULT_POLICY,
  formatDeadline,
  parseClockWords,
  planClock,
  type ClockPolicy,
  type PendingClock,
} from '../../../../lambdas/play/schedule/deadline-clock';

const at = (iso: string) => new Date(iso);
const pending = (over: Partial<PendingClock> = {}): PendingClock => ({
  seat: 1,
  step: 7,
  since: '2026-11-02T09:00:00.000Z', // a Monday
  timezone: 'UTC',
  vacations: [],
  automatic: false,
  ...over,
});
const kinds = (policy: ClockPolicy, p: PendingClock, now: string, sent: string[] = []) =>
  planClock(policy, [p], new Set(sent), at(now)).actions.map((a) => a.kind);

describe('deadlines and reminders', () => {
  it('sends nothing before the first reminder is due and says when to look again', () => {
    const plan = planClock(DEFAULT_POLICY, [pending()], new Set(), at('2026-11-02T20:00:00Z'));
    expect(plan.actions).toEqual([]);
    expect(plan.nextDueAt).toBe('2026-11-03T09:00:00.000Z');
    expect(plan.deadlines.get(1)).toBe('2026-11-04T09:00:00.000Z');
  });

  it('sends the first reminder remind= hours after the decision became pending', () => {
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-03T09:00:00Z')).toEqual(['reminder']);
  });

  it('sends each notice once: what was recorded as sent is not due again', () => {
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-03T10:00:00Z', ['1:7:remind'])).toEqual([]);
  });

  it('sends the late notice at the deadline', () => {
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-04T09:00:00Z', ['1:7:remind'])).toEqual(['late']);
  });

  it('sends one notice a day during grace', () => {
    const sent = ['1:7:remind', '1:7:late'];
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-05T09:00:00Z', sent)).toEqual(['grace']);
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-06T09:00:00Z', [...sent, '1:7:grace1'])).toEqual(['grace']);
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-06T12:00:00Z', [...sent, '1:7:grace1', '1:7:grace2'])).toEqual([]);
  });

  it('applies the timeout policy at the end of grace', () => {
    const sent = ['1:7:remind', '1:7:late', '1:7:grace1', '1:7:grace2'];
    for (const timeout of ['pass', 'random', 'drop'] as const) {
      const plan = planClock({ ...DEFAULT_POLICY, timeout }, [pending()], new Set(sent), at('2026-11-07T09:00:00Z'));
      expect(plan.actions).toEqual([{ kind: 'timeout', seat: 1, key: '1:7:timeout', policy: timeout }]);
    }
  });

  it('with timeout=wait does nothing but remind weekly after grace', () => {
    const sent = ['1:7:remind', '1:7:late', '1:7:grace1', '1:7:grace2'];
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-07T09:00:00Z', sent)).toEqual(['weekly']);
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-10T09:00:00Z', [...sent, '1:7:week0'])).toEqual([]);
    expect(kinds(DEFAULT_POLICY, pending(), '2026-11-14T09:00:00Z', [...sent, '1:7:week0'])).toEqual(['weekly']);
  });

  it('after a long silence of the job sends only the latest weekly notice', () => {
    const plan = planClock(
      DEFAULT_POLICY,
      [pending()],
      new Set(['1:7:remind', '1:7:late', '1:7:grace1', '1:7:grace2']),
      at('2026-12-20T09:00:00Z'),
    );
    expect(plan.actions.filter((a) => a.kind === 'weekly')).toHaveLength(1);
  });

  it('plays a dropped seat at once', () => {
    expect(kinds(DEFAULT_POLICY, pending({ automatic: true }), '2026-11-02T09:00:00Z')).toEqual(['automatic']);
  });
});

describe('quiet days and vacations', () => {
  it('does not count quiet days (skip=sat,sun)', () => {
    // Pending Friday 09:00 UTC; 48 counted hours skip Saturday and Sunday: Tuesday 09:00.
    const end = addClockHours(at('2026-11-06T09:00:00Z'), 48, ['sat', 'sun'], 'UTC', []);
    expect(end.toISOString()).toBe('2026-11-10T09:00:00.000Z');
  });

  it("counts quiet days in the player's own time zone", () => {
    // Friday 20:00 UTC is already Saturday 05:00 in Tokyo: the whole Tokyo weekend is skipped.
    const end = addClockHours(at('2026-11-06T20:00:00Z'), 1, ['sat', 'sun'], 'Asia/Tokyo', []);
    expect(end.toISOString()).toBe('2026-11-08T16:00:00.000Z'); // Monday 01:00 in Tokyo
  });

  it('moves deadlines by a vacation', () => {
    const vacation = { from: '2026-11-03T08:00:00.000Z', until: '2026-11-06T08:00:00.000Z' };
    const plan = planClock(DEFAULT_POLICY, [pending({ vacations: [vacation] })], new Set(), at('2026-11-03T10:00:00Z'));
    expect(plan.deadlines.get(1)).toBe('2026-11-07T09:00:00.000Z');
    expect(plan.actions).toEqual([]);
    expect(plan.nextDueAt).toBe('2026-11-06T09:00:00.000Z'); // the reminder, one counted hour after the vacation
  });

  it("survives a daylight-saving change in the player's zone", () => {
    // Europe/Berlin leaves summer time on 2026-10-25; 48 hours across it are still 48 real hours.
    const end = addClockHours(at('2026-10-24T08:00:00Z'), 48, [], 'Europe/Berlin', []);
    expect(end.toISOString()).toBe('2026-10-26T08:00:00.000Z');
    // Skipping the Sunday (a 25-hour day in Berlin) skips exactly that local day.
    const skipped = addClockHours(at('2026-10-24T08:00:00Z'), 24, ['sun'], 'Europe/Berlin', []);
    expect(skipped.toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });
});

describe('clock words and formatting', () => {
  it("reads the creator's policy from key=value words", () => {
    const r = parseClockWords({ turn: '72', remind: '36', grace: '24', skip: 'sat,sun', timeout: 'random' });
    expect(r).toEqual({
      ok: true,
      policy: { turnHours: 72, remindHours: 36, graceHours: 24, skipDays: ['sat', 'sun'], timeout: 'random' },
    });
  });

  it('refuses nonsense with a reason', () => {
    expect(parseClockWords({ timeout: 'explode' }).ok).toBe(false);
    expect(parseClockWords({ turn: 'soon' })).toEqual({ ok: false, reason: 'turn= takes a number of hours, not "soon".' });
    expect(parseClockWords({ skip: 'mon,tue,wed,thu,fri,sat,sun' }).ok).toBe(false);
  });

  it("writes deadlines as absolute times in the reader's zone", () => {
    expect(formatDeadline('2026-11-04T09:00:00.000Z', 'Asia/Tokyo')).toBe('Wed 4 Nov 2026, 18:00 (Asia/Tokyo)');
    expect(formatDeadline('2026-11-04T09:00:00.000Z', 'UTC')).toBe('Wed 4 Nov 2026, 09:00 (UTC)');
  });
});
