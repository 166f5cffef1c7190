import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeployConfig } from './config';
import { PbemStack } from './stack/pbem-stack';

// The CDK app named in cdk.json. Configuration: infra/config.ts and README.md, "Deploy to AWS".
const app = new App();
// cdk-nag's AwsSolutions checks: a finding that infra/stack/nag-acknowledgements.ts does not
// explain stops synth (and so deploy).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
const config = readDeployConfig((key) => app.node.tryGetContext(key), process.env);

new PbemStack(app, `pbem-${config.stage}`, {
  config,
  description: `Play-by-email turn processor (${config.stage})`,
  // The account and region of the CLI's credentials; without them the stack is
  // environment-agnostic, which is what lets `cdk synth` run offline.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  tags: { project: 'pbem', stage: config.stage },
});

app.synth();
