/**
 * HTML-only mail reduced to plain text with html-to-text. Quoted history in HTML is a
 * <blockquote>, which html-to-text writes with "> " marks, so the plain-text reply rules
 * (extract-reply.ts) apply unchanged; Outlook's From:/Sent: block becomes text lines too.
 * Links keep their text only (a mailto: link's href is the game address, not a move) and
 * images are dropped. No wrapping: one HTML line stays one text line.
 */
import { convert, type HtmlToTextOptions } from 'html-to-text';

const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'blockquote', options: { trimEmptyLines: true } },
  ],
};

export function htmlToText(html: string): string {
  return convert(html, OPTIONS);
}
