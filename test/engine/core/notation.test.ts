import { describe, expect, it } from 'vitest';
import { compact, normalize, parseAmongLegal, translateAliases } from '../../../engine/core/notation';

describe('notation helpers', () => {
  it('normalizes case, hyphens, full-width characters and spaces', () => {
    expect(normalize('  Build   Small-Market ')).toBe('build small market');
    expect(normalize('ＢＵＩＬＤ　ｈａｒｂｏｒ')).toBe('build harbor');
    expect(compact('indigo-plant')).toBe('indigoplant');
  });

  it('translates aliases longest first', () => {
    const aliases = { '倉庫': 'small-warehouse', '大倉庫': 'large-warehouse', '建設': 'build' };
    expect(translateAliases('建設 大倉庫', aliases)).toBe('build large warehouse');
  });

  it('matches a legal move by its notation and lists the options otherwise', () => {
    const legal = [{ kind: 'a', id: 'x' }, { kind: 'b', id: 'y' }];
    const fmt = (m: { kind: string; id: string }) => `take ${m.id}-thing`;
    expect(parseAmongLegal('TAKE Y THING', legal, fmt)).toEqual({ ok: true, move: legal[1] });
    const bad = parseAmongLegal('take z', legal, fmt);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.reason).toBe('"take z" is not a legal move now. You can: take x-thing, take y-thing.');
  });
});
