/** AWS entry: DynamoDB stream (new outbox items) → send each mail through SES, reporting failures per record. */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { createSesMailer } from './mail/outbound/ses-mailer';
import { deliverOutboxMail } from './play/deliver';
import { runtime } from './aws/runtime';

const processor = new BatchProcessor(EventType.DynamoDBStreams);
const ses = new SESv2Client({});

async function sendRecord(record: DynamoDBRecord): Promise<void> {
  const { deps, env } = runtime();
  const pk = record.dynamodb?.Keys?.pk?.S;
  const sk = record.dynamodb?.Keys?.sk?.S;
  if (!pk || !sk?.startsWith('OUTBOX#')) return;
  const mailer = createSesMailer({ client: ses, ...(env.SES_CONFIGURATION_SET ? { configurationSetName: env.SES_CONFIGURATION_SET } : {}) });
  await deliverOutboxMail({ store: deps.store, mailer, now: deps.now, log: deps.log }, `${pk}/${sk}`);
}

export const handler = async (event: DynamoDBStreamEvent, context: Context) =>
  processPartialResponse(event, sendRecord, processor, { context });
