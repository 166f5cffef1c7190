import { describe, expect, it } from 'vitest';
import { editDistance, nearestIndex } from '../../../engine/core/near-miss';
import { parseAmongLegal, parseForgiving } from '../../../engine/core/notation';

const MOVES = ['take coffee', 'take corn', 'take indigo', 'build harbor', 'build small market', 'knowledge', 'mines', 'pass'];
const id = (m: string) => m;

describe('edit distance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('cofee', 'coffee')).toBe(1);
    expect(editDistance('coffe', 'coffee')).toBe(1);
    expect(editDistance('hrabor', 'harbor')).toBe(1);
    expect(editDistance('harbxr', 'harbor')).toBe(1);
    expect(editDistance('corn', 'coffee')).toBe(4);
  });
  it('gives up past its limit', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('nearestIndex', () => {
  it('finds the one candidate a near miss meant', () => {
    expect(nearestIndex('takecofee', [['takecoffee'], ['takecorn']])).toBe(0);
  });
  it('guesses nothing for short words, far words or ties', () => {
    expect(nearestIndex('cor', [['corn']])).toBe(-1);
    expect(nearestIndex('harvest', [['takecoffee']])).toBe(-1);
    expect(nearestIndex('takecorm', [['takecorn'], ['takecorx']])).toBe(-1);
  });
});

describe('refusals suggest the nearest legal move, once per language', () => {
  it('parseForgiving: `take cofee` → did you mean `take coffee`?', () => {
    const r = parseForgiving('take cofee', MOVES, id);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('unknown-move');
    expect(r.error.reason).toBe('"take cofee" is not a legal move now. Did you mean "take coffee"? You can: ' + MOVES.join(', ') + '.');
    expect(r.error.reasonJa).toBe(
      '「take cofee」は今選べる行動ではありません。もしかして「take coffee」ですか？選べる行動：' + MOVES.join(', '),
    );
  });
  it('a misspelt word without its verb still finds the move (`harbr` → `build harbor`)', () => {
    const r = parseForgiving('habror', MOVES, id);
    expect(!r.ok && r.error.reason).toContain('Did you mean "build harbor"?');
  });
  it('`knowlege` → `knowledge`; parseAmongLegal does the same', () => {
    const r = parseAmongLegal('knowlege', MOVES, id);
    expect(!r.ok && r.error.reasonJa).toContain('もしかして「knowledge」ですか？');
  });
  it('no guess when nothing is near', () => {
    const r = parseForgiving('sell tobacco', MOVES, id);
    expect(!r.ok && r.error.reason).not.toContain('Did you mean');
    expect(!r.ok && r.error.reasonJa).toBe('「sell tobacco」は今選べる行動ではありません。選べる行動：' + MOVES.join(', '));
  });
});
