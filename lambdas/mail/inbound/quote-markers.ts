/**
 * The line patterns that end a player's own words in a reply: quote headers written by
 * mail clients, forwarded blocks, quote marks and signatures. Tables, not code, so a new
 * client's phrasing is one more row. Rows are tested line by line in
 * test/lambdas/mail/inbound/extract-reply.test.ts; `extract-reply.ts` decides how to use them.
 *
 * None of these can match a move line: every pattern needs either a whole line made of a
 * fixed phrase, a trailing "wrote:"-style verb with a colon, or a mail-header keyword
 * followed by a colon. A line such as `- take mayor` (a list marker) is never a marker;
 * `--` alone and a lone dash character (`—`, `–`) are signature delimiters.
 */
import { HEADER_FOLLOWERS, HEADER_STARTS, MORE_ATTRIBUTIONS, MORE_FORWARDS, MORE_SEPARATORS, MORE_SIGNATURES } from './localized-markers';
import { INBOUND_LIMITS } from './limits';
import type { QuoteCut } from './types';

export type CutKind = QuoteCut['kind'];

/** Attribution lines end with a "wrote:" verb in some language, or are Japanese client headers. */
const ATTRIBUTION_PATTERNS: readonly RegExp[] = [
  /\b(wrote|writes)\s*[:：]$/i, // Gmail, Apple Mail, Thunderbird, Outlook.com ("On … wrote:", "Alice wrote:")
  /\ba écrit\s*[:：]$/i, // French
  /^(?=.*[:：]$).*\bschrieb\b/i, // German ("Am … schrieb Alice <a@x>:"); the anchored lookahead keeps it linear
  /\bescribió\s*[:：]$/i, // Spanish
  /\bha scritto\s*[:：]$/i, // Italian
  /^(?=.*[:：]$).*\bschreef\b/i, // Dutch
  /\bescreveu\s*[:：]$/i, // Portuguese
  /(^|\s)(skrev|napisał|napisała|napisał\(a\)|написал|написала|написал\(а\))\s*[:：]$/i, // Nordic, Polish, Russian (\b is ASCII-only)
  /(写道|寫道)\s*[:：]$/, // Chinese Gmail ("… 于2026年11月23日周一 09:14写道：")
  /님이 작성\s*[:：]$/, // Korean Gmail ("2026년 11월 23일 (월) 오전 9:14, Puerto Rico <a@x>님이 작성:")
  /さんは書きました\s*[:：]$/, // Thunderbird (ja): "2026/11/23 9:14 に Alice さんは書きました:"
  /の(メッセージ|メール)\s*[:：]$/, // Apple Mail / Outlook (ja): "2026/11/23 9:14、Alice <a@x>のメール:"
  /^\d{4}年\d{1,2}月\d{1,2}日.*[:：]$/, // Gmail (ja): "2026年11月23日(月) 9:14 Alice <a@x>:"
  ...MORE_ATTRIBUTIONS,
];

/**
 * A wrapped attribution (Gmail folds long ones) may be read across up to three lines, but
 * only when its first line opens like an attribution: with "On"/"Le"/"Am"/… or a date.
 * This keeps a move line followed by "Alice wrote:" from being swallowed.
 */
const ATTRIBUTION_OPENERS: readonly RegExp[] = [
  /^(On|Le|Am|El|Il|Op|Em|Den|Dne|Στις|В|У)\s\S/,
  /^(пн|вт|ср|чт|пт|сб|вс|нд|ma|ti|ke|to|pe|la|su|man|tir|ons|tor|fre|lør|søn|mån|tis|fre|lör|sön|pon|wt|śr|czw|pt|sob|niedz)\.?,?\s+\d/i, // weekday first (Russian, Finnish, Nordic, Polish)
  /^\d{4}[/年년.-]\s?\d{1,2}/, // 2026/11/23, 2026年11月23日, 2026년 11월, 2026-11-23
  /^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/, // 23.11.2026, 11/23/26
];

/**
 * The line our own status mails should carry at the top (text and HTML parts). A client
 * that quotes without ">" and without a header block would otherwise let the quoted list
 * of moves be read as the reply; with this line the cut is certain. Matched loosely
 * (case, spacing, the "#"/"-" decoration, a leading quote mark is handled earlier).
 */
export const REPLY_ABOVE_THIS_LINE = '##- Please type your reply above this line -##';
const REPLY_ABOVE_PATTERN =
  /^[#\-\s]*please (type|write) your (reply|moves?) above this line[#\-\s]*$|^[#\-\s]*この行より上に(返信|手)を書いてください[#\-\s]*$/i;

/**
 * Whole-line separators before an original message: the history below them is not quoted
 * with ">". Some clients send the separator bold, as `*-------- Original Message --------*`
 * in the text part: the stars are stripped before these patterns are tried.
 */
const SEPARATOR_PATTERNS: readonly RegExp[] = [
  REPLY_ABOVE_PATTERN,
  /^-{2,}\s*(Original Message|Message d'origine|Ursprüngliche Nachricht|Mensaje original|Messaggio originale|Oorspronkelijk bericht|元のメッセージ|オリジナルメッセージ)\s*-{2,}$/i,
  /^_{20,}$/, // Outlook draws a rule of underscores above its From:/Sent: block
  ...MORE_SEPARATORS,
];

const FORWARD_PATTERNS: readonly RegExp[] = [
  /^-{2,}\s*(Forwarded message|Weitergeleitete Nachricht|Message transféré|Mensaje reenviado|転送メッセージ|転送されたメッセージ)\s*-{2,}$/i,
  /^(Begin forwarded message|Anfang der weitergeleiteten Nachricht|Début du message réexpédié)\s*[:：]$/i,
  /^転送されたメッセージ\s*[:：]?$/, // Apple Mail (ja)
  ...MORE_FORWARDS,
];

/** Outlook-style header blocks: a From line followed closely by Sent/Date/To/Subject lines. */
const HEADER_FROM = new RegExp(`^\\*?(${HEADER_STARTS})\\*?\\s*[:：]\\s*\\S`, 'i');
const HEADER_FOLLOWER = new RegExp(`^\\*?(${HEADER_FOLLOWERS})\\*?\\s*[:：]`, 'i');
/** How many following non-blank lines may hold the second header line. */
const HEADER_WINDOW = 4;

/**
 * Longer lines are never quote headers (real ones stay well under 300 characters). The
 * cap also bounds the regular-expression work a hostile mail can cause per line.
 */
const MAX_MARKER_LINE = INBOUND_LIMITS.markerLineChars;

/** Quote marks: ">" (any client) and the full-width "＞" some Japanese clients use. */
export const QUOTE_MARK = /^[ \t\u3000]*[>＞]/;

/** Signature delimiters and client taglines. Everything from here down is signature. */
const SIGNATURE_PATTERNS: readonly RegExp[] = [
  /^--[ \t]*$/, // RFC 3676 "-- " (many clients drop the trailing space)
  /^[—–―][ \t]*$/, // iOS smart punctuation turns a typed "--" into one dash character
  /^(Sent|Envoyé|Enviado|Inviato|Verzonden) (from|with|via|de|desde|da|met|vanaf) .{1,60}$/i, // "Sent from my iPhone"
  /^Von meinem .{1,40} gesendet$/i,
  /^Get Outlook for (iOS|Android)/i,
  /^(iOS|Android)\s*版\s*Outlook\s*を入手/, // Outlook (ja)
  /^.{1,30}から送信$/, // "iPhoneから送信", "ドコモメールから送信" and other Japanese handset taglines
  ...MORE_SIGNATURES,
];

/**
 * Sign-offs ("Thanks,", "よろしくお願いします") start the signature when some text came
 * before them: the name under a sign-off must not become a move. A sign-off on the first
 * line is left to the command grammar, which skips it as noise.
 */
const VALEDICTION =
  /^(thanks|thank you|thanks a lot|many thanks|thx|cheers|best|best regards|regards|kind regards|warm regards|all the best|sincerely|yours|br|よろしくお願いします|よろしくお願いいたします|宜しくお願いします|宜しくお願い致します|よろしく|以上)[\s,.!。、！]*$/i;

function matchesAny(patterns: readonly RegExp[], line: string): boolean {
  return patterns.some((p) => p.test(line));
}

/**
 * A date-first attribution without a verb, ending in the quoted sender's address and a
 * colon: "2016-03-03 17:21 GMT+01:00 Alice <a@x>:" (Gmail, several languages), Russian
 * Gmail's "пн, 23 нояб. 2026 г. в 09:14, Alice <a@x>:". Plain string work, no regex
 * backtracking over the line.
 */
function isDatedAddressLine(line: string): boolean {
  if (!(line.endsWith(':') || line.endsWith('：')) || !/\d/.test(line)) return false;
  const open = line.lastIndexOf('<');
  return open > 0 && /^<[^<>\s@]+@[^<>\s@]+>\s*[:：]$/.test(line.slice(open)) && /\d/.test(line.slice(0, open));
}

/** Is an attribution starting at `lines[i]` (possibly wrapped over up to three lines)? */
export function isAttributionAt(lines: readonly string[], i: number): boolean {
  const first = lines[i]?.trim() ?? '';
  if (first === '' || first.length > MAX_MARKER_LINE) return false;
  if (matchesAny(ATTRIBUTION_PATTERNS, first) || isDatedAddressLine(first)) return true;
  if (!matchesAny(ATTRIBUTION_OPENERS, first) || first.endsWith(':') || first.endsWith('：')) return false;
  let joined = first;
  for (let k = 1; k <= 2; k += 1) {
    const next = lines[i + k]?.trim() ?? '';
    if (next === '' || next.length > MAX_MARKER_LINE || QUOTE_MARK.test(next)) return false;
    // Gmail breaks inside "<alice@example.com>", so join without a space after "<".
    joined = joined.endsWith('<') ? joined + next : `${joined} ${next}`;
    if (/\d/.test(joined) && (matchesAny(ATTRIBUTION_PATTERNS, joined) || isDatedAddressLine(joined))) return true;
  }
  return false;
}

/** Is an Outlook-style header block (From: followed by Sent:/Date:/To:/Subject:) starting at `lines[i]`? */
export function isHeaderBlockAt(lines: readonly string[], i: number): boolean {
  if (!HEADER_FROM.test(lines[i]?.trim() ?? '')) return false;
  let seen = 0;
  for (let j = i + 1; j < lines.length && seen < HEADER_WINDOW; j += 1) {
    const line = lines[j]!.trim();
    if (line === '') continue;
    seen += 1;
    if (HEADER_FOLLOWER.test(line)) return true;
  }
  return false;
}

/** A line wrapped in `*…*` (bold turned into text) without its stars. */
function unbold(line: string): string {
  return line.length > 2 && line.startsWith('*') && line.endsWith('*') ? line.slice(1, -1).trim() : line;
}

/**
 * What kind of cut, if any, begins at `lines[i]`. `hasContent` says whether any non-blank
 * reply line came before (sign-offs only count after content).
 */
export function cutAt(lines: readonly string[], i: number, hasContent: boolean): CutKind | null {
  const raw = lines[i] ?? '';
  const line = raw.trim();
  if (QUOTE_MARK.test(raw)) return 'quote-mark';
  if (line === '' || line.length > MAX_MARKER_LINE) return null;
  if (matchesAny(SEPARATOR_PATTERNS, unbold(line))) return 'separator';
  if (matchesAny(FORWARD_PATTERNS, unbold(line))) return 'forward';
  if (isHeaderBlockAt(lines, i)) return 'header-block';
  if (isAttributionAt(lines, i)) return 'attribution';
  if (matchesAny(SIGNATURE_PATTERNS, line)) return 'signature';
  if (hasContent && VALEDICTION.test(line)) return 'signature';
  return null;
}
