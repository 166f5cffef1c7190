import * as cr from 'aws-cdk-lib/custom-resources';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as actions from 'aws-cdk-lib/aws-ses-actions';
import { Construct } from 'constructs';

export interface InboundMailProps {
  readonly mailDomain: string;
  readonly ruleSetName: string;
  readonly rawMailBucket: s3.IBucket;
  readonly rawMailPrefix: string;
  readonly inboundFunction: lambda.IFunction;
  /** Make this rule set the account's active one at deploy time (see README.md "Deploy to AWS"). */
  readonly activate: boolean;
}

/**
 * SES receiving for the mail domain: every message to any address at the domain is
 * stored raw in S3, then the inbound function is invoked. Order matters: the Lambda
 * action's event carries headers and verdicts but not the body, so the S3 action runs
 * first and the function reads `<prefix><messageId>`.
 */
export class InboundMail extends Construct {
  readonly ruleSet: ses.ReceiptRuleSet;
  readonly rule: ses.ReceiptRule;

  constructor(scope: Construct, id: string, props: InboundMailProps) {
    super(scope, id);
    this.ruleSet = new ses.ReceiptRuleSet(this, 'RuleSet', { receiptRuleSetName: props.ruleSetName });
    // The S3 action adds the bucket policy for SES (PutObject under the prefix, this account only)
    // and the Lambda action adds the invoke permission for SES.
    this.rule = this.ruleSet.addRule('ToGameAddresses', {
      recipients: [props.mailDomain],
      // Spam and virus scanning fills the verdicts the inbound function checks before acting.
      scanEnabled: true,
      tlsPolicy: ses.TlsPolicy.OPTIONAL,
      actions: [
        new actions.S3({ bucket: props.rawMailBucket, objectKeyPrefix: props.rawMailPrefix }),
        new actions.Lambda({
          function: props.inboundFunction,
          // Event: SES does not wait; Lambda retries and sends failures to the inbound failure
          // queue while the raw mail stays in S3 for a replay.
          invocationType: actions.LambdaInvocationType.EVENT,
        }),
      ],
    });

    if (props.activate) this.activateRuleSet(props.ruleSetName);
  }

  /**
   * An account has one active receipt rule set per region and CloudFormation cannot set
   * it, so an SDK-call custom resource does: activate on create/update, deactivate on
   * delete (SES refuses to delete an active rule set). It replaces any rule set that was
   * active before, so it runs only with `pbem:activateReceiptRuleSet=true` (off by default;
   * README.md "Deploy to AWS", step 1.4).
   */
  private activateRuleSet(ruleSetName: string): void {
    const activate: cr.AwsSdkCall = {
      service: 'SES',
      action: 'SetActiveReceiptRuleSet',
      parameters: { RuleSetName: ruleSetName },
      physicalResourceId: cr.PhysicalResourceId.of(`active-receipt-rule-set-${ruleSetName}`),
    };
    const activation = new cr.AwsCustomResource(this, 'ActivateRuleSet', {
      onCreate: activate,
      onUpdate: activate,
      // Without RuleSetName the call deactivates the active rule set.
      onDelete: { service: 'SES', action: 'SetActiveReceiptRuleSet', parameters: {} },
      // SetActiveReceiptRuleSet has no resource-level permissions in IAM: it needs "*".
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['ses:SetActiveReceiptRuleSet'], resources: ['*'] }),
      ]),
      installLatestAwsSdk: false,
    });
    // Create after (and delete before) the rule set and its rule.
    activation.node.addDependency(this.rule);
  }
}
