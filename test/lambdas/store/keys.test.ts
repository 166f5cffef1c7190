import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  messageKey,
  moveSk,
  outboxKey,
  outboxKeyString,
  parseOutboxKey,
  sortableIso,
  timeSk,
  timeSkUpperBound,
} from '../../../lambdas/store/keys';

describe('keys', () => {
  it('pads move steps so the log sorts by step', () => {
    expect(moveSk(42)).toBe('MOVE#000042');
    expect(moveSk(9) < moveSk(10)).toBe(true);
  });

  it('hashes message keys into a fixed-size key', () => {
    expect(messageKey('<a@b>').pk).toMatch(/^MSG#[0-9a-f]{64}$/);
    expect(messageKey('<a@b>')).toEqual(messageKey('<a@b>'));
    expect(messageKey('<a@b>').pk).not.toBe(messageKey('<a@c>').pk);
  });

  it('round-trips outbox keys through their string form', () => {
    const key = outboxKey({ gameId: 'g7k2' }, 'u-1', 3);
    expect(outboxKeyString(key)).toBe('GAME#g7k2/OUTBOX#u-1#3');
    expect(parseOutboxKey(outboxKeyString(key))).toEqual(key);
    expect(() => parseOutboxKey('GAME#x/STATE')).toThrow();
  });

  it('normalises times so sort keys order like the instants they name', () => {
    expect(sortableIso('2026-03-01T10:00:00+01:00')).toBe('2026-03-01T09:00:00.000Z');
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instant, instant, fc.boolean(), (a, b, short) => {
        // One side written without milliseconds, as a hand-written deadline might be.
        const isoA = short ? new Date(a - (a % 1000)).toISOString().replace('.000Z', 'Z') : new Date(a).toISOString();
        const msA = Date.parse(isoA);
        const isoB = new Date(b).toISOString();
        expect(timeSk(isoA, 'game') < timeSkUpperBound(isoB)).toBe(msA <= b);
      }),
    );
  });
});
