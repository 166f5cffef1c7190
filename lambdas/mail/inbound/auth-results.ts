/**
 * Authentication-Results (RFC 8601) reading: the SPF, DKIM and DMARC verdicts our
 * receiving server wrote. Headers are added on top as mail passes each hop, so the topmost
 * one is our receiver's; anything lower may have been written by the sender. Pass
 * `trustedAuthServId` (SES writes `amazonses.com`) to read only headers with that id.
 * DKIM may be reported once per signature: any pass counts. A method not reported, or a
 * result outside RFC 8601's list, reads as `none` (`hardfail` from older servers is `fail`).
 * The domains each pass was for are kept for alignment (alignment.ts): SPF's
 * `smtp.mailfrom` (or `smtp.helo`), DKIM's `header.d` (or the domain of `header.i`), and
 * DMARC's `header.from`.
 */
import { domainOf } from './alignment';
import { headerValues, type RawHeader } from './headers';
import { AuthResultSchema, type AuthResult, type AuthVerdicts } from './types';

const METHODS = ['spf', 'dkim', 'dmarc'] as const;
type Method = (typeof METHODS)[number];

const NONE: AuthVerdicts = { spf: 'none', dkim: 'none', dmarc: 'none', authServId: null, spfDomain: null, dkimDomains: [] };
/** Signatures read per header: more is not a real mail, and bounds the work. */
const MAX_RESULTS = 50;

/** Remove RFC 5322 comments `( … )` (nested) and quoted strings, which may hold ";" and "=". */
function stripComments(value: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i]!;
    if (c === '\\') {
      i += 1;
      continue;
    }
    if (quoted) {
      if (c === '"') quoted = false;
      continue;
    }
    if (c === '(') depth += 1;
    else if (c === ')' && depth > 0) depth -= 1;
    else if (depth === 0 && c === '"') quoted = true;
    else if (depth === 0) out += c;
  }
  return out;
}

function toResult(word: string): AuthResult {
  const lower = word.toLowerCase();
  if (lower === 'hardfail') return 'fail';
  const parsed = AuthResultSchema.safeParse(lower);
  return parsed.success ? parsed.data : 'none';
}

export interface ParsedAuthResults {
  authServId: string;
  results: Partial<Record<Method, AuthResult>>;
  /** The domain SPF checked, when reported. */
  spfDomain?: string;
  /** The signing domains of passing DKIM signatures. */
  dkimDomains?: string[];
}

/** The value of property `name` (`smtp.mailfrom=…`, `header.d=…`) in one result, lower-cased. */
function property(part: string, names: readonly string[]): string | null {
  for (const name of names) {
    const m = new RegExp(`(?:^|\\s)${name.replace('.', '\\.')}\\s*=\\s*([^\\s;]{1,255})`, 'i').exec(part);
    if (m) return domainOf(m[1]!);
  }
  return null;
}

/** One Authentication-Results header value. */
export function parseAuthenticationResults(value: string): ParsedAuthResults {
  const [head = '', ...parts] = stripComments(value).split(';');
  const authServId = head.trim().split(/\s+/)[0]!.toLowerCase();
  const results: Partial<Record<Method, AuthResult>> = {};
  const out: ParsedAuthResults = { authServId, results };
  for (const part of parts.slice(0, MAX_RESULTS)) {
    const m = /^\s*([a-z0-9-]+)\s*(?:\/\s*\d+\s*)?=\s*([a-z]+)/i.exec(part);
    if (!m) continue;
    const method = m[1]!.toLowerCase();
    if (!(METHODS as readonly string[]).includes(method)) continue;
    const key = method as Method;
    const result = toResult(m[2]!);
    // First report wins, except that one passing DKIM signature is enough.
    if (results[key] === undefined || (key === 'dkim' && result === 'pass')) results[key] = result;
    if (key === 'spf' && out.spfDomain === undefined) {
      const domain = property(part, ['smtp.mailfrom', 'envelope-from', 'smtp.helo']);
      if (domain) out.spfDomain = domain;
    }
    if (key === 'dkim' && result === 'pass') {
      const domain = property(part, ['header.d', 'header.i']);
      if (domain) out.dkimDomains = [...(out.dkimDomains ?? []), domain];
    }
  }
  return out;
}

/** The verdicts from the topmost (or the trusted receiver's) Authentication-Results header. */
export function readAuthVerdicts(headers: readonly RawHeader[], trustedAuthServId?: string): AuthVerdicts {
  const parsed = headerValues(headers, 'authentication-results').map(parseAuthenticationResults);
  const chosen = trustedAuthServId === undefined ? parsed[0] : parsed.find((p) => p.authServId === trustedAuthServId.toLowerCase());
  if (chosen === undefined) return NONE;
  return {
    spf: chosen.results.spf ?? 'none',
    dkim: chosen.results.dkim ?? 'none',
    dmarc: chosen.results.dmarc ?? 'none',
    authServId: chosen.authServId,
    spfDomain: chosen.spfDomain ?? null,
    dkimDomains: chosen.dkimDomains ?? [],
  };
}
