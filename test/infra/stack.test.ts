import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_HANDLERS } from '../../infra/bundle/options';
import { handlerBundling } from '../../infra/stack/functions';
import { INDEXES } from '../../lambdas/store/table';
import { PARKED_LOG_MESSAGE } from '../../lambdas/play/letters/deliver-outbox';
import { PARKED_MAIL_METRIC } from '../../infra/stack/alarms';
import { METRIC, METRICS_NAMESPACE } from '../../lambdas/aws/telemetry';
import { logicalId, resourcesOf, synthStack, TEST_DOMAIN, TEST_ENV } from './synth-stack';
import type { Template } from 'aws-cdk-lib/assertions';

let template: Template;
beforeAll(() => {
  ({ template } = synthStack());
});

const ref = (id: string) => ({ Ref: id });
const arnOf = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });
const fnId = (name: string) => logicalId(template, 'AWS::Lambda::Function', `Handlers${name}`);
const queueId = (name: string) => logicalId(template, 'AWS::SQS::Queue', `Handlers${name}Failures`);
const secretId = () => logicalId(template, 'AWS::SecretsManager::Secret', 'StorageTokenSecret');

describe('table', () => {
  it('is the store design: pk/sk strings, on demand, PITR, TTL on expiresAt, NEW_IMAGE stream', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('has the three GSIs of lambdas/store/table.ts with their key attributes', () => {
    const expected = Object.values(INDEXES).map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.pk, KeyType: 'HASH' },
        { AttributeName: index.sk, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    }));
    expect(expected.map((i) => i.IndexName)).toEqual(['byAddress', 'byDue', 'byPendingOutbox']);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayEquals(expected),
    });
  });

  it('is retained (and deletion-protected) when the stack is deleted, by default', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });
});

describe('token secret', () => {
  it('is generated once, never rotated, and retained with the data', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    template.resourceCountIs('AWS::SecretsManager::RotationSchedule', 0);
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 48 } }),
    });
  });
});

describe('raw mail bucket', () => {
  it('is encrypted, private, owner-enforced and expires raw mail', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([Match.objectLike({ Prefix: 'inbound/', ExpirationInDays: 30, Status: 'Enabled' })]),
        },
      }),
    });
  });

  it('lets SES of this account put objects under inbound/ only, and denies plain HTTP', () => {
    const bucket = logicalId(template, 'AWS::S3::Bucket', 'StorageRawMail');
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: ref(bucket),
      PolicyDocument: {
        // arrayWith keeps order: CDK writes the TLS-only deny first.
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'ses.amazonaws.com' },
            Action: 's3:PutObject',
            Resource: { 'Fn::Join': ['', [arnOf(bucket), '/inbound/*']] },
            Condition: { StringEquals: { 'aws:SourceAccount': ref('AWS::AccountId') } },
          }),
        ]),
      },
    });
  });
});

describe('SES receiving', () => {
  it('has a rule for the whole domain: store in S3, then invoke inbound (Event), with scanning', () => {
    template.hasResourceProperties('AWS::SES::ReceiptRuleSet', { RuleSetName: 'pbem-test-inbound' });
    template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: {
        Enabled: true,
        Recipients: [TEST_DOMAIN],
        ScanEnabled: true,
        // Order matters: the Lambda event has no body, so the S3 action must come first.
        Actions: [
          { S3Action: { BucketName: ref(logicalId(template, 'AWS::S3::Bucket', 'StorageRawMail')), ObjectKeyPrefix: 'inbound/' } },
          { LambdaAction: { FunctionArn: arnOf(fnId('Inbound')), InvocationType: 'Event' } },
        ],
      },
    });
  });

  it('lets only SES of this account invoke the inbound function', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: arnOf(fnId('Inbound')),
      Principal: 'ses.amazonaws.com',
      SourceAccount: ref('AWS::AccountId'),
    });
  });

  it('leaves the active rule set alone by default, and outputs the command to check and activate by hand', () => {
    template.resourceCountIs('Custom::AWS', 0);
    template.hasOutput('ActivateReceiptRuleSet', {
      Value: 'aws ses describe-active-receipt-rule-set && aws ses set-active-receipt-rule-set --rule-set-name pbem-test-inbound',
    });
  });

  it('activates the rule set only when asked (pbem:activateReceiptRuleSet), with a custom resource that deactivates it on delete', () => {
    const { template } = synthStack({ 'pbem:activateReceiptRuleSet': true });
    template.hasResourceProperties('Custom::AWS', {
      Create: Match.serializedJson(
        Match.objectLike({
          service: 'SES',
          action: 'SetActiveReceiptRuleSet',
          parameters: { RuleSetName: 'pbem-test-inbound' },
        }),
      ),
      Delete: Match.serializedJson(Match.objectLike({ action: 'SetActiveReceiptRuleSet', parameters: {} })),
    });
  });
});

describe('functions', () => {
  it('are four Node 22 ARM64 functions with exactly the environment the handlers read', () => {
    for (const { name } of LAMBDA_HANDLERS) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: Match.absent(),
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: {
          Variables: Match.objectEquals({
            TABLE_NAME: ref(logicalId(template, 'AWS::DynamoDB::Table', 'StorageTable')),
            MAIL_DOMAIN: TEST_DOMAIN,
            SENDER_ADDRESS: `games@${TEST_DOMAIN}`,
            RAW_MAIL_BUCKET: ref(logicalId(template, 'AWS::S3::Bucket', 'StorageRawMail')),
            RAW_MAIL_PREFIX: 'inbound/',
            SES_CONFIGURATION_SET: 'pbem-test',
            STAGE: 'test',
            POWERTOOLS_SERVICE_NAME: `pbem-${name}`,
            LOG_LEVEL: 'INFO',
            NODE_OPTIONS: '--enable-source-maps',
            TOKEN_SECRET_ARN: ref(secretId()),
          }),
        },
      });
    }
  });

  it("hold no secret value in their environment: no dynamic reference, only the secret's ARN", () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    expect(Object.keys(functions).length).toBeGreaterThanOrEqual(4);
    for (const [id, fn] of Object.entries(functions)) {
      const environment = JSON.stringify(fn.Properties?.Environment ?? {});
      expect(environment, id).not.toMatch(/resolve:secretsmanager|resolve:ssm-secure|SecretString/);
    }
  });

  it('may read the token secret, each of them, and only it', () => {
    for (const name of ['Inbound', 'Outbound', 'Reminders', 'Bounces']) {
      const role = (resourcesOf(template, 'AWS::Lambda::Function')[fnId(name)]!.Properties!.Role as { 'Fn::GetAtt': [string, string] })[
        'Fn::GetAtt'
      ][0];
      const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter(
        (p) => JSON.stringify(p.Properties?.Roles) === JSON.stringify([ref(role)]),
      );
      const statements = policies.flatMap(
        (p) => (p.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement,
      );
      const secretReads = statements.filter((st) => [st.Action].flat().includes('secretsmanager:GetSecretValue'));
      expect(
        secretReads.map((st) => st.Resource),
        name,
      ).toEqual([ref(secretId())]);
    }
  });

  it('log to their own log groups with the configured retention', () => {
    for (const name of ['Inbound', 'Outbound', 'Reminders', 'Bounces']) {
      const logs = logicalId(template, 'AWS::Logs::LogGroup', `Handlers${name}Logs`);
      expect(resourcesOf(template, 'AWS::Logs::LogGroup')[logs]?.Properties?.RetentionInDays).toBe(30);
      expect(resourcesOf(template, 'AWS::Lambda::Function')[fnId(name)]?.Properties?.LoggingConfig).toEqual({
        LogGroup: ref(logs),
      });
    }
  });

  it('send asynchronous failures (SES, schedule, SNS) to their own queue after 2 retries', () => {
    for (const name of ['Inbound', 'Reminders', 'Bounces']) {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: ref(fnId(name)),
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: arnOf(queueId(name)) } },
      });
    }
    template.allResourcesProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });
});

describe('outbox stream', () => {
  it('feeds the outbound function only new outbox items, with partial batch failures', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: ref(fnId('Outbound')),
      EventSourceArn: { 'Fn::GetAtt': [logicalId(template, 'AWS::DynamoDB::Table', 'StorageTable'), 'StreamArn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 86400,
      ParallelizationFactor: 1,
      DestinationConfig: { OnFailure: { Destination: arnOf(queueId('Outbound')) } },
      FilterCriteria: {
        Filters: [
          {
            Pattern: Match.serializedJson({
              eventName: ['INSERT'],
              dynamodb: { Keys: { sk: { S: [{ prefix: 'OUTBOX#' }] } } },
            }),
          },
        ],
      },
    });
  });
});

describe('chain stream', () => {
  it('feeds the reminders function only new chain requests, failures to its queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: ref(fnId('Reminders')),
      EventSourceArn: { 'Fn::GetAtt': [logicalId(template, 'AWS::DynamoDB::Table', 'StorageTable'), 'StreamArn'] },
      DestinationConfig: { OnFailure: { Destination: arnOf(queueId('Reminders')) } },
      FilterCriteria: {
        Filters: [{ Pattern: Match.serializedJson({ eventName: ['INSERT'], dynamodb: { Keys: { sk: { S: [{ prefix: 'CHAIN#' }] } } } }) }],
      },
    });
  });
});

describe('reminders schedule', () => {
  it('invokes the reminders function every 15 minutes, failures to its queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: arnOf(fnId('Reminders')),
          DeadLetterConfig: { Arn: arnOf(queueId('Reminders')) },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 900 },
        }),
      ],
    });
  });
});

describe('outbox sweep', () => {
  it('invokes the outbound function on the same schedule with a sweep event, failures to its queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [
        Match.objectLike({
          Arn: arnOf(fnId('Outbound')),
          Input: JSON.stringify({ sweep: true }),
          DeadLetterConfig: { Arn: arnOf(queueId('Outbound')) },
        }),
      ],
    });
  });
});

describe('sending, bounces and complaints', () => {
  it('has a configuration set whose bounce and complaint events go to an SNS topic', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'pbem-test' });
    const topic = logicalId(template, 'AWS::SNS::Topic', 'OutboundMailSesEvents');
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        SnsDestination: { TopicARN: ref(topic) },
      },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 'sns:Publish',
            Principal: { Service: 'ses.amazonaws.com' },
            Condition: { StringEquals: Match.objectLike({ 'AWS:SourceAccount': TEST_ENV.account }) },
          }),
        ]),
      },
    });
  });

  it('subscribes the bounces function to that topic, undeliverable events to its queue', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: arnOf(fnId('Bounces')),
      TopicArn: ref(logicalId(template, 'AWS::SNS::Topic', 'OutboundMailSesEvents')),
      RedrivePolicy: { deadLetterTargetArn: arnOf(queueId('Bounces')) },
    });
  });
});

describe('alarms and outputs', () => {
  it('alarm on errors of each function and on depth of each failure queue', () => {
    // 4 function errors, 4 failure queues, parked mail, parked games, stream lag, throttles, 2 SES rates.
    template.resourceCountIs('AWS::CloudWatch::Alarm', 14);
    for (const name of ['Inbound', 'Outbound', 'Reminders', 'Bounces']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'Errors',
        Namespace: 'AWS/Lambda',
        Dimensions: [{ Name: 'FunctionName', Value: ref(fnId(name)) }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId(name), 'QueueName'] } }],
        Threshold: 1,
      });
    }
  });

  it('alarm on parked outbox mails (dead letters), counted from the outbound log by the message deliver.ts logs', () => {
    expect(PARKED_MAIL_METRIC.logMessage).toBe(PARKED_LOG_MESSAGE);
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: ref(logicalId(template, 'AWS::Logs::LogGroup', 'HandlersOutboundLogs')),
      FilterPattern: '{ $.message = "outbox mail parked" }',
      MetricTransformations: [{ MetricNamespace: 'pbem', MetricName: 'OutboxMailParked', MetricValue: '1' }],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'OutboxMailParked',
      Namespace: 'pbem',
      Threshold: 1,
      Statistic: 'Sum',
    });
  });

  it('alarm when new outbox mail waits on the stream (IteratorAge of the outbound function) 5 minutes', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IteratorAge',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: ref(fnId('Outbound')) }],
      Statistic: 'Maximum',
      Threshold: 300_000,
    });
  });

  it('alarm on any read or write throttle event of the table', () => {
    const table = ref(logicalId(template, 'AWS::DynamoDB::Table', 'StorageTable'));
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Threshold: 1,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'reads + writes' }),
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: { MetricName: 'ReadThrottleEvents', Namespace: 'AWS/DynamoDB', Dimensions: [{ Name: 'TableName', Value: table }] },
          }),
        }),
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: { MetricName: 'WriteThrottleEvents', Namespace: 'AWS/DynamoDB', Dimensions: [{ Name: 'TableName', Value: table }] },
          }),
        }),
      ]),
    });
  });

  it('alarm at the SES review thresholds: bounce rate 5 %, complaint rate 0.1 % (account-wide)', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
      Period: 3600,
      Dimensions: Match.absent(),
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
      Period: 3600,
      Dimensions: Match.absent(),
    });
  });

  it('alarm on games the reminders job parked: the ParkedGames metric the reminders function writes', () => {
    expect(METRIC.parkedGames).toBe('ParkedGames');
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: METRICS_NAMESPACE,
      MetricName: 'ParkedGames',
      Dimensions: [{ Name: 'service', Value: 'pbem-reminders' }],
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('output the table, the bucket and every DNS record to publish (MX, DKIM, MAIL FROM MX and SPF, DMARC)', () => {
    template.hasOutput('TableName', { Value: ref(logicalId(template, 'AWS::DynamoDB::Table', 'StorageTable')) });
    template.hasOutput('RawMailBucket', { Value: ref(logicalId(template, 'AWS::S3::Bucket', 'StorageRawMail')) });
    template.hasOutput('MxRecord', { Value: `${TEST_DOMAIN} MX 10 inbound-smtp.${TEST_ENV.region}.amazonaws.com` });
    template.hasOutput('MailFromMxRecord', { Value: `bounce.${TEST_DOMAIN} MX 10 feedback-smtp.${TEST_ENV.region}.amazonses.com` });
    template.hasOutput('MailFromSpfRecord', { Value: `bounce.${TEST_DOMAIN} TXT "v=spf1 include:amazonses.com ~all"` });
    template.hasOutput('DmarcRecord', { Value: `_dmarc.${TEST_DOMAIN} TXT "v=DMARC1; p=none;"` });
    for (const n of [1, 2, 3]) template.hasOutput(`DkimRecord${n}`, { Value: Match.objectLike({ 'Fn::Join': Match.anyValue() }) });
  });

  it('create the SES domain identity with Easy DKIM, the custom MAIL FROM domain and the configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: TEST_DOMAIN,
      MailFromAttributes: { MailFromDomain: `bounce.${TEST_DOMAIN}`, BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    const { template: without } = synthStack({ 'pbem:manageEmailIdentity': false });
    without.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(Object.keys(without.findOutputs('*'))).toEqual(
      expect.arrayContaining(['MxRecord', 'MailFromMxRecord', 'MailFromSpfRecord', 'DmarcRecord']),
    );
    expect(Object.keys(without.findOutputs('*'))).not.toContain('DkimRecord1');
  });
});

describe('function code', () => {
  it("is bundled once per handler: bundling options differ, so CDK cannot reuse one handler's bundle for another", () => {
    const keys = LAMBDA_HANDLERS.map(({ name }) => JSON.stringify(handlerBundling(name)));
    expect(new Set(keys).size).toBe(LAMBDA_HANDLERS.length);
    for (const { name } of LAMBDA_HANDLERS) expect(handlerBundling(name).command).toEqual(['bundle-handler', name]);
  });
});
