/**
 * The From address must be one mail can go back to before anything reads the mail's
 * commands: every answer, refusal and invitation is addressed to it, and the outbox
 * validates recipients. A From without `@`, with an empty side, or with a domain that
 * holds spaces or brackets (`Someone <someone>`, `ann@`, `<@example.com>`) is refused here, with a reason
 * for the log (and the local SMTP answer), and nobody is answered: there is nobody to
 * answer, and a guess would be backscatter.
 */
/**
 * A local part: anything but controls and angle brackets. The MIME parser hands over a quoted
 * local part without its quotes (`"win a prize"@…` arrives as `win a prize@…`): odd, but not
 * this check's to refuse (names.ts refuses it for set-up, with an answer).
 */
const LOCAL = /^[^\u0000-\u001f\u007f<>]+$/u;
/** A domain, or an address literal (`[127.0.0.1]`). */
const DOMAIN = /^(?:[^\s\u0000-\u001f\u007f<>()[\],;:\\"@]+|\[[0-9a-f.:]+\])$/iu;

/** Why `address` cannot be answered, or null when it can. */
export function senderAddressProblem(address: string): string | null {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const usable = at > 0 && LOCAL.test(local) && DOMAIN.test(domain);
  if (usable) return null;
  const shown = JSON.stringify(address.length > 60 ? `${address.slice(0, 57)}…` : address);
  return `The From address ${shown} is not an email address (a name, an @ and a domain); nobody is answered.`;
}
