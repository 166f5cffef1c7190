/**
 * What `new@` checks before it mails anybody: the set-up address must
 * not be a relay for unwanted mail. In order, each with an answer that gives the numbers:
 * plain sender and invitee addresses only (player-names.ts), at most `inviteesPerGame` invitees, nobody who
 * asked for no invitations, nobody who declined this sender lately, nobody who already
 * holds `openInvitationsPerInvitee` open invitations, and at most `gamesPerSenderPerDay`
 * games a day per sender (counted last, so a refused line costs no quota).
 */
import type { Deps } from '../deps';
import { limitsOf } from './limit-settings';
import { addressProblem } from '../game/player-names';
import { canonicalMailbox } from '../../mail/address/canonical-mailbox';
import { messages, type Messages } from '../../../templates/i18n/index';

const DAY = 86_400_000;

/** The words that refuse all further invitations (the List-Unsubscribe mailto sends them). */
export const NEVER_INVITE = 'never invite me';

/** Lines explaining why the invitations cannot go out (in `t`'s language), or null when they may. */
export async function invitationRefusal(
  deps: Deps,
  sender: string,
  invitees: readonly string[],
  now: Date,
  t: Messages = messages('en'),
): Promise<string[] | null> {
  const limits = limitsOf(deps.config);
  // The sender's address goes into every invitation's subject: it must be a plain one too.
  const own = addressProblem(sender, t);
  if (own) return [t.setupOwnAddress({ problem: own }), t.setupPlainSender];
  const bad = invitees.map((a) => addressProblem(a, t)).filter((p): p is string => p !== null);
  if (bad.length > 0) return [...bad.slice(0, 5), t.setupNothingSent];
  if (invitees.length > limits.inviteesPerGame) {
    return [t.setupTooManyInvitees({ max: limits.inviteesPerGame, named: invitees.length })];
  }
  for (const [index, invitee] of invitees.entries()) {
    if (await deps.store.invitationOptOut(invitee)) {
      return [t.setupOptedOut({ address: invitee })];
    }
    const until = await deps.store.declinedUntil(invitee, sender);
    if (until && Date.parse(until) > now.getTime()) {
      const days = Math.ceil((Date.parse(until) - now.getTime()) / DAY);
      return [t.setupDeclinedLately({ address: invitee, days, after: until.slice(0, 10) })];
    }
    // Other spellings of the same mailbox earlier on this line are invitations to it too.
    const mailbox = canonicalMailbox(invitee);
    const onThisLine = invitees.slice(0, index).filter((a) => canonicalMailbox(a) === mailbox).length;
    const open = onThisLine + (await openInvitations(deps, invitee, now, limits.invitationOpenDays, limits.openInvitationsPerInvitee));
    if (open >= limits.openInvitationsPerInvitee) {
      return [t.setupOpenInvitations({ address: invitee, open, max: limits.openInvitationsPerInvitee })];
    }
  }
  const day = now.toISOString().slice(0, 10);
  if ((await deps.store.takeDailyQuota(sender, day, limits.gamesPerSenderPerDay)) === null) {
    return [t.setupDailyQuota({ max: limits.gamesPerSenderPerDay })];
  }
  return null;
}

/** Invitations to `address`'s mailbox (any spelling) not yet answered and younger than `days`, counted up to `stopAt`. */
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
  // 招待不要 is what Japanese invitations offer (templates/i18n/ja.ts `neverInvite`).
  const words = /^(?:re:\s*)*(never invite me(?: again)?|unsubscribe|招待不要)[\s.!。]*$/i;
  const first = mail.reply.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return words.test(first.trim()) || words.test(mail.subject.trim());
}
