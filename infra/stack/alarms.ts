import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Alarm after this many function errors in one period; one failed reply is worth a look. */
export const ALARM_SETTINGS = { periodMinutes: 5, functionErrors: 1, queuedFailures: 1, parkedMails: 1 } as const;

/**
 * Parked outbox mails (dead letters, lambdas/play/letters/deliver-outbox.ts) are counted from the outbound
 * function's log: the Logger writes `"message": "outbox mail parked"` once per parked mail.
 */
export const PARKED_MAIL_METRIC = { namespace: 'pbem', name: 'OutboxMailParked', logMessage: 'outbox mail parked' } as const;

export interface AlarmsProps {
  readonly functions: Readonly<Record<string, lambda.IFunction>>;
  readonly failureQueues: Readonly<Record<string, sqs.IQueue>>;
  /** The outbound function's log group, where parked (dead-letter) mails are logged. */
  readonly outboundLogs: logs.ILogGroup;
  /** When set, alarms notify an SNS topic with this email subscription (confirm the mail AWS sends). */
  readonly alarmEmail: string | undefined;
}

/**
 * One alarm per function on errors, one per failure queue on depth, and one on parked
 * outbox mails. A message in a failure queue means a reply, a mail or a reminder was given
 * up after its retries; a parked mail was given up after its send attempts.
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
        alarmDescription: 'An outbox mail failed every send attempt and was parked as a dead letter (status "parked" in the table, its last error kept).',
        metric: parked.metric({ period, statistic: cloudwatch.Stats.SUM }),
        threshold: ALARM_SETTINGS.parkedMails,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

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
