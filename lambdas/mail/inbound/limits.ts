/**
 * Every bound the inbound path puts on a raw mail, in one place ("Bad input:
 * bounded, never a crash"). The front door takes mail from anyone, so each costly step has
 * a limit checked before the step runs; a mail over a limit is refused with a sentence
 * that names the numbers, never thrown. README "Inbound mail limits" lists them.
 *
 * The sizes leave room for real replies: a reply that quotes a whole HTML status mail is
 * 50–300 KB, an Outlook header block with its Received chain and DKIM signatures under
 * 20 KB, real MIME trees are at most 5 or 6 levels deep with a handful of parts.
 */

export const INBOUND_LIMITS = {
  /** Raw mail, headers and attachments included. Larger mail is refused unread. */
  rawBytes: 10 * 1024 * 1024,
  /** The top header block, and (passed to the MIME parser) all part headers together. */
  headerBytes: 64 * 1024,
  /**
   * Body bytes handed to the MIME parser, cut at a line end; the rest (attachments, long
   * quoted history) is never parsed. The player's words come first in every client's
   * layout, and the parser costs about 1.3 ms per KB of short lines, so this bound is
   * what keeps any mail under the CPU budget.
   */
  mimeReadBytes: 128 * 1024,
  /** Nesting of multipart parts; deeper mail is refused. */
  mimeDepth: 16,
  /** MIME parts (declared boundaries and boundary lines) in one mail; more is refused. */
  mimeParts: 100,
  /** Inline message/rfc822 parts read as mail (deeper ones stay attachments). */
  rfc822Depth: 2,
  /** HTML read for text (HTML-only mail): the rest is cut off; the reply is at the top. */
  htmlChars: 128 * 1024,
  /** Body text searched for the player's words: the rest is cut off. */
  textChars: 128 * 1024,
  /** Longer lines are never quote headers or signatures (and cost no pattern work). */
  markerLineChars: 1000,
  /** A command line longer than this is refused without being read. */
  commandLineChars: 500,
  /** Command lines read from one reply; the rest are answered "not read". */
  commandLines: 20,
} as const satisfies Record<string, number>;

/** Why a raw mail was refused before it was read. */
export type LimitCode = 'too-large' | 'header-too-large' | 'too-deep' | 'too-many-parts' | 'unreadable';

export interface LimitRefusal {
  readonly code: LimitCode;
  /** A sentence with the numbers, for the log (and for a player if one is ever told). */
  readonly reason: string;
}

const KB = 1024;
const kb = (n: number): string => `${Math.ceil(n / KB)} KB`;

export function tooLarge(bytes: number): LimitRefusal {
  return {
    code: 'too-large',
    reason: `The mail is ${kb(bytes)}; mail to this service is at most ${kb(INBOUND_LIMITS.rawBytes)}. Reply without attachments.`,
  };
}

export function headerTooLarge(bytes: number | null): LimitRefusal {
  const size = bytes === null ? `has no end of its header within ${kb(INBOUND_LIMITS.headerBytes)}` : `has ${kb(bytes)} of headers`;
  return { code: 'header-too-large', reason: `The mail ${size}; at most ${kb(INBOUND_LIMITS.headerBytes)} are read.` };
}

export function tooDeep(depth: number | null): LimitRefusal {
  const found = depth === null ? 'nested deeper' : `nested ${depth} levels deep`;
  return { code: 'too-deep', reason: `The mail's parts are ${found}; at most ${INBOUND_LIMITS.mimeDepth} levels are read.` };
}

export function tooManyParts(parts: number): LimitRefusal {
  return { code: 'too-many-parts', reason: `The mail has ${parts} or more parts; at most ${INBOUND_LIMITS.mimeParts} are read.` };
}

export function unreadable(detail: string): LimitRefusal {
  return { code: 'unreadable', reason: `The mail could not be read as MIME (${detail.slice(0, 200)}).` };
}
