/**
 * Sender authentication for a mail already routed to a seat whose token matched (a wrong
 * token is refused silently before this is asked). Addresses compare case-insensitively.
 *
 * Authentication is `authenticateSender` (sender-auth.ts): a DMARC pass, or an SPF or DKIM
 * pass for the From domain itself (relaxed alignment); with no verdicts at all (local SMTP)
 * the token plus the From address are the whole check.
 *
 * Decision table, first matching row wins:
 *
 * | # | From                               | Verdicts                         | Result                  | tellPlayer |
 * |---|------------------------------------|----------------------------------|-------------------------|------------|
 * | 1 | missing                            | any                              | refuse `no-sender`      | no         |
 * | 2 | not a player of this game          | any                              | refuse `unknown-sender` | no         |
 * | 3 | player, alias or other player      | DMARC fail                       | refuse `dmarc-fail`     | yes        |
 * | 4 | player, alias or other player      | no pass aligned with From        | refuse `unauthenticated`| yes        |
 * | 5 | another player of this game        | aligned pass or no verdicts      | refuse `other-seat`     | yes        |
 * | 6 | the seat's player or an alias      | aligned pass or no verdicts      | accept                  | –          |
 *
 * Strangers get nothing: answering them would tell a spoofer which addresses play, and
 * would send mail to whoever a forged From names (backscatter). A known player is told,
 * at the From address (which is one of this game's registered addresses), so a real
 * player whose mail system broke authentication, or who replied to someone else's status
 * mail, learns why nothing happened.
 */
import { authenticateSender, type SesVerdicts } from './sender-auth';
import type { InboundMail } from './types';

export type { SesVerdicts } from './sender-auth';

export interface ClassifyInput {
  mail: Pick<InboundMail, 'from' | 'auth'> & Partial<Pick<InboundMail, 'returnPath'>>;
  /** The registered address of the seat the mail was routed to. */
  expectedAddress: string;
  /** That player's other accepted addresses. */
  aliases: readonly string[];
  /** Addresses (and aliases) of the game's other players. */
  otherPlayers?: readonly string[];
  sesVerdicts?: SesVerdicts;
}

export type SenderVerdict =
  | { ok: true }
  | {
      ok: false;
      code: 'no-sender' | 'unknown-sender' | 'dmarc-fail' | 'unauthenticated' | 'other-seat';
      /** A sentence for the log (the player is told in their language from `code` and `detail`). */
      reason: string;
      /** What the authentication check found (`unauthenticated` only), for the player's sentence. */
      detail?: string;
      tellPlayer: boolean;
      /** Where to send the explanation; null when nobody is told. */
      tellAddress: string | null;
    };

const norm = (address: string): string => address.trim().toLowerCase();

export function classifySender(input: ClassifyInput): SenderVerdict {
  const from = input.mail.from === null ? '' : norm(input.mail.from.address);
  const refuse = (code: Exclude<SenderVerdict, { ok: true }>['code'], reason: string, tell: boolean, detail?: string): SenderVerdict => ({
    ok: false,
    code,
    reason,
    ...(detail !== undefined ? { detail } : {}),
    tellPlayer: tell,
    tellAddress: tell ? from : null,
  });
  if (from === '') return refuse('no-sender', 'The mail has no sender address.', false);
  const isPlayer = norm(input.expectedAddress) === from || input.aliases.some((a) => norm(a) === from);
  const isOther = !isPlayer && (input.otherPlayers ?? []).some((a) => norm(a) === from);
  if (!isPlayer && !isOther) return refuse('unknown-sender', `${from} is not a player of this game.`, false);

  const auth = authenticateSender({
    from,
    auth: input.mail.auth,
    returnPath: input.mail.returnPath ?? null,
    sesVerdicts: input.sesVerdicts,
  });
  if (auth.kind === 'dmarc-fail') {
    return refuse(
      'dmarc-fail',
      `Your mail failed DMARC (the sender's domain policy), so it was not read. Please reply again from your usual mail account.`,
      true,
    );
  }
  if (auth.kind === 'unaligned') {
    return refuse(
      'unauthenticated',
      `Your mail could not be verified for your address (${auth.detail}), so it was not read. Please reply again from your usual mail account.`,
      true,
      auth.detail,
    );
  }
  if (isOther) {
    return refuse('other-seat', 'You replied to another player’s game address. Please reply to your own latest status mail.', true);
  }
  return { ok: true };
}
