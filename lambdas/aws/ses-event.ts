/** The SES receipt event the inbound Lambda gets after the S3 action stored the raw mail (zod at the boundary). */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';

const verdict = z.object({ status: z.string() });

export const sesRecordSchema = z.object({
  eventSource: z.literal('aws:ses'),
  ses: z.object({
    mail: z.object({ messageId: z.string(), source: z.string().optional(), destination: z.array(z.string()).optional() }),
    receipt: z.object({
      recipients: z.array(z.string()),
      spfVerdict: verdict.optional(),
      dkimVerdict: verdict.optional(),
      dmarcVerdict: verdict.optional(),
      spamVerdict: verdict.optional(),
      virusVerdict: verdict.optional(),
    }),
  }),
});

export const sesEventSchema = z.object({ Records: z.array(sesRecordSchema) });
export type SesRecord = z.infer<typeof sesRecordSchema>;

/** SES notifications (via SNS) about bounces and complaints. */
export const sesNotificationSchema = z.object({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: z.array(z.object({ emailAddress: z.string() })) }).optional(),
  complaint: z.object({ complainedRecipients: z.array(z.object({ emailAddress: z.string() })) }).optional(),
});
export type SesNotification = z.infer<typeof sesNotificationSchema>;
