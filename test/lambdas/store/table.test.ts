import { describe, expect, it } from 'vitest';
import { createTableInput, INDEXES, KEY_ATTRIBUTES } from '../../../lambdas/store';

describe('createTableInput', () => {
  const input = createTableInput('pbem');

  it('is on-demand with a NEW_IMAGE stream and pk/sk keys', () => {
    expect(input.BillingMode).toBe('PAY_PER_REQUEST');
    expect(input.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(input.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
  });

  it('defines exactly the attributes the keys and indexes use', () => {
    const used = new Set([
      ...(input.KeySchema ?? []).map((k) => k.AttributeName),
      ...(input.GlobalSecondaryIndexes ?? []).flatMap((i) => (i.KeySchema ?? []).map((k) => k.AttributeName)),
    ]);
    expect(new Set(input.AttributeDefinitions?.map((a) => a.AttributeName))).toEqual(used);
    expect([...used].sort()).toEqual([...KEY_ATTRIBUTES].sort());
  });

  it('has the three indexes named in the design', () => {
    expect(input.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['byAddress', 'byDue', 'byPendingOutbox']);
    expect(INDEXES.byDue).toEqual({ name: 'byDue', pk: 'duePk', sk: 'dueSk' });
  });
});
