import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { composeMime, threadHeaders, threadRootId } from '../../../../lambdas/mail/outbound/compose';
import { shorterEncoding } from '../../../../templates/email-budget';
import { renderStatusEmail } from '../../../../templates';
import { statusModel } from '../../../templates/helpers';

const REPLY = 'g-g7k2-1-abcdef1234@play.example.org';

async function compose(extra: Partial<Parameters<typeof composeMime>[0]> = {}) {
  const email = renderStatusEmail(statusModel());
  const raw = await composeMime({
    from: 'Puerto Rico by email <play@play.example.org>',
    to: 'Ben Müller <ben@example.com>',
    replyTo: REPLY,
    subject: email.subject,
    html: email.html,
    text: email.text,
    ...threadHeaders('g7k2', 1, 'play.example.org'),
    listUnsubscribe: { address: REPLY, url: 'https://play.example.org/u/abc?x=1' },
    autoSubmitted: true,
    date: new Date('2026-11-22T06:00:00Z'),
    ...extra,
  });
  return { email, raw, parsed: await PostalMime.parse(raw) };
}

function header(parsed: Awaited<ReturnType<typeof PostalMime.parse>>, name: string): string | undefined {
  return parsed.headers.find((h) => h.key === name.toLowerCase())?.value;
}

describe('threadRootId', () => {
  it('is the same synthetic id for every email to one seat of one game, and differs per seat', () => {
    expect(threadRootId('g7k2', 1, 'play.example.org')).toBe('<g7k2.1@play.example.org>');
    expect(threadRootId('g7k2', 1, 'play.example.org')).toBe(threadRootId('g7k2', 1, 'play.example.org'));
    expect(threadRootId('g7k2', 2, 'play.example.org')).not.toBe(threadRootId('g7k2', 1, 'play.example.org'));
  });
});

describe('composeMime', () => {
  it('builds multipart/alternative with the text and HTML parts intact in UTF-8', async () => {
    const { email, raw, parsed } = await compose();
    expect(raw.toString('latin1')).toMatch(/Content-Type: multipart\/alternative/);
    expect(parsed.text?.trim()).toBe(email.text.trim());
    expect(parsed.html?.trim()).toBe(email.html.trim());
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.text).toContain('建築家');
    expect(parsed.to?.[0]).toMatchObject({ name: 'Ben Müller', address: 'ben@example.com' });
  });

  it('writes each part in the shorter transfer encoding: a Japanese text part in base64, mostly-ASCII HTML quoted-printable (size)', async () => {
    const japanese = 'あなたの番です：役割を選ぶ\n'.repeat(40);
    expect(shorterEncoding(japanese)).toBe('base64');
    expect(shorterEncoding('<div class="mv">build harbor</div>\n'.repeat(40))).toBe('quoted-printable');
    const { raw, parsed } = await compose({ text: japanese, html: '<p>build harbor</p>' });
    const source = raw.toString('latin1');
    expect(source).toMatch(/Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64/);
    expect(source).toMatch(/Content-Type: text\/html; charset=utf-8\r\nContent-Transfer-Encoding: (?:quoted-printable|7bit)/);
    expect(parsed.text?.trim()).toBe(japanese.trim());
    // Base64 is 4/3 of the UTF-8 bytes; quoted-printable would have been 3 times.
    expect(raw.length).toBeLessThan(Buffer.byteLength(japanese) * 1.5 + 2_000);
  });

  it('sets Reply-To to the token address and threads on the synthetic root id', async () => {
    const { parsed } = await compose();
    expect(parsed.replyTo?.[0]?.address).toBe(REPLY);
    expect(parsed.inReplyTo).toBe('<g7k2.1@play.example.org>');
    expect(parsed.references).toBe('<g7k2.1@play.example.org>');
  });

  it('marks the mail Auto-Submitted and offers mailto and one-click https unsubscribe', async () => {
    const { parsed } = await compose();
    expect(header(parsed, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(parsed, 'List-Unsubscribe')).toBe(
      `<mailto:${REPLY}?subject=notify%20turn&body=notify%20turn>, <https://play.example.org/u/abc?x=1>`,
    );
    expect(header(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(parsed, 'Date')).toBe('Sun, 22 Nov 2026 06:00:00 +0000');
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
  });

  it('omits List-Unsubscribe-Post when there is no https URL (one-click needs one)', async () => {
    const { parsed } = await compose({ listUnsubscribe: { address: REPLY } });
    expect(header(parsed, 'List-Unsubscribe')).toBe(`<mailto:${REPLY}?subject=notify%20turn&body=notify%20turn>`);
    expect(header(parsed, 'List-Unsubscribe-Post')).toBeUndefined();
  });

  it('keeps a given Message-ID and extra headers', async () => {
    const { parsed } = await compose({ messageId: '<out-1@play.example.org>', extraHeaders: { 'X-Pbem-Game': 'g7k2' } });
    expect(parsed.messageId).toBe('<out-1@play.example.org>');
    expect(header(parsed, 'X-Pbem-Game')).toBe('g7k2');
  });

  it('refuses header injection, plain-http unsubscribe URLs and malformed thread ids', async () => {
    await expect(compose({ subject: 'hi\r\nBcc: victim@example.com' })).rejects.toThrow(/one line/);
    await expect(compose({ listUnsubscribe: { address: REPLY, url: 'http://play.example.org/u' } })).rejects.toThrow();
    await expect(compose({ inReplyTo: 'g7k2.1@play.example.org' })).rejects.toThrow(/message id/);
  });
});
