/**
 * The loop breaker: answers that
 * apply nothing are limited per address and per game; the limit is said once; silence
 * lasts until a mail applies something; suppressed answers are logged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { numberedMoves, registry } from '../../../../engine/index';
import { decideAnswer } from '../../../../lambdas/play/limits/answer-budget';
import type { Limits } from '../../../../lambdas/play/limits/limit-settings';
import { DOMAIN, replyMail, reSubject, startHarness, type Harness, type ReceivedMail } from '../../../support/service';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
const AWAY = 'away@friends.test';
const T0 = new Date('2026-11-02T09:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('decideAnswer', () => {
  it('answers up to the limit in an hour, then one notice, then silence', () => {
    let budget = null;
    const verdicts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { verdict, next } = decideAnswer(budget, at(i), 3, 24);
      verdicts.push(verdict);
      budget = next;
    }
    expect(verdicts).toEqual(['answer', 'answer', 'answer', 'notice', 'silent', 'silent']);
  });

  it('starts a new window after an hour while not silenced', () => {
    const first = decideAnswer(null, at(0), 2, 24).next;
    const second = decideAnswer(first, at(30), 2, 24).next;
    expect(second.count).toBe(2);
    const later = decideAnswer(second, at(61), 2, 24);
    expect(later).toMatchObject({ verdict: 'answer', next: { count: 1 } });
  });

  it('stays silent while mail keeps coming, and ends after silenceHours without any', () => {
    let budget = decideAnswer(null, at(0), 1, 24).next;
    budget = decideAnswer(budget, at(1), 1, 24).next;
    expect(budget.silencedAt).toBeDefined();
    // An auto-responder writing every few hours keeps the silence going.
    for (let h = 1; h <= 48; h += 4) {
      const step = decideAnswer(budget, at(h * 60), 1, 24);
      expect(step.verdict).toBe('silent');
      budget = step.next;
    }
    expect(decideAnswer(budget, at(45 * 60 + 24 * 60), 1, 24).verdict).toBe('answer');
  });
});

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

async function activeGame(limits: Partial<Limits>): Promise<{ gameId: string; annReply: string }> {
  h = await startHarness({ limits });
  const out = await h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${BO}` }));
  const gameId = (out as { gameId: string }).gameId;
  await h.flush();
  const invite = (await h.inbox(BO)).at(-1)!;
  await h.receive(replyMail({ from: BO, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  await h.flush();
  const annReply = (await h.inbox(ANN)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!.replyTo;
  return { gameId, annReply };
}

const send = (from: string, to: string, body: string) => h!.receive(replyMail({ from, to, subject: 'Re: game', body }));

describe('answers that apply nothing, per address (200 status mails got 200 answers)', () => {
  it('answers 5 of 60 status mails, says once that it falls silent, and logs every suppressed answer', async () => {
    const { annReply } = await activeGame({ answersPerAddressPerHour: 5 });
    for (let i = 0; i < 60; i++) await send(ANN, annReply, 'status');
    const sent = (await h!.flush()).filter((m) => m.to === ANN);
    expect(sent).toHaveLength(6);
    // Mails written in the same instant are sent in key order, so find the notice by its words.
    const notices = sent.filter((m) => /No more answers/.test(m.text));
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.text).toMatch(/5 mails from your address within an hour changed nothing/);
    expect(notice.text).toMatch(/until a reply applies a move or a command/);
    expect(h!.logs.filter((l) => l.message === 'answer limit reached; silence starts')).toHaveLength(1);
    const suppressed = h!.logs.filter((l) => l.message === 'answer suppressed by the answer limit');
    expect(suppressed).toHaveLength(54);
    expect(suppressed[0]!.extra).toMatchObject({ to: ANN, scope: 'address', suppressed: ['status'] });
  });

  it('answers again once a mail of that address applies a move', async () => {
    const { gameId } = await activeGame({ answersPerAddressPerHour: 2 });
    const game = (await h!.store.getGame(gameId))!;
    const module = registry.get(game.kind)!;
    const seat = module.pending(game.match!.state)[0]!.seat;
    const player = game.players.find((p) => p.seat === seat)!;
    const reply = (await h!.inbox(player.address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!.replyTo;
    for (let i = 0; i < 5; i++) await send(player.address, reply, 'help');
    expect((await h!.flush()).filter((m) => m.to === player.address)).toHaveLength(3);
    const move = numberedMoves(module, game.match!, seat)[0]!.text;
    expect((await send(player.address, reply, move)).kind).toBe('applied');
    await h!.flush();
    await send(player.address, reply, 'help');
    const after = (await h!.flush()).filter((m) => m.to === player.address);
    expect(after).toHaveLength(1);
    expect(after[0]!.text).not.toMatch(/No more answers/);
  });

  it('limits per game too, across its players', async () => {
    const { annReply } = await activeGame({ answersPerAddressPerHour: 10, answersPerGamePerHour: 3 });
    const boReply = (await h!.inbox(BO)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!.replyTo;
    for (let i = 0; i < 3; i++) await send(i % 2 === 0 ? ANN : BO, i % 2 === 0 ? annReply : boReply, 'status');
    expect(await h!.flush()).toHaveLength(3);
    await send(BO, boReply, 'status');
    const notice = await h!.flush();
    expect(notice.map((m) => m.to)).toEqual([BO]);
    expect(notice[0]!.text).toMatch(/3 mails in this game within an hour changed nothing/);
    await send(ANN, annReply, 'status');
    expect(await h!.flush()).toEqual([]);
  });
});

describe('a mail loop with an auto-responder the classifier misses', () => {
  it('ends after a few rounds', async () => {
    h = await startHarness({ limits: { answersPerAddressPerHour: 3 } });
    await h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${AWAY}` }));
    // The responder answers every mail it gets, to its Reply-To, quoting it, with no automatic-mail headers.
    let toResponder: ReceivedMail[] = (await h.flush()).filter((m) => m.to === AWAY);
    let rounds = 0;
    let received = toResponder.length;
    while (toResponder.length > 0 && rounds < 50) {
      rounds++;
      for (const mail of toResponder) {
        await h.receive(
          replyMail({
            from: AWAY,
            to: mail.replyTo,
            subject: reSubject(mail.subject),
            body: 'Thank you for your message. We will get back to you soon.',
            quote: mail.text,
          }),
        );
      }
      toResponder = (await h.flush()).filter((m) => m.to === AWAY);
      received += toResponder.length;
    }
    // The invitation, 3 answers, the notice; the reply to the notice gets nothing.
    expect(rounds).toBe(5);
    expect(received).toBe(5);
    expect(h.logs.some((l) => l.message === 'answer suppressed by the answer limit' && l.extra?.to === AWAY)).toBe(true);
  });
});
