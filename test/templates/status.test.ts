import { describe, expect, it } from 'vitest';
import { renderGameStart, renderStatusEmail } from '../../templates';
import { decodeEntities, mailtoLinks, parseMailto, REPLY, statusModel } from './helpers';

describe('renderStatusEmail', () => {
  it("keeps the player's one subject for the game whatever is asked; what is asked is the first line and the preheader", () => {
    const fixed = '[Test Game g7k2] Anna, Ben';
    for (const headline of ['Your turn: choose a role', 'Waiting for Anna: choose a role']) {
      const { subject, text, html } = renderStatusEmail(statusModel({ subject: fixed, headline }));
      expect(subject).toBe(fixed);
      expect(text.split('\n')[0]).toBe(headline);
      // MJML's preheader is the first element of the body, hidden.
      expect(html.slice(html.indexOf('<body'))).toMatch(new RegExp(`^<body[^>]*>\\s*<div style="display:none[^"]*">${headline}</div>`));
    }
  });

  it('without a fixed subject, brackets the game and its short id (the inbound parser reads the id)', () => {
    expect(renderStatusEmail(statusModel()).subject).toBe('[Test Game g7k2] Your turn: choose a role');
  });

  it('writes the decision marker <gameId>#<step> in both parts, for the stale-number check', () => {
    const { text, html } = renderStatusEmail(statusModel());
    expect(text).toContain('g7k2#42');
    expect(html).toContain('g7k2#42');
  });

  it('puts the moves before the board, and the board last (phone first)', () => {
    const { text, html } = renderStatusEmail(statusModel());
    expect(text.indexOf('1. role builder')).toBeLessThan(text.indexOf('Ships: 4'));
    expect(text.indexOf('Since your last email')).toBeLessThan(text.indexOf('1. role builder'));
    expect(html.indexOf('role builder')).toBeLessThan(html.indexOf('Ships: 4'));
  });

  it('lists every legal move numbered in the HTML, each a mailto that pre-fills Re: subject and the notation', () => {
    const model = statusModel();
    const email = renderStatusEmail(model);
    const links = mailtoLinks(email.html).filter((l) => l.href.includes('body='));
    for (const move of model.yourMoves ?? []) {
      const forMove = links.filter((l) => parseMailto(l.href).body === move.text);
      // One link per move, over its number and its words (one big tap target, half the bytes).
      expect(forMove.map((l) => l.label)).toEqual([`${move.n}${move.text}`]);
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
    const { html, text } = renderStatusEmail(
      statusModel({ result: { ranking: [{ place: 1, name: 'Anna', score: 40, tieBreak: 3 }], lines: ['Anna: 30 VP chips'] } }),
    );
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

  it('asks its reader to reply and play only when it lists their moves; a "Waiting for" email says there is nothing to do', () => {
    const mine = renderStatusEmail(statusModel());
    expect(mine.text).toContain('Reply to this email to play');
    expect(mine.html).toContain('Reply to this email to play');
    expect(mine.text).not.toContain('Nothing to do for now');
    const waiting = renderStatusEmail(
      statusModel({ yourMoves: null, headline: 'Waiting for Anna: choose a role', pending: [{ name: 'Anna', prompt: 'choose a role' }] }),
    );
    for (const part of [waiting.text, waiting.html]) {
      expect(part).not.toContain('Reply to this email to play');
      expect(part).toContain('Nothing to do for now: you get an email when a decision is yours.');
    }
    const ja = renderStatusEmail(
      statusModel({ lang: 'ja', yourMoves: null, headline: 'Annaの番です：役割を選ぶ', pending: [{ name: 'Anna', prompt: '役割を選ぶ' }] }),
    );
    expect(ja.text).not.toContain('返信して');
    expect(ja.text).toContain('今はすることがありません。');
    const over = renderStatusEmail(
      statusModel({ yourMoves: null, pending: [], headline: 'Game over: Anna wins', result: { ranking: [], lines: [] } }),
    );
    expect(over.text).not.toMatch(/Reply to this email to play|Nothing to do for now/);
  });

  it('shows the final ranking with tie-breaks when the game is over', () => {
    const { text } = renderStatusEmail(
      statusModel({
        yourMoves: null,
        pending: [],
        headline: 'Game over: Anna wins',
        result: {
          ranking: [
            { place: 1, name: 'Anna', score: 40, tieBreak: 7 },
            { place: 2, name: 'Ben', score: 38 },
          ],
          lines: [],
        },
      }),
    );
    expect(text).toContain('1. Anna: 40 (Tie-break 7)');
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
    const { subject, text, html } = renderGameStart({ ...model, subject: '[Test Game g7k2] Anna, Ben' });
    expect(subject).toBe('[Test Game g7k2] Anna, Ben');
    expect(text.split('\n')[0]).toBe('Game started: Your turn: choose a role');
    expect(text).toContain('The game has started');
    expect(text).not.toMatch(/seat \d/i);
    expect(text).toContain('Options: variant = on');
    expect(html).not.toContain('{{');
  });
});

describe('reply marker', () => {
  it('puts the line the inbound extractor cuts quoted replies at right under what is asked, above everything else', async () => {
    const { REPLY_ABOVE_THIS_LINE } = await import('../../lambdas/mail/inbound/quote-markers');
    const { html, text } = renderStatusEmail(statusModel());
    const lines = text.split('\n');
    expect(lines.indexOf(REPLY_ABOVE_THIS_LINE)).toBeGreaterThan(0);
    expect(lines.indexOf(REPLY_ABOVE_THIS_LINE)).toBeLessThan(6);
    expect(text.indexOf(REPLY_ABOVE_THIS_LINE)).toBeLessThan(text.indexOf('Since your last email'));
    expect(html).toContain(REPLY_ABOVE_THIS_LINE);
  });
});
