/**
 * A cheap look at raw bytes before the MIME parser runs ("limits checked before
 * the expensive work"). One pass each, no decoding: the size, where the top header block
 * ends, the multipart boundaries declared and how many part delimiter lines use them.
 * Anything over `INBOUND_LIMITS` is refused here, and `readablePart` cuts the body the
 * parser sees, so its work is bounded. The parser keeps its own depth and header limits
 * as a second line.
 */
import { headerTooLarge, INBOUND_LIMITS, tooLarge, tooManyParts, type LimitRefusal } from './limits';

/** `boundary=` parameters, quoted or not; RFC 2046 §5.1.1 allows at most 70 characters. */
const BOUNDARY_PARAM = /\bboundary\s*=\s*(?:"([^"\r\n]{1,200})"|([^\s;"]{1,200}))/gi;

/** Bytes in the top header block (up to the blank line), or null when none ends within `max`. */
export function headerBlockLength(bytes: Uint8Array, max: number): number | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const window = buffer.subarray(0, Math.min(buffer.length, max + 4));
  const crlf = window.indexOf('\r\n\r\n');
  const lf = window.indexOf('\n\n');
  const ends = [crlf, lf].filter((i) => i >= 0);
  if (ends.length > 0) return Math.min(...ends);
  // A mail that is all header (no body) is fine when it is short enough.
  return buffer.length <= max ? buffer.length : null;
}

/** The boundaries declared anywhere in the mail, stopping once there are more than `max`. */
export function declaredBoundaries(latin1: string, max: number): Set<string> {
  const found = new Set<string>();
  for (const m of latin1.matchAll(BOUNDARY_PARAM)) {
    found.add((m[1] ?? m[2])!);
    if (found.size > max) break;
  }
  return found;
}

/** Lines `--<boundary>` that open a part, for any declared boundary; counting stops past `max`. */
export function countPartDelimiters(latin1: string, boundaries: ReadonlySet<string>, max: number): number {
  if (boundaries.size === 0) return 0;
  let count = 0;
  let at = latin1.startsWith('--') ? 0 : latin1.indexOf('\n--');
  while (at >= 0 && count <= max) {
    const start = latin1[at] === '\n' ? at + 3 : at + 2;
    let end = latin1.indexOf('\n', start);
    if (end < 0) end = latin1.length;
    // A delimiter line is short; a long line starting with "--" is text and is not trimmed.
    if (end - start <= 220) {
      const token = latin1.slice(start, end).replace(/[ \t\r]+$/, '');
      if (boundaries.has(token)) count += 1;
    }
    at = latin1.indexOf('\n--', end);
  }
  return count;
}

/** The first limit the raw mail breaks, or null when it may be parsed. */
export function scanRaw(bytes: Uint8Array): LimitRefusal | null {
  if (bytes.byteLength > INBOUND_LIMITS.rawBytes) return tooLarge(bytes.byteLength);
  const header = headerBlockLength(bytes, INBOUND_LIMITS.headerBytes);
  if (header === null || header > INBOUND_LIMITS.headerBytes) return headerTooLarge(header);
  // Only what the parser will see is scanned: parts past the read limit are never parsed.
  const readable = readablePart(bytes);
  const latin1 = Buffer.from(readable.buffer, readable.byteOffset, readable.byteLength).toString('latin1');
  const boundaries = declaredBoundaries(latin1, INBOUND_LIMITS.mimeParts);
  if (boundaries.size > INBOUND_LIMITS.mimeParts) return tooManyParts(boundaries.size);
  const parts = countPartDelimiters(latin1, boundaries, INBOUND_LIMITS.mimeParts);
  return parts > INBOUND_LIMITS.mimeParts ? tooManyParts(parts) : null;
}

/**
 * The part of the mail the MIME parser reads: the header block and at most
 * `INBOUND_LIMITS.mimeReadBytes` of body, cut after the last line end within the limit
 * (a cut multipart just lacks its closing boundaries, which the parser accepts).
 */
export function readablePart(bytes: Uint8Array): Uint8Array {
  const header = headerBlockLength(bytes, INBOUND_LIMITS.headerBytes) ?? 0;
  const max = header + 4 + INBOUND_LIMITS.mimeReadBytes;
  if (bytes.byteLength <= max) return bytes;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lineEnd = buffer.lastIndexOf(0x0a, max - 1);
  return buffer.subarray(0, lineEnd > header ? lineEnd + 1 : max);
}
