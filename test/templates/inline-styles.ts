/**
 * Inline styles a game's board partial writes itself, counted in a rendered email. MJML's own
 * styles (section and column wrappers, repeated once per column whatever the board does) and
 * the layout's are left out: they are the styles of the compiled template that the partial's
 * source does not write. What is left comes from the partial: its literal `style="…"` and the
 * styles its data fills in.
 */
import { readFileSync } from 'node:fs';
import { compiledTemplates } from '../../templates/compiled';

const STYLE = / style="([^"]*)"/g;

function stylesIn(text: string): Set<string> {
  return new Set([...text.matchAll(STYLE)].map((m) => m[1]!));
}

/** Each style the board of game `kind` wrote into `html`, with how many times it is there. */
export function boardInlineStyles(kind: string, html: string): Map<string, number> {
  const compiled = compiledTemplates.html[`status@${kind}`];
  if (compiled === undefined) throw new Error(`no compiled status@${kind}: run npx tsx scripts/compile-templates.ts`);
  const ofTemplate = stylesIn(compiled);
  const ofPartial = stylesIn(readFileSync(new URL(`../../engine/${kind}/email/board.mjml`, import.meta.url), 'utf8'));
  const counts = new Map<string, number>();
  for (const m of html.matchAll(STYLE)) {
    const style = m[1]!;
    if (ofTemplate.has(style) && !ofPartial.has(style)) continue;
    counts.set(style, (counts.get(style) ?? 0) + 1);
  }
  return counts;
}

/** The board's inline styles written more than `max` times (a class in its `<mj-style>` would do). */
export function repeatedBoardStyles(kind: string, html: string, max: number): string[] {
  return [...boardInlineStyles(kind, html)].filter(([, n]) => n > max).map(([style, n]) => `${n}× ${style}`);
}
