/**
 * `npm run bench -- fuzz`: the inbound path against hostile mail. Generated MIME
 * and mutated fixtures (test/support/mime-fuzz.ts), then the named attacks of the issue at
 * full size. Reports cases, crashes (a thrown error instead of an outcome), slow cases
 * (over 500 ms of CPU), CPU per case and peak memory. Figures only, never asserted.
 * `FUZZ_CASES` sets the number of generated and of mutated cases (default 500 each, about
 * a minute on a loaded two-core machine; `FUZZ_CASES=2500` for the issue's 5,000).
 */
import fc from 'fast-check';
import { INBOUND_LIMITS } from '../lambdas/mail/inbound/limits';
import { readCommands, readInboundMail } from '../lambdas/mail/inbound/parse-mail';
import { FUZZ_DOMAIN, fixtureCorpus, generatedMail, mutatedFixture } from '../test/support/mime-fuzz';
import { percentile } from './support/stats';

const SLOW_MS = 500;
const TO = `g-g7k2-1-k3m9x2p7q4w8z5t1@${FUZZ_DOMAIN}`;

interface Tally {
  cases: number;
  crashes: string[];
  slow: string[];
  refused: Map<string, number>;
  cpuMs: number[];
  bytes: number;
}

/** The issue's named attacks, at the sizes it reports (built one at a time, as bytes like a receiver's). */
function namedAttacks(): [string, () => string][] {
  const head = (type = 'text/plain; charset=utf-8') =>
    `From: Stranger <mallory@evil.example>\r\nTo: ${TO}\r\nSubject: Re: x\r\nMIME-Version: 1.0\r\nContent-Type: ${type}\r\n\r\n`;
  let nested = 'Content-Type: text/plain\r\n\r\nmayor\r\n';
  for (let i = 300; i >= 1; i -= 1) nested = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${nested}--b${i}--\r\n`;
  return [
    ['5 MB of command lines from a stranger', () => head() + 'build harbor\r\n'.repeat((5 * 1024 * 1024) / 14)],
    ['11 MB (over the size limit)', () => head() + 'build harbor\r\n'.repeat((11 * 1024 * 1024) / 14)],
    ['9.9 MB of command lines (under the size limit)', () => head() + 'build harbor\r\n'.repeat(9_900_000 / 14)],
    ['300-level nested multipart', () => `From: a@b.example\r\nTo: ${TO}\r\nSubject: x\r\nMIME-Version: 1.0\r\n${nested}`],
    ['HTML-only, 80 KB of "<a x"', () => head('text/html') + '<a x'.repeat(20_000)],
    ['HTML-only, 1.9 MB of "<a x"', () => head('text/html') + '<a x'.repeat(475_000)],
    ['HTML-only, 1.9 MB of nested blockquotes', () => head('text/html') + '<blockquote>'.repeat(150_000)],
    ['20,000 "notify all" lines', () => head() + 'notify all\r\n'.repeat(20_000)],
    ['100 "help" lines', () => head() + 'help\r\n'.repeat(100)],
    ['one 1.9 MB line', () => head() + 'x'.repeat(1_900_000)],
    ['100 KB header', () => `X-Junk: ${'a'.repeat(100_000)}\r\n${head()}mayor`],
    ['1.9 MB of NUL bytes', () => head() + '\u0000'.repeat(1_900_000)],
    [
      '1.9 MB base64 garbage',
      () => head('text/plain; charset=utf-8').replace('\r\n\r\n', '\r\nContent-Transfer-Encoding: base64\r\n\r\n') + '!@#$'.repeat(475_000),
    ],
    ['RFC 2047 garbage subject', () => `From: a@b.example\r\nTo: ${TO}\r\nSubject: ${'=?x-unknown?Q?=ZZ?= '.repeat(5_000)}\r\n\r\nmayor`],
    [
      'RFC 2047 garbage subject, 60 KB',
      () => `From: a@b.example\r\nTo: ${TO}\r\nSubject: ${'=?utf-8?B?4pyT?= =?x-unknown?Q?=ZZ?= '.repeat(1_600)}\r\n\r\nmayor`,
    ],
  ];
}

async function runCase(tally: Tally, label: string, raw: Uint8Array | string): Promise<void> {
  tally.cases += 1;
  tally.bytes = Math.max(tally.bytes, typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength);
  const before = process.cpuUsage();
  try {
    const read = await readInboundMail(raw, { domain: FUZZ_DOMAIN });
    if (read.ok) readCommands(read.mail);
    else tally.refused.set(read.refusal.code, (tally.refused.get(read.refusal.code) ?? 0) + 1);
  } catch (error) {
    tally.crashes.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000;
  tally.cpuMs.push(ms);
  if (ms > SLOW_MS) tally.slow.push(`${label} (${ms.toFixed(0)} ms)`);
}

export async function benchFuzzInbound(): Promise<string[]> {
  const count = Number(process.env.FUZZ_CASES ?? 500);
  const baseline = process.memoryUsage().rss;
  let peakRss = baseline;
  const tally: Tally = { cases: 0, crashes: [], slow: [], refused: new Map(), cpuMs: [], bytes: 0 };
  let caseGrowth = 0;
  let before = process.memoryUsage().rss;
  /** RSS after each mail: the run's peak, and the largest growth during one mail. */
  const sample = () => {
    const rss = process.memoryUsage().rss;
    peakRss = Math.max(peakRss, rss);
    caseGrowth = Math.max(caseGrowth, rss - before);
    before = rss;
  };

  // One mail at a time (seeded per case), so no batch of generated mail sits in memory.
  for (let i = 0; i < count; i += 1) {
    const raw = fc.sample(generatedMail, { numRuns: 1, seed: 13_000 + i })[0]!;
    before = process.memoryUsage().rss;
    await runCase(tally, `generated #${i}`, raw);
    sample();
  }
  const mutated = mutatedFixture(fixtureCorpus());
  for (let i = 0; i < count; i += 1) {
    const raw = fc.sample(mutated, { numRuns: 1, seed: 1_313_000 + i })[0]!;
    before = process.memoryUsage().rss;
    await runCase(tally, `mutated #${i}`, raw);
    sample();
  }
  const named: string[] = [];
  for (const [label, make] of namedAttacks()) {
    const at = tally.cpuMs.length;
    const raw = Buffer.from(make(), 'utf8');
    before = process.memoryUsage().rss;
    await runCase(tally, label, raw);
    sample();
    named.push(`  ${label}: ${tally.cpuMs[at]!.toFixed(1)} ms CPU`);
  }

  const sorted = [...tally.cpuMs].sort((a, b) => a - b);
  const cpu = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  return [
    `cases: ${tally.cases} (${count} generated, ${count} mutated fixtures, ${named.length} named attacks); largest ${(tally.bytes / 1024).toFixed(0)} KB; size limit ${INBOUND_LIMITS.rawBytes / 1024} KB`,
    `crashes: ${tally.crashes.length}${tally.crashes.length ? `\n    ${tally.crashes.slice(0, 10).join('\n    ')}` : ''}`,
    `slow (> ${SLOW_MS} ms CPU): ${tally.slow.length}${tally.slow.length ? `\n    ${tally.slow.slice(0, 10).join('\n    ')}` : ''}`,
    `CPU per case: median ${cpu.p50.toFixed(2)} ms, p95 ${cpu.p95.toFixed(2)} ms, max ${cpu.max.toFixed(1)} ms`,
    `refused: ${[...tally.refused].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}`,
    `memory: largest RSS growth while reading one mail ${mb(caseGrowth)}; run peak ${mb(peakRss)}, ${mb(peakRss - baseline)} above the ${mb(baseline)} start (generator and garbage included; maxRSS ${mb(process.resourceUsage().maxRSS * 1024)})`,
    'named attacks:',
    ...named,
  ];
}
