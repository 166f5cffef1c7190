/** Move links (RFC 6068 mailto:): one tap opens a reply with the subject and the move filled in. */
import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../../templates/mailto';

describe('mailtoHref', () => {
  const href = mailtoHref('g-u7b8-0-abcdefgh12345678@play.example.org', {
    subject: 'Re: [Barrage u7b8] Ann, Bo, Cy',
    body: 'place K1L; tile base; build base at 4U\nstatus',
  });

  it('writes ",", ":", ";" and "@" of a value plainly (RFC 6068 some-delims: shorter links, 50 of them a mail)', () => {
    expect(href).toBe(
      'mailto:g-u7b8-0-abcdefgh12345678@play.example.org?subject=Re:%20%5BBarrage%20u7b8%5D%20Ann,%20Bo,%20Cy&body=place%20K1L;%20tile%20base;%20build%20base%20at%204U%0D%0Astatus',
    );
  });

  it('reads back to the same subject and body', () => {
    const url = new URL(href);
    const query = new Map(
      url.search
        .slice(1)
        .split('&')
        .map((kv) => [kv.slice(0, kv.indexOf('=')), decodeURIComponent(kv.slice(kv.indexOf('=') + 1))]),
    );
    expect(query.get('subject')).toBe('Re: [Barrage u7b8] Ann, Bo, Cy');
    expect(query.get('body')).toBe('place K1L; tile base; build base at 4U\r\nstatus');
  });

  it('keeps "+", "&", "=", "?" and "#" encoded (a "+" is read as a space by some clients; the others end the value)', () => {
    const h = mailtoHref('a@b.test', { body: 'T+2L & x=1? #3' });
    expect(h).toBe('mailto:a@b.test?body=T%2B2L%20%26%20x%3D1%3F%20%233');
  });
});
