/**
 * Where the engines make V8 build a new hidden class (map) every time a line runs, per game.
 *
 * Node 20's V8 does this for an object spread that adds a field (`{ ...f, sold: true }`): each
 * result gets a map of its own, and every function that later reads such objects is thrown out
 * of its optimised code, over and over (one Puerto Rico frame made 26,649 maps in a
 * benchmark run, and the 4-player rate fell from ~1,400 to ~800 games per CPU second partway
 * through a loop). Node 22 (Lambda) does not; our tests, tools and benchmarks run on Node 20.
 *
 * Random games of each game run bundled (readable, not minified) under `node --log-maps`;
 * V8 logs such maps as transitions from a map that is not shared ("prototype"). Lines that
 * made more than a few are printed with their source file; none is the goal.
 * `npm run bench -- hidden-classes`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registry } from '../engine/games';
import { run, withBundle } from './support/bundled';

const GAMES = 60;
/** A line that made fewer maps than this ran a handful of times (a record keyed by board site, say). */
const REPORT_FROM = 20;

/** The `// engine/...` file comment esbuild writes above each module, for bundle line `line` (1-based). */
function sourceOf(lines: readonly string[], line: number): string {
  for (let i = line - 1; i >= 0; i--) {
    const m = /^\/\/ (\S+\.ts)$/.exec(lines[i] ?? '');
    if (m) return m[1]!;
  }
  return '?';
}

export async function benchHiddenClasses(): Promise<string[]> {
  return withBundle(
    'support/random-games.ts',
    async (bundle) => {
      const source = readFileSync(bundle, 'utf8').split('\n');
      const out: string[] = [];
      // Beside the defaults, the option set with every rule-changing option on (`meta.variants`): its rules run code the defaults never reach.
      for (const [game, options] of registry.all.flatMap((g) => [{}, ...(g.meta.variants?.slice(-1) ?? [])].map((o) => [g, o] as const))) {
        const label = `${game.meta.id}${Object.keys(options).length > 0 ? ` ${JSON.stringify(options)}` : ''}`;
        const dir = mkdtempSync(path.join(tmpdir(), 'pbem-maps-'));
        const log = path.join(dir, 'v8.log');
        try {
          await run(process.execPath, [
            '--log-maps',
            `--logfile=${log}`,
            '--no-logfile-per-isolate',
            bundle,
            game.meta.id,
            String(GAMES),
            JSON.stringify(options),
          ]);
          // map,Transition,time,from,to,pc,line,column,reason,name
          const perLine = new Map<number, { count: number; name: string }>();
          for (const row of readFileSync(log, 'utf8').split('\n')) {
            if (!row.startsWith('map,Transition,')) continue;
            const f = row.split(',');
            if (f[8] !== 'prototype') continue;
            const line = Number(f[6]);
            const seen = perLine.get(line) ?? { count: 0, name: f[9] ?? '' };
            seen.count++;
            perLine.set(line, seen);
          }
          const hot = [...perLine].filter(([, v]) => v.count >= REPORT_FROM).sort((a, b) => b[1].count - a[1].count);
          if (hot.length === 0) out.push(`${label}: no line makes a new hidden class each time it runs (${GAMES} random games)`);
          for (const [line, v] of hot) {
            out.push(
              `${label}: ${v.count} new hidden classes adding "${v.name}" in ${sourceOf(source, line)}: ${(source[line - 1] ?? '').trim().slice(0, 100)}`,
            );
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
      return out;
    },
    { minify: false },
  );
}
