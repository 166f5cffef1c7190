/**
 * What the inbound side writes back ("Every email, reply, refusal and help text exists
 * in both languages"): the lines it skipped ("Ignored", "Not read"), why a known player's mail
 * was not read (sender checks), and the loop breaker's notice come from the message catalogue,
 * in Japanese for a player whose language is ja, through the whole service.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { INBOUND_LIMITS } from '../../../../lambdas/mail/inbound/index';
import { recordDeliveryProblem } from '../../../../lambdas/play/letters/delivery-problems';
import type { Limits } from '../../../../lambdas/play/limits/limit-settings';
import { en } from '../../../../templates/i18n/en';
import { ja } from '../../../../templates/i18n/ja';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../../support/service';

const ANN = 'ann@jp.test';
const BO = 'bo@jp.test';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** A 2-player Puerto Rico game whose players chose Japanese (`lang=ja` on the new line). */
async function japaneseGame(limits: Partial<Limits> = {}): Promise<{ annReply: string; boReply: string }> {
  h = await startHarness({ limits });
  const out = await h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${BO} lang=ja` }));
  expect(out.kind).toBe('created');
  await h.flush();
  const invite = (await h.inbox(BO)).at(-1)!;
  expect((await h.receive(replyMail({ from: BO, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }))).kind).toBe(
    'applied',
  );
  await h.flush();
  const replyTo = async (a: string) => (await h!.inbox(a)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!.replyTo;
  return { annReply: await replyTo(ANN), boReply: await replyTo(BO) };
}

describe('setting up a game with lang=ja', () => {
  it('invites, confirms and starts in Japanese: invitation, the organiser\'s notice, "you have joined", a refused start', async () => {
    h = await startHarness();
    const CY = 'cy@jp.test';
    expect(
      (await h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'game', body: `new nippon ${BO} ${CY} lang=ja` }))).kind,
    ).toBe('created');
    const sent = await h.flush();
    const invitation = sent.find((m) => m.to === BO)!;
    expect(invitation.subject).toContain('[ニッポン（暫定データ） ');
    expect(invitation.text).toContain(ja.inviteStarts);
    expect(invitation.text).toContain(ja.neverInvite({ command: 'never invite me' }));
    expect(invitation.html).toContain(ja.join);
    expect(invitation.text).not.toMatch(/invites you|The game starts when/);
    const notice = sent.find((m) => m.to === ANN)!;
    expect(notice.text.split('\n')[0]).toBe(ja.invitationsSent({ title: 'ニッポン（暫定データ）' }));
    expect(
      (await h.receive(replyMail({ from: BO, to: invitation.replyTo, subject: reSubject(invitation.subject), body: 'join' }))).kind,
    ).toBe('applied');
    const [joined] = (await h.flush()).filter((m) => m.to === BO);
    expect(joined!.text.split('\n')[0]).toBe(ja.youHaveJoined);
    const cyInvite = (await h.inbox(CY)).at(-1)!;
    expect(
      (await h.receive(replyMail({ from: CY, to: cyInvite.replyTo, subject: reSubject(cyInvite.subject), body: 'decline' }))).kind,
    ).toBe('applied');
    const declined = (await h.flush()).filter((m) => m.to === ANN);
    expect(declined[0]!.text.split('\n')[0]).toBe(ja.gameWillNotStart);
  });
});

describe('the inbound side answers a Japanese player in Japanese', () => {
  it('names ignored text and lines not read in Japanese (not "Ignored", "Not read")', async () => {
    const { annReply } = await japaneseGame();
    const body = [...Array.from({ length: INBOUND_LIMITS.commandLines + 3 }, () => 'status')].join('\n');
    expect((await h!.receive(replyMail({ from: ANN, to: annReply, subject: 'Re: game', body }))).kind).toBe('answered');
    const sent = (await h!.flush()).filter((m) => m.to === ANN);
    const report = sent.find((m) => m.text.startsWith(ja.partNotReadHeadline));
    expect(report, sent.map((m) => m.text.split('\n')[0]).join(' | ')).toBeDefined();
    expect(report!.text).toContain(ja.reportNotRead({ n: 3, max: INBOUND_LIMITS.commandLines }));
    expect(report!.text).not.toMatch(/Not read|Part of your reply/);

    const prose = 'status\n\nSorry for the slow reply, busy week at work.';
    expect((await h!.receive(replyMail({ from: ANN, to: annReply, subject: 'Re: game', body: prose }))).kind).toBe('answered');
    const second = (await h!.flush()).filter((m) => m.to === ANN);
    const ignored = second.find((m) => m.text.startsWith(ja.partNotReadHeadline))!;
    expect(ignored.text).toContain(ja.reportIgnored({ line: 'Sorry for the slow reply, busy week at work' }));
    expect(ignored.text).not.toContain('Ignored (not a command)');
  });

  it("tells a Japanese player who answered the other seat's address why, in Japanese", async () => {
    const { boReply } = await japaneseGame();
    const out = await h!.receive(replyMail({ from: ANN, to: boReply, subject: 'Re: game', body: 'status' }));
    expect(out.kind).toBe('refused');
    const [told] = (await h!.flush()).filter((m) => m.to === ANN);
    expect(told!.text.split('\n')[0]).toBe(ja.replyNotAccepted);
    expect(told!.text).toContain(ja.senderOtherSeat);
    expect(told!.text).not.toContain(en.senderOtherSeat);
  });

  it('tells a Japanese player whose mail failed DMARC, in Japanese', async () => {
    const { annReply } = await japaneseGame();
    const headers = { 'Authentication-Results': 'mx.pbem.test; spf=fail smtp.mailfrom=jp.test; dkim=none; dmarc=fail header.from=jp.test' };
    expect((await h!.receive(replyMail({ from: ANN, to: annReply, subject: 'Re: game', body: 'status', headers }))).kind).toBe('refused');
    const [told] = (await h!.flush()).filter((m) => m.to === ANN);
    expect(told!.text).toContain(ja.senderDmarcFail);
  });

  it("tells the others in Japanese when a player's mail bounces", async () => {
    await japaneseGame();
    const game = (await h!.store.gamesOf(BO))[0]!;
    expect(await recordDeliveryProblem(h!.deps, { kind: 'bounce', addresses: [BO] })).toEqual({ addresses: 1, games: 1 });
    const told = (await h!.flush()).filter((m) => m.to === ANN);
    const stored = (await h!.store.getGame(game.gameId))!;
    const bo = stored.players.find((p) => p.address === BO)!;
    expect(told.map((m) => m.text.split('\n')[0])).toContain(ja.cannotReach({ name: bo.name }));
    expect(told.map((m) => m.text).join('\n')).toContain(ja.cannotReachLine({ name: bo.name, kind: 'bounce' }));
  });

  it('says in Japanese when the loop breaker falls silent', async () => {
    const { annReply } = await japaneseGame({ answersPerAddressPerHour: 3 });
    for (let i = 0; i < 6; i++) await h!.receive(replyMail({ from: ANN, to: annReply, subject: 'Re: game', body: 'status' }));
    const sent = (await h!.flush()).filter((m) => m.to === ANN);
    const notices = sent.filter((m) => m.text.startsWith(ja.silenceHeadline));
    expect(notices, sent.map((m) => m.text.split('\n')[0]).join(' | ')).toHaveLength(1);
    expect(notices[0]!.text).toContain(ja.silenceCount({ perHour: 3, scope: 'address' }));
    expect(notices[0]!.text).not.toMatch(/No more answers/);
  });
});
