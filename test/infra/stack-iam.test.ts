import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_ACCESS } from '../../infra/stack/permissions';
import { logicalId, resourcesOf, synthStack, TEST_DOMAIN, TEST_ENV } from './synth-stack';
import type { Template } from 'aws-cdk-lib/assertions';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
  Sid?: string;
}

let template: Template;
beforeAll(() => {
  ({ template } = synthStack());
});

const list = <T>(x: T | T[]): T[] => (Array.isArray(x) ? x : [x]);

/** Every statement of every identity policy in the template, with the role it is attached to. */
function identityStatements(): { role: string; statement: Statement }[] {
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((policy) => {
    const props = policy.Properties as { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
    return props.Roles.flatMap(({ Ref: role }) => props.PolicyDocument.Statement.map((statement) => ({ role, statement })));
  });
}

function roleOf(functionName: string): string {
  const id = logicalId(template, 'AWS::Lambda::Function', `Handlers${functionName}`);
  const role = resourcesOf(template, 'AWS::Lambda::Function')[id]?.Properties?.Role as { 'Fn::GetAtt': [string, string] };
  return role['Fn::GetAtt'][0];
}

function statementsOf(functionName: string): Statement[] {
  const role = roleOf(functionName);
  return identityStatements()
    .filter((s) => s.role === role)
    .map((s) => s.statement);
}

const tableId = () => logicalId(template, 'AWS::DynamoDB::Table', 'StorageTable');
const tableArn = () => ({ 'Fn::GetAtt': [tableId(), 'Arn'] });
const indexArn = (index: string) => ({ 'Fn::Join': ['', [tableArn(), `/index/${index}`]] });

// Actions that IAM cannot scope to a resource; nothing that reads or writes data.
const UNSCOPABLE = new Set(['dynamodb:ListStreams', 'ses:SetActiveReceiptRuleSet']);

describe('IAM, whole stack', () => {
  it('grants no wildcard action', () => {
    const statements = identityStatements();
    expect(statements.length).toBeGreaterThan(10);
    for (const { statement } of statements) {
      for (const action of list(statement.Action)) expect(action, JSON.stringify(statement)).not.toMatch(/\*/);
    }
  });

  it('uses Resource "*" only for actions IAM cannot scope (ListStreams, SetActiveReceiptRuleSet)', () => {
    for (const { statement } of identityStatements()) {
      if (list(statement.Resource).includes('*')) {
        for (const action of list(statement.Action)) expect(UNSCOPABLE, JSON.stringify(statement)).toContain(action);
      }
    }
  });

  it('never grants Scan or table administration', () => {
    const actions = identityStatements().flatMap(({ statement }) => list(statement.Action));
    for (const forbidden of ['dynamodb:Scan', 'dynamodb:DeleteTable', 'dynamodb:UpdateTable', 'dynamodb:CreateTable']) {
      expect(actions).not.toContain(forbidden);
    }
  });
});

// Written out here, not read from TABLE_ACCESS, so widening a grant needs a test change.
const EXPECTED_TABLE_ACCESS = {
  inbound: {
    actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    indexes: ['byAddress'],
  },
  outbound: { actions: ['GetItem', 'BatchGetItem', 'Query', 'UpdateItem', 'ConditionCheckItem'], indexes: ['byPendingOutbox'] },
  reminders: { actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'], indexes: ['byDue'] },
  bounces: { actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], indexes: ['byAddress'] },
};

describe('IAM, per function', () => {
  it('TABLE_ACCESS is the reviewed list', () => {
    expect(TABLE_ACCESS).toEqual(EXPECTED_TABLE_ACCESS);
  });

  for (const [name, access] of Object.entries(EXPECTED_TABLE_ACCESS)) {
    const fnName = name.charAt(0).toUpperCase() + name.slice(1);

    it(`${name}: table item actions are exactly its list, on the table only`, () => {
      const onTable = statementsOf(fnName).filter((s) => JSON.stringify(s.Resource) === JSON.stringify(tableArn()));
      expect(onTable).toHaveLength(1);
      expect(new Set(list(onTable[0]!.Action))).toEqual(new Set(access.actions.map((a) => `dynamodb:${a}`)));
    });

    it(`${name}: may Query only its indexes (${access.indexes.join(', ')})`, () => {
      const indexStatements = statementsOf(fnName).filter((s) => JSON.stringify(s.Resource).includes('/index/'));
      expect(indexStatements).toHaveLength(1);
      expect(list(indexStatements[0]!.Action)).toEqual(['dynamodb:Query']);
      expect(list(indexStatements[0]!.Resource)).toEqual(access.indexes.map(indexArn));
    });
  }

  it('only inbound reads S3, and only raw mail under inbound/', () => {
    const bucket = logicalId(template, 'AWS::S3::Bucket', 'StorageRawMail');
    const s3 = identityStatements().filter(({ statement }) => list(statement.Action).some((a) => a.startsWith('s3:')));
    expect(s3.map((s) => s.role)).toEqual([roleOf('Inbound')]);
    expect(s3[0]!.statement.Action).toBe('s3:GetObject');
    expect(s3[0]!.statement.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, '/inbound/*']] });
  });

  it('only outbound sends mail: from the domain identity and configuration set, From at the domain', () => {
    const ses = identityStatements().filter(({ statement }) => list(statement.Action).some((a) => a.startsWith('ses:Send')));
    expect(ses.map((s) => s.role)).toEqual([roleOf('Outbound')]);
    const { statement } = ses[0]!;
    expect(new Set(list(statement.Action))).toEqual(new Set(['ses:SendEmail', 'ses:SendRawEmail']));
    const configSet = logicalId(template, 'AWS::SES::ConfigurationSet', 'OutboundMail');
    expect(list(statement.Resource)).toEqual(
      expect.arrayContaining([
        `arn:aws:ses:${TEST_ENV.region}:${TEST_ENV.account}:identity/${TEST_DOMAIN}`,
        { 'Fn::Join': ['', [`arn:aws:ses:${TEST_ENV.region}:${TEST_ENV.account}:configuration-set/`, { Ref: configSet }]] },
      ]),
    );
    expect(list(statement.Resource)).toHaveLength(2);
    expect(statement.Condition).toEqual({ StringLike: { 'ses:FromAddress': `*@${TEST_DOMAIN}` } });
  });

  it('only outbound (outbox mail) and reminders (chain requests) read the table stream, and only this table stream', () => {
    const streamReads = identityStatements().filter(({ statement }) => list(statement.Action).includes('dynamodb:GetRecords'));
    expect(streamReads.map((s) => s.role).sort()).toEqual([roleOf('Outbound'), roleOf('Reminders')].sort());
    for (const read of streamReads) expect(read.statement.Resource).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
  });

  it('each function may send only to its own failure queue', () => {
    for (const name of ['Inbound', 'Outbound', 'Reminders', 'Bounces']) {
      const queue = logicalId(template, 'AWS::SQS::Queue', `Handlers${name}Failures`);
      const sends = statementsOf(name).filter((s) => list(s.Action).includes('sqs:SendMessage'));
      expect(sends.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [queue, 'Arn'] }]);
    }
  });
});
