/**
 * The one source of randomness in the engine (STYLE.md §5).
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), 128 bits of
 * state as four uint32 numbers. Chosen because it is tiny, fast in plain JS integer
 * arithmetic, passes PractRand for far longer than a board game draws, and, being our
 * own few lines, its stream can never change under us with a dependency upgrade:
 * stored games must replay identically for years.
 *
 * The state is a plain JSON array kept inside the game state. Draw functions advance
 * it in place, so call them only on the draft copy a move is building, never on a
 * state you were given. Seeds are strings; they are hashed into the initial state.
 */

export type RngState = [number, number, number, number];

/** Hash a seed string into four well-mixed 32-bit lanes (splitmix-style avalanche per lane). */
export function seedRng(seed: string): RngState {
  let h1 = 0x9e3779b9;
  let h2 = 0x243f6a88;
  let h3 = 0xb7e15162;
  let h4 = 0x85a308d3;
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x85ebca6b);
    h2 = Math.imul(h2 ^ c, 0xc2b2ae35);
    h3 = Math.imul(h3 ^ c, 0x27d4eb2f);
    h4 = Math.imul(h4 ^ c, 0x165667b1);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = (h2 << 17) | (h2 >>> 15);
    h3 = (h3 << 11) | (h3 >>> 21);
    h4 = (h4 << 19) | (h4 >>> 13);
  }
  const state: RngState = [mix(h1 ^ seed.length), mix(h2), mix(h3), mix(h4)];
  // Warm up so that similar seeds diverge fully before the first real draw.
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Next 32-bit unsigned integer; advances `rng` in place. */
export function nextUint32(rng: RngState): number {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias; advances `rng` in place. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return x % n;
  }
}

/** A shuffled copy (Fisher–Yates); the input is left alone. Advances `rng` in place. */
export function shuffle<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** One element chosen uniformly; advances `rng` in place. */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[randomInt(rng, items.length)] as T;
}

export function sameRng(a: RngState, b: RngState): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}
