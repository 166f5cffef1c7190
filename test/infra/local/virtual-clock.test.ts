import { describe, expect, it } from 'vitest';
import { createVirtualClock, describeSpeed } from '../../../infra/local/virtual-clock';

const T0 = Date.parse('2026-11-22T09:00:00.000Z');

describe('the virtual clock', () => {
  it('runs `speed` times faster than real time', () => {
    let real = T0;
    const clock = createVirtualClock({ speed: 60, realNow: () => real });
    expect(clock.now().toISOString()).toBe('2026-11-22T09:00:00.000Z');
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('jumps forward with advance() and refuses to go back', () => {
    const clock = createVirtualClock({ speed: 1, realNow: () => T0 });
    clock.advance(24 * 3_600_000);
    expect(clock.now().toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it('resumes from a saved time ahead of the real one, but never starts behind the real time', () => {
    expect(
      createVirtualClock({ speed: 1, realNow: () => T0, resumeAt: new Date(T0 + 5_000) })
        .now()
        .getTime(),
    ).toBe(T0 + 5_000);
    expect(
      createVirtualClock({ speed: 1, realNow: () => T0, resumeAt: new Date(T0 - 5_000) })
        .now()
        .getTime(),
    ).toBe(T0);
  });

  it('describes its speed for people', () => {
    expect(describeSpeed(1)).toBe('real time');
    expect(describeSpeed(60)).toBe('×60 (1 hour per minute)');
    expect(describeSpeed(1440)).toBe('×1440 (1 day per minute)');
    expect(describeSpeed(10)).toBe('×10 (10 minutes per minute)');
  });
});
