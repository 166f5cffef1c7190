/**
 * What `new@` checks before it mails anybody (issue 14 "Abuse"): the set-up address must
 * not be a relay for unwanted mail. In order, each with an answer that gives the numbers:
 * plain sender and invitee addresses only (names.ts), at most `inviteesPerGame` invitees, nobody who
 * asked for no invitations, nobody who declined this sender lately, nobody who already
 * holds `openInvitationsPerInvitee` open invitations, and at most `gamesPerSenderPerDay`
 * games a day per sender (counted last, so a refused line costs no quota).
 */
import type { Deps } from './deps';
import { limitsOf } from './limits';
import { addressProblem } from './names';

const DAY = 86_400_000;

/** The words that refuse all further invitations (the List-Unsubscribe mailto sends them). */
export const NEVER_INVITE = 'never invite me';

/** Lines explaining why the invitations cannot go out, or null when they may. */
export async function invitationRefusal(deps: Deps, sender: string, invitees: readonly string[], now: Date): Promise<string[] | null> {
  const limits = limitsOf(deps.config);
  // The sender's address goes into every invitation's subject: it must be a plain one too.
  const own = addressProblem(sender);
  if (own) return [`Your own address: ${own}`, 'Invitations name their sender by address, so they go out only from a plain one.'];
  const bad = invitees.map(addressProblem).filter((p): p is string => p !== null);
  if (bad.length > 0) return [...bad.slice(0, 5), 'Nothing was sent. Write each address as name@example.com.'];
  if (invitees.length > limits.inviteesPerGame) {
    return [`One game may invite at most ${limits.inviteesPerGame} other addresses; you named ${invitees.length}.`];
  }
  for (const invitee of invitees) {
    if (await deps.store.invitationOptOut(invitee)) {
      return [`${invitee} has asked this service not to send them invitations, so none was sent to anybody.`];
    }
    const until = await deps.store.declinedUntil(invitee, sender);
    if (until && Date.parse(until) > now.getTime()) {
      const days = Math.ceil((Date.parse(until) - now.getTime()) / DAY);
      return [`${invitee} declined an invitation from you; you can invite them again in ${days} day${days === 1 ? '' : 's'} (after ${until.slice(0, 10)}).`];
    }
    const open = await openInvitations(deps, invitee, now, limits.invitationOpenDays, limits.openInvitationsPerInvitee);
    if (open >= limits.openInvitationsPerInvitee) {
      return [`${invitee} already has ${open} unanswered invitations (at most ${limits.openInvitationsPerInvitee} at a time); try again once they have answered.`];
    }
  }
  const day = now.toISOString().slice(0, 10);
  if ((await deps.store.takeDailyQuota(sender, day, limits.gamesPerSenderPerDay)) === null) {
    return [`You have set up ${limits.gamesPerSenderPerDay} games today (UTC), the most one address may in a day; try again tomorrow.`];
  }
  return null;
}

/** Invitations to `address` not yet answered and younger than `days`, counted up to `stopAt`. */
async function openInvitations(deps: Deps, address: string, now: Date, days: number, stopAt: number): Promise<number> {
  let open = 0;
  for (const { gameId, seat } of await deps.store.gamesOf(address)) {
    const game = await deps.store.getGame(gameId);
    const player = game?.players.find((p) => p.seat === seat);
    if (!game || !player || game.status !== 'inviting' || player.joined) continue;
    if (now.getTime() - Date.parse(game.createdAt) >= days * DAY) continue;
    if (++open >= stopAt) break;
  }
  return open;
}

/** The reply refuses every further invitation: "never invite me" (or "unsubscribe") as its first line or its subject. */
export function refusesAllInvitations(mail: { readonly reply: string; readonly subject: string }): boolean {
  const words = /^(?:re:\s*)*(never invite me(?: again)?|unsubscribe)[\s.!]*$/i;
  const first = mail.reply.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return words.test(first.trim()) || words.test(mail.subject.trim());
}
