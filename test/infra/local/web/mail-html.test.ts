import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../../../../templates/mailto';
import { emailDocument, emailFrame, parseMailto, rewriteMailtoLinks } from '../../../../infra/local/web/mail-html';

describe('parseMailto', () => {
  it('reads what the templates write: address, subject and a multi-line body (RFC 6068)', () => {
    const href = mailtoHref('g-abc-1-tok@pbem.localhost', {
      subject: 'Re: [Puerto Rico abc #3] Your turn: build',
      body: 'build small-market\nstatus',
    });
    expect(parseMailto(href)).toEqual({
      to: 'g-abc-1-tok@pbem.localhost',
      subject: 'Re: [Puerto Rico abc #3] Your turn: build',
      body: 'build small-market\nstatus',
    });
  });

  it('keeps a plus sign a plus sign and tolerates bad percent-escapes', () => {
    expect(parseMailto('mailto:a@b.test?body=1+2%20x')?.body).toBe('1+2 x');
    expect(parseMailto('mailto:a@b.test?subject=100%')?.subject).toBe('100%');
  });

  it('is null for other links', () => {
    expect(parseMailto('https://example.com/')).toBeNull();
  });
});

describe('rewriteMailtoLinks', () => {
  it('turns a mailto link (with &amp; in the attribute) into the compose form in the top window, dropping its own target', () => {
    const html =
      '<a target="_blank" style="x" href="mailto:g-a-0-t@pbem.localhost?subject=Re%3A%20hi&amp;body=role%20settler">role settler</a>';
    const out = rewriteMailtoLinks(html, 'ann@friends.test', 7);
    expect(out).toBe(
      '<a href="/compose?from=ann%40friends.test&amp;re=7&amp;to=g-a-0-t%40pbem.localhost&amp;subject=Re%3A+hi&amp;body=role+settler" target="_top" data-mailto="1" style="x">role settler</a>',
    );
  });

  it('leaves other links and single-quoted non-mailto hrefs alone', () => {
    const html = `<a href="https://example.com/rules">rules</a><a href='#top'>top</a>`;
    expect(rewriteMailtoLinks(html, 'ann@friends.test', 1)).toBe(html);
  });

  it('rewrites single-quoted mailto hrefs too', () => {
    expect(rewriteMailtoLinks(`<a href='mailto:x@pbem.localhost?body=join'>Join</a>`, 'bo@x.test', 2)).toContain(
      'href="/compose?from=bo%40x.test&amp;re=2&amp;to=x%40pbem.localhost&amp;body=join"',
    );
  });
});

describe('emailDocument and emailFrame', () => {
  it('opens other links in a new tab via <base target="_blank"> in the head', () => {
    expect(emailDocument('<html><head><title>t</title></head><body>x</body></html>', 'a@b.test', 1)).toContain(
      '<head><base target="_blank"><title>',
    );
    expect(emailDocument('<p>bare</p>', 'a@b.test', 1)).toMatch(
      /^<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><\/head><body><p>bare<\/p>/,
    );
  });

  it('sandboxes the frame without scripts and escapes the whole document into srcdoc', () => {
    const frame = emailFrame('<p title="a&b">"hi"</p><script>alert(1)</script>', 'a@b.test', 1);
    expect(frame).toMatch(
      /sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"/,
    );
    expect(frame).not.toContain('allow-scripts');
    expect(frame).toContain('&lt;p title=&quot;a&amp;b&quot;&gt;&quot;hi&quot;&lt;/p&gt;');
    expect(frame).not.toContain('<script>');
  });
});
