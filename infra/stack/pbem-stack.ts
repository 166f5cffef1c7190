import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { isExampleDomain, type DeployConfig } from '../config';
import { Alarms } from './alarms';
import { ASYNC_RETRY_ATTEMPTS, Handlers } from './functions';
import { InboundMail } from './inbound-mail';
import { MailIdentity } from './mail-identity';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import { OutboundMail } from './outbound-mail';
import { grantPermissions } from './permissions';
import { RAW_MAIL_PREFIX, Storage } from './storage';
import { TABLE_DESIGN } from '../table-design';

export interface PbemStackProps extends StackProps {
  readonly config: DeployConfig;
}

/**
 * The whole service: SES receipt → S3 → inbound; table stream → outbound → SES;
 * schedule → reminders; SES bounce/complaint events → bounces. See README.md, "Deploy to AWS".
 */
export class PbemStack extends Stack {
  constructor(scope: Construct, id: string, props: PbemStackProps) {
    super(scope, id, props);
    const { config } = props;
    if (isExampleDomain(config.mailDomain)) {
      Annotations.of(this).addWarningV2(
        'pbem:example-domain',
        `mailDomain is ${config.mailDomain}, the example value from cdk.json: fine for synth, useless for deploy. ` +
          'Set pbem:mailDomain and pbem:senderAddress (or PBEM_MAIL_DOMAIN, PBEM_SENDER_ADDRESS).',
      );
    }

    const storage = new Storage(this, 'Storage', {
      rawMailRetentionDays: config.rawMailRetentionDays,
      retainData: config.retainData,
    });
    const ruleSetName = `pbem-${config.stage}-inbound`;

    // Named per stage (not generated) so the deploy guide and the CLI can refer to them.
    const configurationSetName = `pbem-${config.stage}`;
    const handlers = new Handlers(this, 'Handlers', {
      environment: {
        TABLE_NAME: storage.table.tableName,
        MAIL_DOMAIN: config.mailDomain,
        SENDER_ADDRESS: config.senderAddress,
        RAW_MAIL_BUCKET: storage.rawMailBucket.bucketName,
        RAW_MAIL_PREFIX,
        SES_CONFIGURATION_SET: configurationSetName,
        STAGE: config.stage,
        // The secret's ARN only: the handlers read the value at run time (lambdas/aws/token-secret.ts),
        // so it never shows in a function's configuration.
        TOKEN_SECRET_ARN: storage.tokenSecret.secretArn,
      },
      logLevel: config.logLevel,
      logRetentionDays: config.logRetentionDays,
      inboundReservedConcurrency: config.inboundReservedConcurrency,
    });
    const fns = handlers.functions;
    for (const fn of Object.values(fns)) storage.tokenSecret.grantRead(fn);

    new InboundMail(this, 'InboundMail', {
      mailDomain: config.mailDomain,
      ruleSetName,
      rawMailBucket: storage.rawMailBucket,
      rawMailPrefix: RAW_MAIL_PREFIX,
      inboundFunction: fns.inbound,
      activate: config.activateReceiptRuleSet,
    });
    const outbound = new OutboundMail(this, 'OutboundMail', {
      configurationSetName,
      table: storage.table,
      outboundFunction: fns.outbound,
      outboundFailures: handlers.failureQueues.outbound,
      bouncesFunction: fns.bounces,
      bouncesFailures: handlers.failureQueues.bounces,
    });

    new events.Rule(this, 'ReminderSchedule', {
      description: `Runs the reminders function every ${config.reminderRateMinutes} minutes`,
      schedule: events.Schedule.rate(Duration.minutes(config.reminderRateMinutes)),
      targets: [
        new targets.LambdaFunction(fns.reminders, {
          retryAttempts: ASYNC_RETRY_ATTEMPTS,
          maxEventAge: Duration.minutes(config.reminderRateMinutes),
          deadLetterQueue: handlers.failureQueues.reminders,
        }),
      ],
    });

    // Chain requests (a game now waits for a bot or a dropped seat) wake the reminders function
    // at once, one batch per request; the schedule above picks up whatever a failure leaves.
    fns.reminders.addEventSource(
      new DynamoEventSource(storage.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 10,
        bisectBatchOnError: true,
        retryAttempts: ASYNC_RETRY_ATTEMPTS,
        onFailure: new SqsDlq(handlers.failureQueues.reminders),
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { [TABLE_DESIGN.sortKey]: { S: lambda.FilterRule.beginsWith(TABLE_DESIGN.chainSortKeyPrefix) } } },
          }),
        ],
      }),
    );

    // Safety net for the outbox: a mail whose stream records ran out of retries (SES down
    // for hours) stays pending in the table; this sweep sends whatever is still pending.
    new events.Rule(this, 'OutboxSweep', {
      description: `Sends outbox mail still pending, every ${config.reminderRateMinutes} minutes`,
      schedule: events.Schedule.rate(Duration.minutes(config.reminderRateMinutes)),
      targets: [
        new targets.LambdaFunction(fns.outbound, {
          event: events.RuleTargetInput.fromObject({ sweep: true }),
          retryAttempts: ASYNC_RETRY_ATTEMPTS,
          maxEventAge: Duration.minutes(config.reminderRateMinutes),
          deadLetterQueue: handlers.failureQueues.outbound,
        }),
      ],
    });

    new MailIdentity(this, 'MailIdentity', {
      mailDomain: config.mailDomain,
      configurationSet: outbound.configurationSet,
      manage: config.manageEmailIdentity,
    });

    grantPermissions({
      functions: fns,
      table: storage.table,
      rawMailBucket: storage.rawMailBucket,
      rawMailPrefix: RAW_MAIL_PREFIX,
      mailDomain: config.mailDomain,
      configurationSet: outbound.configurationSet,
    });

    new Alarms(this, 'Alarms', {
      functions: fns,
      streamConsumer: fns.outbound,
      table: storage.table,
      failureQueues: handlers.failureQueues,
      outboundLogs: handlers.functions.outbound.logGroup,
      alarmEmail: config.alarmEmail,
    });

    new CfnOutput(this, 'TableName', { value: storage.table.tableName });
    new CfnOutput(this, 'RawMailBucket', { value: storage.rawMailBucket.bucketName });
    new CfnOutput(this, 'ReceiptRuleSet', { value: ruleSetName });
    new CfnOutput(this, 'ConfigurationSet', { value: configurationSetName });
    for (const [name, queue] of Object.entries(handlers.failureQueues)) {
      new CfnOutput(this, `${name.charAt(0).toUpperCase()}${name.slice(1)}FailureQueue`, {
        description: `Failed ${name} invocations; replay with: npx pbem aws redrive --queue <this URL> --dry-run`,
        value: queue.queueUrl,
      });
    }
    if (!config.activateReceiptRuleSet) {
      new CfnOutput(this, 'ActivateReceiptRuleSet', {
        description: 'Not activated by the stack (an account has one active rule set per region). Check first, then run:',
        value: `aws ses describe-active-receipt-rule-set && aws ses set-active-receipt-rule-set --rule-set-name ${ruleSetName}`,
      });
    }

    acknowledgeNagFindings(this, {
      tokenSecret: storage.tokenSecret,
      rawMailBucket: storage.rawMailBucket,
      failureQueues: Object.values(handlers.failureQueues),
      functions: Object.values(fns),
      streamConsumers: [fns.outbound, fns.reminders],
      inbound: fns.inbound,
    });
  }
}
