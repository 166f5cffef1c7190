/**
 * The mailbox an address delivers to, as a key for per-address limits, blocks and
 * cool-downs (README "Limits"): `Ann+games@Example.com` and `ann@example.com` reach one
 * inbox, so they share one daily quota, one "never invite me" and one decline cool-down.
 *
 * Only ever a key: mail still goes to the address as written (a provider that does not
 * know plus-tags would bounce the canonical form, and the player chose their spelling).
 */

/**
 * Providers that ignore dots in the local part (`a.nn@gmail.com` is `ann@gmail.com`), each
 * with the one domain its mailboxes are counted under (googlemail.com is gmail.com).
 */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * Case folded, the `+tag` removed (sub-addressing, RFC 5233), and for providers that ignore
 * dots the dots too. Input that is not `local@domain` comes back only case folded: such
 * addresses are refused before they reach a limit, and a key must never throw.
 */
export function canonicalMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0 || at === lower.length - 1) return lower;
  const domain = lower.slice(at + 1).replace(/\.$/, '');
  const plus = lower.indexOf('+');
  let local = plus > 0 && plus < at ? lower.slice(0, plus) : lower.slice(0, at);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless !== undefined) local = local.replace(/\./g, '') || local;
  return `${local}@${dotless ?? domain}`;
}
