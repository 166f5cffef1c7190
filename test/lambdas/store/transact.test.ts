import { describe, expect, it } from 'vitest';
import { TransactionTooLarge } from '../../../lambdas/store';
import { approximateSize, checkLimits, LIMITS, type TaggedWrite } from '../../../lambdas/store/transact';

const put = (item: Record<string, unknown>): TaggedWrite => ({ role: 'move', item: { Put: { TableName: 't', Item: item } } });

describe('approximateSize', () => {
  it('counts UTF-8 bytes of strings and attribute names', () => {
    expect(approximateSize('abc')).toBe(3);
    expect(approximateSize('ゲーム')).toBe(9);
    expect(approximateSize({ ab: 'cd' })).toBe(3 + 1 + 2 + 2);
  });
});

describe('checkLimits', () => {
  it('accepts 100 small writes and refuses 101 with the count', () => {
    const writes = Array.from({ length: LIMITS.transactionItems }, (_, i) => put({ pk: `p${i}`, sk: 's' }));
    expect(() => checkLimits(writes)).not.toThrow();
    expect(() => checkLimits([...writes, put({ pk: 'x', sk: 's' })])).toThrow(/at most 100 items, this one has 101/);
  });

  it('refuses an item over 400 KB and a transaction over 4 MB', () => {
    const big = 'x'.repeat(LIMITS.itemBytes + 1);
    expect(() => checkLimits([put({ pk: 'a', sk: 's', big })])).toThrow(TransactionTooLarge);
    const chunk = 'y'.repeat(300 * 1024);
    const writes = Array.from({ length: 15 }, (_, i) => put({ pk: `p${i}`, sk: 's', chunk }));
    expect(() => checkLimits(writes)).toThrow(/exceeds the 4194304-byte limit/);
    expect(() => checkLimits(writes.slice(0, 13))).not.toThrow();
  });

  it('refuses an empty transaction', () => {
    expect(() => checkLimits([])).toThrow(TransactionTooLarge);
  });
});
