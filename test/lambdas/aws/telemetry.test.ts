/** What the handlers count (Powertools Metrics) and the correlation keys on their log lines. */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { describe, expect, it } from 'vitest';
import { countDelivery, countInbound, countReminders, countSweep, METRIC, withKeys, type MetricSink } from '../../../lambdas/aws/telemetry';

function recorder(): MetricSink & { added: [string, number][] } {
  const added: [string, number][] = [];
  return {
    added,
    addMetric(name, unit, value) {
      expect(unit).toBe(MetricUnit.Count);
      added.push([name, value]);
    },
  };
}

describe('metrics', () => {
  it('inbound: moves applied by their number, a new game, a refusal; nothing for answers, ignored mail and duplicates', () => {
    const sink = recorder();
    countInbound(sink, { kind: 'applied', gameId: 'g1', applied: 3, mails: 4 });
    countInbound(sink, { kind: 'created', gameId: 'g2' });
    countInbound(sink, { kind: 'refused', reason: 'not your turn' });
    countInbound(sink, { kind: 'answered', applied: 0 });
    countInbound(sink, { kind: 'ignored', reason: 'auto-reply' });
    countInbound(sink, { kind: 'duplicate' });
    expect(sink.added).toEqual([
      [METRIC.movesApplied, 3],
      [METRIC.gamesCreated, 1],
      [METRIC.refusals, 1],
    ]);
  });

  it('outbound: a sent mail and a parked one; a sweep adds its counts', () => {
    const sink = recorder();
    for (const result of ['sent', 'skipped', 'suppressed', 'parked'] as const) countDelivery(sink, result);
    countSweep(sink, { sent: 5, parked: 1 });
    expect(sink.added).toEqual([
      [METRIC.mailsSent, 1],
      [METRIC.mailsParked, 1],
      [METRIC.mailsSent, 5],
      [METRIC.mailsParked, 1],
    ]);
  });

  it('reminders: notices, automatic moves and parked games (0 when the job does not report any)', () => {
    const sink = recorder();
    countReminders(sink, { notices: 2, automaticMoves: 1, parked: 1 });
    countReminders(sink, { notices: 0, automaticMoves: 0 });
    expect(sink.added).toEqual([
      [METRIC.reminderNotices, 2],
      [METRIC.automaticMoves, 1],
      [METRIC.parkedGames, 1],
      [METRIC.reminderNotices, 0],
      [METRIC.automaticMoves, 0],
      [METRIC.parkedGames, 0],
    ]);
    expect(METRIC.parkedGames).toBe('ParkedGames');
  });
});

describe('correlation keys', () => {
  function keyLog() {
    const keys = new Map<string, string>();
    return {
      keys,
      appendKeys: (k: Record<string, unknown>) => Object.entries(k).forEach(([n, v]) => keys.set(n, String(v))),
      removeKeys: (names: string[]) => names.forEach((n) => keys.delete(n)),
    };
  }

  it('holds the keys while the work runs and drops them after, also when it throws; absent values are left out', async () => {
    const log = keyLog();
    const seen = await withKeys(log as never, { messageId: 'm1', gameId: undefined }, async () => Object.fromEntries(log.keys));
    expect(seen).toEqual({ messageId: 'm1' });
    expect(log.keys.size).toBe(0);
    await expect(
      withKeys(log as never, { gameId: 'g1' }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(log.keys.size).toBe(0);
  });
});
