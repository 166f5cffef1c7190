import { describe, expect, it } from 'vitest';
import { renderGameStart, renderStatusEmail } from '../../templates';
import { decodeEntities, mailtoLinks, parseMailto, REPLY, statusModel } from './helpers';

describe('renderStatusEmail', () => {
  it('puts the game, the short id and the decision id in the subject in the exact bracket shape', () => {
    const { subject } = renderStatusEmail(statusModel());
    expect(subject).toBe('[Test Game g7k2 #42] Your turn: choose a role');
  });

  it('lists every legal move numbered in the HTML, each a mailto that pre-fills Re: subject and the notation', () => {
    const model = statusModel();
    const email = renderStatusEmail(model);
    const links = mailtoLinks(email.html).filter((l) => l.href.includes('body='));
    for (const move of model.yourMoves ?? []) {
      const forMove = links.filter((l) => parseMailto(l.href).body === move.text);
      // One link on the number, one on the words.
      expect(forMove.map((l) => l.label).sort()).toEqual([String(move.n), move.text].sort());
      for (const link of forMove) {
        const mailto = parseMailto(link.href);
        expect(mailto.to).toBe(REPLY);
        expect(mailto.subject).toBe(`Re: ${email.subject}`);
      }
    }
  });

  it('percent-encodes mailto values per RFC 6068 (spaces as %20, no raw & = ? # % +)', () => {
    const email = renderStatusEmail(statusModel());
    const hrefs = mailtoLinks(email.html).map((l) => l.href);
    const tricky = hrefs.find((h) => parseMailto(h).body?.startsWith('say '));
    expect(tricky).toBeDefined();
    const query = (tricky as string).split('?')[1] as string;
    expect(query.split('&').map((p) => p.split('=')[0])).toEqual(['subject', 'body']);
    expect(query).not.toMatch(/[ +#?]/);
    expect(query).toContain('%20');
    expect(parseMailto(tricky as string).body).toBe('say a&b=c?d#e 100% + 建築家');
  });

  it('lists the same numbered moves in the text part', () => {
    const model = statusModel();
    const { text } = renderStatusEmail(model);
    for (const move of model.yourMoves ?? []) expect(text).toContain(`  ${move.n}. ${move.text}\n`);
  });

  it('carries the digest, the board text, whose turn and the deadline in both parts', () => {
    const model = statusModel();
    const { html, text } = renderStatusEmail(model);
    const plainHtml = decodeEntities(html.replace(/<[^>]+>/g, ''));
    for (const part of [plainHtml, text]) {
      expect(part).toContain('takes the Settler (+1 doubloon)');
      expect(part).toContain('The round ends.');
      expect(part).toContain('Ships: 4 [corn 2] 5 [] 6 []');
      expect(part).toContain('choose a role');
      expect(part).toContain('Tue 24 Nov 2026, 18:00 (Europe/Berlin)');
    }
    expect(text).toContain('- Anna takes the Settler (+1 doubloon)');
  });

  it('leaves no unfilled mustache tag in HTML or text', () => {
    const { html, text } = renderStatusEmail(statusModel({ result: { ranking: [{ place: 1, name: 'Anna', score: 40, tieBreak: 3 }], lines: ['Anna: 30 VP chips'] } }));
    expect(html).not.toContain('{{');
    expect(text).not.toContain('{{');
  });

  it('escapes player-supplied text in the HTML', () => {
    const { html } = renderStatusEmail(statusModel({ digest: [{ actor: '<script>alert(1)</script>', text: 'x' }] }));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows no move list when it is not the recipient decision', () => {
    const { html, text } = renderStatusEmail(statusModel({ yourMoves: null, headline: 'Waiting for Anna: choose a role' }));
    expect(mailtoLinks(html).filter((l) => parseMailto(l.href).body?.startsWith('role'))).toEqual([]);
    expect(text).not.toContain('Your moves');
  });

  it('shows the final ranking with tie-breaks when the game is over', () => {
    const { text } = renderStatusEmail(
      statusModel({
        yourMoves: null,
        pending: [],
        headline: 'Game over: Anna wins',
        result: { ranking: [{ place: 1, name: 'Anna', score: 40, tieBreak: 7 }, { place: 2, name: 'Ben', score: 38 }], lines: [] },
      }),
    );
    expect(text).toContain('1. Anna: 40 (tie-break 7)');
    expect(text).toContain('2. Ben: 38\n');
  });

  it('uses no external fonts, stylesheets or images', () => {
    const { html } = renderStatusEmail(statusModel());
    expect(html).not.toMatch(/<link\b|@import|<img\b|fonts\.googleapis/);
  });

  it('puts the notices in both parts with their tone', () => {
    const { html, text } = renderStatusEmail(statusModel({ notices: [{ tone: 'error', lines: ['Your last reply was refused.'] }] }));
    expect(text).toContain('! Your last reply was refused.');
    expect(html).toContain('Your last reply was refused.');
    expect(html).toContain('#fdecec');
  });
});

describe('renderGameStart', () => {
  it('is a status email with a welcome block, the options and the decision id in the subject', () => {
    const model = { ...statusModel(), options: [{ key: 'variant', value: 'on' }] };
    const { subject, text, html } = renderGameStart(model);
    expect(subject).toBe('[Test Game g7k2 #42] Game started: Your turn: choose a role');
    expect(text).toContain('you play seat 2');
    expect(text).toContain('Options: variant = on');
    expect(html).not.toContain('{{');
  });
});

describe('reply marker', () => {
  it('starts both parts with the line the inbound extractor cuts quoted replies at', async () => {
    const { REPLY_ABOVE_THIS_LINE } = await import('../../lambdas/mail/inbound/quote-markers');
    const { html, text } = renderStatusEmail(statusModel());
    expect(text.startsWith(`${REPLY_ABOVE_THIS_LINE}\n`)).toBe(true);
    expect(html).toContain(REPLY_ABOVE_THIS_LINE);
  });
});
