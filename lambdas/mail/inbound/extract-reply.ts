/**
 * Reply extraction: which part of a mail body the player wrote.
 *
 * Rules (read top to bottom, line by line; the first rule that fires ends the reply):
 * 1. A quote mark: a line starting with ">" or the full-width "＞" (leading spaces allowed).
 * 2. A separator line: "-----Original Message-----" and its translations (元のメッセージ…),
 *    Outlook's rule of 20+ underscores, or our own `REPLY_ABOVE_THIS_LINE`
 *    ("##- Please type your reply above this line -##", which status mails should carry).
 * 3. A forwarded block: "---------- Forwarded message ---------", "Begin forwarded message:",
 *    "-------- 転送メッセージ --------" and similar.
 * 4. A header block: a "From:" (差出人:, Von:, De:…) line with a "Sent:", "Date:", "To:" or
 *    "Subject:" (送信日時:, 件名:…) line among the next four non-blank lines.
 * 5. An attribution: a line ending in "wrote:" (a écrit, schrieb, さんは書きました,
 *    のメッセージ, のメール…), or Gmail's Japanese "2026年11月23日(月) 9:14 Alice <a@x>:"; a long
 *    attribution wrapped over up to three lines is recognised when its first line opens
 *    like one ("On …", "Le …", a date) and the joined text holds a digit.
 * 6. A signature: "--" alone (RFC 3676 "-- ", trailing space optional), a lone dash
 *    character "—"/"–" (what iOS makes of a typed "--"), client taglines ("Sent from my
 *    iPhone", "Get Outlook for iOS", "iPhoneから送信", "…から送信"), or a sign-off line
 *    ("Thanks,", "Best regards", "よろしくお願いします", "以上") once some text came before it.
 *
 * Everything above the first fired rule is the reply, with leading and trailing blank lines
 * removed.
 *
 * Bottom-posting (Thunderbird, mailing-list habit): when nothing was written above the
 * history and the history is quoted with ">" (alone, or under an attribution line), the
 * player's words are the unquoted lines below the quote, read up to the next cut of any
 * other kind (a signature, a separator, a second attribution …). History that is not
 * marked with ">" (a header block, a forward, a separator) is never read past: a stray
 * fragment of a quoted status mail read as a move could play a move the player never
 * chose, so such a reply stays empty and is answered instead.
 *
 * What is not a cut: a line starting with a list marker (`- take mayor`, `* 2`), a line of
 * several dashes or other rule characters (`---`, `===`, `***`: the command grammar skips
 * these as noise), and a "wrote:" line wrapped without a date-like opener.
 */
import { cutAt, QUOTE_MARK, type CutKind } from './quote-markers';
import type { QuoteCut } from './types';

export interface ExtractedReply {
  /** The player's own text. */
  reply: string;
  /** Where and why reading stopped; null when the whole body is the reply. */
  cut: QuoteCut | null;
}

/** Normalise line ends so CRLF, CR and Unicode line separators all read as one "\n". */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n|\u2028|\u2029/);
}

/** Trailing blanks removed by a loop: the regex /[ \t]+$/ takes quadratic time on long inner runs. */
function trimEndSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && ' \t\u3000'.includes(line[end - 1]!)) end -= 1;
  return line.slice(0, end);
}

function trimmedText(lines: readonly string[]): string {
  const kept = lines.map(trimEndSpaces);
  while (kept.length > 0 && kept[0] === '') kept.shift();
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}

/**
 * Where ">"-quoted history that starts at `lines[at]` (an attribution or a quote mark)
 * begins, or -1 when the history below the cut is not quoted with ">".
 */
function quotedHistoryStart(lines: readonly string[], at: number, kind: CutKind): number {
  if (kind === 'quote-mark') return at;
  if (kind !== 'attribution') return -1;
  // An attribution may be wrapped over up to three lines, and a blank line may follow it.
  for (let i = at + 1; i < lines.length && i <= at + 4; i += 1) {
    if (QUOTE_MARK.test(lines[i]!)) return i;
  }
  return -1;
}

/**
 * The player's words below ">"-quoted history (bottom-posting and interleaved answers):
 * every unquoted line after the first quote, up to the next cut that is not a quote mark.
 */
function readBelowQuote(lines: readonly string[], start: number): string[] {
  const below: string[] = [];
  let hasContent = false;
  for (let i = start; i < lines.length; i += 1) {
    const kind = cutAt(lines, i, hasContent);
    if (kind === 'quote-mark') continue;
    if (kind !== null) break;
    if (lines[i]!.trim() !== '') hasContent = true;
    if (hasContent) below.push(lines[i]!);
  }
  return below;
}

export function extractReply(text: string): ExtractedReply {
  const lines = splitLines(text);
  let hasContent = false;
  let cut: QuoteCut | null = null;
  let end = lines.length;
  for (let i = 0; i < lines.length; i += 1) {
    const kind = cutAt(lines, i, hasContent);
    if (kind !== null) {
      cut = { kind, line: i, marker: lines[i]!.trim() };
      end = i;
      break;
    }
    if (lines[i]!.trim() !== '') hasContent = true;
  }
  if (cut !== null && !hasContent) {
    const start = quotedHistoryStart(lines, cut.line, cut.kind);
    if (start !== -1) {
      const below = trimmedText(readBelowQuote(lines, start));
      if (below !== '') return { reply: below, cut: { ...cut, below: true } };
    }
  }
  return { reply: trimmedText(lines.slice(0, end)), cut };
}
