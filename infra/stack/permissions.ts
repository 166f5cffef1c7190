import { Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { HandlerName } from '../bundle/options';
import type { IndexName } from '../table-design';

/**
 * What each function may do to the table: item actions on the table itself and Query
 * on the named indexes only. A DynamoDB transaction has no IAM action of its own:
 * TransactWriteItems is authorised item by item as PutItem, UpdateItem, DeleteItem and
 * ConditionCheckItem, so "may write transactionally" means holding those.
 * Nothing here grants Scan, table administration or a wildcard.
 */
export const TABLE_ACCESS = {
  // One reply = one transaction: new state (conditional), move log, message marker;
  // DeleteItem for undo and for Powertools idempotency records that failed.
  inbound: {
    actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    indexes: ['byAddress'],
  },
  // Reads what to send, marks outbox items sent; sweeps the pending index.
  outbound: {
    actions: ['GetItem', 'BatchGetItem', 'Query', 'UpdateItem', 'ConditionCheckItem'],
    indexes: ['byPendingOutbox'],
  },
  // Finds due games (never a Scan), queues reminders and applies timeouts in a transaction;
  // DeleteItem because the `drop` timeout policy removes a seat's membership row.
  reminders: {
    actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    indexes: ['byDue'],
  },
  // Records a bounce or complaint against the address and marks the player in its games
  // (a game commit: the state and the mails telling the other players).
  bounces: {
    actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    indexes: ['byAddress'],
  },
} as const satisfies Record<HandlerName, { actions: readonly string[]; indexes: readonly IndexName[] }>;

/** SES v2 SendEmail with raw MIME content is authorised as either action depending on the path. */
export const SES_SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'] as const;

export interface PermissionsProps {
  readonly functions: Record<HandlerName, lambda.Function>;
  readonly table: dynamodb.ITable;
  readonly rawMailBucket: s3.IBucket;
  readonly rawMailPrefix: string;
  readonly mailDomain: string;
  readonly configurationSet: ses.IConfigurationSet;
}

/** Least-privilege policies, added to each function's own role. */
export function grantPermissions(props: PermissionsProps): void {
  for (const [name, access] of Object.entries(TABLE_ACCESS) as [HandlerName, (typeof TABLE_ACCESS)[HandlerName]][]) {
    const fn = props.functions[name];
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        sid: 'TableItems',
        actions: access.actions.map((a) => `dynamodb:${a}`),
        resources: [props.table.tableArn],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        sid: 'IndexQueries',
        actions: ['dynamodb:Query'],
        resources: access.indexes.map((index) => `${props.table.tableArn}/index/${index}`),
      }),
    );
  }

  props.functions.inbound.addToRolePolicy(
    new iam.PolicyStatement({
      sid: 'ReadRawMail',
      actions: ['s3:GetObject'],
      resources: [props.rawMailBucket.arnForObjects(`${props.rawMailPrefix}*`)],
    }),
  );

  const stack = Stack.of(props.functions.outbound);
  props.functions.outbound.addToRolePolicy(
    new iam.PolicyStatement({
      sid: 'SendFromMailDomain',
      actions: [...SES_SEND_ACTIONS],
      // SES checks both the sending identity and the configuration set named in the call.
      resources: [
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName: props.mailDomain }),
        stack.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: props.configurationSet.configurationSetName,
        }),
      ],
      // And only with a From address at our domain, even if the identity allowed more.
      conditions: { StringLike: { 'ses:FromAddress': `*@${props.mailDomain}` } },
    }),
  );
}
