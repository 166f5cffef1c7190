/** AWS entry: SES receipt rule (S3 action, then this Lambda) → inbound mail processing. */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { loadAllGames } from '../engine/index';
import { routeRecipients } from './mail/inbound/routing';
import { logger, runtime } from './aws/runtime';
import { processSesRecord } from './aws/inbound-ses';
import { sesEventSchema } from './aws/ses-event';
import { countInbound, metrics, withKeys } from './aws/telemetry';

const s3 = new S3Client({});

export const handler = async (event: unknown, context?: Context): Promise<void> => {
  if (context) logger.addContext(context);
  const { deps, env } = await runtime();
  const readRaw = async (messageId: string) => {
    const out = await s3.send(new GetObjectCommand({ Bucket: env.RAW_MAIL_BUCKET, Key: `${env.RAW_MAIL_PREFIX}${messageId}` }));
    return out.Body!.transformToByteArray();
  };
  try {
    for (const record of sesEventSchema.parse(event).Records) {
      const route = routeRecipients(record.ses.receipt.recipients, env.MAIL_DOMAIN);
      const keys = { messageId: record.ses.mail.messageId, gameId: route.kind === 'game' ? route.gameId : undefined };
      // A mail to the set-up address may name any game (`new <game> …`) or ask for the list.
      if (route.kind === 'new') await loadAllGames();
      await withKeys(logger, keys, async () => {
        const outcome = await processSesRecord(deps, readRaw, record);
        countInbound(metrics, outcome);
        logger.info('inbound mail handled', { outcome, ...('gameId' in outcome && outcome.gameId ? { gameId: outcome.gameId } : {}) });
      });
    }
  } finally {
    metrics.publishStoredMetrics();
  }
};
