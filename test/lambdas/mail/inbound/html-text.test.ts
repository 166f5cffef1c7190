import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from '../../../../lambdas/mail/inbound/html-text';

describe('HTML-only mail reduced to text', () => {
  it('ends lines at block elements and <br>, and folds whitespace inside a line', () => {
    expect(htmlToText('<div>take   mayor</div><div>pass<br>status</div>')).toBe('take mayor\npass\nstatus');
  });

  it('writes blockquotes as "> " lines, nested ones with more marks', () => {
    const html = '<p>build harbor</p><div>On Mon, Ann wrote:</div><blockquote><p>Your turn</p><blockquote>older</blockquote></blockquote>';
    expect(htmlToText(html)).toBe('build harbor\n\nOn Mon, Ann wrote:\n> Your turn\n\n> > older');
  });

  it('keeps link text but not the href (a mailto href is the game address, not a move)', () => {
    expect(htmlToText('<a href="mailto:g-abcd-0-xyz@play.test?body=1">1. role settler</a>')).toBe('1. role settler');
  });

  it('drops head, styles, scripts and images', () => {
    const html =
      '<html><head><title>t</title><style>p{color:red}</style></head><body><script>x()</script><img src="a.png" alt="logo"><p>craftsman</p></body></html>';
    expect(htmlToText(html)).toBe('craftsman');
  });

  it('marks list items and keeps preformatted lines', () => {
    expect(htmlToText('<ul><li>take coffee</li><li>pass</li></ul>')).toBe('* take coffee\n* pass');
    expect(htmlToText('<pre>ship corn 5\n  keep sugar</pre>')).toBe('ship corn 5\n  keep sugar');
  });

  it('decodes named and numeric entities, and leaves unknown ones alone', () => {
    expect(decodeEntities('a&nbsp;&amp;&lt;b&gt; &#x5EFA;&#31689;&#23478; &madeup;')).toBe('a &<b> 建築家 &madeup;');
    expect(htmlToText('<p>ship&nbsp;corn&nbsp;5</p>')).toBe('ship corn 5');
  });

  it('puts table cells of a row on one line', () => {
    expect(htmlToText('<table><tr><td>From:</td><td>Puerto Rico g7k2</td></tr><tr><td>Sent:</td><td>Monday</td></tr></table>')).toBe(
      'From: Puerto Rico g7k2\nSent: Monday',
    );
  });

  it('handles attributes containing ">" and unclosed comments', () => {
    expect(htmlToText('<div title="a > b">role mayor</div><!-- never closed')).toBe('role mayor');
  });

  it('stays linear on hostile input', () => {
    const hostile = `<div ${'a="'.repeat(20000)}>${'<'.repeat(50000)}`;
    const started = Date.now();
    htmlToText(hostile);
    // Generous bound: a backtracking pattern takes seconds to minutes here.
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
