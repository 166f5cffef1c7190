/**
 * Hostile raw mail for the inbound fuzz suite (test/lambdas/mail/inbound/fuzz.test.ts) and
 * the long run (`npm run bench -- fuzz`): a fast-check generator of MIME trees with broken
 * boundaries, odd charsets and encodings, RFC 2047 garbage, NUL bytes, long lines, HTML
 * bombs and thousands of command lines, plus byte mutations of the fixture corpus.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

export const FUZZ_DOMAIN = 'play.example.org';
const GAME_ADDRESS = `g-g7k2-1-k3m9x2p7q4w8z5t1@${FUZZ_DOMAIN}`;

const CHARSETS = [
  'utf-8',
  'us-ascii',
  'iso-8859-1',
  'windows-1252',
  'iso-2022-jp',
  'shift_jis',
  'gb18030',
  'koi8-r',
  'utf-7',
  'x-unknown',
  '',
  '"utf-8',
  'utf-8"; charset=latin1',
];
const ENCODINGS = ['7bit', '8bit', 'base64', 'quoted-printable', 'binary', 'x-uuencode', 'BASE64 ', ''];

const word = fc.constantFrom(
  'mayor',
  'help',
  'notify all',
  'build harbor',
  '2',
  'status',
  'history 999',
  'vacation 400',
  'new x a@b.c',
  '市長',
  'ヘルプ',
  'wrote:',
  '-- ',
  '> quoted',
  'On Mon, Alice wrote:',
);

/** Text that stresses one reader: repeated patterns scaled by `n`. */
const bomb = fc
  .tuple(
    fc.constantFrom(
      '<a x',
      '<!x',
      '<!--',
      '<a x="',
      '&#x',
      '=?utf-8?B?',
      '--b\r\n',
      '\u0000',
      '\r',
      '>',
      'schrieb ',
      '.',
      ' ',
      'notify all\n',
      'help\n',
      'x',
    ),
    fc.integer({ min: 1, max: 4000 }),
  )
  .map(([unit, n]) => unit.repeat(n));

const garbage = fc.string({ unit: 'binary', maxLength: 300 });
const textBody = fc.array(fc.oneof(word, garbage, bomb), { maxLength: 12 }).map((parts) => parts.join('\r\n'));

const encodedWord = fc
  .tuple(fc.constantFrom(...CHARSETS), fc.constantFrom('B', 'Q', 'X'), garbage)
  .map(([cs, enc, text]) => `=?${cs}?${enc}?${text}?=`);
const headerValue = fc.oneof(
  garbage,
  encodedWord,
  word,
  bomb.map((b) => b.slice(0, 2000)),
);
const address = fc.oneof(
  fc.constant('alice@example.com'),
  fc.constant(`Alice <alice@example.com>`),
  fc.constant(GAME_ADDRESS),
  fc.constant('mallory@evil.example, alice@example.com'),
  fc.constant('group: a@b.c, d@e.f;'),
  headerValue,
);

const extraHeader = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'Authentication-Results',
        'Auto-Submitted',
        'Precedence',
        'Return-Path',
        'Received',
        'X-Junk',
        'Delivered-To',
        'References',
      ),
      headerValue,
    )
    .map(([k, v]) => `${k}: ${v}`),
  fc.constant('Authentication-Results: mx; spf=pass smtp.mailfrom=x@other.example; dkim=pass header.d=evil.example; dmarc=none'),
  fc.constant('\u0000: \u0000'),
  fc.constant(' folded continuation without a header'),
);

interface Part {
  readonly headers: string[];
  readonly body: string;
}

/** A MIME part: a leaf, or a multipart of sub-parts (its boundary sometimes broken). */
const part: fc.Memo<Part> = fc.memo((depth) => {
  const leaf = fc
    .tuple(
      fc.constantFrom('text/plain', 'text/html', 'application/octet-stream', 'message/rfc822', 'text/x-garbage'),
      fc.constantFrom(...CHARSETS),
      fc.constantFrom(...ENCODINGS),
      textBody,
    )
    .map(([type, cs, enc, body]) => ({ headers: [`Content-Type: ${type}; charset=${cs}`, `Content-Transfer-Encoding: ${enc}`], body }));
  if (depth <= 1) return leaf;
  const multi = fc
    .tuple(
      fc.constantFrom('mixed', 'alternative', 'related', 'report'),
      fc.constantFrom('b1', 'b2', 'x', '', '"quoted b"', 'b1'),
      fc.array(part(depth - 1), { maxLength: 4 }),
      fc.boolean(),
    )
    .map(([sub, boundary, parts, closed]) => {
      const b = boundary.replace(/"/g, '');
      const inner = parts.map((p) => `--${b}\r\n${p.headers.join('\r\n')}\r\n\r\n${p.body}\r\n`).join('');
      return { headers: [`Content-Type: multipart/${sub}; boundary=${boundary}`], body: `${inner}${closed ? `--${b}--\r\n` : ''}` };
    });
  return fc.oneof({ depthSize: 'small' }, leaf, multi);
});

/** A whole raw mail from the generator. */
export const generatedMail: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(address, { minLength: 0, maxLength: 3 }),
    fc.oneof(fc.constant(GAME_ADDRESS), address),
    headerValue,
    fc.array(extraHeader, { maxLength: 5 }),
    part(6),
    fc.boolean(),
  )
  .map(([froms, to, subject, extra, root, lf]) => {
    const lines = [
      ...froms.map((f) => `From: ${f}`),
      `To: ${to}`,
      `Subject: ${subject}`,
      'MIME-Version: 1.0',
      ...extra,
      ...root.headers,
      '',
      root.body,
    ];
    const raw = lines.join('\r\n');
    return lf ? raw.replace(/\r\n/g, '\n') : raw;
  });

/** The raw fixtures (test/fixtures/mail/*.eml). */
export function fixtureCorpus(): Buffer[] {
  const dir = fileURLToPath(new URL('../fixtures/mail/', import.meta.url));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(`${dir}${f}`));
}

type Mutation = {
  kind: 'delete' | 'duplicate' | 'insert' | 'flip' | 'truncate' | 'repeat';
  at: number;
  len: number;
  bytes: number[];
  times: number;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('delete', 'duplicate', 'insert', 'flip', 'truncate', 'repeat'),
  at: fc.nat(),
  len: fc.integer({ min: 1, max: 400 }),
  bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 40 }),
  times: fc.integer({ min: 2, max: 3000 }),
});

function mutate(source: Buffer, m: Mutation): Buffer {
  const at = source.length === 0 ? 0 : m.at % source.length;
  const end = Math.min(source.length, at + m.len);
  const before = source.subarray(0, at);
  const slice = source.subarray(at, end);
  const after = source.subarray(end);
  switch (m.kind) {
    case 'delete':
      return Buffer.concat([before, after]);
    case 'duplicate':
      return Buffer.concat([before, slice, slice, after]);
    case 'insert':
      return Buffer.concat([before, Buffer.from(m.bytes), source.subarray(at)]);
    case 'flip':
      return Buffer.concat([before, Buffer.from(slice.map((b, i) => b ^ (m.bytes[i % m.bytes.length] ?? 1))), after]);
    case 'truncate':
      return source.subarray(0, at);
    case 'repeat':
      return Buffer.concat([before, ...Array.from({ length: m.times }, () => slice), after]);
  }
}

/** A fixture with one to four mutations applied in turn. */
export function mutatedFixture(corpus: readonly Buffer[]): fc.Arbitrary<Buffer> {
  return fc
    .tuple(fc.integer({ min: 0, max: corpus.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([i, ms]) => ms.reduce(mutate, corpus[i]!));
}
