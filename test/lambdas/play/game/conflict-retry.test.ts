import { describe, expect, it } from 'vitest';
import { retryOnConflict, TooManyConflicts } from '../../../../lambdas/play/game/conflict-retry';
import { VersionConflict } from '../../../../lambdas/store/index';

function deps(maxConflictRetries: number) {
  const logs: { level: string; message: string; extra?: Record<string, unknown> }[] = [];
  const push = (level: string) => (message: string, extra?: Record<string, unknown>) =>
    logs.push({ level, message, ...(extra ? { extra } : {}) });
  return { logs, deps: { config: { maxConflictRetries } as never, log: { info: push('info'), warn: push('warn'), error: push('error') } } };
}

describe('retrying a game update after version conflicts (one helper for replies, reminders, bounces)', () => {
  it('computes the update again after a conflict and returns what the winning attempt returns', async () => {
    const { deps: d, logs } = deps(5);
    const seen: number[] = [];
    const out = await retryOnConflict(d, { job: 'reply', gameId: 'g1' }, async (n) => {
      seen.push(n);
      if (n < 2) throw new VersionConflict('g1', 3 + n);
      return 'applied';
    });
    expect(out).toBe('applied');
    expect(seen).toEqual([0, 1, 2]);
    expect(logs.filter((l) => l.message.includes('version conflict'))).toHaveLength(2);
  });

  it('gives up the same way everywhere: after 1 + maxConflictRetries attempts, an error log and TooManyConflicts', async () => {
    const { deps: d, logs } = deps(3);
    let attempts = 0;
    const error = await retryOnConflict(d, { job: 'reminders', gameId: 'g2' }, async () => {
      attempts++;
      throw new VersionConflict('g2', attempts);
    }).catch((e: unknown) => e);
    expect(attempts).toBe(4);
    expect(error).toBeInstanceOf(TooManyConflicts);
    expect((error as TooManyConflicts).message).toBe('reminders: gave up on game g2 after 4 version conflicts');
    expect((error as TooManyConflicts).cause).toBeInstanceOf(VersionConflict);
    expect(logs.filter((l) => l.level === 'error')).toEqual([
      { level: 'error', message: 'gave up after version conflicts', extra: { job: 'reminders', gameId: 'g2', attempts: 4 } },
    ]);
  });

  it('lets any other error through at once, without retrying', async () => {
    const { deps: d } = deps(5);
    let attempts = 0;
    await expect(
      retryOnConflict(d, { job: 'bounces', gameId: 'g3' }, async () => {
        attempts++;
        throw new Error('throttled');
      }),
    ).rejects.toThrow('throttled');
    expect(attempts).toBe(1);
  });
});
