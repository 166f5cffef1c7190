/**
 * How long finished outbox mail is kept (README "Storage and exactly-once"). A sent mail is
 * a letter model nobody reads again (the game keeps its own history in the move log), and
 * most of a game's bytes: it gets the table's TTL attribute, and DynamoDB deletes it some
 * time after that moment (within days; reads compare nothing with it).
 */

/** Long enough to look into a player's "I never got that mail" for a month. */
export const DEFAULT_OUTBOX_RETENTION_DAYS = 30;

const SECONDS_PER_DAY = 86_400;

/** The TTL value (epoch seconds) `days` after `iso`. */
export function expiresAfter(iso: string, days: number): number {
  return Math.floor(Date.parse(iso) / 1000) + days * SECONDS_PER_DAY;
}
