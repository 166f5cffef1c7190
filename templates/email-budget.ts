/**
 * The size budget of one email and a cheap estimate of what an email will weigh once composed.
 * Gmail clips a message over 102 KB and hides the rest (the move list, the footer); our budget
 * is 80 KB of composed MIME, headers and both parts, pictures aside (they are parts of their
 * own). The estimate follows the transfer encoding the composer picks (`shorterEncoding`).
 */
export const EMAIL_BUDGET = 80 * 1024;

/** Headers, part headers and boundaries (the estimate comes out 1–2 KB above the composed size of our largest emails). */
const HEADERS = 1_000;

/**
 * Quoted-printable keeps mostly-ASCII text readable and small, but writes each byte of a
 * Japanese character as "=E3" (three bytes become nine); base64 costs 4/3 of every byte. The
 * composer (lambdas/mail/outbound/compose.ts) sends each part in whichever is shorter.
 */
export function shorterEncoding(content: string): 'quoted-printable' | 'base64' {
  return encodedSizes(content).base64 < encodedSizes(content).qp ? 'base64' : 'quoted-printable';
}

function encodedSizes(content: string): { qp: number; base64: number } {
  const bytes = Buffer.from(content, 'utf8');
  let escaped = 0;
  for (const b of bytes) if (b >= 0x80 || b === 0x3d) escaped++;
  return { qp: bytes.length + 2 * escaped, base64: (bytes.length * 4) / 3 };
}

/** A part's size as sent: its shorter encoding, with the line breaks that encoding adds (76 characters a line). */
function encodedSize(part: string): number {
  const { qp, base64 } = encodedSizes(part);
  const lines = part.split('\n').length;
  return base64 < qp ? Math.ceil(base64 + (2 * base64) / 76) : Math.ceil(qp + (3 * qp) / 73 + lines);
}

/** What `html` and `text` will weigh as one composed message (an estimate that errs on the heavy side). */
export function composedSize(email: { readonly html: string; readonly text: string; readonly subject: string }): number {
  return HEADERS + email.subject.length * 3 + encodedSize(email.html) + encodedSize(email.text);
}
