/**
 * Build step: compile every MJML email template to HTML once, so run time only fills
 * mustache tags (MJML is slow, ~20 ms a document, and large; it must never load in a Lambda).
 *
 * Layout of templates/:
 *   layout/layout.mjml   the document; `<!-- content -->` marks where an email's content goes
 *   layout/<part>.mjml   shared fragments, pulled in by `<!-- include:<part> -->`
 *   emails/<name>.mjml   one email's content (a list of mj-section); `<!-- board -->` marks the board slot
 *   boards/generic.mjml  the board for games without their own partial (describe(view) text)
 *   layout/*.txt, emails/*.txt  plain-text mustache templates (no compiling; copied as they are)
 *
 * A game's own board partial lives in its package, engine/<game id>/email/board.mjml (its data
 * comes from the game's `board` in the contract); its <mj-style> blocks move into the document's
 * <mj-head>, so a board can style repeated chips by class instead of repeating inline styles.
 *
 * An email with a board slot is compiled once per board: key `<name>@<board>`; others
 * under `<name>`. Output: templates/compiled/templates.json, generated, never committed (a new
 * game's board then changes no file outside its package): `npm ci` writes it (the `prepare`
 * script), and so do `npm start`, `npm test`, `npm run build`, `typecheck`, `bench` and
 * `cdk synth` before they run; a test recompiles in memory and fails when it is stale.
 *
 * Run: npx tsx scripts/compile-templates.ts
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mjml2html from 'mjml';
import type { CompiledTemplates } from '../templates/compiled';

export const TEMPLATES_DIR = fileURLToPath(new URL('../templates/', import.meta.url));
export const COMPILED_FILE = join(TEMPLATES_DIR, 'compiled', 'templates.json');
/** Where the games' packages are: each game's board partial is `<id>/email/board.mjml` there. */
export const ENGINE_DIR = fileURLToPath(new URL('../engine/', import.meta.url));

const CONTENT_MARK = '<!-- content -->';
const BOARD_MARK = '<!-- board -->';
const INCLUDE_MARK = /<!-- include:([a-z0-9-]+) -->/g;

export async function compileTemplates(dir: string = TEMPLATES_DIR, engineDir: string = ENGINE_DIR): Promise<CompiledTemplates> {
  const read = (...parts: string[]) => readFile(join(dir, ...parts), 'utf8');
  const layout = await read('layout', 'layout.mjml');
  if (!layout.includes(CONTENT_MARK)) throw new Error(`layout.mjml has no ${CONTENT_MARK} marker`);
  const boards = await findBoards(dir, engineDir);

  const html: Record<string, string> = {};
  for (const name of await namesIn(dir, 'emails', '.mjml')) {
    const content = await resolveIncludes(await read('emails', `${name}.mjml`), dir);
    const doc = layout.replace(CONTENT_MARK, () => content);
    if (content.includes(BOARD_MARK)) {
      for (const [board, partial] of boards) {
        const { body, styles } = splitStyles(partial);
        const withBoard = doc.replace(BOARD_MARK, () => body).replace('</mj-head>', () => `${styles}</mj-head>`);
        html[`${name}@${board}`] = await compileDocument(withBoard, `${name}@${board}`);
      }
    } else {
      html[name] = await compileDocument(doc, name);
    }
  }

  const text: Record<string, string> = {};
  for (const folder of ['layout', 'emails']) {
    for (const name of await namesIn(dir, folder, '.txt')) text[name] = await read(folder, `${name}.txt`);
  }
  return { version: 1, html: sortKeys(html), text: sortKeys(text) };
}

async function compileDocument(doc: string, label: string): Promise<string> {
  // fonts: {} keeps MJML from linking web fonts; strict validation fails the build on any MJML error.
  const out = await mjml2html(doc, { validationLevel: 'strict', fonts: {}, keepComments: false });
  if (out.errors.length > 0) {
    throw new Error(`${label}: ${out.errors.map((e) => e.formattedMessage).join('; ')}`);
  }
  // Indentation is a fifth of MJML's output and Gmail clips messages over 102 KB. Safe to
  // drop: no template has literal multi-line text inside <pre> (board text is filled in later).
  // So are MJML's empty class and style attributes and the line break it puts before a start
  // tag's `>` (a few hundred bytes a status email, 1.33 times that in base64 Japanese mail).
  return out.html
    .replace(/^[ \t]+/gm, '')
    .replace(/\n{2,}/g, '\n')
    .replace(/ (?:class|style)=""/g, '')
    .replace(/(<[a-zA-Z][^<>]*)\n>/g, '$1>');
}

/** A board partial's `<mj-style>` blocks (head-only in MJML) apart from the rest of it. */
function splitStyles(partial: string): { body: string; styles: string } {
  const styles: string[] = [];
  const body = partial.replace(/<mj-style>[\s\S]*?<\/mj-style>/g, (block) => {
    styles.push(block);
    return '';
  });
  return { body, styles: styles.join('\n') };
}

/** The generic board, then every game folder's email/board.mjml, by folder name (the game's id). */
async function findBoards(dir: string, engineDir: string): Promise<Map<string, string>> {
  const boards = new Map<string, string>([['generic', await readFile(join(dir, 'boards', 'generic.mjml'), 'utf8')]]);
  for (const entry of await readdir(engineDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const partial = join(engineDir, entry.name, 'email', 'board.mjml');
    const source = await readFile(partial, 'utf8').catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return null; // a game that draws no board of its own
      throw e;
    });
    if (source !== null) boards.set(entry.name, await resolveIncludes(source, dir));
  }
  return boards;
}

async function resolveIncludes(source: string, dir: string): Promise<string> {
  const names = [...source.matchAll(INCLUDE_MARK)].map((m) => m[1] as string);
  let out = source;
  for (const name of new Set(names)) {
    const part = await readFile(join(dir, 'layout', `${name}.mjml`), 'utf8');
    out = out.split(`<!-- include:${name} -->`).join(part);
  }
  return out;
}

async function namesIn(dir: string, folder: string, ext: string): Promise<string[]> {
  const files = await readdir(join(dir, folder));
  return files
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length))
    .sort();
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Stable JSON text of the compiled templates, as committed. */
export function serializeCompiled(compiled: CompiledTemplates): string {
  return `${JSON.stringify(compiled, null, 1)}\n`;
}

async function main(): Promise<void> {
  const compiled = await compileTemplates();
  // The folder holds only this generated file, so a fresh clone does not have it yet.
  await mkdir(dirname(COMPILED_FILE), { recursive: true });
  await writeFile(COMPILED_FILE, serializeCompiled(compiled), 'utf8');
  const keys = Object.keys(compiled.html);
  process.stdout.write(`compiled ${keys.length} HTML templates (${keys.join(', ')}) into ${COMPILED_FILE}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  });
}
