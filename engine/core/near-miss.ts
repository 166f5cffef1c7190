/**
 * "Did you mean …?": the legal move a mistyped reply most likely meant (`take cofee` for
 * `take coffee`, `knowlege` for `knowledge`). Compared on the compact form (no spaces, case,
 * hyphens), also without the verb, so `harbr` finds `build harbor`. Only a near miss is
 * suggested: a few letters off, and a single best candidate; anything else gets no guess,
 * because a wrong guess costs the player more than none.
 */

/** Texts longer than this are never near misses; it also bounds the work per candidate. */
const MAX_CHARS = 60;

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions, so `hrabor`
 * is one step from `harbor`). Stops early once every cell of a row exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How many edits a word of this length may be off and still be a near miss. */
function allowed(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return length < 16 ? 2 : 3;
}

/**
 * The index of the one candidate `wanted` is a near miss of, or -1. `wanted` and every
 * candidate form are compact (normalised, no spaces); each candidate may offer several forms
 * (with and without its verb).
 */
export function nearestIndex(wanted: string, candidates: readonly (readonly string[])[]): number {
  if (wanted.length === 0 || wanted.length > MAX_CHARS) return -1;
  const limit = allowed(wanted.length);
  if (limit === 0) return -1;
  let best = limit + 1;
  let found = -1;
  let tied = false;
  candidates.forEach((forms, i) => {
    const d = Math.min(...forms.map((f) => (f.length > MAX_CHARS ? limit + 1 : editDistance(wanted, f, limit))));
    if (d < best) {
      best = d;
      found = i;
      tied = false;
    } else if (d === best && d <= limit && found !== i) {
      tied = true;
    }
  });
  return best <= limit && !tied ? found : -1;
}
