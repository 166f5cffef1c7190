/** The shared Lambda runtime: the token key from Secrets Manager, games loaded as they are read. */
import { describe, expect, it, vi } from 'vitest';
import { loadingGames } from '../../../lambdas/aws/runtime';
import type { Store } from '../../../lambdas/store/index';

describe('loadingGames', () => {
  it('loads the rules of each game it reads, before handing the game on; nothing for a missing game', async () => {
    const order: string[] = [];
    const store = {
      getGame: async (id: string) => {
        order.push(`read ${id}`);
        return id === 'g1' ? { gameId: 'g1', kind: 'barrage' } : null;
      },
      pendingOutbox: async () => [],
    } as unknown as Store;
    const load = vi.fn(async (kind: string) => {
      order.push(`load ${kind}`);
    });
    const wrapped = loadingGames(store, load);
    expect(await wrapped.getGame('g1')).toMatchObject({ kind: 'barrage' });
    expect(await wrapped.getGame('nope')).toBeNull();
    expect(order).toEqual(['read g1', 'load barrage', 'read nope']);
    // Everything else is the store's own.
    expect(wrapped.pendingOutbox).toBe(store.pendingOutbox);
  });
});

describe('runtime', () => {
  it('reads the token key through the given reader, once, and tries again after a failed read', async () => {
    vi.resetModules();
    const { runtime } = await import('../../../lambdas/aws/runtime');
    const env = {
      TABLE_NAME: 't',
      MAIL_DOMAIN: 'play.test',
      SENDER_ADDRESS: 'games@play.test',
      TOKEN_SECRET_ARN: 'arn:secret',
      AWS_REGION: 'eu-west-1',
    };
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const reader = vi
        .fn<(id: string) => Promise<string>>()
        .mockRejectedValueOnce(new Error('AccessDenied'))
        .mockResolvedValue('a-token-key-of-enough-length');
      await expect(runtime(reader)).rejects.toThrow('AccessDenied');
      const first = await runtime(reader);
      const second = await runtime(reader);
      expect(second).toBe(first);
      expect(first.deps.config.tokenSecret).toBe('a-token-key-of-enough-length');
      expect(reader.mock.calls).toEqual([['arn:secret'], ['arn:secret']]);
    } finally {
      process.env = saved;
    }
  });

  it("refuses to start without the secret's ARN (a value in TOKEN_SECRET is not read)", async () => {
    vi.resetModules();
    const { readEnv } = await import('../../../lambdas/aws/runtime');
    expect(() =>
      readEnv({ TABLE_NAME: 't', MAIL_DOMAIN: 'play.test', SENDER_ADDRESS: 'games@play.test', TOKEN_SECRET: 'x'.repeat(40) }),
    ).toThrow(/TOKEN_SECRET_ARN/);
  });
});

describe('readTokenSecret', () => {
  it('refuses a secret that is not a long enough string', async () => {
    vi.resetModules();
    vi.doMock('@aws-lambda-powertools/parameters/secrets', () => ({ getSecret: async () => 'short' }));
    const { readTokenSecret } = await import('../../../lambdas/aws/token-secret');
    await expect(readTokenSecret('arn:x')).rejects.toThrow(/at least 16 characters/);
    vi.doUnmock('@aws-lambda-powertools/parameters/secrets');
  });
});
