/**
 * Invisible characters mail clients and trackers leave in replies ("Real-world
 * replies"): zero-width spaces and joiners, word joiners, byte-order marks, soft hyphens,
 * bidirectional marks and overrides (U+202E can make a line read backwards), and Gmail's
 * tracking mark "ᐧ" (U+1427, a line of its own under a reply). None belongs in a command,
 * and a line made only of them must read as blank, so they are removed before the reply
 * rules run.
 */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u1427\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
