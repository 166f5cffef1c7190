/**
 * Engine benchmarks time the engine as it ships: bundled by esbuild with the Lambdas' own
 * settings (infra/bundle/options.ts), one scope-hoisted module. Run straight from the
 * TypeScript files under tsx, the same Puerto Rico play-outs ran at 600 games per CPU second
 * against 1,050 bundled (one loop each): among other costs, tsx keeps function names,
 * so every closure the engine creates also pays a `__name(fn, "name")` call (an
 * `Object.defineProperty`; a tenth of the profile), which deployed code does not. `BENCH_TSX=1`
 * times the tsx way, for comparison.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { LAMBDA_ESBUILD } from '../../infra/bundle/options';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Bench = () => Promise<string[]>;

/** How the engine benchmarks run: "bundled" (as deployed) unless BENCH_TSX=1. */
export function engineBenchMode(): 'bundled' | 'tsx' {
  return process.env.BENCH_TSX === '1' ? 'tsx' : 'bundled';
}

/**
 * Runs `use` with the module `file` (relative to bench/) bundled as the Lambdas are (libraries
 * stay in node_modules: they are not what is being timed); the file is removed afterwards.
 * `overrides` change esbuild settings (a readable bundle for a tool that reports its lines).
 */
export async function withBundle<T>(file: string, use: (outfile: string) => Promise<T>, overrides: BuildOptions = {}): Promise<T> {
  // Inside node_modules, so that the bundle finds the libraries it leaves out.
  const cache = path.join(BENCH_DIR, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'pbem-bench-'));
  const outfile = path.join(dir, `${path.basename(file, '.ts')}.mjs`);
  try {
    await build({
      entryPoints: [path.join(BENCH_DIR, file)],
      outfile,
      ...LAMBDA_ESBUILD,
      packages: 'external',
      logLevel: 'silent',
      ...overrides,
    });
    return await use(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The benchmark `exportName` of the module `file`, run from its bundle in a fresh `node`
 * process: no tsx loader beside it (its hooks thread and its copy of the engine were worth up
 * to a fifth of the rate in the CPU time of a shared process), as a Lambda runs it.
 */
export async function bundledBench(file: string, exportName: string): Promise<Bench> {
  return async () =>
    withBundle(file, async (outfile) => {
      // A failure prints its stack only: uncaught, Node would also print the minified line it came from.
      const script = `try { const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); for (const line of await m[${JSON.stringify(exportName)}]()) console.log(line); } catch (e) { console.error(e?.stack ?? String(e)); process.exit(1); }`;
      const out = await run(process.execPath, ['--input-type=module', '--eval', script]);
      return out.split('\n').filter((line) => line.length > 0);
    });
}

/** Runs `command` to its end and gives its standard output; a failure rejects with its standard error. */
export function run(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}
