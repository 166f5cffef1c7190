import { describe, expect, it } from 'vitest';
import { mailParseCommand } from '../../cli/mail-parse';
import { fixturePath } from '../lambdas/mail/inbound/load-fixture';

const opts = { json: false, domain: 'play.example.org' };

describe('pbem mail parse', () => {
  it('prints sender, route, decision, verdicts and commands of a reply', async () => {
    const { output, exitCode } = await mailParseCommand(fixturePath('several-moves.eml'), opts);
    expect(exitCode).toBe(0);
    const lines = output.split('\n');
    expect(lines.slice(1)).toEqual([
      'from:       Heidi K. <heidi@example.org>',
      'message:    sha256:11a8ec525c736bd8a6a180fcc66f0d8433c01db456ef4bf9210a8289f6af15d9',
      'route:      game g7k2, seat 1 (token k3…, 16 characters)',
      'subject:    Re: [Puerto Rico g7k2 #49] Your turn: mayor phase',
      'decision:   game g7k2, step 49',
      'automated:  no',
      'auth:       spf=none dkim=none dmarc=none (no Authentication-Results)',
      'text:       plain; reply ends at line 11 (signature: --)',
      'commands:   6',
      '  1. move      take mayor',
      '  2. move      2',
      '  3. move      3',
      '  4. move      build small-market',
      '  5. history   5',
      '  6. vacation  until 2026-12-24',
    ]);
  });

  it('says why an automated mail carries no commands', async () => {
    const { output } = await mailParseCommand(fixturePath('bounce-delivery-status.eml'), opts);
    expect(output).toContain('automated:  yes: sender is a mailer daemon, postmaster or no-reply address');
    expect(output).toContain('commands:   0 (automated mail carries none)');
  });

  it('explains an unrouted mail', async () => {
    const { output } = await mailParseCommand(fixturePath('gmail-reply.eml'), { ...opts, domain: 'other.example' });
    expect(output).toContain('route:      not routed: no recipient at other.example');
  });

  it('--json gives the parsed mail without the full text and never the whole token', async () => {
    const { output, exitCode } = await mailParseCommand(fixturePath('mailing-list.eml'), { ...opts, json: true });
    expect(exitCode).toBe(0);
    const parsed = JSON.parse(output);
    expect(parsed.route).toEqual({ kind: 'game', address: 'g-g7k2-1-k3…@play.example.org', gameId: 'g7k2', seat: 1, token: 'k3…' });
    expect(parsed.automated).toEqual({ reason: 'mailing-list mail (List-Id or List-Unsubscribe)' });
    expect(parsed.text).toBeUndefined();
    expect(output).not.toContain('k3m9x2p7');
  });

  it('exits 2 when the file cannot be read', async () => {
    const { output, exitCode } = await mailParseCommand(fixturePath('missing.eml'), opts);
    expect(exitCode).toBe(2);
    expect(output).toMatch(/^pbem: cannot read .*missing\.eml/);
  });
});
