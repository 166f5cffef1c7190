/**
 * Temporary or permanent failures of inbound mail: a mail that can never be
 * processed gets a permanent answer (on AWS: logged, no retry), a storage or network
 * failure is handed back for a retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { processSesRecord } from '../../../../lambdas/aws/inbound-ses';
import type { SesRecord } from '../../../../lambdas/aws/ses-event';
import { TooManyConflicts } from '../../../../lambdas/play/game/conflict-retry';
import { isTemporaryFailure, settlePermanentFailures } from '../../../../lambdas/play/receive/settle-failures';
import { startHarness, DOMAIN, type Harness } from '../../../support/service';

const systemError = (code: string) => Object.assign(new Error(`${code}: something`), { code });

describe('which failures are temporary', () => {
  it('storage and network failures, and a lost race for a game, may pass: retry', () => {
    expect(
      isTemporaryFailure(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } })),
    ).toBe(true);
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'ENOSPC', 'EIO']) expect(isTemporaryFailure(systemError(code)), code).toBe(true);
    expect(isTemporaryFailure(new TooManyConflicts('reply', 'g1', 6))).toBe(true);
    expect(isTemporaryFailure(new Error('wrapped', { cause: systemError('ECONNREFUSED') }))).toBe(true);
  });

  it('an invalid address, a name the file system refuses, a bug: the same every time, permanent', () => {
    const zod = z.object({ address: z.string().includes('@') }).safeParse({ address: 'someone' });
    expect(isTemporaryFailure(zod.error)).toBe(false);
    expect(isTemporaryFailure(systemError('ENAMETOOLONG'))).toBe(false);
    expect(isTemporaryFailure(new TypeError("Cannot read properties of undefined (reading 'seat')"))).toBe(false);
    expect(isTemporaryFailure('a string')).toBe(false);
  });
});

describe('settling a permanent failure', () => {
  const logs: { level: string; message: string }[] = [];
  const log = { info: () => {}, warn: () => {}, error: (message: string) => logs.push({ level: 'error', message }) };

  it('answers a permanent failure as refused for good, with an error log, instead of throwing', async () => {
    const out = await settlePermanentFailures(log, {}, async () => {
      throw systemError('ENAMETOOLONG');
    });
    expect(out).toEqual({ kind: 'refused', reason: 'cannot be processed: Error: ENAMETOOLONG: something', permanent: true });
    expect(logs).toEqual([{ level: 'error', message: 'inbound mail failed permanently; not retried' }]);
  });

  it('throws a temporary failure on, for a retry', async () => {
    await expect(
      settlePermanentFailures(log, {}, async () => {
        throw systemError('ECONNRESET');
      }),
    ).rejects.toThrow('ECONNRESET');
  });
});

describe('on AWS (SES receipt → inbound Lambda)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  it('refuses set-up mail from a sender without an address ("Someone <someone>") with a reason, for good, and without a throw', async () => {
    const raw = `From: Someone <someone>\r\nTo: new@${DOMAIN}\r\nSubject: game\r\nMessage-ID: <noat-1@client.test>\r\nDate: Mon, 02 Nov 2026 10:00:00 +0000\r\n\r\nnew puerto-rico bo@friends.test\r\n`;
    const record = {
      eventSource: 'aws:ses',
      ses: { mail: { messageId: 'ses-1' }, receipt: { recipients: [`new@${DOMAIN}`] } },
    } as SesRecord;
    const out = await processSesRecord(h.deps, async () => Buffer.from(raw), record);
    expect(out).toEqual({
      kind: 'refused',
      reason: 'The From address "someone" is not an email address (a name, an @ and a domain); nobody is answered.',
      permanent: true,
    });
    // Refused where the mail is read: nothing threw, so nothing is logged as a failure.
    expect(h.logs.filter((l) => l.level === 'error')).toEqual([]);
    expect(await h.flush()).toEqual([]);
  });

  it.each(['Ann <ann@>', '<@friends.test>'])('refuses a game reply from %s the same way', async (from) => {
    const raw = `From: ${from}\r\nTo: g-abcdef-0-tok@${DOMAIN}\r\nSubject: Re: game\r\nMessage-ID: <noat-${from.length}@client.test>\r\n\r\n2\r\n`;
    const record = {
      eventSource: 'aws:ses',
      ses: { mail: { messageId: 'ses-3' }, receipt: { recipients: [`g-abcdef-0-tok@${DOMAIN}`] } },
    } as SesRecord;
    expect(await processSesRecord(h.deps, async () => Buffer.from(raw), record)).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/^The From address/),
      permanent: true,
    });
    expect(h.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('still throws a storage failure for the Lambda retry', async () => {
    const raw = `From: Ann <ann@friends.test>\r\nTo: new@${DOMAIN}\r\nSubject: game\r\nMessage-ID: <throttle-1@client.test>\r\nDate: Mon, 02 Nov 2026 10:00:00 +0000\r\n\r\nnew puerto-rico bo@friends.test\r\n`;
    const record = {
      eventSource: 'aws:ses',
      ses: { mail: { messageId: 'ses-2' }, receipt: { recipients: [`new@${DOMAIN}`] } },
    } as SesRecord;
    const hasMessage = h.store.hasMessage;
    h.store.hasMessage = async () => {
      throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } });
    };
    try {
      await expect(processSesRecord(h.deps, async () => Buffer.from(raw), record)).rejects.toThrow('Rate exceeded');
    } finally {
      h.store.hasMessage = hasMessage;
    }
  });
});

describe('any From a set-up mail may carry', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  const FROMS = [
    'Someone <someone>',
    'someone',
    '<>',
    'Ann <ann@>',
    '<@friends.test>',
    '"a b"@friends.test',
    'ann@[127.0.0.1]',
    'ann@friends..test',
    '=?utf-8?B?QW5u?= <ann>',
    'Ann <ann@friends.test>, Bo <bo@friends.test>',
    'ann@friends.test (comment)',
    `${'x'.repeat(300)}@friends.test`,
  ];
  it.each(FROMS)('%s: an outcome with a reason, never a throw or an error', async (from) => {
    const raw = `From: ${from}\r\nTo: new@${DOMAIN}\r\nSubject: game\r\nMessage-ID: <from-${FROMS.indexOf(from)}@client.test>\r\n\r\nnew puerto-rico bo@friends.test\r\n`;
    const out = await h.receive(raw);
    expect(['refused', 'ignored', 'created']).toContain(out.kind);
    if (out.kind === 'refused' || out.kind === 'ignored') expect(out.reason).not.toMatch(/cannot be processed|ZodError/);
    expect(h.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
