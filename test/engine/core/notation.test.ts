import { describe, expect, it } from 'vitest';
import { aliasTable, compact, normalize, parseAmongLegal, parseForgiving, translateAliases } from '../../../engine/core/notation';

describe('notation helpers', () => {
  it('normalizes case, hyphens, full-width characters and spaces', () => {
    expect(normalize('  Build   Small-Market ')).toBe('build small market');
    expect(normalize('ＢＵＩＬＤ　ｈａｒｂｏｒ')).toBe('build harbor');
    expect(compact('indigo-plant')).toBe('indigoplant');
  });

  it('translates aliases longest first', () => {
    const aliases = { 倉庫: 'small-warehouse', 大倉庫: 'large-warehouse', 建設: 'build' };
    expect(translateAliases('建設 大倉庫', aliases)).toBe('build large warehouse');
  });

  it('matches a legal move by its notation and lists the options otherwise', () => {
    const legal = [
      { kind: 'a', id: 'x' },
      { kind: 'b', id: 'y' },
    ];
    const fmt = (m: { kind: string; id: string }) => `take ${m.id}-thing`;
    expect(parseAmongLegal('TAKE Y THING', legal, fmt)).toEqual({ ok: true, move: legal[1] });
    const bad = parseAmongLegal('take z', legal, fmt);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.reason).toBe('"take z" is not a legal move now. You can: take x-thing, take y-thing.');
  });
});

describe('parseForgiving: the one forgiving parser every game uses', () => {
  type Mv = { kind: 'build' | 'ship' | 'pass'; what: string };
  const legal: Mv[] = [
    { kind: 'build', what: 'harbor' },
    { kind: 'build', what: 'small-market' },
    { kind: 'ship', what: 'corn 5' },
    { kind: 'ship', what: 'corn 6' },
    { kind: 'pass', what: '' },
  ];
  const fmt = (m: Mv) => `${m.kind}${m.what ? ` ${m.what}` : ''}`;
  const table = aliasTable({ 港: 'harbor', 建設: 'build' });
  const read = (text: string) => parseForgiving(text, legal, fmt, table);

  it('reads the exact words, forgiving case and hyphens', () => expect(read('Build Small Market')).toEqual({ ok: true, move: legal[1] }));
  it('reads a move with the verb dropped when only one fits', () => expect(read('harbor')).toEqual({ ok: true, move: legal[0] }));
  it('reads the verb written last', () => expect(read('harbor build')).toEqual({ ok: true, move: legal[0] }));
  it('reads aliases, Japanese included', () => expect(read('港 建設')).toEqual({ ok: true, move: legal[0] }));
  it('refuses a prefix that fits several moves, naming them', () => {
    expect(read('ship corn')).toEqual({
      ok: false,
      error: {
        code: 'ambiguous-move',
        reason: '"ship corn" could mean ship corn 5 or ship corn 6: please write it in full.',
        reasonJa: '「ship corn」は「ship corn 5」、「ship corn 6」のどれのことか分かりません。省略せずに書いてください。',
      },
    });
  });
  it('refuses an unknown move with the list', () => {
    const out = read('fly');
    expect(out.ok).toBe(false);
    if (!out.ok)
      expect(out.error.reason).toBe(
        '"fly" is not a legal move now. You can: build harbor, build small-market, ship corn 5, ship corn 6, pass.',
      );
  });
  it('names the moves by their Japanese labels in the Japanese refusal, the guess with its notation (JA-STYLE refusals)', () => {
    const labelJa = (m: Mv) => ({ build: '建てる', ship: '出荷', pass: 'パス' })[m.kind] + (m.what ? `（${m.what}）` : '');
    const unknown = parseForgiving('harbr', legal, fmt, table, labelJa);
    expect(!unknown.ok && unknown.error.reasonJa).toBe(
      '「harbr」は今選べる行動ではありません。もしかして「建てる（harbor）（build harbor）」ですか？選べる行動：建てる（harbor）、建てる（small-market）、出荷（corn 5）、出荷（corn 6）、パス',
    );
    const ambiguous = parseForgiving('ship corn', legal, fmt, table, labelJa);
    expect(!ambiguous.ok && ambiguous.error.reasonJa).toBe(
      '「ship corn」は「出荷（corn 5）」、「出荷（corn 6）」のどれのことか分かりません。省略せずに書いてください。',
    );
    // Labels with a 、 of their own are set apart by ／.
    const withComma = parseForgiving('fly', legal, fmt, table, (m) => `${m.kind}、${m.what}`);
    expect(!withComma.ok && withComma.error.reasonJa).toContain('選べる行動：build、harbor ／ build、small-market ／ ship、corn 5');
  });
  it('says so when there is no decision to take', () => {
    expect(parseForgiving('pass', [], fmt)).toEqual({
      ok: false,
      error: { code: 'not-your-turn', reason: 'You have no decision to take now.', reasonJa: '今あなたが決めることはありません。' },
    });
  });
});
