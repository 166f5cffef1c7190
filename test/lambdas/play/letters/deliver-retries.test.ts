/**
 * Outbox sending under failures (README "Storage and exactly-once"): a send the provider
 * accepted is never repeated, and a mail that keeps failing is retried with growing pauses
 * a bounded number of times, then parked as a dead letter and logged.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../../lambdas/store/index';
import {
  deliverPending,
  isPermanentRejection,
  OUTBOX_RETRY,
  PARKED_LOG_MESSAGE,
  retryPauseSeconds,
} from '../../../../lambdas/play/letters/deliver-outbox';
import type { Mailer } from '../../../../lambdas/mail/outbound/index';
import { createSmtpMailer } from '../../../../lambdas/mail/outbound/smtp-mailer';
import { startSmtpInbound } from '../../../../infra/local/smtp-inbound';
import { useStoreTable } from '../../../support/dynalite';

const table = useStoreTable();

const T0 = Date.parse('2026-11-02T09:00:00.000Z');

async function queue(id: string, to = `${id}@friends.test`): Promise<string> {
  await table.store.recordMessage(
    { key: `msg-${id}`, at: new Date(T0).toISOString(), outcome: 'test' },
    {
      updateId: id,
      mails: [{ to, from: 'games@play.test', subject: `mail ${id}`, raw: `Subject: mail ${id}\r\n\r\nhello\r\n` }],
    },
  );
  const pending = await table.store.pendingOutbox(100);
  return pending.find((p) => p.key.includes(id))!.key;
}

function recorder() {
  const logs: { level: string; message: string; extra?: Record<string, unknown> }[] = [];
  const push = (level: string) => (message: string, extra?: Record<string, unknown>) =>
    logs.push({ level, message, ...(extra ? { extra } : {}) });
  return { logs, log: { info: push('info'), warn: push('warn'), error: push('error') } };
}

describe('outbox retries and dead letters', () => {
  it('does not send again a mail the provider accepted when marking it sent fails once', async () => {
    const key = await queue('once1');
    let sends = 0;
    const mailer: Mailer = { send: async () => ({ providerMessageId: `p-${++sends}` }) };
    const markSent = table.store.markSent;
    let failures = 1;
    const flaky: Store = {
      ...table.store,
      markSent: async (...args) => (failures-- > 0 ? Promise.reject(new Error('write timed out')) : markSent(...args)),
    };
    const { log } = recorder();
    const now = () => new Date(T0);
    const first = await deliverPending({ store: flaky, mailer, now, log });
    expect(first.sent).toBe(1);
    for (let minute = 1; minute <= 10; minute++)
      await deliverPending({ store: table.store, mailer, now: () => new Date(T0 + minute * 600_000), log });
    expect(sends).toBe(1);
    expect((await table.store.getOutbox(key))?.status).toBe('sent');
  });

  it(`tries a failing mail ${OUTBOX_RETRY.maxAttempts} times with growing pauses, then parks it and logs it once`, async () => {
    const key = await queue('bad1');
    const attemptsAt: number[] = [];
    const mailer: Mailer = {
      send: async () => {
        attemptsAt.push(clock);
        throw new Error('451 mailbox unavailable');
      },
    };
    const { logs, log } = recorder();
    let clock = T0;
    for (let pass = 0; pass < 50; pass++) {
      await deliverPending({ store: table.store, mailer, now: () => new Date(clock), log });
      const mail = await table.store.getOutbox(key);
      if (mail?.status !== 'pending') break;
      // Not tried again before its pause is over, then tried right after.
      const retryAt = Date.parse(mail.leaseUntil!);
      const tried = attemptsAt.length;
      await deliverPending({ store: table.store, mailer, now: () => new Date(retryAt - 1_000), log });
      expect(attemptsAt).toHaveLength(tried);
      clock = retryAt + 1_000;
    }
    expect(attemptsAt).toHaveLength(OUTBOX_RETRY.maxAttempts);
    const pauses = attemptsAt.slice(1).map((at, i) => (at - attemptsAt[i]!) / 1000);
    pauses.forEach((pause, i) => expect(pause).toBeGreaterThanOrEqual(retryPauseSeconds(i + 1)));
    expect(pauses.at(-1)!).toBeGreaterThan(pauses[0]!);
    const parked = await table.store.getOutbox(key);
    expect(parked).toMatchObject({ status: 'parked', attempts: OUTBOX_RETRY.maxAttempts, lastError: '451 mailbox unavailable' });
    expect((await table.store.pendingOutbox(100)).some((p) => p.key === key)).toBe(false);
    expect(logs.filter((l) => l.message === PARKED_LOG_MESSAGE)).toEqual([
      {
        level: 'error',
        message: PARKED_LOG_MESSAGE,
        extra: { key, to: 'bad1@friends.test', attempts: OUTBOX_RETRY.maxAttempts, error: '451 mailbox unavailable' },
      },
    ]);
  });
});

describe('mail waiting out a pause', () => {
  it('does not hold up newer mail, however much of it waits', async () => {
    const waiting = await queue('a-wait1', 'down@relay-down.test');
    const mailer: Mailer = {
      send: async (mail) => {
        if (mail.to[0]!.endsWith('@relay-down.test')) throw new Error('421 try later');
        return { providerMessageId: `p-${mail.to[0]}` };
      },
    };
    const { log } = recorder();
    const at = (seconds: number) => () => new Date(T0 + seconds * 1000);
    // Only the failing mail is pending: it is tried and starts its pause.
    await deliverPending({ store: table.store, mailer, now: at(0), log }, 1);
    const fresh = await queue('z-fresh1');
    // One mail per pass, during the pause: the newer mail is the one sent, not skipped behind it.
    expect(await deliverPending({ store: table.store, mailer, now: at(10), log }, 1)).toMatchObject({ sent: 1 });
    expect((await table.store.getOutbox(fresh))?.status).toBe('sent');
    expect(await table.store.getOutbox(waiting)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('a refusal every attempt would meet again parks the mail at once', () => {
  /** A real SMTP relay (the local stack's inbound server) answering `onMail` as told. */
  async function relay(onMail: () => Promise<string>, permanent = false) {
    const server = await startSmtpInbound({ host: '127.0.0.1', port: 0, domain: 'relay.test', onMail, isPermanent: () => permanent });
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: server.port, secure: false, ignoreTLS: true });
    return { mailer, stop: async () => (mailer.close(), server.stop()) };
  }

  it('parks after one attempt when the relay refuses the recipient with 550 at RCPT TO', async () => {
    const key = await queue('rcpt550', 'x@elsewhere.test');
    const smtp = await relay(async () => 'ok');
    const { logs, log } = recorder();
    try {
      const counts = await deliverPending({ store: table.store, mailer: smtp.mailer, now: () => new Date(T0), log });
      expect(counts.parked).toBe(1);
    } finally {
      await smtp.stop();
    }
    const mail = await table.store.getOutbox(key);
    expect(mail).toMatchObject({ status: 'parked', attempts: 1 });
    expect(mail?.lastError).toMatch(/550 5\.1\.1/);
    expect(logs.filter((l) => l.message === PARKED_LOG_MESSAGE).map((l) => l.extra?.permanent)).toEqual([true]);
  });

  it('parks after one attempt when the relay refuses the message for good (554 after DATA)', async () => {
    const key = await queue('data554', 'new@relay.test');
    const smtp = await relay(async () => {
      throw new Error('no sender address');
    }, true);
    try {
      expect((await deliverPending({ store: table.store, mailer: smtp.mailer, now: () => new Date(T0), log: recorder().log })).parked).toBe(
        1,
      );
    } finally {
      await smtp.stop();
    }
    expect(await table.store.getOutbox(key)).toMatchObject({ status: 'parked', attempts: 1 });
  });

  it('keeps retrying a temporary refusal (451 after DATA)', async () => {
    const key = await queue('data451', 'new@relay.test');
    const smtp = await relay(async () => {
      throw new Error('table busy');
    });
    try {
      expect(await deliverPending({ store: table.store, mailer: smtp.mailer, now: () => new Date(T0), log: recorder().log })).toMatchObject(
        { failed: 1, parked: 0 },
      );
    } finally {
      await smtp.stop();
    }
    expect(await table.store.getOutbox(key)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it("tells the deployment's problems (a wrong relay password, a paused SES account) from the mail's", () => {
    expect(isPermanentRejection(Object.assign(new Error('535 auth failed'), { code: 'EAUTH', responseCode: 535 }))).toBe(false);
    expect(isPermanentRejection(Object.assign(new Error('paused'), { name: 'SendingPausedException' }))).toBe(false);
    expect(isPermanentRejection(Object.assign(new Error('rejected'), { name: 'MessageRejected' }))).toBe(true);
    expect(isPermanentRejection(Object.assign(new Error('no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(true);
    expect(isPermanentRejection(Object.assign(new Error('mailbox busy'), { code: 'EENVELOPE', responseCode: 450 }))).toBe(false);
    expect(isPermanentRejection(new Error('socket hang up'))).toBe(false);
  });
});
