import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readDeployConfig } from '../../infra/config';
import { PbemStack } from '../../infra/stack/pbem-stack';

const CDK_JSON = fileURLToPath(new URL('../../cdk.json', import.meta.url));

export const TEST_ENV = { account: '123456789012', region: 'eu-west-1' } as const;
// Not one of the example domains, so the stack does not warn about it.
export const TEST_DOMAIN = 'play.pbem.test';

/**
 * Synthesises the stack the way `cdk synth` does (cdk.json context, feature flags
 * included), with test values on top. Asset bundling and the built-in CloudFormation
 * validator are skipped to stay fast (the validator alone takes 7-20 s here);
 * `npx cdk synth` runs both.
 */
export function synthStack(overrides: Record<string, unknown> = {}): { template: Template; stack: PbemStack } {
  const cdkJson = JSON.parse(readFileSync(CDK_JSON, 'utf8')) as { context: Record<string, unknown> };
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
  const config = readDeployConfig((key) => app.node.tryGetContext(key), {});
  const stack = new PbemStack(app, 'pbem-test', { config, env: TEST_ENV });
  return { template: Template.fromStack(stack), stack };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; [k: string]: unknown }>;

/** Logical id of the only resource of a type whose id starts with `prefix`. */
export function logicalId(template: Template, type: string, prefix: string): string {
  const ids = Object.keys(template.findResources(type)).filter((id) => id.startsWith(prefix));
  if (ids.length !== 1) throw new Error(`expected one ${type} starting ${prefix}, found ${ids.join(', ') || 'none'}`);
  return ids[0]!;
}

export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
