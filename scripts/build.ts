/**
 * `npm run build`: bundles each Lambda handler into dist/<name>/index.mjs with the same
 * esbuild settings the CDK stack uses (infra/bundle/options.ts), then measures each
 * bundle's size and cold-import time and checks them against the budgets.
 *
 * Cold import: a fresh `node` process imports the bundle; we take the median of a few
 * runs of the `import()`'s CPU time (what the budget checks: see infra/bundle/report.ts),
 * its wall time, and the whole process's wall time.
 * Exit code 1 when a handler is missing, fails to build or to import, or misses a budget.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BUNDLE_ASSETS, BUNDLE_TARGET, EXTERNAL_MODULES, LAMBDA_ESBUILD, LAMBDA_HANDLERS, type HandlerName } from '../infra/bundle/options';
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
  TOKEN_SECRET: 'build-probe-not-a-secret',
  POWERTOOLS_SERVICE_NAME: 'pbem-build-probe',
  LOG_LEVEL: 'ERROR',
  AWS_REGION: 'eu-west-1',
};

async function bundle(name: HandlerName, entry: string): Promise<{ outfile: string; assetBytes: number } | { error: string }> {
  const outdir = path.join(DIST, name);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'index.mjs');
  try {
    const result = await build({
      entryPoints: [path.join(ROOT, entry)],
      outfile,
      ...LAMBDA_ESBUILD,
      sourcemap: true,
      sourcesContent: false,
      external: [...EXTERNAL_MODULES],
      metafile: true,
      logLevel: 'silent',
    });
    // For `npx esbuild --analyze`-style digging: what makes a bundle big.
    writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
    // Files the handler reads beside its bundle (as the CDK bundling's afterBundling hook copies them).
    const resolve = createRequire(path.join(ROOT, 'package.json')).resolve;
    let assetBytes = 0;
    for (const asset of BUNDLE_ASSETS[name] ?? []) {
      const target = path.join(outdir, asset.to);
      copyFileSync(resolve(asset.from), target);
      assetBytes += statSync(target).size;
    }
    return { outfile, assetBytes };
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

function measureImport(outfile: string, runs: number): ImportTiming {
  const url = pathToFileURL(outfile).href;
  const script = [
    'const cpu = process.cpuUsage(); const t = performance.now();',
    `await import(${JSON.stringify(url)});`,
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
    const timing = measureImport(built.outfile, runs);
    results.push({
      name,
      status: 'built',
      bytes: statSync(built.outfile).size,
      mapBytes: statSync(`${built.outfile}.map`).size,
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
    `Lambda bundles (esbuild ${BUNDLE_TARGET}, ESM, minified; cold import: median of ${runs} fresh node ${process.version} processes, load average ${load})\n`,
  );
  console.log(formatReport(results));
  const problems = results.flatMap(budgetProblems);
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    return 1;
  }
  console.log(`\nAll bundles within budget. Output in ${path.relative(ROOT, DIST)}/<handler>/index.mjs`);
  return 0;
}

process.exitCode = await main();
