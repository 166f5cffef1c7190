import type { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { logicalId, resourcesOf, synthStack } from './synth-stack';

function warningsOf(stack: Stack): string[] {
  return stack.node.metadata.filter((m) => m.type === 'aws:cdk:warning').map((m) => String(m.data));
}

describe('stack options from context', () => {
  it('defaults: no reserved concurrency, no alarm topic, rule set not activated, data retained', () => {
    const { template, stack } = synthStack();
    const inbound = logicalId(template, 'AWS::Lambda::Function', 'HandlersInbound');
    expect(resourcesOf(template, 'AWS::Lambda::Function')[inbound]?.Properties).not.toHaveProperty('ReservedConcurrentExecutions');
    template.resourceCountIs('AWS::SNS::Subscription', 1); // only the bounces subscription
    template.resourceCountIs('Custom::AWS', 0);
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    expect(warningsOf(stack)).toEqual([]);
  });

  it('a non-default configuration changes every setting it names', () => {
    const { template, stack } = synthStack({
      'pbem:mailDomain': 'example.com',
      'pbem:senderAddress': 'games@example.com',
      'pbem:inboundReservedConcurrency': '5',
      'pbem:reminderRateMinutes': '5',
      'pbem:logRetentionDays': 7,
      'pbem:rawMailRetentionDays': 3,
      'pbem:logLevel': 'DEBUG',
      'pbem:alarmEmail': 'ops@example.net',
      'pbem:activateReceiptRuleSet': 'true',
      'pbem:retainData': false,
    });

    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'pbem-inbound', LOG_LEVEL: 'DEBUG' }) },
      ReservedConcurrentExecutions: 5,
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ RetryPolicy: Match.objectLike({ MaximumEventAgeInSeconds: 300 }) })],
    });
    for (const name of ['Inbound', 'Outbound', 'Reminders', 'Bounces']) {
      const id = logicalId(template, 'AWS::Logs::LogGroup', `Handlers${name}Logs`);
      expect(resourcesOf(template, 'AWS::Logs::LogGroup')[id]?.Properties?.RetentionInDays).toBe(7);
    }
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'inbound/', ExpirationInDays: 3 })]) },
    });

    // Alarms notify a topic with the email subscription, both on alarm and back to OK.
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.net' });
    const alarmTopic = logicalId(template, 'AWS::SNS::Topic', 'AlarmsTopic');
    template.allResourcesProperties('AWS::CloudWatch::Alarm', {
      AlarmActions: [{ Ref: alarmTopic }],
      OKActions: [{ Ref: alarmTopic }],
    });

    // Activation asked for: the custom resource that sets the account's active rule set.
    template.resourceCountIs('Custom::AWS', 1);

    // Throwaway stage: table, bucket and secret go with the stack, the bucket emptied first.
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    template.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Delete' });
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 1);

    // The example domain of cdk.json synthesises, with a warning that it cannot receive mail.
    expect(warningsOf(stack).join('\n')).toMatch(/example\.com, the example value/);
  });
});
