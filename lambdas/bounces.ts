/** AWS entry: SES bounce and complaint notifications via SNS → stop mailing the address, tell the game. */
import type { Context, SNSEvent } from 'aws-lambda';
import { logger, runtime } from './aws/runtime';
import { sesNotificationSchema } from './aws/ses-event';
import { withKeys } from './aws/telemetry';
import { recordDeliveryProblem } from './play/letters/delivery-problems';

export const handler = async (event: SNSEvent, context?: Context): Promise<void> => {
  if (context) logger.addContext(context);
  const { deps } = await runtime();
  for (const record of event.Records) {
    await withKeys(logger, { snsMessageId: record.Sns.MessageId }, async () => {
      const note = sesNotificationSchema.parse(JSON.parse(record.Sns.Message));
      const type = note.eventType ?? note.notificationType;
      if (type === 'Bounce' && note.bounce?.bounceType === 'Permanent') {
        await recordDeliveryProblem(deps, { kind: 'bounce', addresses: note.bounce.bouncedRecipients.map((r) => r.emailAddress) });
      } else if (type === 'Complaint' && note.complaint) {
        await recordDeliveryProblem(deps, { kind: 'complaint', addresses: note.complaint.complainedRecipients.map((r) => r.emailAddress) });
      } else {
        logger.info('ignored SES notification', { type, bounceType: note.bounce?.bounceType });
      }
    });
  }
};
