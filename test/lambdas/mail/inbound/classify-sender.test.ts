import { describe, expect, it } from 'vitest';
import { classifySender, type ClassifyInput } from '../../../../lambdas/mail/inbound/classify-sender';
import type { AuthVerdicts } from '../../../../lambdas/mail/inbound/types';

const NO_AUTH: AuthVerdicts = { spf: 'none', dkim: 'none', dmarc: 'none', authServId: null, spfDomain: null, dkimDomains: [] };
const NO_DOMAINS = { spfDomain: null, dkimDomains: [] };
const PASS: AuthVerdicts = { spf: 'pass', dkim: 'pass', dmarc: 'pass', authServId: 'amazonses.com', ...NO_DOMAINS };

function input(from: string | null, auth: AuthVerdicts = NO_AUTH, extra: Partial<ClassifyInput> = {}): ClassifyInput {
  return {
    mail: { from: from === null ? null : { address: from, name: '' }, auth },
    expectedAddress: 'Alice@Example.com',
    aliases: ['alice@work.example'],
    otherPlayers: ['bob@example.com'],
    ...extra,
  };
}

describe('classifySender: the decision table, row by row', () => {
  it('row 1: no From → refused silently', () => {
    expect(classifySender(input(null))).toMatchObject({ ok: false, code: 'no-sender', tellPlayer: false, tellAddress: null });
  });

  it('row 2: a stranger → refused silently, even when authenticated', () => {
    expect(classifySender(input('mallory@evil.example', PASS))).toMatchObject({
      ok: false,
      code: 'unknown-sender',
      tellPlayer: false,
      tellAddress: null,
    });
  });

  it('row 3: the player, DMARC fail → refused, player told', () => {
    const verdict = classifySender(input('alice@example.com', { ...PASS, dmarc: 'fail' }));
    expect(verdict).toMatchObject({ ok: false, code: 'dmarc-fail', tellPlayer: true, tellAddress: 'alice@example.com' });
  });

  it('row 3: another player, DMARC fail → refused as dmarc-fail (not other-seat)', () => {
    expect(classifySender(input('bob@example.com', { ...PASS, dmarc: 'fail' }))).toMatchObject({ code: 'dmarc-fail', tellPlayer: true });
  });

  it('row 4: the player, neither SPF nor DKIM pass → refused, player told with the verdicts', () => {
    const verdict = classifySender(
      input('alice@work.example', { spf: 'softfail', dkim: 'none', dmarc: 'none', authServId: 'mx', ...NO_DOMAINS }),
    );
    expect(verdict).toMatchObject({ ok: false, code: 'unauthenticated', tellPlayer: true, tellAddress: 'alice@work.example' });
    expect(!verdict.ok && verdict.reason).toContain('SPF softfail, DKIM none');
  });

  it('row 5: another player of the game, authenticated → refused, told to use their own address', () => {
    expect(classifySender(input('Bob@Example.com', PASS))).toMatchObject({
      ok: false,
      code: 'other-seat',
      tellPlayer: true,
      tellAddress: 'bob@example.com',
    });
  });

  it('row 5: another player, no verdicts → refused, told', () => {
    expect(classifySender(input('bob@example.com'))).toMatchObject({ code: 'other-seat', tellPlayer: true });
  });

  it('row 6: the player (any case), authenticated → accepted', () => {
    expect(classifySender(input('ALICE@example.COM', PASS))).toEqual({ ok: true });
  });

  it('row 6: an alias, SPF pass for its own domain only, DMARC none → accepted', () => {
    const auth: AuthVerdicts = { spf: 'pass', dkim: 'fail', dmarc: 'none', authServId: 'mx', spfDomain: 'work.example', dkimDomains: [] };
    expect(classifySender(input('alice@work.example', auth))).toEqual({ ok: true });
  });

  it('row 6: the player, DKIM pass only → accepted', () => {
    expect(
      classifySender(input('alice@example.com', { spf: 'fail', dkim: 'pass', dmarc: 'pass', authServId: 'mx', ...NO_DOMAINS })),
    ).toEqual({ ok: true });
  });

  it('row 6: the player, no verdicts at all (local SMTP) → accepted', () => {
    expect(classifySender(input('alice@example.com'))).toEqual({ ok: true });
  });
});

describe('classifySender: SES receipt verdicts', () => {
  const ses = (spf: string, dkim: string, dmarc: string) => ({
    sesVerdicts: { spfVerdict: { status: spf }, dkimVerdict: { status: dkim }, dmarcVerdict: { status: dmarc } },
  });

  it('take precedence over Authentication-Results', () => {
    expect(classifySender(input('alice@example.com', PASS, ses('FAIL', 'FAIL', 'GRAY')))).toMatchObject({ code: 'unauthenticated' });
    expect(classifySender(input('alice@example.com', { ...PASS, dmarc: 'fail' }, ses('PASS', 'GRAY', 'PASS')))).toEqual({ ok: true });
  });

  it('DMARC FAIL refuses even with SPF and DKIM PASS', () => {
    expect(classifySender(input('alice@example.com', NO_AUTH, ses('PASS', 'PASS', 'FAIL')))).toMatchObject({ code: 'dmarc-fail' });
  });

  it('GRAY and PROCESSING_FAILED are not a pass', () => {
    expect(classifySender(input('alice@example.com', NO_AUTH, ses('GRAY', 'PROCESSING_FAILED', 'GRAY')))).toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('an empty verdict object counts as no SES verdicts', () => {
    expect(classifySender(input('alice@example.com', NO_AUTH, { sesVerdicts: {} }))).toEqual({ ok: true });
  });
});
