/**
 * The From address must be one mail can go back to before anything reads the mail's
 * commands: every answer, refusal and invitation is addressed to it, and the outbox
 * validates recipients. A From without `@`, with an empty side, or with spaces or
 * brackets (`Someone <someone>`, `ann@`, `<@example.com>`) is refused here, with a reason
 * for the log (and the local SMTP answer), and nobody is answered: there is nobody to
 * answer, and a guess would be backscatter.
 */
/** Whitespace, controls and the characters that delimit an address in a header. */
const NOT_IN_ADDRESS = /[\s\u0000-\u001f\u007f<>()[\],;:\\]/u;

/** Why `address` cannot be answered, or null when it can. */
export function senderAddressProblem(address: string): string | null {
  const at = address.lastIndexOf('@');
  const usable = at > 0 && at < address.length - 1 && !NOT_IN_ADDRESS.test(address);
  if (usable) return null;
  const shown = JSON.stringify(address.length > 60 ? `${address.slice(0, 57)}…` : address);
  return `The From address ${shown} is not an email address (a name, an @ and a domain); nobody is answered.`;
}
