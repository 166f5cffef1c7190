/** `pbem aws redrive`: replays a failure queue's invocation records, against fake SQS and Lambda clients. */
import { InvokeCommand } from '@aws-sdk/client-lambda';
import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { formatRedrive, redrive, REDRIVE_VISIBILITY_SECONDS, type Sender } from '../../cli/aws-redrive';
import { regionOfQueueUrl } from '../../cli/aws-redrive-command';
import { run } from '../../cli/main';

const QUEUE = 'https://sqs.eu-west-1.amazonaws.com/111122223333/pbem-prod-InboundFailures';
const FN = 'arn:aws:lambda:eu-west-1:111122223333:function:pbem-prod-Inbound';

function invocationRecord(sesMessageId: string): string {
  return JSON.stringify({
    version: '1.0',
    timestamp: '2026-11-27T10:00:00.000Z',
    requestContext: { requestId: 'r', functionArn: `${FN}:$LATEST`, condition: 'RetriesExhausted', approximateInvokeCount: 3 },
    requestPayload: {
      Records: [
        { eventSource: 'aws:ses', ses: { mail: { messageId: sesMessageId }, receipt: { recipients: ['g-abcd-0-aaaaaaaa@play.test'] } } },
      ],
    },
    responseContext: { statusCode: 200, functionError: 'Unhandled' },
  });
}

/** A queue that hides received messages for the visibility timeout, as SQS does. */
function fakeQueue(bodies: string[], options: { invokeFails?: boolean } = {}) {
  const messages: Message[] = bodies.map((Body, i) => ({ MessageId: `m${i}`, ReceiptHandle: `h${i}`, Body }));
  const hidden = new Set<string>();
  const deleted: string[] = [];
  const reshown: string[] = [];
  const invoked: { FunctionName?: string; InvocationType?: string; payload: unknown }[] = [];
  const sqs: Sender = {
    async send(command) {
      if (command instanceof ReceiveMessageCommand) {
        expect(command.input.VisibilityTimeout).toBe(REDRIVE_VISIBILITY_SECONDS);
        const ready = messages
          .filter((m) => !hidden.has(m.ReceiptHandle!) && !deleted.includes(m.ReceiptHandle!))
          .slice(0, command.input.MaxNumberOfMessages ?? 1);
        for (const m of ready) hidden.add(m.ReceiptHandle!);
        return { Messages: ready };
      }
      if (command instanceof DeleteMessageCommand) {
        deleted.push(command.input.ReceiptHandle!);
        return {};
      }
      if (command instanceof ChangeMessageVisibilityCommand) {
        expect(command.input.VisibilityTimeout).toBe(0);
        hidden.delete(command.input.ReceiptHandle!);
        reshown.push(command.input.ReceiptHandle!);
        return {};
      }
      throw new Error(`unexpected SQS call ${command.constructor.name}`);
    },
  };
  const lambda: Sender = {
    async send(command) {
      if (!(command instanceof InvokeCommand)) throw new Error(`unexpected Lambda call ${command.constructor.name}`);
      if (options.invokeFails) throw new Error('AccessDeniedException');
      invoked.push({
        FunctionName: command.input.FunctionName,
        InvocationType: command.input.InvocationType,
        payload: JSON.parse(Buffer.from(command.input.Payload as Uint8Array).toString('utf8')),
      });
      return { StatusCode: 202 };
    },
  };
  return { sqs, lambda, deleted, reshown, invoked };
}

describe('aws redrive', () => {
  it('dry run: lists every failed mail and changes nothing (each message shown again at once)', async () => {
    const q = fakeQueue([invocationRecord('ses-1'), invocationRecord('ses-2')]);
    const lines = await redrive(q, { queueUrl: QUEUE, dryRun: true, max: 100 });
    expect(lines.map((l) => [l.outcome, l.functionArn, l.about])).toEqual([
      ['would replay', FN, 'SES mail ses-1 (failed: RetriesExhausted)'],
      ['would replay', FN, 'SES mail ses-2 (failed: RetriesExhausted)'],
    ]);
    expect(q.invoked).toEqual([]);
    expect(q.deleted).toEqual([]);
    expect(q.reshown.sort()).toEqual(['h0', 'h1']);
    expect(formatRedrive(lines, true)).toMatch(/Dry run: 2 would be replayed, 0 left; nothing was changed/);
  });

  it('replays each record to its function asynchronously with the original event, then deletes it', async () => {
    const q = fakeQueue([invocationRecord('ses-1')]);
    const lines = await redrive(q, { queueUrl: QUEUE, dryRun: false, max: 100 });
    expect(lines.map((l) => l.outcome)).toEqual(['replayed']);
    expect(q.invoked).toEqual([
      { FunctionName: FN, InvocationType: 'Event', payload: JSON.parse(invocationRecord('ses-1')).requestPayload },
    ]);
    expect(q.deleted).toEqual(['h0']);
  });

  it('leaves what is not an invocation record, and a message whose invoke failed, in the queue', async () => {
    const q = fakeQueue(['{"requestContext":{},"shardId":"x"}', 'not json', invocationRecord('ses-3')], { invokeFails: true });
    const lines = await redrive(q, { queueUrl: QUEUE, dryRun: false, max: 100 });
    expect(lines.map((l) => l.outcome)).toEqual(['left', 'left', 'failed']);
    expect(lines[2]!.about).toContain('AccessDeniedException');
    expect(q.deleted).toEqual([]);
    expect(q.reshown.sort()).toEqual(['h0', 'h1', 'h2']);
    expect(formatRedrive(lines, false)).toMatch(/0 replayed, 1 failed, 2 left in the queue/);
  });

  it('stops at --max messages', async () => {
    const q = fakeQueue(Array.from({ length: 25 }, (_, i) => invocationRecord(`ses-${i}`)));
    const lines = await redrive(q, { queueUrl: QUEUE, dryRun: false, max: 12 });
    expect(lines).toHaveLength(12);
    expect(q.deleted).toHaveLength(12);
  });

  it('reads the region from the queue URL and refuses anything else', async () => {
    expect(regionOfQueueUrl(QUEUE)).toBe('eu-west-1');
    expect(regionOfQueueUrl('pbem-prod-InboundFailures')).toBeNull();
    const refused = await run(['aws', 'redrive', '--queue', 'pbem-prod-InboundFailures', '--dry-run']);
    expect(refused.exitCode).toBe(2);
    expect(refused.output).toMatch(/not an SQS queue URL/);
    expect((await run(['aws', 'redrive'])).output).toMatch(/needs --queue/);
  });
});
