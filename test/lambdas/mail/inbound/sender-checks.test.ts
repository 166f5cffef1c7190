import { describe, expect, it } from 'vitest';
import { aligned, organisationalDomain } from '../../../../lambdas/mail/inbound/alignment';
import { readInboundMail } from '../../../../lambdas/mail/inbound/parse-mail';
import { authenticateSender } from '../../../../lambdas/mail/inbound/sender-auth';
import type { AuthVerdicts } from '../../../../lambdas/mail/inbound/types';
import { DOMAIN } from './load-fixture';

const TO = `g-g7k2-1-k3m9x2p7q4w8z5t1@${DOMAIN}`;
const mail = (fromLines: string[]) => [...fromLines, `To: ${TO}`, 'Subject: Re: [Puerto Rico g7k2 #42]', '', 'mayor'].join('\r\n');

describe('one sender', () => {
  it('a second From header ("From: player" after "From: stranger") is refused', async () => {
    const out = await readInboundMail(mail(['From: mallory@evil.example', 'From: alice@example.com']), { domain: DOMAIN });
    expect(out).toMatchObject({ ok: false, refusal: { code: 'several-senders' } });
    expect(!out.ok && out.refusal.reason).toBe('The mail has 2 From headers; a reply must name one sender.');
  });

  it('a From naming several mailboxes is refused', async () => {
    const out = await readInboundMail(mail(['From: mallory@evil.example, Alice <alice@example.com>']), { domain: DOMAIN });
    expect(out).toMatchObject({ ok: false, refusal: { code: 'several-senders' } });
  });

  it('a From group hiding two mailboxes is refused', async () => {
    const out = await readInboundMail(mail(['From: team: mallory@evil.example, alice@example.com;']), { domain: DOMAIN });
    expect(out).toMatchObject({ ok: false, refusal: { code: 'several-senders' } });
  });

  it('one From with one mailbox is read', async () => {
    const out = await readInboundMail(mail(['From: Alice <alice@example.com>']), { domain: DOMAIN });
    expect(out.ok && out.mail.from?.address).toBe('alice@example.com');
  });
});

describe('organisational domains (the approximation, README "Sender policy")', () => {
  it.each([
    ['mail.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['a.b.example.co.uk', 'example.co.uk'],
    ['mx.example.co.jp', 'example.co.jp'],
    ['bounce.shop.com.au', 'shop.com.au'],
    ['Example.ORG.', 'example.org'],
  ])('%s → %s', (domain, org) => {
    expect(organisationalDomain(domain)).toBe(org);
  });
  it('two sites under co.uk are not one organisation', () => {
    expect(aligned('alice.co.uk', 'mallory.co.uk')).toBe(false);
    expect(aligned('bounces.alice.co.uk', 'alice.co.uk')).toBe(true);
  });
});

describe('authenticateSender: a pass counts only for the From domain', () => {
  const base: AuthVerdicts = {
    spf: 'none',
    dkim: 'none',
    dmarc: 'none',
    authServId: 'mx.play.example.org',
    spfDomain: null,
    dkimDomains: [],
  };
  const check = (auth: Partial<AuthVerdicts>, returnPath: string | null = null) =>
    authenticateSender({ from: 'alice@example.com', auth: { ...base, ...auth }, returnPath });

  it('SPF pass for another envelope domain with DMARC none is not enough', () => {
    const out = check({ spf: 'pass', spfDomain: 'bulk-sender.example', dmarc: 'none' });
    expect(out).toEqual({
      kind: 'unaligned',
      detail: 'SPF pass for bulk-sender.example, DKIM none, DMARC none; none of them for example.com',
    });
  });
  it('SPF pass whose domain comes from a Return-Path of another domain is not enough', () => {
    expect(check({ spf: 'pass' }, 'bounce@other.example').kind).toBe('unaligned');
  });
  it('SPF pass for a subdomain of the From domain (relaxed alignment) is enough', () => {
    expect(check({ spf: 'pass', spfDomain: 'bounces.example.com' })).toEqual({ kind: 'pass' });
  });
  it('SPF pass with the domain taken from the Return-Path', () => {
    expect(check({ spf: 'pass' }, 'alice@example.com')).toEqual({ kind: 'pass' });
  });
  it('DKIM pass signed by the From domain is enough; signed by another domain is not', () => {
    expect(check({ dkim: 'pass', dkimDomains: ['example.com'] })).toEqual({ kind: 'pass' });
    expect(check({ dkim: 'pass', dkimDomains: ['mailer.example'] }).kind).toBe('unaligned');
  });
  it('DMARC pass is enough; DMARC fail refuses whatever else passed', () => {
    expect(check({ dmarc: 'pass' })).toEqual({ kind: 'pass' });
    expect(check({ dmarc: 'fail', spf: 'pass', spfDomain: 'example.com' })).toEqual({ kind: 'dmarc-fail' });
  });
  it("no verdicts at all (local stack) keeps today's behaviour: the caller decides on token and From", () => {
    expect(authenticateSender({ from: 'alice@example.com', auth: { ...base, authServId: null }, returnPath: null })).toEqual({
      kind: 'no-verdicts',
    });
  });
  it('SES verdicts: SPF PASS is checked against the Return-Path domain', () => {
    const ses = (spf: string) => ({ spfVerdict: { status: spf }, dkimVerdict: { status: 'GRAY' }, dmarcVerdict: { status: 'GRAY' } });
    const auth = { ...base, authServId: null };
    expect(authenticateSender({ from: 'alice@example.com', auth, returnPath: 'x@other.example', sesVerdicts: ses('PASS') }).kind).toBe(
      'unaligned',
    );
    expect(authenticateSender({ from: 'alice@example.com', auth, returnPath: 'x@mail.example.com', sesVerdicts: ses('PASS') })).toEqual({
      kind: 'pass',
    });
  });
});
