/** Energy track (spec §1.5). Credit values [B] only, UNCONFIRMED against the printed track. */

/** Credits by final energy this round: the first row whose `min` ≤ e wins (rows descending). */
export const ENERGY_CREDITS = [
  { min: 29, credits: 8, source: '[B]' },
  { min: 22, credits: 7, source: '[B]' },
  { min: 16, credits: 6, source: '[B]' },
  { min: 11, credits: 5, source: '[B]' },
  { min: 7, credits: 4, source: '[B]' },
  { min: 4, credits: 3, source: '[B]' },
  { min: 2, credits: 2, source: '[B]' },
  { min: 1, credits: 1, source: '[B]' },
] as const;

/** The 0 space: gain 3 credits but lose 3 VP [S][B]. */
export const ZERO_ENERGY = { credits: 3, vpLoss: 3, source: '[S][B]' } as const;

/** Ranking VP: unique 1st and 2nd; tied 2nd get 1 each [S]. */
export const RANK_VP = { first: 6, second: 2, tiedSecond: 1, source: '[S]' } as const;

/** One round-bonus section is 6 energy; each missing section costs 4 VP (spec §4.10) [S]. */
export const BONUS_SECTION = { energy: 6, penalty: 4, source: '[S]' } as const;

/** Objective tile VP for 1st/2nd/3rd [S]. */
export const OBJECTIVE_VP = [15, 10, 5] as const;

export const ROUNDS = 5;
export const START_VP = 10;
export const ENGINEERS = 12;

export function energyCredits(e: number): number {
  if (e <= 0) return ZERO_ENERGY.credits;
  return ENERGY_CREDITS.find((r) => e >= r.min)?.credits ?? 0;
}
