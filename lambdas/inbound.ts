/** AWS entry: SES receipt rule (S3 action, then this Lambda) → inbound mail processing. */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { logger, runtime } from './aws/runtime';
import { processSesRecord } from './aws/inbound-ses';
import { sesEventSchema } from './aws/ses-event';

const s3 = new S3Client({});

export const handler = async (event: unknown): Promise<void> => {
  const { deps, env } = runtime();
  const readRaw = async (messageId: string) => {
    const out = await s3.send(new GetObjectCommand({ Bucket: env.RAW_MAIL_BUCKET, Key: `${env.RAW_MAIL_PREFIX}${messageId}` }));
    return out.Body!.transformToByteArray();
  };
  for (const record of sesEventSchema.parse(event).Records) {
    const outcome = await processSesRecord(deps, readRaw, record);
    logger.info('inbound mail handled', { messageId: record.ses.mail.messageId, outcome });
  }
};
