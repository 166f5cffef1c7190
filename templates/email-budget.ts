/**
 * The size budget of one email and a cheap estimate of what an email will weigh once composed.
 * Gmail clips a message over 102 KB and hides the rest (the move list, the footer); our budget
 * is 80 KB of composed MIME, headers and both parts, pictures aside (they are parts of their
 * own). The estimate follows the transfer encoding the composer picks: a part with non-ASCII
 * text (Japanese mail) goes as base64, 4 bytes for every 3 plus a line break every 76; an ASCII
 * part as quoted-printable, where every `=` is written `=3D` and long lines are broken.
 */
export const EMAIL_BUDGET = 80 * 1024;

/** Headers, part headers and boundaries (the estimate comes out 1–2 KB above the composed size of our largest emails). */
const HEADERS = 1_000;

/**
 * A text part as the composer sends it (nodemailer's rule): 7bit when it is ASCII with short
 * lines, else quoted-printable when it has more Latin letters than other characters (our HTML
 * markup, also in Japanese mail), else base64.
 */
function encodedSize(part: string): number {
  const bytes = Buffer.from(part, 'utf8');
  const lines = part.split('\n');
  if (!/[^\x00-\x7f]/.test(part) && lines.every((l) => l.length <= 76)) return bytes.length + lines.length;
  const latin = (part.match(/[A-Za-z]/g) ?? []).length;
  const other = (part.match(/[^\x00-\x7f]/g) ?? []).length;
  if (other >= latin) return Math.ceil(bytes.length / 3) * 4 + 2 * Math.ceil(bytes.length / 57);
  let out = 0;
  for (const b of bytes) out += b === 0x3d || b > 0x7e ? 3 : 1;
  // A soft line break (`=` and CRLF) at most every 76 characters.
  return out + 3 * Math.ceil(out / 73) + lines.length;
}

/** What `html` and `text` will weigh as one composed message (an estimate that errs on the heavy side). */
export function composedSize(email: { readonly html: string; readonly text: string; readonly subject: string }): number {
  return HEADERS + email.subject.length * 3 + encodedSize(email.html) + encodedSize(email.text);
}
