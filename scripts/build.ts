/**
 * `npm run build`: bundles each Lambda handler into dist/<name>/ (index.mjs and one chunk
 * per game) exactly as the CDK stack does (infra/bundle/build-handler.ts), then measures
 * what one mail loads and checks it against the budgets.
 *
 * What one mail loads: the entry with every chunk it imports statically, plus the largest
 * lazily loaded part (the heaviest game). Cold import: a fresh `node` process imports the
 * entry and then that part; we take the median of a few runs of the CPU time (what the
 * budget checks: see infra/bundle/report.ts), the wall time, and the whole process's wall time.
 * Exit code 1 when a handler is missing, fails to build or to import, or misses a budget.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleHandler, chunkSizes, ENTRY_FILE } from '../infra/bundle/build-handler';
import { BUNDLE_ASSETS, BUNDLE_TARGET, LAMBDA_HANDLERS, type HandlerName } from '../infra/bundle/options';
import { budgetProblems, formatReport, median, type BundleResult } from '../infra/bundle/report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');

// Handlers may read their configuration at import; give them harmless values so the
// measurement is of loading code, not of a missing variable.
const IMPORT_ENV = {
  TABLE_NAME: 'pbem-build-probe',
  MAIL_DOMAIN: 'example.com',
  SENDER_ADDRESS: 'games@example.com',
  RAW_MAIL_BUCKET: 'pbem-build-probe',
  RAW_MAIL_PREFIX: 'inbound/',
  SES_CONFIGURATION_SET: 'pbem-build-probe',
  STAGE: 'build',
  TOKEN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:build-probe',
  POWERTOOLS_SERVICE_NAME: 'pbem-build-probe',
  LOG_LEVEL: 'ERROR',
  AWS_REGION: 'eu-west-1',
};

interface Built {
  readonly outfile: string;
  readonly startBytes: number;
  /** The largest lazily loaded part (the heaviest game), relative to the bundle folder. */
  readonly heaviest: { readonly file: string; readonly bytes: number } | undefined;
  /** Files beside the bundle that the handler reads (the board pictures' WebAssembly and font). */
  readonly assetBytes: number;
}

async function bundle(name: HandlerName, entry: string): Promise<Built | { error: string }> {
  const outdir = path.join(DIST, name);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  try {
    const metafile = await bundleHandler(entry, outdir, BUNDLE_ASSETS[name] ?? []);
    // For `npx esbuild --analyze`-style digging: what makes a bundle big.
    writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(metafile));
    const sizes = chunkSizes(metafile, outdir);
    const assetBytes = (BUNDLE_ASSETS[name] ?? []).reduce((sum, a) => sum + statSync(path.join(outdir, a.to)).size, 0);
    return { outfile: path.join(outdir, ENTRY_FILE), startBytes: sizes.startBytes, heaviest: sizes.lazy[0], assetBytes };
  } catch (error) {
    // esbuild's BuildFailure lists its errors; the first one with its location says enough.
    const first = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
    if (first) return { error: first.location ? `${first.location.file}:${first.location.line}: ${first.text}` : first.text };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

interface ImportTiming {
  importMs?: number;
  importCpuMs?: number;
  processMs?: number;
  error?: string;
}

function measureImport(outfile: string, lazyPart: string | undefined, runs: number): ImportTiming {
  const url = pathToFileURL(outfile).href;
  const lazyUrl = lazyPart === undefined ? undefined : pathToFileURL(path.join(path.dirname(outfile), lazyPart)).href;
  const script = [
    'const cpu = process.cpuUsage(); const t = performance.now();',
    `await import(${JSON.stringify(url)});`,
    ...(lazyUrl === undefined ? [] : [`await import(${JSON.stringify(lazyUrl)});`]),
    'const wall = performance.now() - t; const used = process.cpuUsage(cpu);',
    'process.stdout.write(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000 }));',
  ].join(' ');
  const wall: number[] = [];
  const cpu: number[] = [];
  const whole: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    // Same flag as the functions' NODE_OPTIONS: loading the source map is part of a cold start.
    const child = spawnSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
      cwd: path.dirname(outfile),
      env: { PATH: process.env.PATH ?? '', ...IMPORT_ENV },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (child.status !== 0) {
      const message = (child.stderr || child.error?.message || `exit ${child.status}`).trim().split('\n');
      return { error: message.find((l) => /^[A-Za-z]*Error\b/.test(l.trim()))?.trim() ?? message[0] };
    }
    const measured = JSON.parse(child.stdout) as { wall: number; cpu: number };
    wall.push(measured.wall);
    cpu.push(measured.cpu);
    whole.push(elapsed);
  }
  return { importMs: median(wall), importCpuMs: median(cpu), processMs: median(whole) };
}

function mapBytesIn(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.map'))
    .reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, got ${values.runs}`);

  const results: BundleResult[] = [];
  for (const { name, entry } of LAMBDA_HANDLERS) {
    if (!existsSync(path.join(ROOT, entry))) {
      results.push({ name, status: 'missing', entry });
      continue;
    }
    const built = await bundle(name, entry);
    if ('error' in built) {
      results.push({ name, status: 'failed', error: built.error });
      continue;
    }
    const timing = measureImport(built.outfile, built.heaviest?.file, runs);
    results.push({
      name,
      status: 'built',
      bytes: built.startBytes + (built.heaviest?.bytes ?? 0),
      startBytes: built.startBytes,
      mapBytes: mapBytesIn(path.dirname(built.outfile)),
      assetBytes: built.assetBytes,
      importMs: timing.importMs,
      importCpuMs: timing.importCpuMs,
      processMs: timing.processMs,
      ...(timing.error !== undefined ? { importError: timing.error } : {}),
    });
  }

  // Import times scale with machine load; print it so a slow run can be read for what it is.
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `Lambda bundles (esbuild ${BUNDLE_TARGET}, ESM, minified, a chunk per game; "one mail" = start + the heaviest game; cold import of both: median of ${runs} fresh node ${process.version} processes, load average ${load})\n`,
  );
  console.log(formatReport(results));
  const problems = results.flatMap(budgetProblems);
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    return 1;
  }
  console.log(`\nAll bundles within budget. Output in ${path.relative(ROOT, DIST)}/<handler>/${ENTRY_FILE} (and chunks/)`);
  return 0;
}

process.exitCode = await main();
