import { describe, expect, it } from 'vitest';
import { renderStatusEmail } from '../../templates';
import { groupMoves, rangeText } from '../../templates/move-groups';
import { mailtoLinks, parseMailto, statusModel } from './helpers';

const numbered = (texts: readonly string[]) => texts.map((text, i) => ({ n: i + 1, text }));

describe('long move families on one line (issue 12)', () => {
  it('collapses moves whose notation differs in one number only into "bank N, N = 1–12"', () => {
    const moves = numbered(['place K1L', ...Array.from({ length: 12 }, (_, i) => `bank ${i + 1}`), 'pass']);
    const rows = groupMoves(moves);
    expect(rows.map((r) => r.kind)).toEqual(['move', 'family', 'move']);
    const family = rows[1]!;
    expect(family.kind === 'family' && { pattern: family.pattern, range: family.range, numbers: family.numbers }).toEqual({ pattern: 'bank N', range: '1–12', numbers: '2–13' });
  });

  it('leaves short runs one line per move, and ids with digits inside a word alone', () => {
    expect(groupMoves(numbered(['ship corn 4', 'ship corn 5', 'ship corn 6'])).every((r) => r.kind === 'move')).toBe(true);
    expect(groupMoves(numbered(['place W1L', 'place W2L', 'place W3L', 'place W4L'])).every((r) => r.kind === 'move')).toBe(true);
  });

  it('says non-consecutive values one by one', () => {
    expect(rangeText([1, 3, 5, 7])).toBe('1, 3, 5, 7');
    expect(rangeText([4, 2, 3, 1])).toBe('1–4');
  });

  it('renders a family as one row with a one-tap link per value, each pre-filling the whole move', () => {
    const model = statusModel({ yourMoves: numbered(Array.from({ length: 6 }, (_, i) => `bank ${i + 1}`)) });
    const email = renderStatusEmail(model);
    expect(email.text).toContain('1–6. bank N (N = 1–6)');
    const bodies = mailtoLinks(email.html).map((l) => parseMailto(l.href).body);
    for (let v = 1; v <= 6; v++) expect(bodies).toContain(`bank ${v}`);
  });

  it('shows what a move does and costs beside it, in both parts', () => {
    const email = renderStatusEmail(statusModel({ yourMoves: [{ n: 1, text: 'build harbor', note: '8 doubloons (7 after your quarry), 3 VP' }] }));
    expect(email.text).toContain('1. build harbor (8 doubloons (7 after your quarry), 3 VP)');
    expect(email.html).toContain('8 doubloons (7 after your quarry), 3 VP');
  });
});
