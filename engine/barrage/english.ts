/** English words that depend on a number or a sound: "1 engineer", "2 engineers", "an elevation". */

/** `n` and the noun, singular for exactly one ("1 credit", "3 credits"); `many` where the plural is not `one` + s. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The noun with "a" or "an" by its first sound ("an elevation", "a base"). */
export function an(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
