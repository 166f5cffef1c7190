/**
 * HTML-only mail reduced to plain text, for reading a reply's commands. Quoted history in
 * HTML is a <blockquote>, written here as "> " lines, so the plain-text reply rules
 * (extract-reply.ts) apply unchanged; Outlook's From:/Sent: block becomes text lines too.
 * Links keep their text only (a mailto: link's href is the game address, not a move);
 * images, styles, scripts and the head are dropped; block elements end lines; entities are
 * decoded. No wrapping: one HTML line stays one text line.
 *
 * Hand-written rather than html-to-text: the inbound Lambda has a bundle-size budget
 * (issue 6) and that library with its HTML parser and entity tables is about 170 KB, for a
 * job that needs only the structure above. The tag pattern is linear (its alternatives
 * start with different characters), so hostile HTML cannot make it backtrack.
 */

const TAG = /<!--[\s\S]*?(?:-->|$)|<!\w[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Elements whose content is never text for the reader. */
const HIDDEN = new Set(['head', 'style', 'script', 'title', 'template', 'noscript', 'svg', 'object', 'xml']);

/** Elements that start and end a line. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody',
  'thead', 'tfoot', 'tr', 'ul',
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»',
  bull: '•', middot: '·', copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', yen: '¥', times: '×', divide: '÷',
  deg: '°', shy: '', zwnj: '', zwj: '', lrm: '', rlm: '',
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

export function htmlToText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let quote = 0;
  let hidden = 0;
  let pre = 0;

  const endLine = () => {
    const text = pre > 0 ? line.replace(/\s+$/, '') : line.replace(/[ \t\u00a0]+/g, ' ').trim();
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
  for (const match of html.matchAll(TAG)) {
    addText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment or doctype
    const closing = match[1] === '/';
    const selfClosing = /\/\s*$/.test(match[3] ?? '');
    if (HIDDEN.has(name)) {
      if (!selfClosing) hidden = Math.max(0, hidden + (closing ? -1 : 1));
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
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').replace(/^\n+|\n+$/g, '');
}
