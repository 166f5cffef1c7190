/**
 * Bundles one Lambda handler into a folder: `index.mjs` plus code chunks, one per game
 * (loaded when a mail needs that game) and the code they share. CDK's NodejsFunction builds
 * a single file, so the stack hands this folder to Lambda as it is (infra/stack/functions.ts)
 * and `npm run build` measures the very same output.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTERNAL_MODULES, LAMBDA_ESBUILD } from './options';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENGINE = path.join(REPO_ROOT, 'engine');

/** What the Lambda bundles load in the place of the static game list and bot policies. */
export const LAZY_GAMES = {
  replaces: [path.join(ENGINE, 'games.ts'), path.join(ENGINE, 'bots.ts')],
  with: path.join(ENGINE, 'lazy-games.ts'),
} as const;

/** Resolves every import of engine/games.ts or engine/bots.ts to engine/lazy-games.ts. */
export const lazyGamesPlugin: Plugin = {
  name: 'pbem-lazy-games',
  setup(builder) {
    builder.onResolve({ filter: /(^|\/)(games|bots)(\.ts)?$/ }, (args) => {
      if (!args.path.startsWith('.')) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      const file = target.endsWith('.ts') ? target : `${target}.ts`;
      return (LAZY_GAMES.replaces as readonly string[]).includes(file) ? { path: LAZY_GAMES.with } : undefined;
    });
  },
};

export const ENTRY_FILE = 'index.mjs';

/** A file a handler reads beside its bundle: a package's file (`from`, resolved from the repository) copied to `to`. */
export interface BundleAsset {
  readonly from: string;
  readonly to: string;
}

export async function bundleHandler(entry: string, outdir: string, assets: readonly BundleAsset[] = []): Promise<Metafile> {
  const result = await build({
    ...LAMBDA_ESBUILD,
    entryPoints: { index: path.resolve(REPO_ROOT, entry) },
    outdir,
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    // Smaller zip; the sources are in the repository.
    sourcesContent: false,
    external: [...EXTERNAL_MODULES],
    plugins: [lazyGamesPlugin],
    metafile: true,
    logLevel: 'silent',
  });
  // The board pictures' WebAssembly and font are read from beside the bundle at run time.
  const resolve = createRequire(path.join(REPO_ROOT, 'package.json')).resolve;
  for (const asset of assets) copyFileSync(resolve(asset.from), path.join(outdir, asset.to));
  return result.metafile;
}

export interface ChunkSizes {
  /** The entry and every chunk it imports statically: what a cold start loads. */
  readonly startBytes: number;
  /** Those files, as esbuild's metafile names them. */
  readonly startFiles: readonly string[];
  /** Each lazily loaded part (a game), by its chunk file, with the chunks only it needs. */
  readonly lazy: readonly { readonly file: string; readonly bytes: number }[];
}

/** Sizes of what loads at start and of each lazily imported part, from esbuild's metafile (paths relative to `outdir`). */
export function chunkSizes(metafile: Metafile, outdir: string): ChunkSizes {
  const outputs = metafile.outputs;
  const key = (file: string) => path.relative(process.cwd(), path.resolve(file));
  const rel = (file: string) => path.relative(outdir, path.resolve(file));
  const staticClosure = (start: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !outputs[file]) return;
      seen.add(file);
      for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') visit(key(imported.path));
    };
    visit(start);
    return seen;
  };
  const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint !== undefined && file.endsWith(ENTRY_FILE));
  if (!entry) throw new Error('the bundle has no entry output');
  const start = staticClosure(entry);
  const bytesOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + outputs[file]!.bytes, 0);
  const dynamic = new Set<string>();
  for (const file of Object.keys(outputs)) {
    for (const imported of outputs[file]!.imports) if (imported.kind === 'dynamic-import') dynamic.add(key(imported.path));
  }
  const lazy = [...dynamic].map((file) => ({
    file: rel(file),
    bytes: bytesOf([...staticClosure(file)].filter((f) => !start.has(f))),
  }));
  return { startBytes: bytesOf(start), startFiles: [...start], lazy: lazy.sort((a, b) => b.bytes - a.bytes) };
}
