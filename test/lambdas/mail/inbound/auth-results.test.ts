import { describe, expect, it } from 'vitest';
import { parseAuthenticationResults, readAuthVerdicts } from '../../../../lambdas/mail/inbound/auth-results';

const header = (value: string) => ({ key: 'authentication-results', value });

describe('parseAuthenticationResults', () => {
  it('reads an SES header with comments and extra properties', () => {
    expect(
      parseAuthenticationResults(
        'amazonses.com; spf=pass (spfCheck: domain of example.com designates 1.2.3.4 as permitted sender; really) client-ip=1.2.3.4; envelope-from=a@example.com; dkim=pass header.i=@example.com; dmarc=pass header.from=example.com;',
      ),
    ).toEqual({ authServId: 'amazonses.com', results: { spf: 'pass', dkim: 'pass', dmarc: 'pass' }, dkimDomains: ['example.com'] });
  });

  it('reads a Gmail header with a version and mixed case', () => {
    expect(
      parseAuthenticationResults(
        'mx.google.com 1; DKIM=PASS header.i=@x.example header.s=s1; SPF=SoftFail smtp.mailfrom=a@x.example; dmarc=fail (p=REJECT) header.from=x.example',
      ),
    ).toEqual({
      authServId: 'mx.google.com',
      results: { spf: 'softfail', dkim: 'pass', dmarc: 'fail' },
      spfDomain: 'x.example',
      dkimDomains: ['x.example'],
    });
  });

  it('any passing DKIM signature counts; other methods keep their first report', () => {
    expect(parseAuthenticationResults('mx; dkim=fail header.d=a; dkim=pass header.d=b; spf=fail; spf=pass').results).toEqual({
      dkim: 'pass',
      spf: 'fail',
    });
  });

  it('maps hardfail to fail and unknown words to none; quoted strings cannot inject results', () => {
    expect(parseAuthenticationResults('mx; spf=hardfail; dkim=weird; dmarc=none reason="x; dmarc=pass"').results).toEqual({
      spf: 'fail',
      dkim: 'none',
      dmarc: 'none',
    });
  });

  it('keeps the domain SPF checked and the signing domains of passing DKIM signatures (for alignment)', () => {
    const parsed = parseAuthenticationResults(
      'mx; spf=pass smtp.mailfrom=bounce@mail.list.example; dkim=fail header.d=bad.example; dkim=pass header.d=Alice.Example',
    );
    expect(parsed.spfDomain).toBe('mail.list.example');
    expect(parsed.dkimDomains).toEqual(['alice.example']);
  });

  it('"none" as the whole value yields no results', () => {
    expect(parseAuthenticationResults('mx.example.org; none')).toEqual({ authServId: 'mx.example.org', results: {} });
  });
});

describe('readAuthVerdicts', () => {
  const ours = header('amazonses.com; spf=pass; dkim=none; dmarc=none');
  const forged = header('evil.example; spf=pass; dkim=pass; dmarc=pass');

  it('absent header → all none, no authserv-id', () => {
    expect(readAuthVerdicts([])).toEqual({ spf: 'none', dkim: 'none', dmarc: 'none', authServId: null, spfDomain: null, dkimDomains: [] });
  });
  it('reads the topmost header by default', () => {
    expect(readAuthVerdicts([ours, forged])).toEqual({
      spf: 'pass',
      dkim: 'none',
      dmarc: 'none',
      authServId: 'amazonses.com',
      spfDomain: null,
      dkimDomains: [],
    });
  });
  it('reads only the trusted authserv-id when given, wherever it is', () => {
    expect(readAuthVerdicts([forged, ours], 'AmazonSES.com').authServId).toBe('amazonses.com');
    expect(readAuthVerdicts([forged], 'amazonses.com').authServId).toBeNull();
  });
  it('a method missing from the header is none', () => {
    expect(readAuthVerdicts([header('mx; dkim=pass')])).toEqual({
      spf: 'none',
      dkim: 'pass',
      dmarc: 'none',
      authServId: 'mx',
      spfDomain: null,
      dkimDomains: [],
    });
  });
});
