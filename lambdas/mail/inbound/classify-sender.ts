/**
 * Sender authentication for a mail already routed to a seat whose token matched (a wrong
 * token is refused silently before this is asked). Addresses compare case-insensitively.
 *
 * "Verdicts" are the SES receipt verdicts when the caller passes them, otherwise the
 * Authentication-Results verdicts parsed from the mail; when neither exists (local SMTP)
 * there are no verdicts and the token plus the From address are the whole check.
 * "Authenticated" means SPF or DKIM passed and DMARC did not fail.
 *
 * Decision table, first matching row wins:
 *
 * | # | From                               | Verdicts                         | Result                  | tellPlayer |
 * |---|------------------------------------|----------------------------------|-------------------------|------------|
 * | 1 | missing                            | any                              | refuse `no-sender`      | no         |
 * | 2 | not a player of this game          | any                              | refuse `unknown-sender` | no         |
 * | 3 | player, alias or other player      | DMARC fail                       | refuse `dmarc-fail`     | yes        |
 * | 4 | player, alias or other player      | neither SPF nor DKIM pass        | refuse `unauthenticated`| yes        |
 * | 5 | another player of this game        | authenticated or none            | refuse `other-seat`     | yes        |
 * | 6 | the seat's player or an alias      | authenticated or none            | accept                  | –          |
 *
 * Strangers get nothing: answering them would tell a spoofer which addresses play, and
 * would send mail to whoever a forged From names (backscatter). A known player is told,
 * at the From address (which is one of this game's registered addresses), so a real
 * player whose mail system broke authentication, or who replied to someone else's status
 * mail, learns why nothing happened.
 */
import type { AuthResult, InboundMail } from './types';

/** The verdict part of an SES receipt (`event.Records[].ses.receipt`). */
export interface SesVerdicts {
  spfVerdict?: { status: string };
  dkimVerdict?: { status: string };
  dmarcVerdict?: { status: string };
}

export interface ClassifyInput {
  mail: Pick<InboundMail, 'from' | 'auth'>;
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
      /** A sentence for the player (when told) and the log. */
      reason: string;
      tellPlayer: boolean;
      /** Where to send the explanation; null when nobody is told. */
      tellAddress: string | null;
    };

interface Verdicts {
  spf: AuthResult;
  dkim: AuthResult;
  dmarc: AuthResult;
}

/** SES verdict statuses: PASS, FAIL, GRAY (no policy / not checkable), PROCESSING_FAILED. */
const SES_STATUS: Readonly<Record<string, AuthResult>> = { PASS: 'pass', FAIL: 'fail', GRAY: 'none', PROCESSING_FAILED: 'temperror' };

function sesResult(verdict: { status: string } | undefined): AuthResult {
  return (verdict && SES_STATUS[verdict.status.toUpperCase()]) ?? 'none';
}

function verdictsOf(input: ClassifyInput): Verdicts | null {
  const ses = input.sesVerdicts;
  if (ses && (ses.spfVerdict || ses.dkimVerdict || ses.dmarcVerdict)) {
    return { spf: sesResult(ses.spfVerdict), dkim: sesResult(ses.dkimVerdict), dmarc: sesResult(ses.dmarcVerdict) };
  }
  return input.mail.auth.authServId === null ? null : input.mail.auth;
}

const norm = (address: string): string => address.trim().toLowerCase();

export function classifySender(input: ClassifyInput): SenderVerdict {
  const from = input.mail.from === null ? '' : norm(input.mail.from.address);
  const refuse = (code: Exclude<SenderVerdict, { ok: true }>['code'], reason: string, tell: boolean): SenderVerdict => ({
    ok: false,
    code,
    reason,
    tellPlayer: tell,
    tellAddress: tell ? from : null,
  });
  if (from === '') return refuse('no-sender', 'The mail has no sender address.', false);
  const isPlayer = norm(input.expectedAddress) === from || input.aliases.some((a) => norm(a) === from);
  const isOther = !isPlayer && (input.otherPlayers ?? []).some((a) => norm(a) === from);
  if (!isPlayer && !isOther) return refuse('unknown-sender', `${from} is not a player of this game.`, false);

  const verdicts = verdictsOf(input);
  if (verdicts !== null && verdicts.dmarc === 'fail') {
    return refuse('dmarc-fail', `Your mail failed DMARC (the sender's domain policy), so it was not read. Please reply again from your usual mail account.`, true);
  }
  if (verdicts !== null && verdicts.spf !== 'pass' && verdicts.dkim !== 'pass') {
    return refuse('unauthenticated', `Your mail could not be verified (SPF ${verdicts.spf}, DKIM ${verdicts.dkim}), so it was not read. Please reply again from your usual mail account.`, true);
  }
  if (isOther) {
    return refuse('other-seat', 'You replied to another player’s game address. Please reply to your own latest status mail.', true);
  }
  return { ok: true };
}
