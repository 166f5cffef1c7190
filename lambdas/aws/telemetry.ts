/**
 * What the handlers count (Powertools Metrics, written to the log as CloudWatch embedded
 * metric format, so no API call) and the correlation keys every log line of one record
 * carries (Powertools Logger's temporary keys).
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MailOutcome } from '../play/receive/mail-outcome';
import type { DeliveryResult } from '../play/letters/deliver-outbox';

/** The CloudWatch namespace of every metric the functions write; the stack's alarms read it. */
export const METRICS_NAMESPACE = 'pbem';

/** Metric names, one per thing worth counting. */
export const METRIC = {
  movesApplied: 'MovesApplied',
  gamesCreated: 'GamesCreated',
  refusals: 'Refusals',
  mailsSent: 'MailsSent',
  mailsParked: 'MailsParked',
  automaticMoves: 'AutomaticMoves',
  reminderNotices: 'ReminderNotices',
  /** Games the reminders job set aside after a failure it could not get past (the job goes on with the others). */
  parkedGames: 'ParkedGames',
} as const;

/** Powertools adds the dimension `service` = POWERTOOLS_SERVICE_NAME (pbem-<handler>) to each metric. */
export function serviceName(handler: string): string {
  return `pbem-${handler}`;
}

/** The one call the counting makes, so tests can record it. */
export interface MetricSink {
  addMetric(name: string, unit: Parameters<Metrics['addMetric']>[1], value: number): unknown;
}

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE });

export function countInbound(sink: MetricSink, outcome: MailOutcome): void {
  switch (outcome.kind) {
    case 'applied':
      sink.addMetric(METRIC.movesApplied, MetricUnit.Count, outcome.applied);
      return;
    case 'created':
      sink.addMetric(METRIC.gamesCreated, MetricUnit.Count, 1);
      return;
    case 'refused':
      sink.addMetric(METRIC.refusals, MetricUnit.Count, 1);
      return;
    case 'answered':
    case 'ignored':
    case 'duplicate':
      return;
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

export function countDelivery(sink: MetricSink, result: DeliveryResult): void {
  if (result === 'sent') sink.addMetric(METRIC.mailsSent, MetricUnit.Count, 1);
  if (result === 'parked') sink.addMetric(METRIC.mailsParked, MetricUnit.Count, 1);
}

export function countSweep(sink: MetricSink, counts: { sent: number; parked: number }): void {
  sink.addMetric(METRIC.mailsSent, MetricUnit.Count, counts.sent);
  sink.addMetric(METRIC.mailsParked, MetricUnit.Count, counts.parked);
}

/** A reminders run; `parked` is counted when the job reports it (games set aside one by one). */
export function countReminders(sink: MetricSink, run: { notices: number; automaticMoves: number; parked?: number }): void {
  sink.addMetric(METRIC.reminderNotices, MetricUnit.Count, run.notices);
  sink.addMetric(METRIC.automaticMoves, MetricUnit.Count, run.automaticMoves);
  sink.addMetric(METRIC.parkedGames, MetricUnit.Count, run.parked ?? 0);
}

/** Correlation keys of one record: every log line written while `work` runs carries them. */
export async function withKeys<T>(
  log: Pick<Logger, 'appendKeys' | 'removeKeys'>,
  keys: Record<string, string | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const present = Object.fromEntries(Object.entries(keys).filter((entry): entry is [string, string] => entry[1] !== undefined));
  log.appendKeys(present);
  try {
    return await work();
  } finally {
    log.removeKeys(Object.keys(present));
  }
}
