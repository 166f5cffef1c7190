/**
 * `mailto:` links per RFC 6068, so one tap on a move opens a reply with the subject
 * and body already filled in.
 *
 * RFC 6068 §2: header values are percent-encoded UTF-8; a space must be `%20` (never
 * `+`, which some clients keep literally); line breaks in `body` are `%0D%0A`.
 * `encodeURIComponent` produces exactly that for values. In the address, `@` stays
 * literal and everything else outside the unreserved set is encoded.
 */

export interface MailtoFields {
  readonly subject?: string;
  readonly body?: string;
}

export function mailtoHref(address: string, fields: MailtoFields = {}): string {
  const at = address.lastIndexOf('@');
  const to = at < 0 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query: string[] = [];
  if (fields.subject !== undefined) query.push(`subject=${encodeURIComponent(fields.subject)}`);
  if (fields.body !== undefined) query.push(`body=${encodeURIComponent(fields.body.replace(/\r?\n/g, '\r\n'))}`);
  return query.length > 0 ? `mailto:${to}?${query.join('&')}` : `mailto:${to}`;
}

/** `Re: <subject>` unless the subject already starts with a reply prefix. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}
