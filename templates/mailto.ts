/**
 * `mailto:` links per RFC 6068, so one tap on a move opens a reply with the subject
 * and body already filled in.
 *
 * RFC 6068 §2: header values are percent-encoded UTF-8; a space must be `%20` (never
 * `+`, which some clients keep literally); line breaks in `body` are `%0D%0A`.
 * `encodeURIComponent` produces exactly that for values, and ",", ":", ";" and "@" (RFC 6068
 * "some-delims", allowed as they are in a value) are then written plainly: a subject like
 * `Re: [Barrage u7b8] Ann, Bo, Cy` repeats in every move link, and every byte counts against
 * Gmail's clipping size. "+" stays encoded (some clients read it as a space). In the address,
 * `@` stays literal and everything else outside the unreserved set is encoded.
 */

export interface MailtoFields {
  readonly subject?: string;
  readonly body?: string;
}

export function mailtoHref(address: string, fields: MailtoFields = {}): string {
  const at = address.lastIndexOf('@');
  const to =
    at < 0 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query: string[] = [];
  if (fields.subject !== undefined) query.push(`subject=${encodeValue(fields.subject)}`);
  if (fields.body !== undefined) query.push(`body=${encodeValue(fields.body.replace(/\r?\n/g, '\r\n'))}`);
  return query.length > 0 ? `mailto:${to}?${query.join('&')}` : `mailto:${to}`;
}

const SOME_DELIMS: Readonly<Record<string, string>> = { '%2C': ',', '%3A': ':', '%3B': ';', '%40': '@' };

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C|%3A|%3B|%40/g, (e) => SOME_DELIMS[e] ?? e);
}

/** `Re: <subject>` unless the subject already starts with a reply prefix. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}
