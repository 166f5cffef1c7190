import { CfnOutput, Stack } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** The subdomain SES uses as the envelope sender (MAIL FROM), so SPF aligns with the From domain for DMARC. */
export const MAIL_FROM_SUBDOMAIN = 'bounce';

export interface MailIdentityProps {
  readonly mailDomain: string;
  readonly configurationSet: ses.IConfigurationSet;
  /** Create the SES domain identity here (false: it exists already, verified by hand; see README.md). */
  readonly manage: boolean;
}

/**
 * The sending side of the mail domain: the SES domain identity with Easy DKIM and a custom
 * MAIL FROM domain, and one stack output per DNS record a deployer must publish, so the
 * deploy prints the whole list (DKIM, MX, MAIL FROM MX and SPF, DMARC).
 */
export class MailIdentity extends Construct {
  readonly mailFromDomain: string;
  readonly identity: ses.EmailIdentity | undefined;

  constructor(scope: Construct, id: string, props: MailIdentityProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    this.mailFromDomain = `${MAIL_FROM_SUBDOMAIN}.${props.mailDomain}`;
    const out = (name: string, description: string, value: string) => new CfnOutput(scope, name, { description, value });

    if (props.manage) {
      this.identity = new ses.EmailIdentity(this, 'Domain', {
        identity: ses.Identity.domain(props.mailDomain),
        configurationSet: props.configurationSet,
        mailFromDomain: this.mailFromDomain,
        // Until the MAIL FROM records resolve, send with amazonses.com as MAIL FROM rather than refuse.
        mailFromBehaviorOnMxFailure: ses.MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
      });
      this.identity.dkimRecords.forEach((record, i) =>
        out(`DkimRecord${i + 1}`, `DKIM: CNAME record ${i + 1} of 3 for ${props.mailDomain}`, `${record.name} CNAME ${record.value}`),
      );
    }

    out(
      'MxRecord',
      `MX record to publish for ${props.mailDomain} (SES receives the game mail)`,
      `${props.mailDomain} MX 10 inbound-smtp.${region}.amazonaws.com`,
    );
    out(
      'MailFromMxRecord',
      `MX record of the MAIL FROM domain ${this.mailFromDomain} (bounces come back to SES)`,
      `${this.mailFromDomain} MX 10 feedback-smtp.${region}.amazonses.com`,
    );
    out('MailFromSpfRecord', `SPF: TXT record of ${this.mailFromDomain}`, `${this.mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`);
    out(
      'DmarcRecord',
      `DMARC: TXT record for ${props.mailDomain} (start with p=none, tighten once reports look clean)`,
      `_dmarc.${props.mailDomain} TXT "v=DMARC1; p=none;"`,
    );
  }
}
