/**
 * Does the receiving side vouch for the From address? (README
 * "Sender policy".) A pass only counts when it is for the From domain (relaxed alignment,
 * `alignment.ts`):
 *
 * | # | Verdicts                                                   | Result            |
 * |---|------------------------------------------------------------|-------------------|
 * | 1 | none at all (local SMTP: no Authentication-Results, no SES) | `no-verdicts`     |
 * | 2 | DMARC fail                                                 | `dmarc-fail`      |
 * | 3 | DMARC pass (the receiver checked alignment itself)          | `pass`            |
 * | 4 | SPF pass for a domain aligned with From                    | `pass`            |
 * | 5 | DKIM pass signed by a domain aligned with From              | `pass`            |
 * | 6 | anything else (SPF pass for another envelope domain, …)     | `unaligned`       |
 *
 * Row 1 keeps the local stack working: with no verdicts the token in the reply address and
 * the From check are the whole test, as before. The SPF domain is the one the receiver
 * names (`smtp.mailfrom`), else the Return-Path's (what SPF checks). SES receipt verdicts,
 * when given, replace the header's results; SES names no DKIM domain, so a DKIM PASS from
 * SES counts only when an Authentication-Results header names an aligned signer.
 */
import { aligned, domainOf } from './alignment';
import type { AuthResult, AuthVerdicts } from './types';

/** The verdict part of an SES receipt (`event.Records[].ses.receipt`). */
export interface SesVerdicts {
  spfVerdict?: { status: string };
  dkimVerdict?: { status: string };
  dmarcVerdict?: { status: string };
}

export interface SenderAuthInput {
  /** The From address (lower-cased). */
  from: string;
  auth: AuthVerdicts;
  /** Return-Path without brackets; null when absent. */
  returnPath: string | null;
  sesVerdicts?: SesVerdicts | undefined;
}

export type SenderAuth =
  | { kind: 'no-verdicts' | 'pass' | 'dmarc-fail' }
  | { kind: 'unaligned'; /** What was checked, for the player and the log. */ detail: string };

/** SES verdict statuses: PASS, FAIL, GRAY (no policy / not checkable), PROCESSING_FAILED. */
const SES_STATUS: Readonly<Record<string, AuthResult>> = { PASS: 'pass', FAIL: 'fail', GRAY: 'none', PROCESSING_FAILED: 'temperror' };

function sesResult(verdict: { status: string } | undefined): AuthResult {
  return (verdict && SES_STATUS[verdict.status.toUpperCase()]) ?? 'none';
}

function hasSes(ses: SesVerdicts | undefined): ses is SesVerdicts {
  return ses !== undefined && Boolean(ses.spfVerdict || ses.dkimVerdict || ses.dmarcVerdict);
}

export function authenticateSender(input: SenderAuthInput): SenderAuth {
  const ses = input.sesVerdicts;
  const fromSes = hasSes(ses);
  if (!fromSes && input.auth.authServId === null) return { kind: 'no-verdicts' };
  const spf = fromSes ? sesResult(ses.spfVerdict) : input.auth.spf;
  const dkim = fromSes ? sesResult(ses.dkimVerdict) : input.auth.dkim;
  const dmarc = fromSes ? sesResult(ses.dmarcVerdict) : input.auth.dmarc;
  if (dmarc === 'fail') return { kind: 'dmarc-fail' };
  if (dmarc === 'pass') return { kind: 'pass' };

  const fromDomain = domainOf(input.from);
  const spfDomain = (fromSes ? null : input.auth.spfDomain) ?? (input.returnPath ? domainOf(input.returnPath) : null);
  if (spf === 'pass' && spfDomain !== null && aligned(spfDomain, fromDomain)) return { kind: 'pass' };
  const dkimDomains = dkim === 'pass' ? input.auth.dkimDomains : [];
  if (dkimDomains.some((d) => aligned(d, fromDomain))) return { kind: 'pass' };

  const spfPart = spf === 'pass' && spfDomain !== null ? `SPF pass for ${spfDomain}` : `SPF ${spf}`;
  const dkimPart = dkim === 'pass' && dkimDomains.length > 0 ? `DKIM pass for ${dkimDomains.join(', ')}` : `DKIM ${dkim}`;
  return { kind: 'unaligned', detail: `${spfPart}, ${dkimPart}, DMARC ${dmarc}; none of them for ${fromDomain}` };
}
