import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, replyMail, DOMAIN, type Harness } from '../../../support/service';

/** Who a mail is for and whether its sender may act are decided before its lines are read. */
const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
let h: Harness;
let boAddress: string;

beforeAll(async () => {
  h = await startHarness();
  const out = await h.receive(replyMail({ from: `Ann <${ANN}>`, to: `new@${DOMAIN}`, subject: 'game?', body: `new puerto-rico ${BO}` }));
  expect(out.kind).toBe('created');
  await h.flush();
  boAddress = (await h.inbox(BO)).at(-1)!.replyTo;
});
afterAll(async () => {
  await h.stop();
});

const authResults = (value: string) => ({ 'Authentication-Results': value });

describe('inbound order and sender checks, end to end', () => {
  it('a mail with two From headers ("From: player" after "From: stranger") is refused and applies nothing', async () => {
    const raw = replyMail({ from: 'mallory@evil.example', to: boAddress, subject: 'Re: invitation', body: 'join', headers: { From: BO } });
    expect(raw.match(/^From:/gm)).toHaveLength(2);
    const out = await h.receive(raw);
    expect(out).toMatchObject({ kind: 'refused', reason: 'The mail has 2 From headers; a reply must name one sender.' });
    expect((await h.store.getGame(boAddress.split('-')[1]!))?.players.find((p) => p.address === BO)?.joined).toBe(false);
  });

  it('5 MB of command lines from a stranger to a real game address is refused, nobody answered', async () => {
    const out = await h.receive(
      replyMail({ from: 'mallory@evil.example', to: boAddress, subject: 'Re: x', body: 'join\n'.repeat(1_000_000) }),
    );
    expect(out.kind).toBe('refused');
    expect(await h.flush()).toEqual([]);
  });

  it('set-up mail with SPF pass only for another envelope domain and DMARC none is refused', async () => {
    const raw = replyMail({
      from: ANN,
      to: `new@${DOMAIN}`,
      subject: 'game',
      body: `new puerto-rico ${BO}`,
      headers: authResults('mx.play.test; spf=pass smtp.mailfrom=bounces@bulk-mailer.example; dkim=none; dmarc=none'),
    });
    expect(await h.receive(raw)).toEqual({ kind: 'refused', reason: 'unauthenticated set-up mail' });
  });

  it('set-up mail with SPF pass for the From domain itself is accepted', async () => {
    const raw = replyMail({
      from: ANN,
      to: `new@${DOMAIN}`,
      subject: 'game',
      body: `new puerto-rico ${BO}`,
      headers: authResults('mx.play.test; spf=pass smtp.mailfrom=ann@friends.test; dkim=none; dmarc=none'),
    });
    expect((await h.receive(raw)).kind).toBe('created');
    await h.flush();
  });

  it('an out-of-office reply without automatic headers is ignored, never answered', async () => {
    const raw = replyMail({
      from: BO,
      to: boAddress,
      subject: 'Away until Monday',
      body: 'I am out of the office until Monday with limited access to email.',
    });
    expect((await h.receive(raw)).kind).toBe('ignored');
    expect(await h.flush()).toEqual([]);
  });
});
