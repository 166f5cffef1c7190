/**
 * Per-address limits key on the mailbox, not on its spelling (README "Limits"): plus-tags,
 * case and (at gmail.com / googlemail.com) dots reach one inbox, so they share the daily
 * quota, the open-invitation count, "never invite me" and the decline cool-down. Mail still
 * goes to the address exactly as written.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Limits } from '../../../../lambdas/play/limits/limit-settings';
import { DOMAIN, replyMail, reSubject, harnessPerTest, type Harness } from '../../../support/service';

const ANN = 'ann@gmail.com';
const BO = 'bo@friends.test';
const CY = 'cy@friends.test';
const DI = 'di@friends.test';

const each = harnessPerTest();
const { setup, invitationTo } = each;
const harness = (limits: Partial<Limits> = {}): Promise<Harness> => each.start({ limits });

describe('one mailbox, many spellings', () => {
  it('the daily quota of games counts every spelling of the sender (plus-tags, dots at gmail, googlemail)', async () => {
    await harness({ gamesPerSenderPerDay: 2 });
    expect((await setup(ANN, `new puerto-rico ${BO}`)).kind).toBe('created');
    expect((await setup('ann+2@gmail.com', `new puerto-rico ${CY}`)).kind).toBe('created');
    for (const spelling of ['a.nn+3@gmail.com', 'A.N.N@googlemail.com', 'ANN+x@GMAIL.COM']) {
      expect((await setup(spelling, `new puerto-rico ${DI}`)).kind).toBe('refused');
    }
    await each.h.flush();
    expect(await each.h.inbox(DI)).toHaveLength(0);
  });

  it('open invitations are counted per receiving mailbox, whatever spelling each invitation used', async () => {
    await harness({ openInvitationsPerInvitee: 3, gamesPerSenderPerDay: 50 });
    expect((await setup(BO, 'new puerto-rico ann+1@gmail.com')).kind).toBe('created');
    expect((await setup(CY, 'new puerto-rico a.nn@gmail.com')).kind).toBe('created');
    expect((await setup(DI, 'new puerto-rico ann@googlemail.com')).kind).toBe('created');
    const out = await setup(BO, 'new puerto-rico an.n+4@gmail.com');
    expect(out).toMatchObject({ kind: 'refused', reason: expect.stringContaining('already has 3 unanswered invitations') });
  });

  it('one new line may not put more invitations into one mailbox than the open limit allows', async () => {
    await harness({ openInvitationsPerInvitee: 2 });
    const out = await setup(BO, 'new puerto-rico ann+1@gmail.com ann+2@gmail.com a.nn@gmail.com');
    expect(out.kind).toBe('refused');
  });

  it('"never invite me" from one spelling refuses invitations to every spelling', async () => {
    await harness();
    expect((await setup(BO, 'new puerto-rico ann+games@gmail.com')).kind).toBe('created');
    await each.h.flush();
    const invite = await invitationTo('ann+games@gmail.com');
    await each.h.receive(
      replyMail({ from: 'ann+games@gmail.com', to: invite.replyTo, subject: 'never invite me', body: 'never invite me' }),
    );
    for (const spelling of [ANN, 'a.nn+other@gmail.com', 'ann@googlemail.com']) {
      expect(await setup(CY, `new puerto-rico ${spelling}`)).toMatchObject({
        kind: 'refused',
        reason: expect.stringContaining('asked this service not to send them invitations'),
      });
    }
  });

  it('the decline cool-down holds for every spelling of the invitee and of the sender', async () => {
    await harness({ declineCooldownDays: 30, gamesPerSenderPerDay: 50 });
    expect((await setup(BO, `new puerto-rico ${ANN}`)).kind).toBe('created');
    await each.h.flush();
    const invite = await invitationTo(ANN);
    expect(
      (await each.h.receive(replyMail({ from: ANN, to: invite.replyTo, subject: reSubject(invite.subject), body: 'decline' }))).kind,
    ).toBe('applied');
    for (const [sender, invitee] of [
      [BO, 'a.nn@gmail.com'],
      ['bo+again@friends.test', ANN],
      ['BO+x@friends.test', 'ann+y@googlemail.com'],
    ] as const) {
      expect(await setup(sender, `new puerto-rico ${invitee}`)).toMatchObject({
        kind: 'refused',
        reason: expect.stringContaining('declined an invitation from you'),
      });
    }
    // Another sender is not held back.
    expect((await setup(CY, `new puerto-rico ${ANN}`)).kind).toBe('created');
  });

  it('mail goes to the address as written, never to the canonical form', async () => {
    await harness();
    expect((await setup(BO, 'new puerto-rico A.nn+Games@gmail.com')).kind).toBe('created');
    const sent = await each.h.flush();
    expect(sent.map((m) => m.to).sort()).toEqual(['a.nn+games@gmail.com', BO]);
  });
});

describe('keys stored before mailboxes were canonical', () => {
  it('an opt-out and a decline stored under the exact address still hold', async () => {
    await harness();
    const doc = DynamoDBDocumentClient.from(each.h.db.client);
    const at = '2026-11-01T09:00:00.000Z';
    await doc.send(
      new PutCommand({
        TableName: each.h.db.tableName,
        Item: { pk: 'ADDR#ann+old@gmail.com', sk: 'OPTOUT', address: 'ann+old@gmail.com', at },
      }),
    );
    await doc.send(
      new PutCommand({
        TableName: each.h.db.tableName,
        Item: {
          pk: 'ADDR#di+old@friends.test',
          sk: 'DECLINED#bo+old@friends.test',
          invitee: 'di+old@friends.test',
          sender: 'bo+old@friends.test',
          at,
          until: '2026-12-01T09:00:00.000Z',
        },
      }),
    );
    expect((await setup(CY, 'new puerto-rico ann+old@gmail.com')).kind).toBe('refused');
    expect((await setup('bo+old@friends.test', 'new puerto-rico di+old@friends.test')).kind).toBe('refused');
  });

  it('a game whose players were indexed under the exact address keeps working, and is found by `status`', async () => {
    await harness();
    expect((await setup(BO, 'new puerto-rico a.nn+x@gmail.com')).kind).toBe('created');
    await each.h.flush();
    const invite = await invitationTo('a.nn+x@gmail.com');
    expect(
      (await each.h.receive(replyMail({ from: 'a.nn+x@gmail.com', to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' })))
        .kind,
    ).toBe('applied');
    await each.h.flush();
    await each.h.receive(replyMail({ from: 'a.nn+x@gmail.com', to: `new@${DOMAIN}`, subject: 'status', body: 'status' }));
    const answer = (await each.h.flush()).find((m) => m.to === 'a.nn+x@gmail.com');
    expect(answer?.text).toMatch(/Puerto Rico/);
    // Another spelling of the mailbox is not shown the game's reply address.
    await each.h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'status', body: 'status' }));
    const other = (await each.h.flush()).find((m) => m.to === ANN);
    expect(other?.text).not.toContain('g-');
  });
});
