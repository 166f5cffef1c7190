import { describe, expect, it } from 'vitest';
import { RwLock } from '../../../../infra/local/store/rw-lock';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RwLock', () => {
  it('lets readers share, makes a writer wait for them, and readers arriving later wait for the writer', async () => {
    const lock = new RwLock();
    const log: string[] = [];
    const r1 = await lock.shared();
    const r2 = await lock.shared();
    const writer = lock.exclusive().then((release) => {
      log.push('write');
      return release;
    });
    const lateReader = lock.shared().then((release) => {
      log.push('late read');
      return release;
    });
    await tick();
    expect(log).toEqual([]);
    r1();
    r2();
    const releaseWriter = await writer;
    await tick();
    expect(log).toEqual(['write']);
    releaseWriter();
    (await lateReader)();
    expect(log).toEqual(['write', 'late read']);
  });

  it('serialises writers and ignores a second release', async () => {
    const lock = new RwLock();
    const first = await lock.exclusive();
    let secondIn = false;
    const second = lock.exclusive().then((release) => {
      secondIn = true;
      return release;
    });
    first();
    first();
    (await second)();
    expect(secondIn).toBe(true);
    const third = await lock.exclusive();
    third();
  });
});
