/**
 * A reply's effects fit one transaction:
 * 100 `help` lines or 20,000 `notify all` lines used to fail with "transaction too large".
 * End to end, through a real DynamoDB API: at most `INBOUND_LIMITS.commandLines` lines are
 * read, the rest is answered "not read", the whole reply is one TransactWriteItems, the
 * answer stays small, and nothing is lost (the reply is recorded; a redelivery is a copy).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INBOUND_LIMITS } from '../../../lambdas/mail/inbound/index';
import { DOMAIN, replyMail, reSubject, startHarness, type Harness } from '../../support/service';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
let h: Harness;
let gameId: string;
let annReply: string;
/** DynamoDB operations sent since the last reset, by command name. */
let operations: string[] = [];

beforeAll(async () => {
  // Generous answer limits: this suite is about the size of one reply, not the loop breaker.
  h = await startHarness({ limits: { answersPerAddressPerHour: 100, answersPerGamePerHour: 100 } });
  // The document client shares the base client's middleware stack, so this sees every request.
  h.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      operations.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countOperations' },
  );
  const created = await h.receive(replyMail({ from: `Ann <${ANN}>`, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${BO}` }));
  gameId = (created as { gameId: string }).gameId;
  await h.flush();
  const invite = (await h.inbox(BO)).at(-1)!;
  expect((await h.receive(replyMail({ from: BO, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }))).kind).toBe(
    'applied',
  );
  await h.flush();
  annReply = (await h.inbox(ANN)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!.replyTo;
});
afterAll(async () => {
  await h.stop();
});
beforeEach(() => {
  operations = [];
});

const transactions = () => operations.filter((name) => name === 'TransactWriteItemsCommand').length;
const lines = (line: string, count: number) => Array.from({ length: count }, () => line).join('\n');

describe(`a reply of many command lines, end to end (only the first ${INBOUND_LIMITS.commandLines} are read)`, () => {
  it('100 "help" lines: one transaction, one help answer, the other 80 lines answered "not read"; a redelivery is a copy', async () => {
    const raw = replyMail({ from: ANN, to: annReply, subject: 'Re: game', body: lines('help', 100) });
    const out = await h.receive(raw);
    expect(out).toMatchObject({ kind: 'answered', gameId });
    expect(transactions()).toBe(1);

    const sent = (await h.flush()).filter((m) => m.to === ANN);
    // The help text once (20 identical help answers would say nothing more), and the report.
    expect(sent).toHaveLength(2);
    expect(sent.filter((m) => m.text.startsWith('Commands you can send'))).toHaveLength(1);
    const report = sent.map((m) => m.text).join('\n');
    expect(report).toContain(
      `Not read: ${100 - INBOUND_LIMITS.commandLines} more lines (a reply is read up to ${INBOUND_LIMITS.commandLines} command lines).`,
    );
    expect(sent.reduce((bytes, m) => bytes + m.raw.length, 0)).toBeLessThan(200_000);

    expect(await h.receive(raw)).toEqual({ kind: 'duplicate' });
    expect(await h.flush()).toEqual([]);
  });

  it('20,000 "notify all" lines: applied once in one transaction, the rest answered "not read"; a redelivery is a copy', async () => {
    const before = (await h.store.getGame(gameId))!;
    expect(before.players.find((p) => p.address === ANN)?.notify).not.toBe('all');
    const raw = replyMail({ from: ANN, to: annReply, subject: 'Re: game', body: lines('notify all', 20_000) });
    const out = await h.receive(raw);
    expect(out).toMatchObject({ kind: 'applied', gameId });
    expect(transactions()).toBe(1);

    const after = (await h.store.getGame(gameId))!;
    expect(after.version).toBe(before.version + 1);
    expect(after.players.find((p) => p.address === ANN)?.notify).toBe('all');

    const sent = (await h.flush()).filter((m) => m.to === ANN);
    expect(sent).toHaveLength(1);
    // Only the part of the mail the MIME parser reads is counted (README "Inbound mail limits").
    const notRead = Number(/Not read: (\d+) more lines/.exec(sent[0]!.text)?.[1]);
    expect(notRead).toBeGreaterThan(1_000);
    expect(notRead).toBeLessThanOrEqual(20_000 - INBOUND_LIMITS.commandLines);
    expect(sent[0]!.raw.length).toBeLessThan(100_000);

    expect(await h.receive(raw)).toEqual({ kind: 'duplicate' });
    expect((await h.store.getGame(gameId))!.version).toBe(after.version);
    expect(await h.flush()).toEqual([]);
  });
});
