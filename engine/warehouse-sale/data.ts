/** Warehouse Sale's components and numbers (RULES.md §1, §2), as typed constants. */

/** §1: crates 1–30; a crate's number is its worth. */
export const CRATES: readonly number[] = Array.from({ length: 30 }, (_x, i) => i + 1);

/** §1: two cheques each of 0–14. */
export const CHEQUES: readonly number[] = Array.from({ length: 30 }, (_x, i) => Math.floor(i / 2));

/** §2.2: coins each player starts with, by player count. */
export const START_COINS = { 3: 14, 4: 14, 5: 12, 6: 12 } as const satisfies Record<number, number>;

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;

/** §2.3: rounds 1–4 buy, rounds 5–8 sell. */
export const BUYING_ROUNDS = 4;
export const ROUNDS = 8;

/** The highest crate and cheque, for scales (the bot's estimate, the picture). */
export const TOP_CRATE = 30;
export const TOP_CHEQUE = 14;
