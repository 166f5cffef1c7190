/**
 * Names and addresses that players give us:
 * the one place where a display name or an invitee address is cleaned or refused before
 * it is stored. Everything downstream (subjects, bodies, headers) only ever sees what
 * passed through here, so a name cannot reorder text (U+202E), break a header line, grow
 * a transaction or an email, or smuggle a link into an invitation.
 */
import { messages, type Messages } from '../../../templates/i18n/index';

/** Longest display name kept, in characters (code points). */
export const MAX_NAME_CHARS = 40;

/**
 * How much of a raw name is looked at: a 100 KB From name is cut before any regex runs,
 * so the work stays bounded whatever arrives.
 */
const MAX_RAW_NAME = 1_000;

/**
 * Characters a name may not carry: C0 and C1 controls (line breaks included), the
 * bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069), the marks
 * U+200E/200F/061C, zero-width characters and the BOM, and the line/paragraph separators.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/** A display name as we store and show it: unsafe characters gone, spaces collapsed, at most 40 characters. */
export function cleanDisplayName(raw: string | undefined | null): string {
  if (!raw) return '';
  const cleaned = raw.slice(0, MAX_RAW_NAME).replace(UNSAFE, ' ').replace(/\s+/gu, ' ').trim();
  const chars = Array.from(cleaned);
  return chars.length <= MAX_NAME_CHARS
    ? cleaned
    : `${chars
        .slice(0, MAX_NAME_CHARS - 1)
        .join('')
        .trimEnd()}…`;
}

/** The name a player is shown by: the cleaned display name, else the address's local part capitalised. */
export function displayName(address: string, name?: string | null): string {
  const cleaned = cleanDisplayName(name);
  if (cleaned) return cleaned;
  const local = cleanDisplayName(address.split('@')[0] ?? address);
  return local.charAt(0).toUpperCase() + local.slice(1);
}

/** Anything that reads as a link or a host name: a scheme, `www.`, or `word.tld`. */
const LINKISH = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}-]+(?:\.|\[\.\]|\(\.\)|\s+dot\s+)[\p{L}]{2,}\b|@/iu;

/**
 * A name fit to appear in mail sent to a stranger (an invitation): cleaned, and dropped
 * altogether when it carries a link, a host name or an address, so nobody can make the
 * service mail "WIN A PRIZE at http://evil.example" to any address. Null when unfit.
 */
export function linkFreeName(name: string): string | null {
  const cleaned = cleanDisplayName(name);
  if (!cleaned || LINKISH.test(cleaned)) return null;
  return cleaned;
}

/** Longest address accepted (RFC 5321 §4.5.3.1: 64 for the local part, 254 in all as a path). */
export const MAX_ADDRESS_CHARS = 254;
const MAX_LOCAL_CHARS = 64;

/** RFC 5322 §3.2.3 atext, as a dot-atom: no quotes, comments, spaces or brackets. */
const DOT_ATOM_LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
/** A host name of letters, digits and hyphens (an IDN in its xn-- form), with at least one dot. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * Why an invitee address cannot be used, or null when it is a plain addr-spec
 * (`local@domain.tld`, dot-atom local part, no quotes, comments or spaces), said in `t`'s language.
 */
export function addressProblem(address: string, t: Messages = messages('en')): string | null {
  const shown = JSON.stringify(address.length > 60 ? `${address.slice(0, 57)}…` : address);
  if (address.length > MAX_ADDRESS_CHARS) return t.addressTooLong({ shown, length: address.length, max: MAX_ADDRESS_CHARS });
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (at <= 0 || !DOT_ATOM_LOCAL.test(local) || !DOMAIN.test(domain)) {
    return t.addressNotPlain({ shown });
  }
  if (local.length > MAX_LOCAL_CHARS) return t.addressLocalTooLong({ shown, length: local.length, max: MAX_LOCAL_CHARS });
  return null;
}
