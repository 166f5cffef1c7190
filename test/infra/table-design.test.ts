import { describe, expect, it } from 'vitest';
import { TABLE_DESIGN } from '../../infra/table-design';
import { gameKey, moveKey, outboxKey } from '../../lambdas/store/keys';

describe('outbox stream filter prefix', () => {
  it('matches every outbox key the store writes, game-bound or not', () => {
    for (const key of [outboxKey({ gameId: 'g7k2' }, 'u1', 0), outboxKey({ updateId: 'u2' }, 'u2', 3)]) {
      expect(key.sk.startsWith(TABLE_DESIGN.outboxSortKeyPrefix)).toBe(true);
    }
  });

  it('matches no game state or move log item (they must not wake the outbound function)', () => {
    for (const key of [gameKey('g7k2'), moveKey('g7k2', 42)]) {
      expect(key.sk.startsWith(TABLE_DESIGN.outboxSortKeyPrefix)).toBe(false);
    }
  });
});
