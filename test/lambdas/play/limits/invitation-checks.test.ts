/**
 * new@ must not be a spam relay, and names and addresses from players
 * are bounded and cleaned wherever they appear.
 */
import { describe, expect, it } from 'vitest';
import { recordDeliveryProblem } from '../../../../lambdas/play/letters/delivery-problems';
import type { Limits } from '../../../../lambdas/play/limits/limit-settings';
import { DOMAIN, replyMail, reSubject, harnessPerTest, type Harness } from '../../../support/service';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
const CY = 'cy@friends.test';
const DI = 'di@friends.test';

const each = harnessPerTest();
const { setup, invitationTo } = each;
const harness = (limits: Partial<Limits> = {}): Promise<Harness> => each.start({ limits });

/** The refusal the sender got, as text. */
async function answerTo(address: string): Promise<string> {
  const sent = await each.h.flush();
  const mine = sent.filter((m) => m.to === address);
  expect(mine).toHaveLength(1);
  return mine[0]!.text.replace(/\s+/g, ' ');
}

describe('invitee addresses', () => {
  it.each(["x'onmouseover=alert(1)'@a.example", 'w(comment)@d.example'])(
    'refuses %s with a clear answer and invites nobody',
    async (bad) => {
      await harness();
      const out = await setup(ANN, `new puerto-rico ${BO} ${bad}`);
      expect(out.kind).toBe('refused');
      const text = await answerTo(ANN);
      expect(text).toContain('not a plain email address');
      expect(await each.h.inbox(BO)).toHaveLength(0);
    },
  );
});

describe('abuse limits on new@', () => {
  it('refuses more invitees than inviteesPerGame, with the numbers', async () => {
    await harness({ inviteesPerGame: 2 });
    expect((await setup(ANN, `new puerto-rico ${BO} ${CY} ${DI}`)).kind).toBe('refused');
    expect(await answerTo(ANN)).toContain('at most 2 other addresses; you named 3');
    expect((await setup(ANN, `new puerto-rico ${BO} ${CY}`)).kind).toBe('created');
  });

  it('counts games set up per sender per UTC day, and the next day starts afresh', async () => {
    await harness({ gamesPerSenderPerDay: 2 });
    expect((await setup(ANN, `new puerto-rico ${BO}`)).kind).toBe('created');
    expect((await setup(ANN, `new puerto-rico ${CY}`)).kind).toBe('created');
    await each.h.flush();
    expect((await setup(ANN, `new puerto-rico ${DI}`)).kind).toBe('refused');
    expect(await answerTo(ANN)).toContain('You have set up 2 games today (UTC)');
    expect(await each.h.inbox(DI)).toHaveLength(0);
    // Another sender has a quota of their own.
    expect((await setup(BO, `new puerto-rico ${DI}`)).kind).toBe('created');
    each.h.setNow('2026-11-03T09:00:00.000Z');
    expect((await setup(ANN, `new puerto-rico ${DI}`)).kind).toBe('created');
  });

  it('a refused line costs no quota', async () => {
    await harness({ gamesPerSenderPerDay: 1 });
    expect((await setup(ANN, `new puerto-rico w(comment)@d.example`)).kind).toBe('refused');
    expect((await setup(ANN, `new puerto-rico ${BO}`)).kind).toBe('created');
  });

  it('refuses to invite an address that holds openInvitationsPerInvitee unanswered invitations', async () => {
    await harness({ openInvitationsPerInvitee: 2, invitationOpenDays: 14 });
    expect((await setup(ANN, `new puerto-rico ${DI}`)).kind).toBe('created');
    expect((await setup(BO, `new puerto-rico ${DI}`)).kind).toBe('created');
    await each.h.flush();
    expect((await setup(CY, `new puerto-rico ${DI}`)).kind).toBe('refused');
    expect(await answerTo(CY)).toContain(`${DI} already has 2 unanswered invitations (at most 2 at a time)`);
    // Answering one frees a place.
    const invite = (await each.h.inbox(DI)).filter((m) => m.replyTo.startsWith('g-'))[0]!;
    expect((await each.h.receive(replyMail({ from: DI, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }))).kind).toBe(
      'applied',
    );
    expect((await setup(CY, `new puerto-rico ${DI}`)).kind).toBe('created');
  });

  it('invitations older than invitationOpenDays no longer count as open', async () => {
    await harness({ openInvitationsPerInvitee: 1, invitationOpenDays: 3 });
    expect((await setup(ANN, `new puerto-rico ${DI}`)).kind).toBe('created');
    expect((await setup(BO, `new puerto-rico ${DI}`)).kind).toBe('refused');
    each.h.setNow('2026-11-05T09:00:00.000Z');
    expect((await setup(BO, `new puerto-rico ${DI}`)).kind).toBe('created');
  });

  it('after a decline, the same sender may not invite that address again for declineCooldownDays; others may', async () => {
    await harness({ declineCooldownDays: 30 });
    expect((await setup(ANN, `new puerto-rico ${BO}`)).kind).toBe('created');
    await each.h.flush();
    const invite = await invitationTo(BO);
    expect(
      (await each.h.receive(replyMail({ from: BO, to: invite.replyTo, subject: reSubject(invite.subject), body: 'decline' }))).kind,
    ).toBe('applied');
    await each.h.flush();
    expect((await setup(ANN, `new puerto-rico ${BO}`)).kind).toBe('refused');
    expect(await answerTo(ANN)).toContain(`${BO} declined an invitation from you; you can invite them again in 30 days (after 2026-12-02)`);
    expect((await setup(CY, `new puerto-rico ${BO}`)).kind).toBe('created');
    each.h.setNow('2026-12-03T09:00:00.000Z');
    expect((await setup(ANN, `new puerto-rico ${BO}`)).kind).toBe('created');
  });
});

describe('"never invite me again"', () => {
  it('every invitation carries a one-click List-Unsubscribe that says "never invite me", and a line in the body', async () => {
    await harness();
    await setup(ANN, `new puerto-rico ${BO}`);
    await each.h.flush();
    const invite = await invitationTo(BO);
    expect(invite.headers['list-unsubscribe']).toBe(`<mailto:${invite.replyTo}?subject=never%20invite%20me&body=never%20invite%20me>`);
    expect(invite.text).toContain('Reply "never invite me"');
    expect(invite.html).toContain('never invite me');
  });

  it('is honoured for every sender: the game is called off and nobody can invite the address again', async () => {
    await harness();
    await setup(ANN, `new puerto-rico ${BO}`);
    await each.h.flush();
    const invite = await invitationTo(BO);
    // What a mail client's unsubscribe button sends: the mailto's subject and body.
    const out = await each.h.receive(replyMail({ from: BO, to: invite.replyTo, subject: 'never invite me', body: 'never invite me' }));
    expect(out.kind).toBe('applied');
    const told = await each.h.flush();
    expect(told.find((m) => m.to === ANN)?.text).toMatch(/declined the invitation/);
    for (const sender of [ANN, CY]) {
      expect((await setup(sender, `new puerto-rico ${BO} ${DI}`)).kind).toBe('refused');
      expect(await answerTo(sender)).toContain(`${BO} has asked this service not to send them invitations`);
    }
    expect(await each.h.inbox(DI)).toHaveLength(0);
  });
});

describe('bounced and complaining addresses', () => {
  it('an invitation to an address that hard-bounced is not sent, nor to one that complained', async () => {
    await harness();
    await recordDeliveryProblem(each.h.deps, { kind: 'bounce', addresses: [BO] });
    await recordDeliveryProblem(each.h.deps, { kind: 'complaint', addresses: [CY] });
    expect((await setup(ANN, `new puerto-rico ${BO} ${CY}`)).kind).toBe('created');
    const sent = await each.h.flush();
    expect(sent.map((m) => m.to)).toEqual([ANN]);
    expect(
      each.h.logs
        .filter((l) => l.message === 'suppressed mail to a bouncing address')
        .map((l) => l.extra?.to)
        .sort(),
    ).toEqual([BO, CY]);
  });

  it('a status answer to an address that complained is not sent', async () => {
    await harness();
    await setup(ANN, `new puerto-rico ${BO}`);
    await each.h.flush();
    await recordDeliveryProblem(each.h.deps, { kind: 'complaint', addresses: [ANN] });
    await each.h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'status', body: 'status' }));
    expect(await each.h.flush()).toEqual([]);
  });
});

describe('names from players, everywhere they appear', () => {
  // 50 KB: the largest name that fits the inbound header limit (64 KB, README "Inbound mail
  // limits"); a 100 KB From is refused unread there, before any name is read.
  it('a 50 KB display name does not make join fail; it is stored cleaned and at most 40 characters', async () => {
    await harness();
    await setup(ANN, `new puerto-rico ${BO}`);
    await each.h.flush();
    const invite = await invitationTo(BO);
    const huge = `Bo \u202E${'x'.repeat(50_000)}`;
    const out = await each.h.receive(
      replyMail({ from: `"${huge}" <${BO}>`, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }),
    );
    expect(out.kind).toBe('applied');
    const sent = await each.h.flush();
    const game = (await each.h.store.getGame((out as { gameId: string }).gameId))!;
    const bo = game.players.find((p) => p.address === BO)!;
    expect(Array.from(bo.name).length).toBeLessThanOrEqual(40);
    expect(bo.name).not.toContain('\u202E');
    for (const mail of sent) {
      expect(mail.raw.length).toBeLessThan(200_000);
      expect(mail.raw).not.toContain('x'.repeat(41));
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('\u202E');
    }
  });

  it('an invitation names its sender by address; a name with a link is left out of subject and body', async () => {
    await harness();
    await each.h.receive(
      replyMail({
        from: `"WIN A PRIZE at http://evil.example" <${ANN}>`,
        to: `new@${DOMAIN}`,
        subject: 'x',
        body: `new puerto-rico ${BO}`,
      }),
    );
    await each.h.flush();
    const invite = await invitationTo(BO);
    expect(invite.subject).toContain(ANN);
    for (const part of [invite.subject, invite.text, invite.html, invite.raw]) {
      expect(part).not.toMatch(/PRIZE|evil\.example/);
    }
  });

  it('a short plain name goes with the address; control and bidi characters never reach subject, body or headers', async () => {
    await harness();
    await each.h.receive(
      replyMail({ from: `"Ann\u202E <b>Smith</b>" <${ANN}>`, to: `new@${DOMAIN}`, subject: 'x', body: `new puerto-rico ${BO}` }),
    );
    await each.h.flush();
    const invite = await invitationTo(BO);
    expect(invite.subject).toContain(`(${ANN})`);
    expect(invite.raw).not.toContain('\u202E');
    expect(invite.html).not.toContain('<b>Smith</b>');
    expect(invite.html).toContain('&lt;b&gt;Smith&lt;/b&gt;');
  });
});

describe('the sender address in invitations', () => {
  it('is a plain address: a set-up mail from a quoted or commented address invites nobody', async () => {
    await harness();
    const out = await each.h.receive(
      replyMail({ from: '"win a prize"@friends.test', to: `new@${DOMAIN}`, subject: 'x', body: `new puerto-rico ${BO}` }),
    );
    expect(out).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/^Your own address: .* is not a plain email address/) });
    await each.h.flush();
    expect(await each.h.inbox(BO)).toHaveLength(0);
  });
});
