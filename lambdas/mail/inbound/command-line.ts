/**
 * Cleaning one reply line before the grammar reads it. The rules, in order:
 * 1. Unicode NFKC: full-width letters, digits and spaces become ASCII ("２" → "2",
 *    "ｈｅｌｐ" → "help"), half-width katakana become full-width.
 * 2. Whitespace trimmed at both ends and collapsed to single spaces inside.
 * 3. One leading list marker is removed when text follows it: a bullet `-`, `*`, `+`, `•`
 *    followed by a space; a Japanese `・` (space optional); `1.` `1)` `(1)` followed by a
 *    space. A marker alone is not removed, and a lone `1.`, `1)` or `(1)` is the number 1.
 * 4. Trailing punctuation is removed: `. , ; : ! ?` and their Japanese/full-width forms.
 *    Brackets are kept (they can belong to a move).
 * A line is noise (skipped) when nothing is left, when it has no letter or digit
 * (`---`, `—`, `***`, emoji), when it is a salutation ending in a comma ("Hi all,"), or a
 * courtesy phrase alone ("Thanks!", "ありがとうございます").
 */

const BULLET = /^(?:[-*+•‣◦]\s+|・\s*)(?=\S)/u;
const NUMBERED = /^(?:\d{1,3}[.)]|\(\d{1,3}\))\s+(?=\S)/;
const LONE_NUMBER = /^\(?(\d{1,3})[.)]?$/;
const TRAILING_PUNCTUATION = ' .,;:!?。、．，！？…';
const HAS_WORD = /[\p{L}\p{N}]/u;
const SALUTATION = /^(hi|hello|hey|dear|hallo|bonjour)\b.{0,40},$/i;
const COURTESY =
  /^(thanks|thank you|thx|cheers|ありがとう|ありがとうございます|お疲れ様です|お疲れさまです|お世話になっております|よろしくお願いします|よろしくお願いいたします)$/i;

/** A loop, not /[.,…]+$/: that regex is quadratic on long punctuation runs, and mail is hostile input. */
function trimTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_PUNCTUATION.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/** The cleaned line, or null when the line is blank or noise. */
export function cleanCommandLine(line: string): string | null {
  let text = line.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (text === '' || !HAS_WORD.test(text) || SALUTATION.test(text)) return null;
  const lone = LONE_NUMBER.exec(text);
  if (lone) return lone[1]!;
  text = text.replace(BULLET, '').replace(NUMBERED, '');
  text = trimTrailingPunctuation(text);
  if (text === '' || !HAS_WORD.test(text) || COURTESY.test(text)) return null;
  return text;
}
