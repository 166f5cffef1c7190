/**
 * `notify daily`: a player who chose it gets, besides the mail for their own
 * decisions, one digest a day of what the others did, at DIGEST_HOUR in their own time
 * zone, and only when something happened since their last email. The reminders job sends
 * it (the game's `dueAt` includes the next digest, so the byDue index finds the game).
 */
import type { GameItem, Player } from '../../store/index';

/** Local hour of the daily digest (the evening, when a slow game is read). */
export const DIGEST_HOUR = 18;
const HOUR = 3_600_000;

/** Is there something this player has not had an email about? */
function hasNews(game: Pick<GameItem, 'match'>, player: Player): boolean {
  return (game.match !== null && player.lastEmailStep < game.match.step) || (player.queued?.length ?? 0) > 0;
}

export function wantsDigest(game: Pick<GameItem, 'status' | 'match'>, player: Player): boolean {
  return (
    game.status === 'active' && player.notify === 'daily' && player.joined && !player.dropped && !player.bouncing && hasNews(game, player)
  );
}

/** When `player`'s next digest is due: the first DIGEST_HOUR, local time, after their last email. */
export function digestDueAt(game: Pick<GameItem, 'createdAt'>, player: Player): Date {
  return nextLocalHour(new Date(player.lastMailAt ?? game.createdAt), DIGEST_HOUR, player.timezone);
}

/** The earliest digest due in this game, for its `dueAt`; undefined when none is waiting. */
export function nextDailyDigest(game: Pick<GameItem, 'status' | 'match' | 'createdAt' | 'players'>, _now: Date): string | undefined {
  const due = game.players.filter((p) => wantsDigest(game, p)).map((p) => digestDueAt(game, p).getTime());
  return due.length > 0 ? new Date(Math.min(...due)).toISOString() : undefined;
}

/** Players whose digest is due at `now`. */
export function dueDigests(game: Pick<GameItem, 'status' | 'match' | 'createdAt' | 'players'>, now: Date): Player[] {
  return game.players.filter((p) => wantsDigest(game, p) && digestDueAt(game, p).getTime() <= now.getTime());
}

/** The first instant strictly after `after` at which the clock in `timezone` shows `hour`:00. */
export function nextLocalHour(after: Date, hour: number, timezone: string): Date {
  const local = localParts(after, timezone);
  for (let day = 0; day <= 2; day++) {
    const candidate = zonedTime(local.year, local.month, local.day + day, hour, timezone);
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  return new Date(after.getTime() + 24 * HOUR);
}

function localParts(t: Date, timezone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(t)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The instant the wall clock in `timezone` reads the given local time (day may overflow the month). */
function zonedTime(year: number, month: number, day: number, hour: number, timezone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  // Two rounds settle the zone's offset, also across a daylight-saving change.
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timezone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += wanted - shown;
  }
  return new Date(guess);
}
