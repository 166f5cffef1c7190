import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INBOUND_LIMITS } from '../../../../lambdas/mail/inbound/limits';
import { readCommands, readInboundMail } from '../../../../lambdas/mail/inbound/parse-mail';
import { FUZZ_DOMAIN, fixtureCorpus, generatedMail, mutatedFixture } from '../../../support/mime-fuzz';

/**
 * Every raw mail gets an outcome, never an exception. A modest count here; the
 * long run with CPU time and memory figures is `npm run bench -- fuzz`.
 */
async function outcomeOf(raw: Uint8Array | string): Promise<void> {
  const read = await readInboundMail(raw, { domain: FUZZ_DOMAIN });
  if (!read.ok) {
    expect(read.refusal.reason.length).toBeGreaterThan(0);
    return;
  }
  const mail = readCommands(read.mail);
  expect(mail.commands.length).toBeLessThanOrEqual(INBOUND_LIMITS.commandLines);
  expect(mail.text.length).toBeLessThanOrEqual(INBOUND_LIMITS.textChars);
  if (mail.automated) expect(mail.commands).toEqual([]);
}

describe('inbound fuzz: an outcome for every mail', () => {
  it('generated MIME (broken boundaries, charsets, encodings, RFC 2047, NUL, bombs)', async () => {
    await fc.assert(fc.asyncProperty(generatedMail, outcomeOf), { numRuns: 50, seed: 13 });
  });

  it('mutations of the fixture corpus', async () => {
    await fc.assert(fc.asyncProperty(mutatedFixture(fixtureCorpus()), outcomeOf), { numRuns: 80, seed: 1313 });
  });
});
