/** The position summary of a status email: right under what is asked, before the digest and the moves, in both parts. */
import { describe, expect, it } from 'vitest';
import { newMatch, registry } from '../../engine/index';
import { REPLY_ABOVE_THIS_LINE } from '../../lambdas/mail/inbound/quote-markers';
import { buildStatusModel } from '../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../templates';
import { decodeEntities, statusModel } from './helpers';

const SUMMARY = ['Round 3, Governor Anna. Left: 70 VP chips, 20 colonists (+3 on the ship)', 'You: 5 doubloons <& 2 VP chips>'];

describe('status email: the summary', () => {
  it('comes right under the headline and the reply marker, before the digest and the moves, in the text part', () => {
    const { text } = renderStatusEmail(statusModel({ summary: SUMMARY }));
    const lines = text.split('\n');
    const first = lines.indexOf(SUMMARY[0]!);
    // Headline, deadline, game line, the reply marker, a blank line: then the summary.
    expect(first).toBe(lines.indexOf(REPLY_ABOVE_THIS_LINE) + 2);
    expect(lines[first + 1]).toBe(SUMMARY[1]);
    expect(text.indexOf(SUMMARY[1]!)).toBeLessThan(text.indexOf('Since your last email'));
    expect(text.indexOf(SUMMARY[1]!)).toBeLessThan(text.indexOf('1. role builder'));
  });

  it('comes before the digest and the moves in the HTML, its words escaped, in a small block', () => {
    const { html } = renderStatusEmail(statusModel({ summary: SUMMARY }));
    const at = html.indexOf(SUMMARY[0]!);
    expect(at).toBeGreaterThan(html.indexOf('<body'));
    expect(html).toContain('You: 5 doubloons &lt;&amp; 2 VP chips&gt;');
    expect(at).toBeLessThan(html.indexOf('takes the Settler'));
    expect(at).toBeLessThan(html.indexOf('role builder'));
    const block = html.slice(html.lastIndexOf('<div', at), html.indexOf('</div>', at) + 6);
    expect(
      decodeEntities(block.replace(/<[^>]+>/g, '\n'))
        .split('\n')
        .filter(Boolean),
    ).toEqual(SUMMARY);
    // Small: a few hundred bytes of markup around the lines, not an MJML section's tables.
    expect(block.length - SUMMARY.join('').length).toBeLessThan(250);
  });

  it('shows nothing for a game without a summary', () => {
    const without = renderStatusEmail(statusModel());
    const empty = renderStatusEmail(statusModel({ summary: [] }));
    expect(empty).toEqual(without);
    expect(without.html).not.toContain('max-width:612px');
  });

  it("is the game's summary of the reader's view with the players' names filled in, in the reader's language", () => {
    const game = registry.get('warehouse-sale')!;
    const made = newMatch(game, 3, {}, 'summary-email');
    if (!made.ok) throw new Error(made.error.reason);
    const names = ['Gin', 'Hana', 'Kai'];
    const input = {
      game,
      match: made.match,
      seat: 1,
      names,
      gameId: 'g7k2',
      recipientAddress: 'h@example.jp',
      replyAddress: 'r@example.jp',
    };
    const view = game.view(made.match.state, 1);
    for (const lang of ['en', 'ja'] as const) {
      const model = buildStatusModel({ ...input, lang });
      expect(model.summary).toEqual(game.summary!(view, lang));
      expect(model.summary!.length).toBeGreaterThan(0);
      expect(renderStatusEmail(model).text).toContain(`\n${model.summary![0]}\n`);
    }
    // Where a line names a player, the name stands there (Barrage's leader, Puerto Rico's Governor).
    const pr = registry.get('puerto-rico')!;
    const prMatch = newMatch(pr, 3, { governor: 3 }, 'summary-email');
    if (!prMatch.ok) throw new Error(prMatch.error.reason);
    const model = buildStatusModel({ ...input, game: pr, match: prMatch.match, lang: 'en' });
    expect(model.summary![0]).toContain('Governor Kai.');
  });

  it('keeps the first screen short whatever a game writes, and a game bug there costs no email', () => {
    const base = registry.get('warehouse-sale')!;
    const made = newMatch(base, 3, {}, 'summary-bounds');
    if (!made.ok) throw new Error(made.error.reason);
    const input = {
      match: made.match,
      seat: 0,
      names: ['Gin', 'Hana', 'Kai'],
      gameId: 'g7k2',
      recipientAddress: 'g@example.jp',
      replyAddress: 'r@example.jp',
    };
    const chatty = { ...base, summary: () => ['one', 'two', 'three', 'four', 'x'.repeat(500)] };
    expect(buildStatusModel({ ...input, game: chatty }).summary).toEqual(['one', 'two', 'three']);
    const long = { ...base, summary: () => ['x'.repeat(500)] };
    expect(buildStatusModel({ ...input, game: long }).summary![0]!.length).toBeLessThanOrEqual(160);
    const broken = {
      ...base,
      summary: () => {
        throw new Error('a bug in the game');
      },
    };
    const model = buildStatusModel({ ...input, game: broken });
    expect(model.summary).toEqual([]);
    expect(model.yourMoves?.length).toBeGreaterThan(0);
  });
});
