/**
 * Domain alignment for sender authentication ("Sender checks", the idea of
 * DMARC's relaxed alignment, RFC 7489 §3.1): a pass only vouches for the From address when
 * it was for the From domain's organisation.
 *
 * The organisational domain is approximated without the Public Suffix List (about 230 KB,
 * over the inbound bundle budget): the last two labels, or the last three when the last
 * two are a known two-level public suffix (`co.uk`, `co.jp`, `com.au`…, the table below).
 * The approximation errs towards refusing: under a public suffix missing from the table
 * (say `pvt.k12.ma.us`) two unrelated sites share an "organisation", which could accept
 * a pass for a neighbour, so the table lists the suffixes where mail providers live.
 */

/** Two-label public suffixes under which registrations are three labels deep. */
const TWO_LEVEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'sch.uk',
  'co.jp',
  'ne.jp',
  'or.jp',
  'ac.jp',
  'go.jp',
  'ad.jp',
  'ed.jp',
  'gr.jp',
  'lg.jp',
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'id.au',
  'asn.au',
  'co.nz',
  'org.nz',
  'net.nz',
  'ac.nz',
  'govt.nz',
  'school.nz',
  'co.kr',
  'or.kr',
  'ne.kr',
  'ac.kr',
  'go.kr',
  're.kr',
  'com.cn',
  'net.cn',
  'org.cn',
  'edu.cn',
  'gov.cn',
  'ac.cn',
  'com.tw',
  'net.tw',
  'org.tw',
  'edu.tw',
  'idv.tw',
  'com.hk',
  'net.hk',
  'org.hk',
  'edu.hk',
  'com.br',
  'net.br',
  'org.br',
  'gov.br',
  'edu.br',
  'com.mx',
  'org.mx',
  'com.ar',
  'com.tr',
  'com.sg',
  'com.my',
  'com.ua',
  'kiev.ua',
  'org.ua',
  'co.in',
  'net.in',
  'org.in',
  'ac.in',
  'co.za',
  'org.za',
  'ac.za',
  'co.il',
  'org.il',
  'ac.il',
  'co.at',
  'or.at',
  'ac.at',
  'com.pl',
  'net.pl',
  'org.pl',
  'com.es',
  'org.es',
  'com.pt',
  'co.id',
  'or.id',
  'ac.id',
  'co.th',
  'ac.th',
  'com.ph',
  'com.vn',
  'com.ru',
  'org.ru',
  'msk.ru',
  'spb.ru',
]);

/** The domain part of an address or a bare domain, lower-cased, without a trailing dot. */
export function domainOf(addressOrDomain: string): string {
  const at = addressOrDomain.lastIndexOf('@');
  return addressOrDomain
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
}

/** The registrable ("organisational") domain, approximated as described above. */
export function organisationalDomain(domain: string): string {
  const labels = domainOf(domain)
    .split('.')
    .filter((l) => l !== '');
  if (labels.length <= 2) return labels.join('.');
  const lastTwo = labels.slice(-2).join('.');
  return labels.slice(TWO_LEVEL_SUFFIXES.has(lastTwo) ? -3 : -2).join('.');
}

/** Relaxed alignment: both name the same organisational domain. */
export function aligned(a: string, b: string): boolean {
  const left = organisationalDomain(a);
  return left !== '' && left === organisationalDomain(b);
}
