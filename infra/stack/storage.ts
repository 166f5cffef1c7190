import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { TABLE_DESIGN } from '../table-design';

/** Where SES puts raw inbound mail inside the bucket; the inbound function may read only here. */
export const RAW_MAIL_PREFIX = 'inbound/';

export interface StorageProps {
  readonly rawMailRetentionDays: number;
  /** Keep table and bucket when the stack is deleted (production) or delete them (throwaway stages). */
  readonly retainData: boolean;
}

/**
 * What must outlive a redeploy: the game table (single-table design), the bucket SES
 * writes raw mail to, and the secret the per-player reply-address tokens are derived from.
 */
export class Storage extends Construct {
  readonly table: dynamodb.Table;
  readonly rawMailBucket: s3.Bucket;
  readonly tokenSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_DESIGN.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_DESIGN.sortKey, type: dynamodb.AttributeType.STRING },
      // On demand: a few games cost nothing at rest, and there is no capacity to tune.
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_DESIGN.ttlAttribute,
      // The outbound function reads new outbox items from the stream; it needs only the new image.
      stream: dynamodb.StreamViewType[TABLE_DESIGN.streamViewType],
      // Deletion protection stops an accidental console delete of a retained table.
      deletionProtection: props.retainData,
      removalPolicy,
    });
    // KEYS_ONLY, as the store defines them: queries return keys and the store reads the
    // items it needs, instead of every index holding a second copy of each game state.
    for (const index of Object.values(TABLE_DESIGN.indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.pk, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sk, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.KEYS_ONLY,
      });
    }

    // Generated once at the first deploy and never rotated: every reply address players
    // hold (g-<game>-<seat>-<token>@…) is derived from it, so a new value breaks them all.
    this.tokenSecret = new secretsmanager.Secret(this, 'TokenSecret', {
      description: 'pbem: key of the per-player tokens in reply addresses (do not rotate)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy,
    });

    this.rawMailBucket = new s3.Bucket(this, 'RawMail', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // Raw mail is needed only until the reply is processed (and for a replay after a failure).
      lifecycleRules: [
        {
          id: 'expire-raw-mail',
          prefix: RAW_MAIL_PREFIX,
          expiration: Duration.days(props.rawMailRetentionDays),
        },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy,
      // A bucket with objects cannot be deleted; for throwaway stages empty it on delete.
      autoDeleteObjects: !props.retainData,
    });
  }
}
