/**
 * Each Lambda handler invoked with an event shaped like the real one (SES receipt, DynamoDB
 * stream batch, EventBridge schedule, SNS notification) against dynalite, with S3, SES and
 * Secrets Manager clients replaced by recording fakes.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context, DynamoDBStreamEvent, SNSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGameStore, type Store } from '../../../lambdas/store/index';
import { startDynalite, type Dynalite } from '../../support/dynalite';

let db: Dynalite;
let store: Store;
const rawMails = new Map<string, string>();
const sesSent: SendEmailCommand[] = [];
const secretReads: string[] = [];
/** What the handlers wrote to stdout: Powertools' JSON log lines and embedded-metric blobs. */
const written: string[] = [];
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:token-abc';

beforeAll(async () => {
  db = await startDynalite();
  store = createGameStore({ client: db.client, tableName: db.tableName });
  Object.assign(process.env, {
    TABLE_NAME: db.tableName,
    MAIL_DOMAIN: 'play.test',
    SENDER_ADDRESS: 'games@play.test',
    TOKEN_SECRET_ARN: SECRET_ARN,
    RAW_MAIL_BUCKET: 'raw-mail',
    RAW_MAIL_PREFIX: 'inbound/',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: db.endpoint,
    POWERTOOLS_LOG_LEVEL: 'INFO',
    POWERTOOLS_SERVICE_NAME: 'pbem-test',
  });
  // Powertools Logger and Metrics write through their own Console on stdout (warnings and
  // errors on stderr): keep it all here, out of the test run's output.
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as never);
  }
  vi.spyOn(SecretsManagerClient.prototype, 'send').mockImplementation((async (command: { input: { SecretId?: string } }) => {
    secretReads.push(command.input.SecretId ?? '');
    return { SecretString: 'handler-test-secret-123', Name: 'token' };
  }) as never);
  vi.spyOn(S3Client.prototype, 'send').mockImplementation((async (command: { input: { Key?: string } }) => {
    const raw = rawMails.get(command.input.Key ?? '');
    if (!raw) throw new Error(`NoSuchKey ${command.input.Key}`);
    return { Body: { transformToByteArray: async () => new Uint8Array(Buffer.from(raw)) } };
  }) as never);
  vi.spyOn(SESv2Client.prototype, 'send').mockImplementation((async (command: SendEmailCommand) => {
    sesSent.push(command);
    return { MessageId: `ses-${sesSent.length}` };
  }) as never);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.stop();
});

const context = { functionName: 'test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

function sesEvent(messageId: string, recipients: string[]) {
  const pass = { status: 'PASS' };
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: { messageId, source: 'ann@friends.test', destination: recipients, timestamp: '2026-11-02T09:00:00.000Z' },
          receipt: {
            recipients,
            spfVerdict: pass,
            dkimVerdict: pass,
            dmarcVerdict: pass,
            spamVerdict: pass,
            virusVerdict: pass,
            processingTimeMillis: 10,
            action: { type: 'Lambda' },
          },
        },
      },
    ],
  };
}

describe('Lambda handlers', () => {
  it('inbound: reads the raw mail from S3 and creates the game it asks for', async () => {
    rawMails.set(
      'inbound/ses-msg-1',
      'From: Ann <ann@friends.test>\r\nTo: new@play.test\r\nSubject: game\r\nMessage-ID: <n1@friends.test>\r\nContent-Type: text/plain\r\n\r\nnew puerto-rico bo@friends.test cy@friends.test\r\n',
    );
    const { handler } = await import('../../../lambdas/inbound');
    await handler(sesEvent('ses-msg-1', ['new@play.test']));
    const pending = await store.pendingOutbox(10);
    expect(pending).toHaveLength(3);
  });

  it('inbound: set-up mail whose From has no @ is refused without a throw, and nobody is mailed', async () => {
    rawMails.set(
      'inbound/ses-msg-noat',
      'From: Someone <someone>\r\nTo: new@play.test\r\nSubject: game\r\nMessage-ID: <noat@client.test>\r\n\r\nnew puerto-rico bo@friends.test\r\n',
    );
    const before = (await store.pendingOutbox(100)).length;
    const { handler } = await import('../../../lambdas/inbound');
    await expect(handler(sesEvent('ses-msg-noat', ['new@play.test']))).resolves.toBeUndefined();
    expect(await store.pendingOutbox(100)).toHaveLength(before);
  });

  it('inbound: reads the token key from Secrets Manager once per container, not from the environment', () => {
    expect(process.env.TOKEN_SECRET).toBeUndefined();
    expect(secretReads).toEqual([SECRET_ARN]);
  });

  it('inbound: drops mail SES flagged as a virus without reading it', async () => {
    const { handler } = await import('../../../lambdas/inbound');
    const event = sesEvent('ses-msg-virus', ['new@play.test']);
    event.Records[0]!.ses.receipt.virusVerdict = { status: 'FAIL' };
    await expect(handler(event)).resolves.toBeUndefined();
  });

  it('outbound: sends each new outbox item of a stream batch through SES and reports no failures', async () => {
    const pending = await store.pendingOutbox(10);
    const event: DynamoDBStreamEvent = {
      Records: pending.map((p, i) => {
        const [pk, sk] = p.key.split('/') as [string, string];
        return {
          eventID: `e${i}`,
          eventName: 'INSERT',
          eventSource: 'aws:dynamodb',
          awsRegion: 'eu-west-1',
          dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, SequenceNumber: `${100 + i}`, StreamViewType: 'NEW_IMAGE' },
        };
      }),
    };
    const { handler } = await import('../../../lambdas/outbound');
    const response = await handler(event, context);
    expect(response).toEqual({ batchItemFailures: [] });
    expect(sesSent).toHaveLength(3);
    expect(sesSent[0]!.input.Content?.Raw?.Data).toBeInstanceOf(Uint8Array);
    expect(await store.pendingOutbox(10)).toEqual([]);
  });

  it('outbound: counts the mails it sent as an embedded metric', () => {
    const emf = written
      .flatMap((w) => w.split('\n'))
      .filter((l) => l.includes('"_aws"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // Several values of one metric in one invocation are kept as a list; CloudWatch sums them.
    const sent = emf.flatMap((m) => (m.MailsSent === undefined ? [] : ([m.MailsSent].flat() as number[])));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('outbound: reports the one record whose send failed, so only it is retried', async () => {
    await store.recordMessage(
      { key: 'retry-test', at: '2026-11-02T09:00:00.000Z', outcome: 'test' },
      {
        updateId: 'retry1',
        mails: [
          { to: 'a@x.test', from: 'games@play.test', subject: 's', raw: 'Subject: s\r\n\r\nhi\r\n' },
          { to: 'b@x.test', from: 'games@play.test', subject: 's', raw: 'Subject: s\r\n\r\nhi\r\n' },
        ],
      },
    );
    const pending = await store.pendingOutbox(10);
    const send = SESv2Client.prototype.send as unknown as ReturnType<typeof vi.fn>;
    send.mockImplementationOnce(async () => {
      throw new Error('Throttling');
    });
    const { handler } = await import('../../../lambdas/outbound');
    const response = await handler(
      {
        Records: pending.map((p, i) => {
          const [pk, sk] = p.key.split('/') as [string, string];
          return {
            eventID: `r${i}`,
            eventName: 'INSERT',
            eventSource: 'aws:dynamodb',
            dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, SequenceNumber: `${200 + i}` },
          };
        }),
      } as DynamoDBStreamEvent,
      context,
    );
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: '200' }]);
  });

  it('outbound: a scheduled sweep sends mail whose stream records ran out of retries', async () => {
    const before = sesSent.length;
    const pending = await store.pendingOutbox(10);
    expect(pending.length).toBeGreaterThan(0); // the record that failed above is still pending
    const { handler } = await import('../../../lambdas/outbound');
    // The failed send waits out its backoff pause (60 s after the first failure): a sweep now leaves it.
    await handler({ sweep: true }, context);
    expect(sesSent.length).toBe(before);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    try {
      await handler({ sweep: true }, context);
    } finally {
      vi.useRealTimers();
    }
    expect(await store.pendingOutbox(10)).toEqual([]);
    expect(sesSent.length).toBe(before + pending.length);
  });

  it('reminders: runs on a schedule event and finds nothing due in a fresh game', async () => {
    const { handler } = await import('../../../lambdas/reminders');
    await expect(handler({})).resolves.toBeUndefined();
  });

  it('reminders: a chain request from the stream is read for its game, and anything else is ignored', async () => {
    const { handler } = await import('../../../lambdas/reminders');
    const record = (sk: string) => ({ eventName: 'INSERT', dynamodb: { Keys: { pk: { S: 'GAME#nosuchgame' }, sk: { S: sk } } } });
    // A game that is not there, and an outbox record: nothing to play, nothing thrown.
    await expect(handler({ Records: [record('CHAIN#00000002'), record('OUTBOX#v1#0')] })).resolves.toBeUndefined();
  });

  it('bounces: a permanent bounce marks the address and the player in their game', async () => {
    const { handler } = await import('../../../lambdas/bounces');
    const message = {
      notificationType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'Bo@friends.test' }] },
      mail: { messageId: 'x' },
    };
    const event = {
      Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(message), Type: 'Notification' } }],
    } as unknown as SNSEvent;
    await handler(event);
    expect(await store.getAddressStatus('bo@friends.test')).toMatchObject({ bouncing: true });
    const [{ gameId }] = await store.gamesOf('bo@friends.test');
    const game = await store.getGame(gameId!);
    expect(game!.players.find((p) => p.address === 'bo@friends.test')!.bouncing).toBe(true);
  });

  it('inbound: every log line carries the Lambda context and the message id; a game counts in the metrics', async () => {
    rawMails.set(
      'inbound/ses-msg-2',
      'From: Ann <ann@friends.test>\r\nTo: new@play.test\r\nSubject: game\r\nMessage-ID: <n2@friends.test>\r\nContent-Type: text/plain\r\n\r\nnew nippon bo@friends.test\r\n',
    );
    const { handler } = await import('../../../lambdas/inbound');
    written.length = 0;
    await handler(sesEvent('ses-msg-2', ['new@play.test']), context);
    const lines = written
      .flatMap((w) => w.split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const handled = lines.find((l) => l.message === 'inbound mail handled');
    expect(handled).toMatchObject({ messageId: 'ses-msg-2', function_request_id: 'req-1', function_name: 'test' });
    expect(handled!.gameId).toMatch(/^[a-z0-9]{4,12}$/);
    const emf = lines.find((l) => '_aws' in l);
    expect(emf).toMatchObject({ GamesCreated: 1, service: 'pbem-test' });
    expect(JSON.stringify(emf!._aws)).toContain('"Namespace":"pbem"');
  });
});
