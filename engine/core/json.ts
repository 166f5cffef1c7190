/** Small JSON helpers the core and games share. */

/** Structural equality of JSON values (key order ignored). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ak = Object.keys(a as object);
  const bk = Object.keys(b as object);
  if (ak.length !== bk.length) return false;
  for (const k of ak) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Where `value` stops being plain JSON (undefined, NaN, Infinity, a Map, a class
 * instance, a function), as a path; null when it is plain JSON all the way down.
 */
export function findNonJson(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findNonJson(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `${path} is a ${proto?.constructor?.name ?? 'non-plain object'}`;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) return `${path}.${k} is undefined`;
      const bad = findNonJson(v, `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return `${path} is a ${typeof value}`;
}

/**
 * `{ ...o, [key]: value }`, written so that V8 shares hidden classes: Node 20's V8 gives an
 * object spread that adds a field a new hidden class every time it runs, and every function
 * that later reads those objects turns slow (a Puerto Rico frame made 26,649 of
 * them in one benchmark run). Node 22 does not; our tests and tools run on Node 20.
 */
export function withField<T extends object>(o: T, key: string, value: unknown): T {
  const out = Object.assign({}, o) as Record<string, unknown>;
  out[key] = value;
  return out as T;
}
