/**
 * `pbem aws redrive --queue <url> [--dry-run] [--max N]`: replays the invocations waiting
 * in a function's failure queue (README.md "Deploy to AWS", "Replaying failed mail").
 *
 * A failed asynchronous invocation (SES → inbound, SNS → bounces) lands in the queue as
 * Lambda's invocation record: the function's ARN and the original event (`requestPayload`).
 * Redriving invokes that function again with that event, asynchronously, so it gets its
 * retries and its failure queue again, then deletes the message. The raw mail is still in
 * S3 (`inbound/<messageId>`), and a reply that did get through meanwhile is recognised as a
 * duplicate, so a replay never applies a move twice. A message of another shape (a stream
 * batch position, an EventBridge event) is listed and left in the queue.
 *
 * `--dry-run` lists what would be replayed and leaves every message where it was.
 */
import { InvokeCommand } from '@aws-sdk/client-lambda';
import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import * as z from 'zod';

/** The one call each client makes; the SDK clients fit, tests pass fakes. */
export interface Sender {
  send(command: object): Promise<unknown>;
}

export interface RedriveOptions {
  readonly queueUrl: string;
  readonly dryRun: boolean;
  /** At most this many messages in one run. */
  readonly max: number;
}

/** Seconds a message stays hidden while this run handles it; a crash leaves it to reappear after. */
export const REDRIVE_VISIBILITY_SECONDS = 60;
/** SQS hands out at most 10 messages per receive. */
const RECEIVE_BATCH = 10;

const invocationRecordSchema = z.object({
  requestContext: z.object({
    functionArn: z.string().min(1),
    condition: z.string().optional(),
    approximateInvokeCount: z.number().optional(),
  }),
  requestPayload: z.unknown(),
});

export interface RedriveLine {
  readonly messageId: string;
  /** The function the record names (its ARN, without a version qualifier), or null when it is no invocation record. */
  readonly functionArn: string | null;
  /** What the event was about, for the listing: SES message ids, or why it cannot be replayed. */
  readonly about: string;
  readonly outcome: 'would replay' | 'replayed' | 'left' | 'failed';
}

export async function redrive(clients: { sqs: Sender; lambda: Sender }, options: RedriveOptions): Promise<RedriveLine[]> {
  const lines: RedriveLine[] = [];
  const held: Message[] = [];
  const seen = new Set<string>();
  try {
    while (lines.length < options.max) {
      const out = (await clients.sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: options.queueUrl,
          MaxNumberOfMessages: Math.min(RECEIVE_BATCH, options.max - lines.length),
          VisibilityTimeout: REDRIVE_VISIBILITY_SECONDS,
          WaitTimeSeconds: 1,
        }),
      )) as { Messages?: Message[] };
      const fresh = (out.Messages ?? []).filter((m) => m.MessageId && !seen.has(m.MessageId));
      if (fresh.length === 0) break;
      for (const message of fresh) {
        seen.add(message.MessageId!);
        lines.push(await handleOne(clients, options, message, held));
      }
    }
  } finally {
    // What this run does not delete becomes visible again at once, not after the timeout.
    for (const message of held) {
      await clients.sqs.send(
        new ChangeMessageVisibilityCommand({ QueueUrl: options.queueUrl, ReceiptHandle: message.ReceiptHandle!, VisibilityTimeout: 0 }),
      );
    }
  }
  return lines;
}

async function handleOne(
  clients: { sqs: Sender; lambda: Sender },
  options: RedriveOptions,
  message: Message,
  held: Message[],
): Promise<RedriveLine> {
  const messageId = message.MessageId!;
  let record: z.infer<typeof invocationRecordSchema> | null = null;
  try {
    const parsed = invocationRecordSchema.safeParse(JSON.parse(message.Body ?? ''));
    if (parsed.success) record = parsed.data;
  } catch {
    record = null;
  }
  if (!record) {
    held.push(message);
    return {
      messageId,
      functionArn: null,
      about: 'not a Lambda invocation record (a stream position or a scheduled event): left in the queue',
      outcome: 'left',
    };
  }
  // Invoke the function itself, whatever version failed: the fix is usually a new deploy.
  const functionArn = record.requestContext.functionArn.replace(/:(\$LATEST|\d+)$/, '');
  const about = describePayload(record.requestPayload, record.requestContext.condition);
  if (options.dryRun) {
    held.push(message);
    return { messageId, functionArn, about, outcome: 'would replay' };
  }
  try {
    await clients.lambda.send(
      new InvokeCommand({
        FunctionName: functionArn,
        InvocationType: 'Event',
        Payload: Buffer.from(JSON.stringify(record.requestPayload)),
      }),
    );
  } catch (error) {
    held.push(message);
    return {
      messageId,
      functionArn,
      about: `${about}; invoke failed: ${error instanceof Error ? error.message : String(error)}`,
      outcome: 'failed',
    };
  }
  await clients.sqs.send(new DeleteMessageCommand({ QueueUrl: options.queueUrl, ReceiptHandle: message.ReceiptHandle! }));
  return { messageId, functionArn, about, outcome: 'replayed' };
}

/** SES message ids of a receipt event, else the record's failure condition. */
function describePayload(payload: unknown, condition: string | undefined): string {
  const records = (payload as { Records?: { ses?: { mail?: { messageId?: string } } }[] } | null)?.Records ?? [];
  const sesIds = records.map((r) => r.ses?.mail?.messageId).filter((id): id is string => typeof id === 'string');
  const why = condition ? ` (failed: ${condition})` : '';
  return sesIds.length > 0 ? `SES mail ${sesIds.join(', ')}${why}` : `event${why}`;
}

export function formatRedrive(lines: readonly RedriveLine[], dryRun: boolean): string {
  if (lines.length === 0) return 'The queue is empty: nothing to replay.';
  const rows = lines.map((l) => `${l.outcome.padEnd(12)} ${l.messageId}  ${l.functionArn ?? '-'}  ${l.about}`);
  const count = (outcome: RedriveLine['outcome']) => lines.filter((l) => l.outcome === outcome).length;
  const summary = dryRun
    ? `Dry run: ${count('would replay')} would be replayed, ${count('left')} left; nothing was changed. Run again without --dry-run to replay.`
    : `${count('replayed')} replayed, ${count('failed')} failed, ${count('left')} left in the queue.`;
  return [...rows, summary].join('\n');
}
