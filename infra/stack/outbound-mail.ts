import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE_DESIGN } from '../table-design';

/** Stream settings for the outbound function (see README.md "Deploy to AWS", "How a failure is handled"). */
export const OUTBOX_STREAM = {
  batchSize: 10,
  // A poison record is retried this often (halving the batch each time) before it is given up.
  retryAttempts: 5,
  maxRecordAgeHours: 24,
} as const;

export interface OutboundMailProps {
  readonly configurationSetName: string;
  readonly table: dynamodb.ITable;
  readonly outboundFunction: lambda.IFunction;
  /** Receives the stream position of records given up after their retries. */
  readonly outboundFailures: sqs.IQueue;
  readonly bouncesFunction: lambda.IFunction;
  /** Receives SES events SNS could not deliver to the bounces function. */
  readonly bouncesFailures: sqs.IQueue;
}

/**
 * Sending: the SES configuration set every outbound message names, its bounce and
 * complaint events (SNS → bounces function), and the table stream that feeds the
 * outbound function with new outbox items.
 */
export class OutboundMail extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly sesEvents: sns.Topic;

  constructor(scope: Construct, id: string, props: OutboundMailProps) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: props.configurationSetName,
      reputationMetrics: true,
      // SES itself refuses to send to an address that bounced hard or complained.
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.sesEvents = new sns.Topic(this, 'SesEvents', { enforceSSL: true });
    // Adds the topic policy that lets SES (this configuration set only) publish.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(this.sesEvents),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.sesEvents.addSubscription(new LambdaSubscription(props.bouncesFunction, { deadLetterQueue: props.bouncesFailures }));

    props.outboundFunction.addEventSource(
      new DynamoEventSource(props.table, {
        // New deployments start at the stream's tip; anything missed is swept from the
        // byPendingOutbox index, not replayed from a day of stream history.
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: OUTBOX_STREAM.batchSize,
        // One shard, one batch at a time: a game's mails go out in the order they were queued.
        parallelizationFactor: 1,
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: OUTBOX_STREAM.retryAttempts,
        maxRecordAge: Duration.hours(OUTBOX_STREAM.maxRecordAgeHours),
        onFailure: new SqsDlq(props.outboundFailures),
        // Only new outbox items wake the function. The store writes each mail once
        // (a conditional Put, so always INSERT); its later updates (lease, sent, failed)
        // and TTL removals must not re-invoke it. A mail whose send failed is retried by
        // the stream retries above, or found again through the byPendingOutbox index.
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: {
              Keys: { [TABLE_DESIGN.sortKey]: { S: lambda.FilterRule.beginsWith(TABLE_DESIGN.outboxSortKeyPrefix) } },
            },
          }),
        ],
      }),
    );
  }
}
