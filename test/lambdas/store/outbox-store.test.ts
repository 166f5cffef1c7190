import { describe, expect, it } from 'vitest';
import { StoreError } from '../../../lambdas/store';
import { useStoreTable } from '../../support/dynalite';
import { mails, newGame, T0 } from './fixture';

const table = useStoreTable();

const NOW = '2026-03-01T10:00:00.000Z';
const LATER = '2026-03-01T10:05:00.000Z';
const MUCH_LATER = '2026-03-01T10:10:00.000Z';

describe('outbox', () => {
  it('lists pending mails oldest first, written with the game in one transaction', async () => {
    await table.store.createGame(newGame('mail-1', { createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z' }), {
      outbox: mails('start', 2),
    });
    await table.store.recordMessage({ key: '<m1@x>', at: '2026-03-01T07:00:00.000Z', outcome: 'help sent' }, mails('help-1', 1));
    const pending = await table.store.pendingOutbox(10);
    expect(pending.map((p) => p.key)).toEqual(['MAIL#help-1/OUTBOX#help-1#0', 'GAME#mail-1/OUTBOX#start#0', 'GAME#mail-1/OUTBOX#start#1']);
    expect(pending[0]?.dueAt).toBe('2026-03-01T07:00:00.000Z');
    const mail = await table.store.getOutbox('GAME#mail-1/OUTBOX#start#1');
    expect(mail).toMatchObject({ to: 'player1@example.org', status: 'pending', attempts: 0, gameId: 'mail-1' });
    expect(mail?.raw).toContain('Hello 1');
  });

  it('claims with a lease, refuses a second claimer until the lease expires, and leaves the index once sent', async () => {
    await table.store.createGame(newGame('mail-2'), { outbox: mails('lease', 1) });
    const key = 'GAME#mail-2/OUTBOX#lease#0';
    const first = await table.store.claimOutbox(key, NOW, LATER);
    expect(first).toMatchObject({ key, attempts: 1, leaseUntil: LATER });
    expect(await table.store.claimOutbox(key, NOW, LATER)).toBe(false);
    // 10:04 UTC written with an offset is still inside the lease (as text it would sort after 10:05).
    expect(await table.store.claimOutbox(key, '2026-03-01T11:04:00+01:00', '2026-03-01T11:09:00+01:00')).toBe(false);
    // The first sender crashed: after the lease another may take the mail.
    const retry = await table.store.claimOutbox(key, MUCH_LATER, '2026-03-01T10:15:00.000Z');
    expect(retry).toMatchObject({ attempts: 2 });

    const sent = await table.store.markSent(key, 'ses-0001', MUCH_LATER);
    expect(sent).toMatchObject({ status: 'sent', providerMessageId: 'ses-0001', sentAt: MUCH_LATER });
    expect(sent.leaseUntil).toBeUndefined();
    expect((await table.store.pendingOutbox(100)).map((p) => p.key)).not.toContain(key);
    expect(await table.store.claimOutbox(key, '2026-03-02T00:00:00.000Z', '2026-03-02T00:05:00.000Z')).toBe(false);
  });

  it('gives the mail to exactly one of several concurrent claimers', async () => {
    await table.store.createGame(newGame('mail-3'), { outbox: mails('race', 1) });
    const key = 'GAME#mail-3/OUTBOX#race#0';
    const claims = await Promise.all(Array.from({ length: 4 }, () => table.store.claimOutbox(key, NOW, LATER)));
    expect(claims.filter((c) => c !== false)).toHaveLength(1);
    expect((await table.store.getOutbox(key))?.attempts).toBe(1);
  });

  it('marks a rejected mail failed with its reason, out of the pending index', async () => {
    await table.store.createGame(newGame('mail-4'), { outbox: mails('fail', 1) });
    const key = 'GAME#mail-4/OUTBOX#fail#0';
    const failed = await table.store.markFailed(key, 'address rejected', NOW);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'address rejected', failedAt: NOW });
    expect((await table.store.pendingOutbox(100)).map((p) => p.key)).not.toContain(key);
    expect(await table.store.claimOutbox(key, LATER, MUCH_LATER)).toBe(false);
  });

  it('does not resurrect a sent mail when an update with the same id is written again', async () => {
    await table.store.recordMessage({ key: '<m5@x>', at: T0, outcome: 'ok' }, mails('once', 1));
    await table.store.markSent('MAIL#once/OUTBOX#once#0', 'ses-5', NOW);
    await expect(table.store.recordMessage({ key: '<m5-retry@x>', at: T0, outcome: 'ok' }, mails('once', 1))).rejects.toBeInstanceOf(
      StoreError,
    );
    expect((await table.store.getOutbox('MAIL#once/OUTBOX#once#0'))?.status).toBe('sent');
    expect(await table.store.hasMessage('<m5-retry@x>')).toBe(false);
  });

  it('reports unknown mails', async () => {
    expect(await table.store.getOutbox('GAME#none/OUTBOX#x#0')).toBeNull();
    expect(await table.store.claimOutbox('GAME#none/OUTBOX#x#0', NOW, LATER)).toBe(false);
    await expect(table.store.markSent('GAME#none/OUTBOX#x#0', 'id', NOW)).rejects.toThrow(/no outbox mail/);
    await expect(table.store.getOutbox('not-a-key')).rejects.toThrow(/not an outbox key/);
  });
});

describe('releasing a lease after a failed send', () => {
  it('ends the lease at once so the next attempt can claim the mail, and keeps the error', async () => {
    await table.store.createGame(newGame('mail-release'), { outbox: mails('release', 1) });
    const key = 'GAME#mail-release/OUTBOX#release#0';
    expect(await table.store.claimOutbox(key, NOW, MUCH_LATER)).not.toBe(false);
    expect(await table.store.releaseOutbox(key, NOW, 'Throttling: maximum sending rate exceeded')).toBe(true);
    const retry = await table.store.claimOutbox(key, LATER, MUCH_LATER);
    expect(retry).toMatchObject({ attempts: 2, lastError: 'Throttling: maximum sending rate exceeded' });
  });

  it('moves the mail in the pending list to the end of its pause: not due before, due after', async () => {
    await table.store.createGame(newGame('mail-release-3'), { outbox: mails('release3', 1) });
    const key = 'GAME#mail-release-3/OUTBOX#release3#0';
    const due = async (at: string) => (await table.store.pendingOutbox(100, at)).map((p) => p.key);
    expect(await due(NOW)).toContain(key);
    expect(await table.store.claimOutbox(key, NOW, LATER)).not.toBe(false);
    expect(await table.store.releaseOutbox(key, MUCH_LATER, 'relay down')).toBe(true);
    expect(await due(LATER)).not.toContain(key);
    expect(await due(MUCH_LATER)).toContain(key);
    expect((await table.store.pendingOutbox(100)).find((p) => p.key === key)?.dueAt).toBe(MUCH_LATER);
  });

  it('does nothing to a mail that was already sent', async () => {
    await table.store.createGame(newGame('mail-release-2'), { outbox: mails('release2', 1) });
    const key = 'GAME#mail-release-2/OUTBOX#release2#0';
    await table.store.claimOutbox(key, NOW, LATER);
    await table.store.markSent(key, 'ses-1', NOW);
    expect(await table.store.releaseOutbox(key, NOW, 'late error')).toBe(false);
    expect((await table.store.getOutbox(key))?.status).toBe('sent');
  });
});

describe('outbox mail content', () => {
  it('keeps a letter (template and model) for composing at send time', async () => {
    const letter = {
      template: 'status',
      model: '{"headline":"Your turn"}',
      fromName: 'Pig g1',
      replyTo: 'g-abcd-0-abcdefgh@play.example.org',
    };
    await table.store.createGame(newGame('mail-letter'), {
      outbox: { updateId: 'letter', mails: [{ to: 'p@example.org', from: 'game@play.example.org', subject: '', letter }] },
    });
    expect((await table.store.getOutbox('GAME#mail-letter/OUTBOX#letter#0'))?.letter).toEqual(letter);
  });

  it('refuses a mail with neither raw content nor a letter, writing nothing', async () => {
    await expect(
      table.store.createGame(newGame('mail-empty'), {
        outbox: { updateId: 'empty', mails: [{ to: 'p@example.org', from: 'game@play.example.org', subject: 's' }] },
      }),
    ).rejects.toThrow('needs exactly one of raw and letter');
    expect(await table.store.getGame('mail-empty')).toBeNull();
  });
});
