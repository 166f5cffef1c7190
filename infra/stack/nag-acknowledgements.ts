import { Stack, Validations } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';

/**
 * The AwsSolutions (cdk-nag) findings this stack accepts, each on the construct it is
 * about and each with the reason. test/infra/nag.test.ts runs the checks over the stack
 * in its default and its fully optional configuration and fails on any finding left.
 */
export const ACKNOWLEDGED = {
  tokenSecretRotation: {
    id: 'AwsSolutions-SMG4',
    reason:
      'The token key is never rotated on purpose: every reply address players hold is derived from it, so a new value would break them all.',
  },
  rawMailAccessLogs: {
    id: 'AwsSolutions-S1',
    reason:
      'Only SES writes the raw-mail bucket (its receipt rule) and only the inbound function reads it (its log names every message id); objects expire after the retention period. A second bucket for access logs would add cost and nothing to know.',
  },
  failureQueueIsTheDlq: {
    id: 'AwsSolutions-SQS3',
    reason:
      'This queue is itself a dead-letter queue: the on-failure destination of its function (or of its event source). cdk-nag sees only RedrivePolicy, not Lambda destinations.',
  },
  basicExecutionRole: {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'AWSLambdaBasicExecutionRole grants only CloudWatch Logs writes (CreateLogGroup, CreateLogStream, PutLogEvents), which every function needs.',
  },
  rawMailPrefix: {
    id: 'AwsSolutions-IAM5[Resource::<StorageRawMail6E76FE24.Arn>/inbound/*]',
    reason:
      'The inbound function reads raw mail objects named by the SES message id, unknown in advance; the grant is GetObject under the inbound/ prefix only.',
  },
  listStreams: {
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'dynamodb:ListStreams has no resource-level permissions (IAM requires "*"); the event source mapping needs it. Every other statement of this role names its resources.',
  },
  pinnedRuntime: {
    id: 'AwsSolutions-L1',
    reason:
      'The functions are pinned to nodejs22.x, the runtime the bundles are built for (esbuild target node22) and the suite is run on (.ci/run); moving to a newer one is a deliberate change of both.',
  },
  cdkProviderRuntime: {
    id: 'AwsSolutions-L1',
    reason:
      "A Lambda function that aws-cdk-lib writes for a custom resource (receipt rule set activation, emptying the bucket of a throwaway stage); its runtime is aws-cdk-lib's choice, updated with aws-cdk-lib.",
  },
  cdkProviderRole: {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'The role of a custom-resource function that aws-cdk-lib writes: AWSLambdaBasicExecutionRole, CloudWatch Logs writes only.',
  },
  activateRuleSet: {
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'ses:SetActiveReceiptRuleSet has no resource-level permissions (IAM requires "*"); the custom resource calls only that action.',
  },
} as const satisfies Record<string, { id: string; reason: string }>;

export interface NagScope {
  readonly tokenSecret: secretsmanager.ISecret;
  readonly rawMailBucket: s3.IBucket;
  readonly failureQueues: readonly sqs.IQueue[];
  readonly functions: readonly lambda.IFunction[];
  /** Functions that read the table's stream (the outbound sender; the reminders job for chain requests). */
  readonly streamConsumers: readonly lambda.IFunction[];
  readonly inbound: lambda.IFunction;
}

/** Records the acknowledgements on their constructs (call after everything is built). */
export function acknowledgeNagFindings(stack: Stack, scope: NagScope): void {
  const ack = (construct: IConstruct, which: { id: string; reason: string }) => Validations.of(construct).acknowledge(which);
  ack(scope.tokenSecret, ACKNOWLEDGED.tokenSecretRotation);
  ack(scope.rawMailBucket, ACKNOWLEDGED.rawMailAccessLogs);
  for (const queue of scope.failureQueues) ack(queue, ACKNOWLEDGED.failureQueueIsTheDlq);
  for (const fn of scope.functions) {
    ack(fn, ACKNOWLEDGED.basicExecutionRole);
    ack(fn, ACKNOWLEDGED.pinnedRuntime);
  }
  ack(scope.inbound, ACKNOWLEDGED.rawMailPrefix);
  for (const fn of scope.streamConsumers) ack(fn, ACKNOWLEDGED.listStreams);

  // Functions aws-cdk-lib adds for custom resources live at the stack's top level under
  // fixed ids; present only with pbem:activateReceiptRuleSet or pbem:retainData=false.
  for (const child of stack.node.children) {
    if (child.node.id.startsWith('AWS') || child.node.id.startsWith('Custom::S3AutoDeleteObjects')) {
      ack(child, ACKNOWLEDGED.cdkProviderRuntime);
      ack(child, ACKNOWLEDGED.cdkProviderRole);
    }
  }
  const activation = stack.node.tryFindChild('InboundMail')?.node.tryFindChild('ActivateRuleSet');
  if (activation) ack(activation, ACKNOWLEDGED.activateRuleSet);
}
