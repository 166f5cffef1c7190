import { describe, expect, it } from 'vitest';
import { legalMovesFor, newMatch, playMove, registry, type Match } from '../../engine/index';
import { movesWithNotes } from '../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../templates';
import { groupMoves, MIN_VARIANTS, rangeText } from '../../templates/move-groups';
import { mailtoLinks, parseMailto, statusModel } from './helpers';

const numbered = (texts: readonly string[]) => texts.map((text, i) => ({ n: i + 1, text }));

/** `bank 1` … `bank count`, declared by the game as members of the range `bank N`. */
const bank = (count: number, firstN = 1) =>
  Array.from({ length: count }, (_, i) => ({ n: firstN + i, text: `bank ${i + 1}`, range: { pattern: 'bank N', value: i + 1 } }));

describe('whole turns under their first move', () => {
  const under = { key: 0, label: 'role builder', note: 'Builder: build one building; privilege -1' };
  const turns = [
    { n: 1, text: 'role builder; build indigo-plant', under, rest: 'build indigo-plant', note: 'cost 2' },
    { n: 2, text: 'role builder; build hacienda', under, rest: 'build hacienda', note: 'cost 1' },
    { n: 3, text: 'role builder', under, rest: 'role builder', firstOnly: true, note: 'this move only; the rest in the next email' },
    { n: 4, text: 'role trader' },
  ];

  it('groups the turns that start alike into one row headed by the first move', () => {
    const rows = groupMoves(turns);
    expect(rows.map((r) => r.kind)).toEqual(['turns', 'move']);
    const group = rows[0]!;
    expect(group.kind === 'turns' && group.members.map((m) => m.n)).toEqual([1, 2, 3]);
  });

  it('makes each turn one tap that sends the whole turn, and the heading no link at all', () => {
    const email = renderStatusEmail(statusModel({ yourMoves: turns }));
    const links = mailtoLinks(email.html).map((l) => ({ label: l.label, body: parseMailto(l.href).body }));
    expect(links).toContainEqual({ label: '1build indigo-plant', body: 'role builder; build indigo-plant' });
    expect(links).toContainEqual({ label: '3role builder', body: 'role builder' });
    // The heading names the first move; the only link that sends it alone is the numbered "this move only" line.
    expect(links.filter((l) => l.body === 'role builder').map((l) => l.label)).toEqual(['3role builder']);
    expect(email.text).toContain('  role builder (Builder: build one building; privilege -1)\n    1. build indigo-plant (cost 2)');
  });
});

describe('number ranges on one line', () => {
  it('shows the members of a declared number range as one row: "bank N, N = 1–12"', () => {
    const moves = [{ n: 1, text: 'place K1L' }, ...bank(12, 2), { n: 14, text: 'pass' }];
    const rows = groupMoves(moves);
    expect(rows.map((r) => r.kind)).toEqual(['move', 'family', 'move']);
    const family = rows[1]!;
    expect(family.kind === 'family' && { pattern: family.pattern, range: family.range, numbers: family.numbers }).toEqual({
      pattern: 'bank N',
      range: '1–12',
      numbers: '2–13',
    });
  });

  it('leaves short ranges one line per move', () => {
    expect(groupMoves(bank(3)).every((r) => r.kind === 'move')).toBe(true);
  });

  it('never guesses a range from notation: moves that only look alike stay apart', () => {
    expect(groupMoves(numbered(['place W1L', 'place W2L', 'place W3L', 'place W4L'])).every((r) => r.kind === 'move')).toBe(true);
    expect(groupMoves(numbered(['ship corn 4', 'ship corn 5', 'ship corn 6', 'ship corn 7'])).every((r) => r.kind === 'move')).toBe(true);
  });

  it('says non-consecutive values one by one', () => {
    expect(rangeText([1, 3, 5, 7])).toBe('1, 3, 5, 7');
    expect(rangeText([4, 2, 3, 1])).toBe('1–4');
  });

  it('renders a range as one row with a one-tap link per number, each pre-filling that whole move', () => {
    const email = renderStatusEmail(statusModel({ yourMoves: bank(6) }));
    expect(email.text).toContain('1–6. bank N (N = 1–6)');
    const bodies = mailtoLinks(email.html).map((l) => parseMailto(l.href).body);
    for (let v = 1; v <= 6; v++) expect(bodies).toContain(`bank ${v}`);
  });

  it("the range's title is not a link: no reply ever carries the pattern `bank N`", () => {
    const email = renderStatusEmail(statusModel({ yourMoves: bank(6) }));
    expect(email.html).toContain('bank N');
    const bodies = mailtoLinks(email.html).map((l) => parseMailto(l.href).body);
    expect(bodies).not.toContain('bank N');
  });

  it('shows what a move does and costs beside it, in both parts', () => {
    const email = renderStatusEmail(
      statusModel({ yourMoves: [{ n: 1, text: 'build harbor', note: '8 doubloons (7 after your quarry), 3 VP' }] }),
    );
    expect(email.text).toContain('1. build harbor (8 doubloons (7 after your quarry), 3 VP)');
    expect(email.html).toContain('8 doubloons (7 after your quarry), 3 VP');
  });

  it("Barrage's Bank reaches the email as one row, its numbers in the game's list order and each link a move the game plays", () => {
    const barrage = registry.get('barrage')!;
    const made = newMatch(barrage, 2, {}, 'bank-row');
    if (!made.ok) throw new Error(made.error.reason);
    let match: Match = made.match;
    // Play the first listed move until someone may put 4 or more engineers on the Bank.
    const banks = (m: Match, seat: number) => barrage.legalMoves(m.state, seat).filter((x: { kind: string }) => barrage.numberChoice?.(x));
    while (!barrage.pending(match.state).some((p) => banks(match, p.seat).length >= 4)) {
      const seat = barrage.pending(match.state)[0]!.seat;
      const out = playMove(barrage, match, seat, barrage.legalMoves(match.state, seat)[0]);
      if (!out.ok) throw new Error(out.error.reason);
      match = out.match;
    }
    const seat = barrage.pending(match.state).find((p) => banks(match, p.seat).length >= 4)!.seat;
    const moves = movesWithNotes(barrage, match, seat);
    const rows = groupMoves(moves);
    const family = rows.find((r) => r.kind === 'family');
    expect(family && family.kind === 'family' && family.pattern).toBe('bank N');
    // The list keeps one number per move, in order.
    expect(rows.flatMap((r) => (r.kind === 'move' ? [r.move.n] : r.members.map((m) => m.n)))).toEqual(moves.map((m) => m.n));
    const email = renderStatusEmail(statusModel({ yourMoves: moves }));
    const bodies = mailtoLinks(email.html).map((l) => parseMailto(l.href).body);
    for (const text of banks(match, seat).map((m: { kind: string }) => barrage.format(m))) {
      expect(bodies).toContain(text);
      expect(barrage.parse(text, match.state, seat).ok, text).toBe(true);
    }
    expect(bodies).not.toContain('bank N');
  });
});

describe('whole turns that differ in one word: one row of small links', () => {
  const under = { key: 0, label: 'place CB1', note: 'Construction' };
  const site = (n: number, code: string) => ({
    n,
    text: `place CB1; tile base; build base at ${code}`,
    under,
    rest: `tile base; build base at ${code}`,
    note: `base at ${code}`,
    variant: { key: 'place CB1; tile base; build base at', head: 'tile base; build base at …', label: code },
  });
  const sites = ['2L', '3U', '4L', '5U'].map((code, i) => site(i + 1, code));
  const firstOnly = { n: 5, text: 'place CB1', under, rest: 'place CB1', firstOnly: true, note: 'this move only' };

  it('folds a run of two or more into one row; a turn alone stays a line', () => {
    const rows = groupMoves([...sites, firstOnly]);
    const group = rows[0]!;
    expect(MIN_VARIANTS).toBe(2);
    expect(group.kind === 'turns' && group.items.map((i) => i.kind)).toEqual(['variants', 'line']);
    expect(group.kind === 'turns' && group.items[0]!.kind === 'variants' && group.items[0]!.numbers).toBe('1–4');
    const alone = groupMoves([sites[0]!, firstOnly])[0]!;
    expect(alone.kind === 'turns' && alone.items.map((i) => i.kind)).toEqual(['line', 'line']);
  });

  it('makes each small link send its whole turn, and numbers every link in the text part', () => {
    const email = renderStatusEmail(statusModel({ yourMoves: [...sites, firstOnly] }));
    const links = mailtoLinks(email.html).map((l) => ({ label: l.label, body: parseMailto(l.href).body }));
    for (const s of sites) expect(links).toContainEqual({ label: s.variant.label, body: s.text });
    expect(links).toContainEqual({ label: '5place CB1', body: 'place CB1' });
    expect(email.text).toContain(
      '    1–4. tile base; build base at …\n      2L (1) · 3U (2) · 4L (3) · 5U (4)\n    5. place CB1 (this move only)',
    );
  });

  it('lists the same lines whatever the language: a number reads back the turn the email showed', () => {
    const game = registry.get('barrage')!;
    const created = newMatch(game, 3, {}, 'variants-1');
    if (!created.ok) throw new Error(created.error.reason);
    let match: Match = created.match;
    // Into the first action round: the Bank, the contract office and construction sites all start long turns.
    for (let i = 0; i < 40 && !movesWithNotes(game, match, game.pending(match.state)[0]!.seat, 'en').some((m) => m.variant); i++) {
      const seat = game.pending(match.state)[0]!.seat;
      const out = playMove(game, match, seat, legalMovesFor(game, match, seat)[0]!);
      if (!out.ok) throw new Error(out.error.reason);
      match = out.match;
    }
    const seat = game.pending(match.state)[0]!.seat;
    const en = movesWithNotes(game, match, seat, 'en');
    const ja = movesWithNotes(game, match, seat, 'ja');
    expect(en.some((m) => m.variant)).toBe(true);
    expect(ja.map((m) => [m.n, m.text])).toEqual(en.map((m) => [m.n, m.text]));
    expect(ja.map((m) => m.variant?.key)).toEqual(en.map((m) => m.variant?.key));
  });
});
