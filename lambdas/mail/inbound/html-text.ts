/**
 * HTML-only mail reduced to plain text, for reading a reply's commands. Quoted history in
 * HTML is a <blockquote>, written here as "> " lines, so the plain-text reply rules
 * (extract-reply.ts) apply unchanged; Outlook's From:/Sent: block becomes text lines too.
 * Links keep their text only (a mailto: link's href is the game address, not a move);
 * images, styles, scripts and the head are dropped; block elements end lines; entities are
 * decoded. No wrapping: one HTML line stays one text line.
 *
 * Hand-written rather than html-to-text: the inbound Lambda has a bundle-size budget
 * and that library with its HTML parser and entity tables is about 170 KB, for a
 * job that needs only the structure above.
 *
 * Linear time: a scanner, not a tag regex. A regex that tries every "<" for a
 * tag end rescans the rest of the input at each unclosed tag (`<a x` repeated took time
 * quadratic in the size). Here an unterminated tag, comment or quoted attribute ends the
 * document, as in a browser, so every character is scanned a bounded number of times.
 */

/** Characters scanned, for callers (tests, the fuzz bench) that check the work is linear. */
export interface ScanCounter {
  scanned: number;
}

interface Tag {
  /** Lower-cased element name; null for a comment, doctype or processing instruction. */
  name: string | null;
  closing: boolean;
  selfClosing: boolean;
  /** Index just after the tag. */
  end: number;
}

const NAME_START = /[a-zA-Z]/;
const NAME_CHAR = /[\w:-]/;

/** The tag opening at `html[i] === '<'`; 'text' when this "<" is literal text; null when the document ends unterminated. */
function readTag(html: string, i: number, counter: ScanCounter): Tag | 'text' | null {
  const next = html[i + 1] ?? '';
  if (html.startsWith('<!--', i)) {
    const close = html.indexOf('-->', i + 4);
    counter.scanned += (close < 0 ? html.length : close + 3) - i;
    return close < 0 ? null : { name: null, closing: false, selfClosing: false, end: close + 3 };
  }
  if (next === '!' || next === '?') {
    const close = html.indexOf('>', i + 2);
    counter.scanned += (close < 0 ? html.length : close + 1) - i;
    return close < 0 ? null : { name: null, closing: false, selfClosing: false, end: close + 1 };
  }
  const closing = next === '/';
  let j = i + (closing ? 2 : 1);
  if (!NAME_START.test(html[j] ?? '')) return 'text';
  const nameStart = j;
  while (j < html.length && NAME_CHAR.test(html[j]!)) j += 1;
  const name = html.slice(nameStart, j).toLowerCase();
  let lastNonSpace = '';
  while (j < html.length) {
    const c = html[j]!;
    if (c === '>') {
      counter.scanned += j + 1 - i;
      return { name, closing, selfClosing: lastNonSpace === '/', end: j + 1 };
    }
    if (c === '"' || c === "'") {
      const close = html.indexOf(c, j + 1);
      if (close < 0) break;
      j = close + 1;
      lastNonSpace = c;
      continue;
    }
    if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') lastNonSpace = c;
    j += 1;
  }
  counter.scanned += html.length - i;
  return null;
}

/** Elements whose content is never text for the reader. */
const HIDDEN = new Set(['head', 'style', 'script', 'title', 'template', 'noscript', 'svg', 'object', 'xml']);

/** Elements that start and end a line. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'ul',
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  times: '×',
  divide: '÷',
  deg: '°',
  shy: '',
  zwnj: '',
  zwj: '',
  lrm: '',
  rlm: '',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function htmlToText(html: string, counter: ScanCounter = { scanned: 0 }): string {
  const lines: string[] = [];
  let line = '';
  let quote = 0;
  let hidden = 0;
  let pre = 0;

  const endLine = () => {
    const text = pre > 0 ? line.trimEnd() : line.replace(/[ \t\u00a0]+/g, ' ').trim();
    lines.push(text === '' ? '' : `${'> '.repeat(quote)}${text}`);
    line = '';
  };
  const addText = (raw: string) => {
    if (hidden > 0 || raw === '') return;
    const text = decodeEntities(pre > 0 ? raw : raw.replace(/\s+/g, ' '));
    if (pre > 0) {
      const parts = text.split(/\r?\n/);
      parts.forEach((part, i) => {
        if (i > 0) endLine();
        line += part;
      });
    } else {
      line += text;
    }
  };

  let last = 0;
  let at = html.indexOf('<');
  while (at >= 0) {
    const tag = readTag(html, at, counter);
    if (tag === 'text') {
      at = html.indexOf('<', at + 1);
      continue;
    }
    addText(html.slice(last, at));
    if (tag === null) {
      last = html.length;
      break;
    }
    last = tag.end;
    at = html.indexOf('<', last);
    const name = tag.name;
    if (name === null) continue; // comment or doctype
    const closing = tag.closing;
    if (HIDDEN.has(name)) {
      if (!tag.selfClosing) hidden = Math.max(0, hidden + (closing ? -1 : 1));
      continue;
    }
    if (hidden > 0) continue;
    if (name === 'br') {
      endLine();
    } else if (name === 'td' || name === 'th') {
      if (!closing && line.trim() !== '') line += ' ';
    } else if (BLOCK.has(name)) {
      if (line.trim() !== '') endLine();
      if (name === 'blockquote') {
        quote = Math.max(0, quote + (closing ? -1 : 1));
        if (closing) lines.push('');
      } else if (name === 'pre') {
        pre = Math.max(0, pre + (closing ? -1 : 1));
      } else if (name === 'li' && !closing) {
        line = '* ';
      } else if (name === 'hr') {
        lines.push('---');
      } else if (name === 'p' && closing) {
        lines.push('');
      }
    }
  }
  addText(html.slice(last));
  endLine();
  // Runs of blank lines fold into one; no blank lines at either end.
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}
