/**
 * The stack's one clock: real time sped up by `speed`, plus whatever the "advance 1 day"
 * button added. Reminders and every `deps.now()` read it, so a demo sees deadlines pass
 * in minutes. It never runs backwards: a restart resumes from the saved virtual time when
 * that is ahead of the real time.
 */

export interface VirtualClock {
  now(): Date;
  /** Jump forward (the web UI's "advance 1 day"). */
  advance(ms: number): void;
  readonly speed: number;
}

export interface VirtualClockOptions {
  readonly speed: number;
  /** Virtual time to start from (a saved clock); the real time when absent or behind it. */
  readonly resumeAt?: Date;
  /** Real time source, injectable for tests. */
  readonly realNow?: () => number;
}

export function createVirtualClock(options: VirtualClockOptions): VirtualClock {
  const realNow = options.realNow ?? (() => Date.now());
  const realStart = realNow();
  const virtualStart = Math.max(realStart, options.resumeAt?.getTime() ?? Number.NEGATIVE_INFINITY);
  let offset = 0;
  return {
    speed: options.speed,
    now: () => new Date(virtualStart + (realNow() - realStart) * options.speed + offset),
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
  };
}

/** "×60 (1 hour per minute)" for the banner and the web UI. */
export function describeSpeed(speed: number): string {
  if (speed === 1) return 'real time';
  const perMinute = speed / 60;
  const [amount, unit] = perMinute >= 24 ? [perMinute / 24, 'day'] : perMinute >= 1 ? [perMinute, 'hour'] : [speed, 'minute'];
  const n = +amount.toFixed(2);
  return `×${speed} (${n} ${unit}${n === 1 ? '' : 's'} per minute)`;
}
