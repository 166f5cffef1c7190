/**
 * AWS entry: DynamoDB stream (new outbox items) → send each mail through SES, reporting
 * failures per record. A scheduled `{ "sweep": true }` event sends whatever is still
 * pending (mail whose stream records ran out of retries).
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { createSesMailer } from './mail/outbound/ses-mailer';
import { deliverOutboxMail, deliverPending } from './play/letters/deliver-outbox';
import { logger, runtime } from './aws/runtime';
import { countDelivery, countSweep, metrics, withKeys } from './aws/telemetry';

const processor = new BatchProcessor(EventType.DynamoDBStreams);
const ses = new SESv2Client({});

async function deliverDeps() {
  const { deps, env } = await runtime();
  const mailer = createSesMailer({
    client: ses,
    ...(env.SES_CONFIGURATION_SET ? { configurationSetName: env.SES_CONFIGURATION_SET } : {}),
  });
  return { store: deps.store, mailer, now: deps.now, log: deps.log };
}

async function sendRecord(record: DynamoDBRecord): Promise<void> {
  const pk = record.dynamodb?.Keys?.pk?.S;
  const sk = record.dynamodb?.Keys?.sk?.S;
  if (!pk || !sk?.startsWith('OUTBOX#')) return;
  const keys = { outboxKey: `${pk}/${sk}`, gameId: pk.startsWith('GAME#') ? pk.slice('GAME#'.length) : undefined };
  await withKeys(logger, keys, async () => countDelivery(metrics, await deliverOutboxMail(await deliverDeps(), keys.outboxKey)));
}

export const handler = async (event: DynamoDBStreamEvent | { sweep: true }, context: Context) => {
  logger.addContext(context);
  try {
    if ('sweep' in event) {
      const counts = await deliverPending(await deliverDeps(), 200);
      countSweep(metrics, counts);
      logger.info('outbox sweep', counts);
      return { batchItemFailures: [] };
    }
    // One record after another: a game's mails go out in the order they were queued (the
    // batch processor's default is all at once), and each log line carries its own record's keys.
    return await processPartialResponse(event, sendRecord, processor, { context, processInParallel: false });
  } finally {
    metrics.publishStoredMetrics();
  }
};
