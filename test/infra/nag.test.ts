/**
 * cdk-nag's AwsSolutions checks over the stack, in its default configuration and with every
 * option that adds resources (alarm topic, rule set activation, throwaway data): no finding
 * may be left that infra/stack/nag-acknowledgements.ts does not explain.
 */
import { App, Validations } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDeployConfig } from '../../infra/config';
import { ACKNOWLEDGED } from '../../infra/stack/nag-acknowledgements';
import { PbemStack } from '../../infra/stack/pbem-stack';
import { TEST_DOMAIN, TEST_ENV } from './synth-stack';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };

/** The findings report of one synth, or null when it passed. */
function nagFindings(overrides: Record<string, unknown>, extra?: (stack: PbemStack) => void): string | null {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      'pbem:mailDomain': TEST_DOMAIN,
      'pbem:senderAddress': `games@${TEST_DOMAIN}`,
      'pbem:stage': 'test',
      ...overrides,
      'aws:cdk:bundling-stacks': [],
    },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const config = readDeployConfig((key) => app.node.tryGetContext(key), {});
  const stack = new PbemStack(app, 'pbem-test', { config, env: TEST_ENV });
  extra?.(stack);
  try {
    app.synth();
    return null;
  } catch (error) {
    return String(error);
  }
}

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unexplained in the default stack', () => {
    expect(nagFindings({})).toBeNull();
  });

  it('finds nothing unexplained with the alarm topic, rule set activation and throwaway data', () => {
    expect(nagFindings({ 'pbem:alarmEmail': 'ops@pbem.test', 'pbem:activateReceiptRuleSet': true, 'pbem:retainData': false })).toBeNull();
  });

  it('would fail on a finding: a queue added without an explanation is reported', () => {
    const report = nagFindings({}, (stack) => new sqs.Queue(stack, 'Unexplained', { enforceSSL: true }));
    expect(report).toContain('pbem-test/Unexplained/Resource');
    expect(report).toContain('AwsSolutions-SQS3');
  });

  it('every acknowledgement says why, in a sentence', () => {
    for (const { id, reason } of Object.values(ACKNOWLEDGED)) {
      expect(id).toMatch(/^AwsSolutions-[A-Z]+\d+/);
      expect(reason.length, id).toBeGreaterThan(60);
    }
  });
});
