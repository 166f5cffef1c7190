import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE, serviceName } from '../../lambdas/aws/telemetry';

/** Alarm after this many function errors in one period; one failed reply is worth a look. */
export const ALARM_SETTINGS = {
  periodMinutes: 5,
  functionErrors: 1,
  queuedFailures: 1,
  parkedMails: 1,
  parkedGames: 1,
  /** New outbox mail waits this long on the stream before the outbound function reads it: players wait for their turn mail. */
  streamLagMinutes: 5,
  /** Any throttled read or write: on demand, that means a burst past the table's limits, and a reply retried or delayed. */
  tableThrottles: 1,
} as const;

/**
 * SES reputation, account-wide (the rates SES itself reviews an account by). SES puts an
 * account under review at a 5 % bounce rate or a 0.1 % complaint rate and may pause its
 * sending at 10 % or 0.5 %; the alarms fire at the review thresholds, while there is time to act.
 */
export const SES_REPUTATION = {
  namespace: 'AWS/SES',
  periodHours: 1,
  bounceRate: { metricName: 'Reputation.BounceRate', threshold: 0.05 },
  complaintRate: { metricName: 'Reputation.ComplaintRate', threshold: 0.001 },
} as const;

/**
 * Parked outbox mails (dead letters, lambdas/play/letters/deliver-outbox.ts) are counted from the outbound
 * function's log: the Logger writes `"message": "outbox mail parked"` once per parked mail.
 */
export const PARKED_MAIL_METRIC = { namespace: 'pbem', name: 'OutboxMailParked', logMessage: 'outbox mail parked' } as const;

export interface AlarmsProps {
  readonly functions: Readonly<Record<string, lambda.IFunction>>;
  /** The function the table stream feeds: its IteratorAge is the outbox's lag. */
  readonly streamConsumer: lambda.IFunction;
  readonly table: dynamodb.ITable;
  readonly failureQueues: Readonly<Record<string, sqs.IQueue>>;
  /** The outbound function's log group, where parked (dead-letter) mails are logged. */
  readonly outboundLogs: logs.ILogGroup;
  /** When set, alarms notify an SNS topic with this email subscription (confirm the mail AWS sends). */
  readonly alarmEmail: string | undefined;
}

/**
 * One alarm per function on errors, one per failure queue on depth, one on parked outbox
 * mails, one on games the reminders job parked, and one each on the stream's lag, table
 * throttling and the SES bounce and complaint rates. A message in a failure queue means a
 * reply, a mail or a reminder was given up after its retries; a parked mail was given up
 * after its send attempts.
 */
export class Alarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly topic: sns.Topic | undefined;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const period = Duration.minutes(ALARM_SETTINGS.periodMinutes);

    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarms.push(
        new cloudwatch.Alarm(this, `${name}-errors`, {
          alarmDescription: `The ${name} function failed (errors in ${ALARM_SETTINGS.periodMinutes} minutes).`,
          metric: fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }),
          threshold: ALARM_SETTINGS.functionErrors,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    for (const [name, queue] of Object.entries(props.failureQueues)) {
      this.alarms.push(
        new cloudwatch.Alarm(this, `${name}-failures-queued`, {
          alarmDescription: `Work of the ${name} function was given up and waits in its failure queue.`,
          metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MAXIMUM }),
          threshold: ALARM_SETTINGS.queuedFailures,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    const parked = new logs.MetricFilter(this, 'OutboxMailParked', {
      logGroup: props.outboundLogs,
      metricNamespace: PARKED_MAIL_METRIC.namespace,
      metricName: PARKED_MAIL_METRIC.name,
      filterPattern: logs.FilterPattern.stringValue('$.message', '=', PARKED_MAIL_METRIC.logMessage),
      metricValue: '1',
    });
    this.alarms.push(
      new cloudwatch.Alarm(this, 'outbox-mail-parked', {
        alarmDescription:
          'An outbox mail failed every send attempt and was parked as a dead letter (status "parked" in the table, its last error kept).',
        metric: parked.metric({ period, statistic: cloudwatch.Stats.SUM }),
        threshold: ALARM_SETTINGS.parkedMails,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    this.alarms.push(
      new cloudwatch.Alarm(this, 'games-parked', {
        alarmDescription:
          'The reminders job set a game aside after a failure it could not get past; the other games went on (see the reminders log).',
        metric: new cloudwatch.Metric({
          namespace: METRICS_NAMESPACE,
          metricName: METRIC.parkedGames,
          dimensionsMap: { service: serviceName('reminders') },
          period,
          statistic: cloudwatch.Stats.SUM,
        }),
        threshold: ALARM_SETTINGS.parkedGames,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    this.alarms.push(
      new cloudwatch.Alarm(this, 'outbox-stream-lag', {
        alarmDescription: `New outbox mail waited over ${ALARM_SETTINGS.streamLagMinutes} minutes on the table stream (outbound function failing or throttled).`,
        metric: props.streamConsumer.metric('IteratorAge', { period, statistic: cloudwatch.Stats.MAXIMUM }),
        threshold: Duration.minutes(ALARM_SETTINGS.streamLagMinutes).toMilliseconds(),
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    // Read and write throttle events of the table (on demand throttles past twice the
    // previous peak or the per-partition limits); two metrics, so the alarm costs two.
    const throttles = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { period, statistic: cloudwatch.Stats.SUM }),
        writes: props.table.metric('WriteThrottleEvents', { period, statistic: cloudwatch.Stats.SUM }),
      },
      label: 'table throttle events',
      period,
    });
    this.alarms.push(
      new cloudwatch.Alarm(this, 'table-throttled', {
        alarmDescription: 'DynamoDB throttled reads or writes of the game table; replies are retried, but players wait.',
        metric: throttles,
        threshold: ALARM_SETTINGS.tableThrottles,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    const reputation = Duration.hours(SES_REPUTATION.periodHours);
    for (const [id, rate] of [
      ['ses-bounce-rate', SES_REPUTATION.bounceRate],
      ['ses-complaint-rate', SES_REPUTATION.complaintRate],
    ] as const) {
      this.alarms.push(
        new cloudwatch.Alarm(this, id, {
          alarmDescription: `SES ${rate.metricName} reached ${rate.threshold * 100} %, where SES reviews the account (and may later pause its sending).`,
          metric: new cloudwatch.Metric({
            namespace: SES_REPUTATION.namespace,
            metricName: rate.metricName,
            period: reputation,
            statistic: cloudwatch.Stats.MAXIMUM,
          }),
          threshold: rate.threshold,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    if (props.alarmEmail !== undefined) {
      this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
      const action = new cwActions.SnsAction(this.topic);
      for (const alarm of this.alarms) {
        alarm.addAlarmAction(action);
        alarm.addOkAction(action);
      }
    }
  }
}
